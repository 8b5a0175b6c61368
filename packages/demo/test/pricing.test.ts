import {
  dateFilterRange,
  isDateError,
  keyOfLocalDate,
  type Listing,
  PRICE_RESPONSE_FIELDS,
  PriceResponseSchema,
  toMoveItem,
} from '@haulkit/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { demoPorts, listingOf, NOW, SOFA_MOVE } from './fixtures.js';

type Day = {
  standard: Record<string, number>;
  standard_plus: Record<string, number>;
  premium: Record<string, number>;
  flexible: number;
};
const dayOf = (response: { prices?: unknown }, key: string) => (response.prices as Record<string, Day>)[key] as Day;
const save = (listing: Listing, seed = 1) => demoPorts(seed).quote.savePrelisting('pl', listing);
const keys = (response: { prices?: unknown }) => Object.keys(response.prices as object);
const twoBedHouse = async (): Promise<Listing> => ({
  category_id: 2,
  move_items: (await demoPorts().quote.getRemovalPreset('2-bed-house')).map(toMoveItem),
});

describe('demo pricing engine (savePrelisting)', () => {
  it('answers a full PriceResponse (docs/behaviour/quote-flow.md §7) that PriceResponseSchema accepts unchanged', async () => {
    const response = await save(SOFA_MOVE);
    expect(v.parse(PriceResponseSchema, response)).toEqual(response);
    for (const field of PRICE_RESPONSE_FIELDS) expect(response, field).toHaveProperty(field);
  });

  it('prices every day from today up to one year ahead (the date filter range)', async () => {
    const response = await save(SOFA_MOVE);
    const range = dateFilterRange(NOW);
    if (isDateError(range)) throw new Error('range');
    const days = keys(response);
    expect(days[0]).toBe('2025-01-01');
    expect(days.at(-1)).toBe(keyOfLocalDate(range.last));
    expect(days).toHaveLength(366);
  });

  it('gives every day positive prices for every helper tab, package and the saver', async () => {
    const response = await save(listingOf('Boxes for a 3-bed house', { category_id: 2 }));
    for (const key of keys(response)) {
      const day = dayOf(response, key);
      const amounts = [
        ...Object.values(day.standard),
        ...Object.values(day.standard_plus),
        ...Object.values(day.premium),
        day.flexible,
      ];
      expect(amounts.every((amount) => Number.isFinite(amount) && amount > 0)).toBe(true);
      expect(day.standard_plus.fixed_1).toBeGreaterThan(day.standard.fixed_1 ?? 0);
      expect(day.premium.fixed_1).toBeGreaterThan(day.standard_plus.fixed_1 ?? 0);
    }
  });

  it('lowest_price is the lowest standard price for the helpers required', async () => {
    const response = await save(SOFA_MOVE);
    const tab = `fixed_${response.men_required}`;
    expect(response.lowest_price).toBe(
      Math.min(...keys(response).map((key) => dayOf(response, key).standard[tab] ?? 0)),
    );
  });

  it('is deterministic: the same seed and clock give the same answer; another seed other prices', async () => {
    expect(await save(SOFA_MOVE, 7)).toEqual(await save(SOFA_MOVE, 7));
    expect((await save(SOFA_MOVE, 8)).prices).not.toEqual((await save(SOFA_MOVE, 7)).prices);
  });

  it.each([1, 2, 3, 4, 5])(
    'with seed %i Saturdays cost more than Wednesdays once demand is unknown (weeks 3–50)',
    async (seed) => {
      const response = await save(SOFA_MOVE, seed);
      for (let week = 3; week < 50; week++) {
        const wednesday = keyOfLocalDate({ year: 2025, month: 1, day: 1 + 7 * week });
        const saturday = keyOfLocalDate({ year: 2025, month: 1, day: 4 + 7 * week });
        expect(dayOf(response, saturday).standard.fixed_1).toBeGreaterThan(
          dayOf(response, wednesday).standard.fixed_1 ?? 0,
        );
      }
    },
  );

  it.each([1, 2, 3, 4, 5])(
    'with seed %i short notice costs more: today and tomorrow above the same weekdays 3 weeks on',
    async (seed) => {
      const response = await save(SOFA_MOVE, seed);
      expect(dayOf(response, '2025-01-01').standard.fixed_1).toBeGreaterThan(
        dayOf(response, '2025-01-22').standard.fixed_1 ?? 0,
      );
      expect(dayOf(response, '2025-01-02').standard.fixed_1).toBeGreaterThan(
        dayOf(response, '2025-01-23').standard.fixed_1 ?? 0,
      );
    },
  );

  it.each([1, 2, 3, 4, 5])(
    'with seed %i labels days: busy near days fill, and every week has a BEST_PRICE',
    async (seed) => {
      const response = await save(SOFA_MOVE, seed);
      const labels = response.calendarLabels ?? {};
      const busy = Object.entries(labels).filter(([, label]) => label === 'FILLING_FAST' || label === 'LAST_FEW');
      expect(busy.length).toBeGreaterThan(0);
      // Demand is mostly unknown far ahead, so only near days fill.
      expect(busy.every(([key]) => key < '2025-01-15')).toBe(true);
      expect(labels['2025-01-01']).toMatch(/FILLING_FAST|LAST_FEW/);
      const best = Object.entries(labels).filter(([, label]) => label === 'BEST_PRICE');
      expect(best.length).toBeGreaterThanOrEqual(52);
      // A BEST_PRICE day is the cheapest of its Monday-to-Sunday week.
      const [key] = best[5] ?? [];
      const day = new Date(`${key}T12:00:00`);
      const monday = new Date(day);
      monday.setDate(day.getDate() - ((day.getDay() + 6) % 7));
      let week = [monday];
      for (let i = 1; i < 7; i++)
        week = [...week, new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i, 12)];
      const price = (d: Date) =>
        dayOf(response, keyOfLocalDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() })).standard
          .fixed_1 ?? 0;
      expect(price(day)).toBe(Math.min(...week.map(price)));
    },
  );

  it('the saver (flexible) price is 10 % below the cheapest day of its 4-day window', async () => {
    const response = await save(SOFA_MOVE);
    const window = ['2025-02-03', '2025-02-04', '2025-02-05', '2025-02-06'].map(
      (key) => dayOf(response, key).standard.fixed_1 ?? 0,
    );
    expect(dayOf(response, '2025-02-03').flexible).toBe(Math.round(Math.min(...window) * 0.9 * 100) / 100);
    expect((response.availableWindow as Record<string, unknown>)['2025-02-03']).toEqual([
      { from: '2025-02-03', to: '2025-02-06' },
    ]);
    expect(response.ranged_offset_future).toBe(3);
  });

  it('more goods and longer distances cost more', async () => {
    const small = await save(listingOf('Boxes for a studio flat'));
    const large = await save(listingOf('Boxes for a 3-bed house'));
    expect(Number(large.lowest_price)).toBeGreaterThan(Number(small.lowest_price));
    const near = await save({ ...SOFA_MOVE, distance: 5 });
    const far = await save({ ...SOFA_MOVE, distance: 250 });
    expect(Number(far.lowest_price)).toBeGreaterThan(Number(near.lowest_price));
  });

  it.each([
    ['one large box pays the least share, a fifth of a small van', async () => listingOf('Large box'), 0.2 * 110],
    [
      'one 3-seat sofa pays its volume share (1.46 of 6.3 m³)',
      async () => listingOf('3-seat sofa'),
      (1.4637 / 6.3) * 110,
    ],
    ['a 2-bed house pays its weight share of lutons (1,176 of 1,000 kg)', twoBedHouse, (1176 / 1000) * 175],
  ] as const)('distance is charged once, by the share of the van: %s (100 miles)', async (_name, build, mileage) => {
    const response = await save({ ...(await build()), distance: 100 });
    expect(response.mileage_cost).toBeCloseTo(mileage, 0);
  });

  it('more goods never cost less, also where a bigger van takes over (5–14 m³ of large boxes)', async () => {
    const box = listingOf('Large box').move_items[0];
    let previous = 0;
    for (let quantity = 30; quantity <= 85; quantity += 1) {
      const response = await save({ ...SOFA_MOVE, move_items: [{ ...box, quantity }] } as Listing);
      expect(Number(response.lowest_price), `${quantity} boxes`).toBeGreaterThanOrEqual(previous);
      previous = Number(response.lowest_price);
    }
  });

  it.each([
    ['outside London (£40–55)', {}, 45],
    ['in London (£55–75)', { pickup_address_data: { latitude: 51.52, longitude: -0.1 } }, 57],
    ['with a second helper (+£15–25)', { men_required: 2 }, 65],
  ] as const)('a man-and-van hour costs as in the trade (docs/domain-notes.md): %s', async (_name, extra, rate) => {
    const response = await save({ ...SOFA_MOVE, category_id: 5, ...extra } as Listing);
    const services = response.service_prices as { type: string; amount: number }[];
    expect(services.find((service) => service.type === 'price_per_hour')?.amount).toBe(rate);
  });

  it.each([
    ['a sofa set', listingOf('3-seat sofa set'), 1, [1, 2, 3]],
    ['a piano (two people at least)', listingOf('Upright piano', { category_id: 3 }), 2, [2, 3]],
    [
      'a car (its driver loads it on the transporter alone)',
      {
        ...listingOf('3-seat sofa'),
        category_id: 4,
        move_items: [{ name: 'Ford Focus', quantity: 1, fake_id: 'focus' }],
      },
      1,
      [1],
    ],
    [
      'a house move of 12 sofas (over 10 m³)',
      { category_id: 2, move_items: listingOf('3-seat sofa').move_items.map((i) => ({ ...i, quantity: 12 })) },
      2,
      [1, 2, 3],
    ],
  ] as const)('offers helpers for %s and requires the default', async (_name, listing, required, offered) => {
    const response = await save(listing as Listing);
    expect(response.men_required).toBe(required);
    expect(response.men_option_available).toEqual(offered);
  });
});
