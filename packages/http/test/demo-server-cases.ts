import type { AuthToken, CardField, Listing, Ports } from '@haulkit/core';
import { type ADMIN_API_METHODS, CARD_FIELDS, type PAYMENT_API_METHODS } from '@haulkit/core';
import { expect } from 'vitest';

/** What every case gets: the HTTP ports, the server's root URL and memoised set-up steps. */
export interface DemoCaseContext {
  ports: Ports;
  url: string;
  /** The pre-listing saved once (savePrelisting's case, or the first case that needs it). */
  saved: () => Promise<string>;
  /** The price-adjustment bearer, fetched once. */
  adjustToken: () => Promise<AuthToken>;
  /** The card-by-phone session of CALL_ID, created once. */
  paySession: () => Promise<{ auth: AuthToken; callId: string; paymentId: string; locale: string }>;
  /** The same session with every field asked for and keyed with the 4242 test card. */
  cardKeyed: () => Promise<{ auth: AuthToken; callId: string; paymentId: string; locale: string }>;
  /** Every request the adapters sent: URL and Idempotency-Key header. */
  sent: { url: string; idempotencyKey: string | null }[];
  /** Shared between cases (adjustment uuids). */
  notes: Record<string, string>;
}

export type DemoCase = (context: DemoCaseContext) => Promise<void>;

export const PRELISTING_ID = 'demo-e2e-1';
export const CALL_ID = 'CA-demo-e2e';
export const BRISTOL = { lat: 51.4545, lng: -2.5879 } as const;
export const BATH = { lat: 51.3811, lng: -2.359 } as const;

/** Bristol → Bath: a 3-seat sofa (from the catalogue) and two large boxes. */
export function demoListing(sofa: Listing['move_items'][number]): Listing {
  return {
    category_id: 1,
    pickup_address_data: {
      formatted_address: 'Broadmead, Bristol BS1 3HA, UK',
      latitude: BRISTOL.lat,
      longitude: BRISTOL.lng,
      postcode: 'BS1 3HA',
      town: 'Bristol',
      ISO_3166_1_Alpha_2: 'GB',
    },
    delivery_address_data: {
      formatted_address: 'Milsom Street, Bath BA1 1BZ, UK',
      latitude: BATH.lat,
      longitude: BATH.lng,
      postcode: 'BA1 1BZ',
      town: 'Bath',
      ISO_3166_1_Alpha_2: 'GB',
    },
    move_items: [sofa, { name: 'Large box', quantity: 2, fake_id: 'box-1', item_id: 845 }],
  };
}

/** Every number inside a value (a day's prices are nested objects of amounts). */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Asserts a year of calendar prices from today, every amount positive. */
export function expectYearOfPrices(prices: Record<string, unknown> | undefined): void {
  const days = Object.keys(prices ?? {}).sort();
  const today = new Date();
  const yearAhead = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());
  const dayOf = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  // Today to a year ahead inclusive: 366 days (367 when a 29 February falls in between).
  expect(days).toHaveLength(dayOf(yearAhead) - dayOf(today) + 1);
  expect(days.length).toBeGreaterThanOrEqual(366);
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(days[0]).toBe(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
  const amounts = Object.values(prices ?? {}).flatMap(numbersIn);
  expect(amounts.length).toBeGreaterThanOrEqual(days.length);
  for (const amount of amounts) expect(amount).toBeGreaterThan(0);
}

/** Keys digits on the customer's phone through the simulator's test control. */
export async function typeDigits(url: string, callId: string, field: CardField, digits: string) {
  const response = await fetch(`${url}__pay/${encodeURIComponent(callId)}/type`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ field, digits }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { fields: Record<string, { status: string; value?: string }> };
}

