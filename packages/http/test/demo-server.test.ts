import type { Ports } from '@haulkit/core';
import { adminFromSignedIn, PORT_METHODS, toMoveItem } from '@haulkit/core';
import type { RunningServer } from '@haulkit/server';
import { startServer } from '@haulkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAdapters } from '../src/index.js';
import {
  ADMIN_CASES,
  BATH,
  BRISTOL,
  CALL_ID,
  type DemoCase,
  type DemoCaseContext,
  demoListing,
  expectYearOfPrices,
  keyTestCard,
  numbersIn,
  PAYMENT_CASES,
  PRELISTING_ID,
} from './demo-server-cases.js';

/**
 * Every port method end to end over the DEFAULT reference server: HTTP adapter → server →
 * demo engine → back through the adapter's schemas, with realistic demo data and checked values.
 */

type CaseTable = { [K in keyof Ports]: Record<(typeof PORT_METHODS)[K][number], DemoCase> };

const once = <T>(run: () => Promise<T>): (() => Promise<T>) => {
  let result: Promise<T> | undefined;
  return () => {
    result ??= run();
    return result;
  };
};

const CASES: CaseTable = {
  quote: {
    searchItems: async ({ ports }) => {
      const results = await ports.quote.searchItems({ name: 'sofa' });
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(10);
      expect(results.some((r) => /sofa/i.test(r.name))).toBe(true);
      for (const r of results) expect(r.item_set.length).toBeGreaterThan(0);
    },
    savePrelisting: async ({ saved, ports }) => {
      await saved();
      const again = await ports.quote.savePrelisting('demo-e2e-2', await ports.quote.loadPrelisting(PRELISTING_ID));
      expectYearOfPrices(again.prices);
      expect(again.men_required).toBeGreaterThanOrEqual(1);
    },
    loadPrelisting: async ({ ports, saved }) => {
      await saved();
      const listing = await ports.quote.loadPrelisting(PRELISTING_ID);
      expect(listing.pre_listing_id).toBe(PRELISTING_ID);
      expect(listing.pickup_address_data?.town).toBe('Bristol');
      expect(listing.delivery_address_data?.postcode).toBe('BA1 1BZ');
      expect(listing.move_items.map((i) => i.quantity)).toEqual([1, 2]);
    },
    recalculatePrelisting: async ({ ports, saved }) => {
      await saved();
      const listing = await ports.quote.loadPrelisting(PRELISTING_ID);
      const response = await ports.quote.recalculatePrelisting(PRELISTING_ID, listing);
      expectYearOfPrices(response.prices);
      const lowest = numbersIn(response.lowest_price);
      expect(lowest.length).toBeGreaterThan(0);
      for (const amount of lowest) expect(amount).toBeGreaterThan(0);
    },
    sendQuote: async ({ ports, saved }) => {
      await saved();
      await ports.quote.sendQuote(PRELISTING_ID, { quotes_to: 'ann@example.com', emailType: 'reminder' });
      const history = await ports.quote.getPrelistingHistory(PRELISTING_ID);
      expect(JSON.stringify(history)).toContain('ann@example.com');
    },
    getPrelistingHistory: async ({ ports, saved }) => {
      await saved();
      const history = await ports.quote.getPrelistingHistory(PRELISTING_ID);
      expect(JSON.stringify(history)).toContain('saved');
    },
    saveSpecialInstructions: async ({ ports, saved }) => {
      await saved();
      await ports.quote.saveSpecialInstructions(PRELISTING_ID, 'Fragile: glass table top');
      const listing = await ports.quote.loadPrelisting(PRELISTING_ID);
      expect(listing.special_instruction).toBe('Fragile: glass table top');
    },
    getActivePrelistings: async ({ ports, saved }) => {
      await saved();
      const listings = await ports.quote.getActivePrelistings();
      expect(listings.map((l) => l.pre_listing_id)).toContain(PRELISTING_ID);
    },
    getItem: async ({ ports }) => {
      const item = await ports.quote.getItem(845);
      expect(item.item_id).toBe(845);
      expect(item.name).toMatch(/box/i);
    },
    getMakes: async ({ ports }) => {
      const makes = await ports.quote.getMakes(4);
      expect(makes).toHaveLength(21);
      expect(makes).toContainEqual(expect.objectContaining({ make_id: 1, make_name: 'Ford' }));
    },
    getModels: async ({ ports }) => {
      const models = await ports.quote.getModels({ make_id: 1, model_name: 'fo', category_id: 4 });
      expect(models.map((m) => m.model_name)).toEqual(['Focus']);
      const all = await ports.quote.getModels({ make_id: 1, model_name: '', category_id: 4 });
      expect(all.map((m) => m.model_name)).toEqual(['Fiesta', 'Focus', 'Puma', 'Kuga', 'Mustang']);
    },
    getVehicleByPlate: async ({ ports }) => {
      const items = await ports.quote.getVehicleByPlate('AB12 CDE');
      expect(items).toHaveLength(1);
      expect(items[0]?.quantity).toBe(1);
      expect(Number(items[0]?.weight)).toBeGreaterThan(500);
    },
    getFurnitureDefaults: async ({ ports }) => {
      const groups = await ports.quote.getFurnitureDefaults();
      expect(Object.keys(groups).length).toBeGreaterThan(1);
      for (const items of Object.values(groups)) expect(items.length).toBeGreaterThan(0);
    },
    getRemovalDefaultItems: async ({ ports }) => {
      const rooms = await ports.quote.getRemovalDefaultItems('2-bed-house');
      expect(Object.keys(rooms)).toContain('0');
      expect(Object.values(rooms).flat().length).toBeGreaterThan(5);
    },
    getRemovalPreset: async ({ ports }) => {
      const items = await ports.quote.getRemovalPreset('1-bed-flat');
      const boxes = items.filter((i) => /box/i.test(i.name)).reduce((n, i) => n + Number(i.qty ?? 0), 0);
      expect(boxes).toBe(22);
    },
    getEbayItem: async ({ ports }) => {
      const listing = await ports.quote.getEbayItem('314298765432');
      expect(listing.item_id).toBe('314298765432');
      expect(listing.title).toMatch(/dining table/i);
      expect(listing.items.map((i) => [i.name, i.qty])).toEqual([
        ['Extending dining table', 1],
        ['Dining chair', 6],
      ]);
      // An id no listing has: 404 with ebay_listing_not_found (back-office §8), read back as that code.
      await expect(ports.quote.getEbayItem('999999999999')).rejects.toMatchObject({ code: 'ebay_listing_not_found' });
    },
    checkUsername: async ({ ports }) => {
      expect(await ports.quote.checkUsername('fresh-mover-2041')).toEqual({ success: true });
    },
    checkEmailValid: async ({ ports }) => {
      expect(await ports.quote.checkEmailValid('ann@example.com')).toEqual({ success: true });
      expect(await ports.quote.checkEmailValid('not an email')).toEqual({ success: false });
    },
    checkEmailDuplicate: async ({ ports }) => {
      expect(await ports.quote.checkEmailDuplicate('new.customer@example.org')).toEqual({ success: true });
    },
    checkPhoneDuplicate: async ({ ports }) => {
      expect(await ports.quote.checkPhoneDuplicate({ phone_number: '07700 900 456' })).toHaveProperty('success');
    },
    checkPhoneValid: async ({ ports }) => {
      expect(await ports.quote.checkPhoneValid({ mobile_phone_number: '07700 900123' })).toEqual({ success: true });
      expect(await ports.quote.checkPhoneValid({ mobile_phone_number: '12' })).toEqual({ success: false });
    },
    getTrustRating: async ({ ports }) => {
      expect(await ports.quote.getTrustRating()).toEqual({ numberOfReviews: 48_213, score: { trustScore: 4.7 } });
    },
    getPersonalisedNumber: async ({ ports }) => {
      const number = await ports.quote.getPersonalisedNumber({
        category_id: 1,
        call_requested: true,
        pre_listing_id: PRELISTING_ID,
      });
      expect(number.national).toBe('0330 808 5252');
      expect(number.is_personalised).toBe(true);
      expect(number.full_extended).toMatch(/^\+443308085252,\d{4,5}$/);
    },
    getAffiliateStores: async ({ ports }) => {
      const stores = await ports.quote.getAffiliateStores('homestore');
      expect(stores.map((s) => s.postcode)).toEqual(['BS34 5UP', 'M17 8AA']);
    },
    getCssFilename: async ({ ports }) => {
      expect(await ports.quote.getCssFilename('theme')).toMatch(/^theme\.[0-9a-f]{8}\.css$/);
    },
    trackStage: async ({ ports }) => {
      await expect(ports.quote.trackStage({ process: 'quote', stage: 'items', step: 'exit' })).resolves.toBeUndefined();
    },
    trackEvents: async ({ ports }) => {
      await expect(ports.quote.trackEvents([{ event: 'search', term: 'sofa' }])).resolves.toBeUndefined();
    },
    getSignedInUser: async ({ ports }) => {
      // Nobody signed in by the demo sign-in: no admin.
      expect(adminFromSignedIn(await ports.quote.getSignedInUser())).toBeNull();
    },
    logDirections: async ({ ports }) => {
      await expect(ports.quote.logDirections({ origin: BRISTOL, destination: BATH })).resolves.toBeUndefined();
    },
  },
  maps: {
    getPlacePredictions: async ({ ports }) => {
      const predictions = await ports.maps.getPlacePredictions({ input: 'Brist', countries: ['gb'] });
      expect(predictions.length).toBeGreaterThan(0);
      expect(predictions[0]?.description).toMatch(/^Bristol/);
      expect(predictions[0]?.placeId).toMatch(/\S/);
    },
    geocode: async ({ ports }) => {
      const [prediction] = await ports.maps.getPlacePredictions({ input: 'Brist' });
      const [place] = await ports.maps.geocode({ placeId: prediction?.placeId ?? '' });
      expect(place?.town).toBe('Bristol');
      expect(place?.postcode).toMatch(/^BS/);
      expect(place?.latitude).toBeCloseTo(BRISTOL.lat, 1);
      const [reverse] = await ports.maps.geocode({ location: BATH });
      expect(reverse?.town).toBe('Bath');
    },
    getDirections: async ({ ports }) => {
      const route = await ports.maps.getDirections({ origin: BRISTOL, destination: BATH });
      expect(route.geometry.length).toBeGreaterThanOrEqual(4);
      const [lng, lat] = route.geometry[0] ?? [];
      expect(lat).toBeCloseTo(BRISTOL.lat, 2);
      expect(lng).toBeCloseTo(BRISTOL.lng, 2);
      expect(route.distanceMetres).toBeGreaterThan(18_000);
      expect(route.distanceMetres).toBeLessThan(30_000);
      expect(route.durationSeconds).toBeGreaterThan(15 * 60);
      expect(route.distanceText).toMatch(/^1\d(\.\d)? mi$/);
    },
    getDistanceMatrix: async ({ ports }) => {
      const matrix = await ports.maps.getDistanceMatrix({ origins: [BRISTOL], destinations: [BATH, BRISTOL] });
      expect(matrix).toHaveLength(1);
      const [toBath] = matrix[0] ?? [];
      expect(toBath?.ok && toBath.distanceMetres).toBeGreaterThan(18_000);
    },
  },
  payment: PAYMENT_CASES,
  admin: ADMIN_CASES,
};

