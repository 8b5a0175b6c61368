import { allocateVariant, SimilarListingsResponseSchema } from '@haulkit/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { demoPorts, SOFA_MOVE } from './fixtures.js';

describe('demo admin: pre-listing tools', () => {
  it('keeps notes, texts and the call back, and lists them in the admin info with the history', async () => {
    const { quote, admin } = demoPorts();
    await quote.savePrelisting('pl-1', SOFA_MOVE);
    await admin.saveAdminNote('pl-1', '  Wants a Saturday  ');
    await admin.sendAdminText('pl-1', { phone_number: '07700 900123', message: 'Your quote is ready' });
    await admin.saveCustomerCallBack('pl-1', {
      call_back_date: '2025-01-03',
      call_back_time: '14:00',
      can_we_call_back: true,
    });
    const info = await admin.getAdminInfo('pl-1');
    expect(info.notes).toEqual([{ note: 'Wants a Saturday', at: new Date(2025, 0, 1, 10).toISOString() }]);
    expect(info.customer_call_back).toMatchObject({ call_back_time: '14:00' });
    expect(info.customer_phone_numbers?.length).toBeGreaterThan(0);
    expect((info.history as { event: string }[]).map((entry) => entry.event)).toEqual([
      'saved',
      'admin_note',
      'admin_text',
      'customer_call_back',
    ]);
  });

  it.each([
    ['48 hours', SOFA_MOVE],
    [
      '5 days',
      { ...SOFA_MOVE, delivery_address_data: { latitude: 53.35, longitude: -6.26, ISO_3166_1_Alpha_2: 'IE' } },
    ],
  ])('the default SMS mentions free cancellation of %s', async (window, listing) => {
    const { quote, admin } = demoPorts();
    await quote.savePrelisting('pl-1', listing);
    expect((await admin.getAdminInfo('pl-1')).default_sms).toContain(`free cancellation up to ${window}`);
  });

  it.each([
    ['an empty note', (a: ReturnType<typeof demoPorts>['admin']) => a.saveAdminNote('pl-1', '   '), 'note'],
    [
      'an empty SMS',
      (a: ReturnType<typeof demoPorts>['admin']) =>
        a.sendAdminText('pl-1', { phone_number: '07700 900123', message: '' }),
      'message',
    ],
    [
      'an attribution without ref',
      (a: ReturnType<typeof demoPorts>['admin']) =>
        a.saveAffiliateAttribution('pl-1', { option: 'store', ref: '', ref_id: 1 }),
      'ref',
    ],
  ])('refuses %s with an input error on its field', async (_name, call, field) => {
    await expect(call(demoPorts().admin)).rejects.toMatchObject({
      code: 'input',
      status: 422,
      body: { errors: { input: { [field]: expect.any(Array) } } },
    });
  });

  it('round-trips the hot lead, removals info and AVB sync flags', async () => {
    const { admin } = demoPorts();
    expect(await admin.getHotBusinessLead('pl-1')).toEqual({ hot_business_lead: false });
    await admin.saveHotBusinessLead('pl-1', { hot_business_lead: true });
    await admin.saveRemovalsInfo('pl-1', { survey: 'video', floors: 2 });
    await admin.saveSyncWithAvbOption('pl-1', { sync_with_avb: true });
    expect(await admin.getHotBusinessLead('pl-1')).toEqual({ hot_business_lead: true });
    expect(await admin.getRemovalsInfo('pl-1')).toEqual({ survey: 'video', floors: 2 });
    expect(await admin.getSyncWithAvbOption('pl-1')).toEqual({ sync_with_avb: true });
  });

  it('admin price info splits the chosen price into provider price and margin', async () => {
    const { quote, admin } = demoPorts();
    await quote.savePrelisting('pl-1', { ...SOFA_MOVE, pickup_date: '2025-02-03' });
    const info = await admin.getAdminPriceInfo('pl-1');
    const stored = quote.getPrelisting('pl-1');
    const price =
      (stored?.prices?.['2025-02-03'] as { standard: { fixed_1: number } } | undefined)?.standard.fixed_1 ?? 0;
    expect(info).toMatchObject({ customer_price: price, margin: 20, provider_price: Math.round(price * 80) / 100 });
    expect(info).not.toHaveProperty('admin_amount');
  });

  it('a saved admin price override is kept by the save, the next price answer and the admin price info', async () => {
    const { quote, admin } = demoPorts();
    const override = { type: 'priceOption', amount: 175, admin_amount: 175, admin_tp_amount: 130 };
    await quote.savePrelisting('pl-1', { ...SOFA_MOVE, pickup_date: '2025-02-03', listing_cart: [override] });
    const answer = await quote.savePrelisting('pl-1', {
      ...quote.getPrelisting('pl-1'),
      move_items: SOFA_MOVE.move_items,
    });
    expect(answer.listing_cart).toBeUndefined();
    expect(quote.getPrelisting('pl-1')?.listing_cart).toEqual([override]);
    expect(await admin.getAdminPriceInfo('pl-1')).toMatchObject({ admin_amount: 175, admin_tp_amount: 130 });
    const recalculated = await quote.recalculatePrelisting('pl-1', quote.getPrelisting('pl-1') ?? SOFA_MOVE);
    expect(Object.keys(recalculated).sort()).toEqual(['lowest_price', 'prices']);
  });
});

