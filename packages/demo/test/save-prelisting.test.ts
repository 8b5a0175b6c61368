import { type Listing, PriceResponseSchema, toMoveItem } from '@haulkit/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createDemoQuoteApi, type DemoDayPrice } from '../src/index.js';

/** Wednesday 1 January 2025, 10:00 UTC. */
const fixedClock = () => new Date('2025-01-01T10:00:00Z');

async function listingWith(text: string): Promise<Listing> {
  const [result] = await createDemoQuoteApi().searchItems({ name: text });
  return { move_items: (result?.item_set ?? []).map(toMoveItem) };
}

const standard = (prices: Record<string, unknown> | undefined, day: string) =>
  (prices?.[day] as DemoDayPrice | undefined)?.standard ?? Number.NaN;

describe('demo savePrelisting', () => {
  it('answers 30 days of prices from the clock day, valid against PriceResponseSchema', async () => {
    const api = createDemoQuoteApi({ now: fixedClock });
    const response = await api.savePrelisting('pl-1', await listingWith('3-seat sofa set'));
    expect(v.parse(PriceResponseSchema, response)).toEqual(response);
    const days = Object.keys(response.prices ?? {});
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-01-01');
    expect(days[29]).toBe('2025-01-30');
  });

  it('is deterministic for a fixed clock', async () => {
    const listing = await listingWith('Double bed set');
    const first = await createDemoQuoteApi({ now: fixedClock }).savePrelisting('a', listing);
    const second = await createDemoQuoteApi({ now: fixedClock }).savePrelisting('b', listing);
    expect(second).toEqual(first);
  });

  it.each(['3-seat sofa set', 'Boxes for a 3-bed house', 'Grand piano', 'Small box'])(
    'prices every day positively for "%s" and the lowest_price is the minimum',
    async (text) => {
      const response = await createDemoQuoteApi({ now: fixedClock }).savePrelisting('pl', await listingWith(text));
      const amounts = Object.keys(response.prices ?? {}).map((day) => standard(response.prices, day));
      expect(amounts.every((amount) => amount > 0)).toBe(true);
      expect(response.lowest_price).toBe(Math.min(...amounts));
    },
  );

  it.each([
    ['2025-01-04', '2025-01-03'],
    ['2025-01-05', '2025-01-03'],
    ['2025-01-11', '2025-01-10'],
  ])('the weekend day %s costs more than the weekday %s before it', async (weekend, weekday) => {
    const response = await createDemoQuoteApi({ now: fixedClock }).savePrelisting('pl', await listingWith('sofa'));
    expect(standard(response.prices, weekend)).toBeGreaterThan(standard(response.prices, weekday));
  });

  it('prices by volume: £45 + £28 per m³ on a weekday', async () => {
    // Two washing machines: 2 × 60 × 85 × 80 cm = 0.816 m³ → 45 + 28 × 0.816 = 67.848.
    const washer = (await listingWith('washing machine')).move_items[0];
    const listing: Listing = { move_items: washer ? [{ ...washer, quantity: 2 }] : [] };
    const response = await createDemoQuoteApi({ now: fixedClock }).savePrelisting('pl', listing);
    expect(standard(response.prices, '2025-01-01')).toBe(67.85);
    expect(standard(response.prices, '2025-01-04')).toBe(78.03);
  });

  it('more items cost more', async () => {
    const api = createDemoQuoteApi({ now: fixedClock });
    const small = await api.savePrelisting('pl', await listingWith('Boxes for a studio flat'));
    const large = await api.savePrelisting('pl', await listingWith('Boxes for a 3-bed house'));
    expect(Number(large.lowest_price)).toBeGreaterThan(Number(small.lowest_price));
  });

  it('echoes move_items, each with a fake_id (filled in when missing)', async () => {
    const listing = await listingWith('Dining set (4 chairs)');
    const withoutId: Listing = {
      move_items: listing.move_items.map((item, i) => (i === 0 ? { ...item, fake_id: '' } : item)),
    };
    const response = await createDemoQuoteApi({ now: fixedClock }).savePrelisting('pl', withoutId);
    expect(response.move_items?.map((item) => [item.name, item.quantity])).toEqual([
      ['Dining table (4 seater)', 1],
      ['Dining chair', 4],
    ]);
    expect(response.move_items?.map((item) => item.fake_id)).toEqual(listing.move_items.map((item) => item.fake_id));
  });

  it('stores the listing per pre-listing id', async () => {
    const api = createDemoQuoteApi({ now: fixedClock });
    await api.savePrelisting('one', await listingWith('Piano'));
    await api.savePrelisting('two', await listingWith('Desk'));
    expect(api.getPrelisting('one')?.move_items.map((item) => item.name)).toEqual(['Piano stool']);
    expect(api.getPrelisting('two')).toMatchObject({ pre_listing_id: 'two', move_items: [{ name: 'Desk' }] });
    expect(api.getPrelisting('three')).toBeUndefined();
  });

  it('rejects with an AbortError when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const api = createDemoQuoteApi({ now: fixedClock });
    await expect(api.savePrelisting('pl', { move_items: [] }, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(api.getPrelisting('pl')).toBeUndefined();
  });
});