let server: RunningServer;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
let context: DemoCaseContext;
const sent: DemoCaseContext['sent'] = [];

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  // The simulator on too: the server's token route hands out bearers only then.
  server = await startServer({ port: 0, faults: true, simulator: true });
  const url = server.url;
  const ports = createHttpAdapters({
    apiBase: url,
    paymentBase: `${url}pay/`,
    priceAdjustmentBase: `${url}price-adjustment-service/`,
    testLabBase: `${url}test-lab/`,
    trustRatingUrl: `${url}trust-rating.json`,
    locale: 'en-GB',
    fetch: (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, idempotencyKey: request.headers.get('idempotency-key') });
      return fetch(request);
    },
  });
  const paySession = once(async () => {
    const auth = await ports.payment.getBearerToken(CALL_ID);
    const session = await ports.payment.createPaymentSession({
      auth,
      callId: CALL_ID,
      product: 'listing',
      reference: '4711',
    });
    expect(session).toMatchObject({ callId: CALL_ID, listingReference: '4711' });
    return { auth, callId: CALL_ID, paymentId: session.paymentId ?? '', locale: 'en-GB' };
  });
  context = {
    ports,
    sent,
    url,
    notes: {},
    paySession,
    cardKeyed: once(() => keyTestCard(context)),
    adjustToken: once(() => ports.admin.getPriceAdjustmentToken()),
    saved: once(async () => {
      const [sofas] = await ports.quote.searchItems({ name: 'sofa' });
      const sofa = { ...toMoveItem(sofas?.item_set[0] ?? { name: 'Sofa', qty: 1 }), fake_id: 'sofa-1', quantity: 1 };
      const response = await ports.quote.savePrelisting(PRELISTING_ID, demoListing(sofa));
      expectYearOfPrices(response.prices);
      return PRELISTING_ID;
    }),
  };
});