describe('demo admin: price adjustments', () => {
  it('creates, lists, updates and deletes adjustments with the manage-price-adjustments token', async () => {
    const { admin } = demoPorts();
    const auth = await admin.getPriceAdjustmentToken();
    const record = { auth, recordType: 'PRE_LISTING', recordId: 'pl-1' } as const;
    const amount = await admin.createAmountAdjustment({
      ...record,
      adjustmentType: 'ADMIN_PREMIUM',
      adjustmentAmount: { value: 2500 },
    });
    const percent = await admin.createPercentAdjustment({
      ...record,
      adjustmentType: 'DISCOUNT_OFFER',
      adjustmentPercent: 10,
    });
    expect(amount.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await admin.listPriceAdjustments(record)).toHaveLength(2);
    expect(
      await admin.updateAmountAdjustment({ auth, uuid: amount.uuid ?? '', adjustmentAmount: { value: 3000 } }),
    ).toMatchObject({ adjustmentAmount: { value: 3000 } });
    expect(
      await admin.updatePercentAdjustment({ auth, uuid: percent.uuid ?? '', adjustmentPercent: 12 }),
    ).toMatchObject({ adjustmentPercent: 12 });
    await expect(
      admin.updatePercentAdjustment({ auth, uuid: amount.uuid ?? '', adjustmentPercent: 5 }),
    ).rejects.toMatchObject({ status: 409 });
    await admin.deletePriceAdjustment(auth, amount.uuid ?? '');
    expect(await admin.listPriceAdjustments(record)).toHaveLength(1);
    await expect(admin.deletePriceAdjustment(auth, amount.uuid ?? '')).rejects.toMatchObject({ code: 'notFound' });
  });

  it.each([
    ['a wrong token', { token: 'x' }, 'ADMIN_DISCOUNT', 10, 'permission'],
    ['a percent over 100', undefined, 'ADMIN_DISCOUNT', 150, 'input'],
    ['an unknown type', undefined, 'FREEBIE', 10, 'input'],
  ] as const)('refuses %s', async (_name, token, type, percent, code) => {
    const { admin } = demoPorts();
    const auth = token ?? (await admin.getPriceAdjustmentToken());
    await expect(
      admin.createPercentAdjustment({
        auth,
        recordType: 'PRE_LISTING',
        recordId: 1,
        adjustmentType: type as 'ADMIN_DISCOUNT',
        adjustmentPercent: percent,
      }),
    ).rejects.toMatchObject({ code });
  });

  it('lists reasons per adjustment type, and customer discounts (lifetime and offers)', async () => {
    const { quote, admin } = demoPorts();
    const auth = await admin.getPriceAdjustmentToken();
    const reasons = await admin.listAdjustmentReasons({
      auth,
      category: 1,
      countryCode: 'GB',
      adjustmentType: 'DISCOUNT_OFFER',
    });
    expect(reasons.map((reason) => reason.label)).toContain('Returning customer');
    await quote.savePrelisting('pl-1', { ...SOFA_MOVE, user_info: { has_lifetime_discount: true } });
    await admin.createPercentAdjustment({
      auth,
      recordType: 'PRE_LISTING',
      recordId: 'pl-1',
      adjustmentType: 'DISCOUNT_OFFER',
      adjustmentPercent: 5,
    });
    expect(await admin.getCustomerDiscounts({ key: 'service-key', preListingId: 'pl-1' })).toEqual([
      { percent: 15, type: 'LIFETIME' },
      { percent: 5, type: 'DISCOUNT_OFFER' },
    ]);
    await expect(admin.getCustomerDiscounts({ key: '', preListingId: 'pl-1' })).rejects.toMatchObject({
      code: 'permission',
    });
  });
});

