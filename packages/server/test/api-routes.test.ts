import { HaulkitError } from '@haulkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakePorts, jsonInit, startTestServer, type TestServer } from './fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer(
    {},
    createFakePorts({
      searchItems: [{ name: 'sofa (2 seater)', item_set: [{ name: 'Sofa', qty: 1 }] }],
      savePrelisting: { prices: { '2030-01-01': 120 }, men_required: 1, lowest_price: 120 },
      loadPrelisting: () => Promise.reject(new HaulkitError('not_found', 'No such pre-listing')),
    }),
  );
});

afterAll(async () => {
  await t.stop();
});

type InputBody = { type: string; codes: string[]; messages: string[] };

describe('GET /ng/item-search', () => {
  it.each([
    ['no name', '/ng/item-search', 'missing'],
    ['a unit other than cm', '/ng/item-search?name=sofa&dimensionUnit=in', 'invalid'],
    ['a non-numeric category', '/ng/item-search?name=sofa&category_id=abc', 'invalid'],
  ])('refuses %s with a 400 input body', async (_case, path, code) => {
    const response = await fetch(t.url(path));
    expect(response.status).toBe(400);
    const body = (await response.json()) as InputBody;
    expect(body.type).toBe('input');
    expect(body.codes).toEqual([code]);
    expect(body.messages).toHaveLength(1);
  });

  it('passes the pre-listing id to the search', async () => {
    const response = await fetch(t.url('/ng/item-search?name=sofa&category_id=1&pre_listing_id=PL-9'));
    expect(response.status).toBe(200);
    expect(t.calls.at(-1)?.args).toEqual([{ name: 'sofa', category_id: 1, pre_listing_id: 'PL-9' }]);
  });

  it('ignores unknown query parameters', async () => {
    const response = await fetch(t.url('/ng/item-search?name=sofa&extra=x'));
    expect(response.status).toBe(200);
    expect(t.calls.at(-1)?.args).toEqual([{ name: 'sofa' }]);
  });
});

describe('/ng/prelisting/:id keeps what POST stored', () => {
  const listing = { category_id: 1, move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'f1' }] };

  it('saves a valid listing, answers its prices, and serves it back by GET and POST …/get', async () => {
    const saved = await fetch(t.url('/ng/prelisting/abc-1'), jsonInit('POST', listing));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ prices: { '2030-01-01': 120 }, men_required: 1, lowest_price: 120 });
    for (const init of [undefined, { method: 'POST' }]) {
      const path = init === undefined ? '/ng/prelisting/abc-1' : '/ng/prelisting/abc-1/get';
      const read = await fetch(t.url(path), init);
      expect(read.status).toBe(200);
      const stored = (await read.json()) as Record<string, unknown>;
      expect(stored).toMatchObject({ pre_listing_id: 'abc-1', category_id: 1 });
      expect(stored.move_items).toEqual([expect.objectContaining({ name: 'Sofa', quantity: 1, fake_id: 'f1' })]);
    }
    expect(t.calls.filter((call) => call.method === 'loadPrelisting')).toEqual([]);
  });

  it('the final save of proceeding replaces the priced draft: the copy read back holds every choice as sent, a retry changes nothing', async () => {
    const chosen = {
      ...listing,
      pickup_date: '2030-01-14',
      pickup_time: '08:00',
      pickup_time_end: '12:00',
      selectedTimeOption: '0800-1200',
      selectedTimeOptionType: 'pickup',
      men_required: 2,
      listing_cart: [
        { type: 'priceOption', amount: 149 },
        { type: 'timeOption', amount: 15 },
        { type: 'insurance', amount: 12, service: { id: 3, name: 'Protection Plus' } },
        { type: 'packing', amount: 30 },
      ],
    };
    // The draft as the price load sent it, then the final listing, twice (a retry).
    await fetch(t.url('/ng/prelisting/abc-final'), jsonInit('POST', listing));
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await fetch(t.url('/ng/prelisting/abc-final'), jsonInit('POST', chosen))).status).toBe(200);
    const stored = (await (await fetch(t.url('/ng/prelisting/abc-final'))).json()) as Record<string, unknown>;
    expect(stored).toEqual({ ...chosen, pre_listing_id: 'abc-final' });
  });

  it('keeps special instructions saved later on the stored listing', async () => {
    await fetch(t.url('/ng/prelisting/abc-si'), jsonInit('POST', listing));
    await fetch(
      t.url('/ng/prelisting/abc-si/special-instructions'),
      jsonInit('POST', { special_instruction: 'Gate code 1234' }),
    );
    const stored = (await (await fetch(t.url('/ng/prelisting/abc-si'))).json()) as Record<string, unknown>;
    expect(stored.special_instruction).toBe('Gate code 1234');
  });

  it('answers 404 with the §8 not_found body for an unknown pre-listing', async () => {
    const response = await fetch(t.url('/ng/prelisting/never-saved'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { common: ['not_found'] } });
  });

  it('refuses an invalid listing with a 400 input body naming the field, and keeps nothing', async () => {
    const response = await fetch(
      t.url('/ng/prelisting/abc-2'),
      jsonInit('POST', { move_items: [{ name: 'Sofa', quantity: 0 }] }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as InputBody;
    expect(body.type).toBe('input');
    expect(body.codes).toEqual(['invalid']);
    expect(body.messages.join('\n')).toMatch(/move_items\.0\.quantity/);
    // A left-out fake_id is derived, not refused (see hardening.test.ts).
    expect(body.messages.join('\n')).not.toMatch(/fake_id/);
    expect((await fetch(t.url('/ng/prelisting/abc-2'))).status).toBe(404);
  });

  it('refuses a body that is not JSON with a 400 input body', async () => {
    const response = await fetch(t.url('/ng/prelisting/abc-3'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: 'input', codes: ['invalid'], messages: ['(body): not JSON'] });
  });

  it('refuses a body over 1 MiB with 413 before reading it', async () => {
    const huge = JSON.stringify({ ...listing, label: 'x'.repeat(1024 * 1024) });
    const response = await fetch(t.url('/ng/prelisting/abc-4'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: { common: ['too_large'] } });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/ng/nothing-here'],
    ['POST', '/ng/inventory/removal-preset'],
    ['GET', '/ng/'],
    ['GET', '/ng/geolocator/nowhere'],
    ['GET', '/ng/user-actions/check-username'],
    ['POST', '/pay/refund'],
    ['GET', '/price-adjustment-service/nothing'],
    ['DELETE', '/test-lab/experiment'],
    ['POST', '/ng/listings/99/cancel'],
    ['POST', '/ng/api/v3/listings/99/refund'],
    ['POST', '/ng/listings/99/explode'],
  ])('%s %s answers 404 with the §8 body', async (method, path) => {
    const response = await fetch(t.url(path), { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { common: ['not_found'] } });
  });
});