afterAll(async () => {
  await expect(server.close()).resolves.toBeUndefined();
  await new Promise((resolve) => setImmediate(resolve));
  process.off('unhandledRejection', onRejection);
  expect(rejections).toEqual([]);
});

describe('every port method end to end over the default demo server', () => {
  it('has a case for every method of PORT_METHODS and none other', () => {
    for (const port of Object.keys(PORT_METHODS) as (keyof Ports)[]) {
      expect(Object.keys(CASES[port]).sort()).toEqual([...PORT_METHODS[port]].sort());
    }
  });

  const rows = (Object.keys(PORT_METHODS) as (keyof Ports)[]).flatMap((port) =>
    PORT_METHODS[port].map((method) => [`${port}.${method}`, port, method] as const),
  );
  it.each(rows)('%s', async (_name, port, method) => {
    const run = (CASES[port] as Record<string, DemoCase | undefined>)[method];
    expect(run, `no case for ${port}.${method}`).toBeDefined();
    await run?.(context);
  });
});

describe('card-by-phone: one logical attempt opens one session (Idempotency-Key, server replay)', () => {
  it('a create-payment-session asked again after a timed-out attempt answers the session it opened', async () => {
    const ports = createHttpAdapters({
      apiBase: server.url,
      paymentBase: `${server.url}pay/`,
      timeoutMs: 300,
      retry: { limit: 0 },
    });
    const callId = 'CA-replay';
    const auth = await ports.payment.getBearerToken(callId);
    const request = { auth, callId, product: 'listing', reference: '4712' } as const;
    const first = await ports.payment.createPaymentSession(request);
    // The next attempt's answer is late: the caller gives up, then asks again with the same request.
    const rule = await fetch(`${server.url}__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/pay/create-payment-session', fault: 'delay=800;times=1', method: 'POST' }),
    });
    expect(rule.status).toBeLessThan(300);
    await expect(ports.payment.createPaymentSession(request)).rejects.toMatchObject({ code: 'timeout' });
    const again = await ports.payment.createPaymentSession(request);
    expect(again.paymentId).toBe(first.paymentId);
    // Another reference is another payment: a session of its own.
    const other = await ports.payment.createPaymentSession({ ...request, reference: '4713' });
    expect(other.paymentId).not.toBe(first.paymentId);
  });
});