describe('demo admin: similar listings, listing actions, experiments', () => {
  it('finds similar jobs with routes and colours, deterministic per listing; some listings have none', async () => {
    const { admin } = demoPorts();
    const found = await Promise.all(Array.from({ length: 12 }, (_, i) => admin.findSimilarListings(1000 + i, {})));
    for (const result of found) expect(v.safeParse(SimilarListingsResponseSchema, result).success).toBe(true);
    expect(found.some((result) => result.listings.length === 0)).toBe(true);
    const some = found.find((result) => result.listings.length > 1);
    const colours = some?.listings.map((job) => job.colour);
    expect(new Set(colours).size).toBe(colours?.length);
    expect((some?.listings[0]?.route as unknown[] | undefined)?.length).toBeGreaterThan(1);
    expect(await demoPorts().admin.findSimilarListings(1003, {})).toEqual(found[3]);
  });

  it('keeps only the jobs dated inside the date filter', async () => {
    const { admin } = demoPorts();
    const all = await admin.findSimilarListings(1001, {});
    const first = all.listings[0] as { pickup_date: string } | undefined;
    if (!first) return;
    const only = await admin.findSimilarListings(1001, {
      dateFilterSelected: first.pickup_date,
      dateFilterEndSelected: first.pickup_date,
    });
    expect(only.listings.every((job) => (job as { pickup_date?: string }).pickup_date === first.pickup_date)).toBe(
      true,
    );
  });

  it('records calls, SMS and e-mails to providers in listingCommunications', async () => {
    const { admin } = demoPorts();
    await admin.callProvider({ user_id: 7, listing_id: 50 });
    const answer = await admin.sendProviderSms({ user_id: 7, listing_id: 50, message: 'A job near you' });
    expect(answer.listing.listingCommunications.map((c) => c.channel)).toEqual(['call', 'sms']);
    await expect(admin.sendProviderEmail({ user_id: 7, listing_id: 50, message: ' ' })).rejects.toMatchObject({
      code: 'input',
    });
  });

  it('runs listing actions and refuses unknown ones', async () => {
    const { admin } = demoPorts();
    await admin.runListingAction(9, 'refund', { amount: 20 });
    expect(admin.getListingActions()).toMatchObject([{ listingId: '9', action: 'refund', payload: { amount: 20 } }]);
    await expect(admin.runListingAction(9, 'explode' as 'refund')).rejects.toMatchObject({ code: 'input' });
  });

  it.each([0, 1, 2, 3, 6, 7])(
    'allocates pre-listing %i with core allocateVariant (bit flags), and keeps it',
    async (id) => {
      const { admin } = demoPorts();
      const expected = allocateVariant(id, {
        name: 'calendar-labels',
        variants: ['control', 'labels'],
        bit: 1,
      }).variant;
      const allocated = await admin.allocateExperiment({
        name: 'calendar-labels',
        entity: 'PRE_LISTING',
        entityId: id,
      });
      expect(allocated).toMatchObject({ variant: expected, entity: 'PRE_LISTING', entityId: id, tracked: false });
      expect(await admin.getPreAllocation(String(id), 'calendar-labels')).toMatchObject({ variant: expected });
    },
  );

  it('answers 409 when an allocated entity is allocated to another variant, 404 for unknown experiments', async () => {
    const { admin } = demoPorts();
    await admin.allocateExperiment({ name: 'person-tabs', entity: 'PRE_LISTING', entityId: 2, variant: 'fixed_1' });
    await expect(
      admin.allocateExperiment({ name: 'person-tabs', entity: 'PRE_LISTING', entityId: 2, variant: 'fixed_2' }),
    ).rejects.toMatchObject({ status: 409, code: 'conflict' });
    await expect(admin.allocateExperiment({ name: 'nope', entity: 'PRE_LISTING', entityId: 2 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lists experiments (a stopped one inactive) and marks a saved one tracked', async () => {
    const { admin } = demoPorts();
    const experiments = await admin.getExperiments({});
    expect(experiments.find((e) => e.name === 'exit-intent-dialog')).toMatchObject({
      status: 'stopped',
      active: false,
    });
    const saved = await admin.saveExperiment({
      name: 'person-tabs',
      variant: 'fixed_2',
      entity: 'PRE_LISTING',
      entityId: 5,
    });
    expect(saved.tracked).toBe(true);
    expect(await admin.getExperiments({ entityId: 5 })).toEqual([saved]);
  });
});