/** The digits the customer keys per field: the approved test card, an expiry 3 years ahead. */
export const TEST_CARD: Record<CardField, string> = {
  'payment-card-number': '4242 4242 4242 4242',
  'expiration-date': `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
  'security-code': '123',
  'postal-code': '10117',
};

/** Asks for each field in turn and keys it, checking only masked values come back. */
export async function keyTestCard(context: DemoCaseContext) {
  const session = await context.paySession();
  for (const field of CARD_FIELDS) {
    const asked = await context.ports.payment.captureCardData({ ...session, field });
    expect(asked.fields?.[field]?.status).toBe('capture-in-progress');
    const typed = await typeDigits(context.url, session.callId, field, TEST_CARD[field]);
    expect(typed.fields[field]?.status).toBe('successfully-captured');
  }
  return session;
}

/** Every PaymentApi method: the card-by-phone flow with the 4242 test card. */
export const PAYMENT_CASES: Record<(typeof PAYMENT_API_METHODS)[number], DemoCase> = {
  getBearerToken: async ({ paySession }) => {
    const { auth } = await paySession();
    expect(auth.token).toMatch(/^demo-pay-[0-9a-f]{24}$/);
  },
  createPaymentSession: async ({ paySession, sent }) => {
    const session = await paySession();
    expect(session.paymentId).toMatch(/^pay_/);
    const create = sent.find((request) => request.url.endsWith('/pay/create-payment-session'));
    expect(create?.idempotencyKey).toMatch(/^hk-cps-[0-9a-f]{16}$/);
  },
  captureCardData: async (context) => {
    await context.cardKeyed();
  },
  getCaptureStatus: async ({ ports, cardKeyed }) => {
    const status = await ports.payment.getCaptureStatus(await cardKeyed());
    expect(status.paymentSessionStatus).toBe('card-data-captured');
    expect(status.fields['payment-card-number']?.value).toBe('xxxx xxxx xxxx 4242');
    expect(status.fields['security-code']?.value).toBe('xxx');
    expect(JSON.stringify(status)).not.toContain('4242 4242');
    for (const field of CARD_FIELDS) expect(status.fields[field]?.status).toBe('successfully-captured');
  },
  getPaymentMethodToken: async ({ ports, cardKeyed }) => {
    const token = await ports.payment.getPaymentMethodToken(await cardKeyed());
    expect(token.token).toMatch(/^pm_[0-9a-f]{24}$/);
    expect(token.paymentSessionStatus).toBe('payment-method-authorized');
  },
  completePaymentSession: async ({ ports, cardKeyed }) => {
    const session = await cardKeyed();
    await ports.payment.getPaymentMethodToken(session);
    const done = await ports.payment.completePaymentSession(session);
    expect(done.paymentSessionStatus).toBe('completed');
    expect(done.status).toBe('completed');
  },
  cancelPaymentSession: async ({ ports, paySession }) => {
    const { auth, callId, locale } = await paySession();
    const second = await ports.payment.createPaymentSession({ auth, callId, product: 'listing', reference: '9' });
    const cancelled = await ports.payment.cancelPaymentSession({
      auth,
      callId,
      locale,
      paymentId: second.paymentId ?? '',
    });
    expect(cancelled.paymentSessionStatus).toBe('cancelled');
  },
};

/** Every AdminApi method, on the saved pre-listing where it needs one. */
export const ADMIN_CASES: Record<(typeof ADMIN_API_METHODS)[number], DemoCase> = {
  getAdminInfo: async ({ ports, saved }) => {
    const info = await ports.admin.getAdminInfo(await saved());
    expect(info.customer_phone_numbers?.length).toBeGreaterThan(0);
    expect(info.default_sms).toMatch(/^Thanks for your quote from £\d+\.\d\d\. .*free cancellation/);
  },
  saveAdminNote: async ({ ports, saved }) => {
    const id = await saved();
    await ports.admin.saveAdminNote(id, 'Customer wants a morning slot');
    const info = await ports.admin.getAdminInfo(id);
    expect(JSON.stringify(info.notes)).toContain('Customer wants a morning slot');
  },
  sendAdminText: async ({ ports, saved }) => {
    const id = await saved();
    const info = await ports.admin.getAdminInfo(id);
    const phone = info.customer_phone_numbers?.[0] ?? '';
    await ports.admin.sendAdminText(id, { phone_number: String(phone), message: info.default_sms ?? 'Hi' });
    expect(JSON.stringify(await ports.quote.getPrelistingHistory(id))).toContain('admin_text');
  },
  saveCustomerCallBack: async ({ ports, saved }) => {
    const id = await saved();
    const callBack = { call_back_date: '2030-01-15', can_we_call_back: true };
    await ports.admin.saveCustomerCallBack(id, callBack);
    expect((await ports.admin.getAdminInfo(id)).customer_call_back).toMatchObject(callBack);
  },
  getHotBusinessLead: async ({ ports }) => {
    expect(await ports.admin.getHotBusinessLead('demo-e2e-untouched')).toEqual({ hot_business_lead: false });
  },
  saveHotBusinessLead: async ({ ports, saved }) => {
    const id = await saved();
    await ports.admin.saveHotBusinessLead(id, { hot_business_lead: true });
    expect(await ports.admin.getHotBusinessLead(id)).toEqual({ hot_business_lead: true });
  },
  getRemovalsInfo: async ({ ports }) => {
    expect(await ports.admin.getRemovalsInfo('demo-e2e-untouched')).toEqual({});
  },
  saveRemovalsInfo: async ({ ports, saved }) => {
    const id = await saved();
    await ports.admin.saveRemovalsInfo(id, { floors: 2, lift: false, parking: 'permit bay' });
    expect(await ports.admin.getRemovalsInfo(id)).toEqual({ floors: 2, lift: false, parking: 'permit bay' });
  },
  getSyncWithAvbOption: async ({ ports }) => {
    expect(await ports.admin.getSyncWithAvbOption('demo-e2e-untouched')).toEqual({ sync_with_avb: false });
  },
  saveSyncWithAvbOption: async ({ ports, saved }) => {
    const id = await saved();
    await ports.admin.saveSyncWithAvbOption(id, { sync_with_avb: true });
    expect(await ports.admin.getSyncWithAvbOption(id)).toEqual({ sync_with_avb: true });
  },
  saveAffiliateAttribution: async ({ ports, saved }) => {
    const id = await saved();
    await ports.admin.saveAffiliateAttribution(id, { option: 'store', ref: 'homestore', ref_id: 1 });
    expect(JSON.stringify(await ports.quote.getPrelistingHistory(id))).toContain('affiliate_attribution');
  },
  getAdminPriceInfo: async ({ ports, saved }) => {
    const info = await ports.admin.getAdminPriceInfo(await saved());
    expect(info).toMatchObject({ pre_listing_id: PRELISTING_ID, margin: 20, default_margin: 20 });
    expect(info.customer_price).toBeGreaterThan(0);
    expect(info.provider_price).toBeCloseTo(Number(info.customer_price) * 0.8, 2);
  },
  calculateAdminPrice: async ({ ports, saved }) => {
    const info = await ports.admin.calculateAdminPrice(await saved(), { price: 250, margin: 15 });
    expect(info).toMatchObject({ customer_price: 250, margin: 15, provider_price: 212.5 });
  },
  getTelephonyCallInfo: async ({ ports }) => {
    const call = await ports.admin.getTelephonyCallInfo();
    expect(call.callId).toMatch(/^CA[0-9a-f]{32}$/);
    expect(call.status).toBe('in-progress');
  },
  getPriceAdjustmentToken: async ({ adjustToken }) => {
    expect(await adjustToken()).toEqual({ token: 'demo-manage-price-adjustments' });
  },
  createAmountAdjustment: async ({ ports, adjustToken, saved, notes }) => {
    const auth = await adjustToken();
    const listing = await ports.quote.loadPrelisting(await saved());
    const lowest = async () =>
      Math.min(...numbersIn((await ports.quote.recalculatePrelisting(PRELISTING_ID, listing)).lowest_price));
    const before = await lowest();
    const [reason] = await ports.admin.listAdjustmentReasons({
      auth,
      category: 1,
      countryCode: 'GB',
      adjustmentType: 'ADMIN_DISCOUNT',
    });
    const created = await ports.admin.createAmountAdjustment({
      auth,
      recordType: 'PRE_LISTING',
      recordId: await saved(),
      adjustmentType: 'ADMIN_DISCOUNT',
      adjustmentAmount: { value: 1500 },
      ...(reason ? { reasonId: reason.id } : {}),
    });
    expect(created).toMatchObject({ adjustmentType: 'ADMIN_DISCOUNT', adjustmentAmount: { value: 1500 } });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    notes.amount = created.uuid ?? '';
    // £15 off: the demo's prices of this pre-listing drop.
    expect(await lowest()).toBeLessThan(before);
  },
  createPercentAdjustment: async ({ ports, adjustToken, saved, notes }) => {
    const created = await ports.admin.createPercentAdjustment({
      auth: await adjustToken(),
      recordType: 'PRE_LISTING',
      recordId: await saved(),
      adjustmentType: 'DISCOUNT_OFFER',
      adjustmentPercent: 10,
    });
    expect(created).toMatchObject({ adjustmentType: 'DISCOUNT_OFFER', adjustmentPercent: 10 });
    notes.percent = created.uuid ?? '';
  },
  listPriceAdjustments: async (context) => {
    const { ports, adjustToken, saved, notes } = context;
    if (!notes.amount) await ADMIN_CASES.createAmountAdjustment(context);
    const record = { auth: await adjustToken(), recordType: 'PRE_LISTING', recordId: await saved() } as const;
    const list = await ports.admin.listPriceAdjustments(record);
    expect(list.map((a) => a.uuid)).toContain(notes.amount);
  },
  updateAmountAdjustment: async (context) => {
    if (!context.notes.amount) await ADMIN_CASES.createAmountAdjustment(context);
    const auth = await context.adjustToken();
    const update = { auth, uuid: context.notes.amount ?? '', adjustmentAmount: { value: 2000 } };
    const updated = await context.ports.admin.updateAmountAdjustment(update);
    expect(updated).toMatchObject({ uuid: context.notes.amount, adjustmentAmount: { value: 2000 } });
  },
  updatePercentAdjustment: async (context) => {
    if (!context.notes.percent) await ADMIN_CASES.createPercentAdjustment(context);
    const auth = await context.adjustToken();
    const update = { auth, uuid: context.notes.percent ?? '', adjustmentPercent: 12.5 };
    const updated = await context.ports.admin.updatePercentAdjustment(update);
    expect(updated).toMatchObject({ uuid: context.notes.percent, adjustmentPercent: 12.5 });
  },
  deletePriceAdjustment: async (context) => {
    if (!context.notes.amount) await ADMIN_CASES.createAmountAdjustment(context);
    const auth = await context.adjustToken();
    await context.ports.admin.deletePriceAdjustment(auth, context.notes.amount ?? '');
    const record = { auth, recordType: 'PRE_LISTING', recordId: await context.saved() } as const;
    const left = await context.ports.admin.listPriceAdjustments(record);
    expect(left.map((a) => a.uuid)).not.toContain(context.notes.amount);
    context.notes.amount = '';
  },
  listAdjustmentReasons: async ({ ports, adjustToken }) => {
    const query = {
      auth: await adjustToken(),
      category: 1,
      countryCode: 'GB',
      adjustmentType: 'ADMIN_PREMIUM',
    } as const;
    const reasons = await ports.admin.listAdjustmentReasons(query);
    expect(reasons).toHaveLength(4);
    expect(reasons[0]).toEqual({ id: 301, label: 'Difficult access (stairs, no lift)' });
  },
  getCustomerDiscounts: async (context) => {
    if (!context.notes.percent) await ADMIN_CASES.createPercentAdjustment(context);
    const discounts = await context.ports.admin.getCustomerDiscounts({ key: 'demo-key', preListingId: PRELISTING_ID });
    expect(discounts.some((d) => d.type === 'DISCOUNT_OFFER' && Number(d.percent) > 0)).toBe(true);
  },
  findSimilarListings: async ({ ports }) => {
    const found = await ports.admin.findSimilarListings(4711, {});
    expect(String(found.listing?.listing_id)).toBe('4711');
    expect(found.listings.length).toBeLessThanOrEqual(5);
    for (const job of found.listings) expect(job.provider?.tp_id).toBeDefined();
  },
  callProvider: async ({ ports }) => {
    const reached = await ports.admin.callProvider({ user_id: 901, listing_id: 4711 });
    expect(reached.listing.listingCommunications).toContainEqual(expect.objectContaining({ channel: 'call' }));
  },
  sendProviderSms: async ({ ports }) => {
    const reached = await ports.admin.sendProviderSms({ user_id: 902, listing_id: 4712, message: 'Job near you' });
    expect(reached.listing.listingCommunications).toEqual([expect.objectContaining({ channel: 'sms' })]);
  },
  sendProviderEmail: async ({ ports }) => {
    const reached = await ports.admin.sendProviderEmail({ user_id: 903, listing_id: 4713, message: 'Bristol–Bath' });
    expect(reached.listing.listingCommunications).toEqual([expect.objectContaining({ channel: 'email' })]);
  },
  runListingAction: async ({ ports }) => {
    await expect(ports.admin.runListingAction(4711, 'cancel', { reason: 'moved date' })).resolves.toBeUndefined();
    await expect(ports.admin.runListingAction(4711, 'relist')).resolves.toBeUndefined();
    await expect(ports.admin.runListingAction(4711, 'set-routable')).resolves.toBeUndefined();
  },
  getListingHistory: async ({ ports }) => {
    const history = await ports.admin.getListingHistory(4711);
    expect(history.map((entry) => entry.event)).toEqual(['listing_booked', 'provider_assigned', 'provider_change']);
    expect(history[2]).toMatchObject({ id: 'pc-4711-1', status: 'pending', to_provider: 'Northern Removals' });
  },
  answerProviderChange: async ({ ports }) => {
    // A decline needs a reason (the demo's rule, as the marketplace's would be), then it is kept on the entry.
    await expect(ports.admin.answerProviderChange(4712, 'pc-4712-1', { decision: 'decline' })).rejects.toMatchObject({
      code: 'input',
    });
    await ports.admin.answerProviderChange(4712, 'pc-4712-1', { decision: 'decline', reason: 'Customer wants Swift' });
    expect((await ports.admin.getListingHistory(4712))[2]).toMatchObject({
      status: 'declined',
      decision: 'decline',
      reason: 'Customer wants Swift',
    });
    // Decided once: a second answer is refused (409).
    await expect(ports.admin.answerProviderChange(4712, 'pc-4712-1', { decision: 'accept' })).rejects.toMatchObject({
      status: 409,
    });
  },
  getExperiments: async ({ ports }) => {
    const all = await ports.admin.getExperiments({});
    expect(all.map((e) => e.name).sort()).toEqual(['calendar-labels', 'exit-intent-dialog', 'person-tabs']);
  },
  saveExperiment: async ({ ports }) => {
    const saved = await ports.admin.saveExperiment({
      name: 'calendar-labels',
      entity: 'PRE_LISTING',
      entityId: 'demo-e2e-3',
      variant: 'labels',
    });
    expect(saved).toMatchObject({ name: 'calendar-labels', variant: 'labels', tracked: true });
  },
  allocateExperiment: async ({ ports }) => {
    const request = { name: 'person-tabs', entity: 'PRE_LISTING', entityId: PRELISTING_ID } as const;
    const allocated = await ports.admin.allocateExperiment(request);
    expect(['fixed_1', 'fixed_2']).toContain(allocated.variant);
    expect(allocated).toMatchObject({ name: 'person-tabs', entityId: PRELISTING_ID, active: true });
    const read = await ports.admin.getExperiments({
      name: 'person-tabs',
      entity: 'PRE_LISTING',
      entityId: PRELISTING_ID,
    });
    expect(read.map((e) => e.variant)).toEqual([allocated.variant]);
  },
  getPreAllocation: async ({ ports }) => {
    const first = await ports.admin.getPreAllocation('demo-e2e-4', 'calendar-labels');
    expect(['control', 'labels']).toContain(first.variant);
    expect(await ports.admin.getPreAllocation('demo-e2e-4', 'calendar-labels')).toEqual(first);
  },
};
