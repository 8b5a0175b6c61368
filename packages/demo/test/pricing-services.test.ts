import { type Listing, serviceTerms } from '@haulkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDemoAdapters } from '../src/index.js';
import { demoPorts, fixedClock, listingOf, SOFA_MOVE } from './fixtures.js';

type Day = {
  standard: Record<string, number>;
  standard_plus: Record<string, number>;
  premium: Record<string, number>;
  flexible: number;
};
const dayOf = (response: { prices?: unknown }, key: string) => (response.prices as Record<string, Day>)[key] as Day;
const save = (listing: Listing, seed = 1) => demoPorts(seed).quote.savePrelisting('pl', listing);
const _keys = (response: { prices?: unknown }) => Object.keys(response.prices as object);

describe('demo pricing engine: discounts, hourly rate, options and services', () => {
  it('applies the 15 % lifetime discount, except on hourly rate (docs/behaviour/quote-flow.md §6)', async () => {
    const plain = await save(SOFA_MOVE);
    const loyal = await save({ ...SOFA_MOVE, user_info: { has_lifetime_discount: true } });
    expect(dayOf(loyal, '2025-03-03').standard.fixed_1).toBe(
      Math.round((dayOf(plain, '2025-03-03').standard.fixed_1 ?? 0) * 85) / 100,
    );
    const hourly = { ...SOFA_MOVE, category_id: 5, hours_selected: 3 };
    expect((await save({ ...hourly, user_info: { has_lifetime_discount: true } })).prices).toEqual(
      (await save(hourly)).prices,
    );
  });

  it('hourly rate: prices the hours booked (at least 2) and answers slots of the chosen day (core hourlySlots)', async () => {
    const three = await save({ ...SOFA_MOVE, category_id: 5, hours_selected: 3, pickup_date: '2025-01-10' });
    const four = await save({ ...SOFA_MOVE, category_id: 5, hours_selected: 4, pickup_date: '2025-01-10' });
    expect(
      (dayOf(four, '2025-01-10').standard.fixed_1 ?? 0) / (dayOf(three, '2025-01-10').standard.fixed_1 ?? 1),
    ).toBeCloseTo(4 / 3, 1);
    expect(three.min_time_selectable_hours).toBe(2);
    expect(three.available_slots).toContainEqual({ start: '08:00', end: '11:00' });
    expect(three.available_slots).toContainEqual({ start: '17:00', end: '20:00' });
    expect(three.availableTimeOptions).toEqual({});
  });

  it('time options are keyed like 0800-1800 with their surcharge; the 3-hour rush window is disabled', async () => {
    const response = await save(SOFA_MOVE);
    const options = response.availableTimeOptions as Record<
      string,
      { from: number; to: number; price: number; disabled: boolean }
    >;
    expect(options['0800-1800']).toMatchObject({ from: 8, to: 18, price: 0, disabled: false });
    expect(options['0800-1100']).toMatchObject({ disabled: true });
    expect(Object.values(options).every((option) => option.price >= 0)).toBe(true);
  });

  it('service_prices carry insurance terms with international overrides, packing and mileage', async () => {
    const domestic = await save(SOFA_MOVE);
    const services = domestic.service_prices as Record<string, unknown>[];
    const insurance = services.find((service) => service.type === 'full_insurance');
    expect(serviceTerms(insurance, false)).toEqual({ rate: 0.015, minPrice: 15, excess: 100, cover: 50_000 });
    expect(serviceTerms(insurance, true)).toEqual({ rate: 0.025, minPrice: 35, excess: 250, cover: 30_000 });
    expect(insurance).toMatchObject({ amount: 75, parameters: { value_of_goods: 5000 } });
    const packing = services.find((service) => service.type === 'packing_material') as {
      amount: number;
      parameters: Record<string, number>;
    };
    const { small_boxes = 0, large_boxes = 0, wardrobe_boxes = 0, bubble_wrap = 0 } = packing.parameters;
    expect(packing.amount).toBe(small_boxes * 3 + large_boxes * 4 + wardrobe_boxes * 5 + bubble_wrap * 2);
    expect(services.find((service) => service.type === 'mileage_cost')).toMatchObject({
      service_id: 12,
      amount: domestic.mileage_cost,
    });
    const abroad = await save({
      ...SOFA_MOVE,
      delivery_address_data: { latitude: 53.3498, longitude: -6.2603, ISO_3166_1_Alpha_2: 'IE' },
    });
    expect(abroad).toMatchObject({ is_international: true, has_ferry: true });
    expect((abroad.service_prices as Record<string, unknown>[])[0]).toMatchObject({ amount: 125 });
  });

  it('a car (category 4) is offered no packing materials: it goes on a transporter; a piano and furniture are', async () => {
    const types = async (listing: Listing) =>
      ((await save(listing)).service_prices as { type: string }[]).map((service) => service.type);
    const car = {
      ...SOFA_MOVE,
      category_id: 4,
      move_items: [{ name: 'Ford Focus', quantity: 1, fake_id: 'focus', make_id: 1, make_name: 'Ford' }],
    };
    expect(await types(car)).toEqual(['full_insurance', 'mileage_cost']);
    expect(await types({ ...SOFA_MOVE, category_id: 3 })).toContain('packing_material');
    expect(await types(SOFA_MOVE)).toEqual(['full_insurance', 'packing_material', 'mileage_cost']);
  });

  it('flags London jobs within 25 km of the centre', async () => {
    const london = await save({
      ...SOFA_MOVE,
      pickup_address_data: { latitude: 51.52, longitude: -0.1, ISO_3166_1_Alpha_2: 'GB' },
    });
    expect(london.is_london).toBe(true);
    expect((await save(SOFA_MOVE)).is_london).toBe(false);
  });

  it('admin price adjustments of the pre-listing change its prices', async () => {
    const ports = createDemoAdapters({ now: fixedClock });
    const before = await ports.quote.savePrelisting('pl-9', SOFA_MOVE);
    const auth = await ports.admin.getPriceAdjustmentToken();
    await ports.admin.createPercentAdjustment({
      auth,
      recordType: 'PRE_LISTING',
      recordId: 'pl-9',
      adjustmentType: 'ADMIN_PREMIUM',
      adjustmentPercent: 10,
    });
    const after = await ports.quote.savePrelisting('pl-9', SOFA_MOVE);
    expect(dayOf(after, '2025-03-03').standard.fixed_1).toBeCloseTo(
      (dayOf(before, '2025-03-03').standard.fixed_1 ?? 0) * 1.1,
      2,
    );
    expect((await ports.quote.recalculatePrelisting('pl-9', SOFA_MOVE)).prices).toEqual(after.prices);
  });

  it('echoes move_items, each with a fake_id (filled in when missing)', async () => {
    const response = await save(listingOf('Dining set (4 chairs)'));
    expect(response.move_items?.map((item) => [item.name, item.quantity])).toEqual([
      ['Dining table (4 seater)', 1],
      ['Dining chair', 4],
    ]);
    expect(response.move_items?.every((item) => /^f[0-9a-z]+$/.test(item.fake_id))).toBe(true);
  });

  it('any listing, however odd, gets finite positive prices and a valid response (property)', async () => {
    const measure = fc.oneof(fc.double(), fc.integer({ min: -5, max: 100_000 }), fc.constantFrom('12', '', 'abc'));
    const item = fc.record({
      name: fc.constantFrom('Sofa', 'Box', 'Thing'),
      quantity: fc.integer({ min: 1, max: 500 }),
      fake_id: fc.constant(''),
      width: measure,
      height: measure,
      depth: measure,
      weight: measure,
      dimension_unit: fc.constantFrom('cm', 'm', 'in', 'ft', 'mm', undefined),
    });
    const listing = fc.record({
      move_items: fc.array(item, { maxLength: 6 }),
      distance: fc.oneof(fc.double(), fc.constant(undefined)),
      duration: fc.oneof(fc.double(), fc.constant(undefined)),
      category_id: fc.integer({ min: -1, max: 9 }),
      men_required: fc.integer({ min: -1, max: 9 }),
      hours_selected: fc.oneof(fc.double(), fc.constant(undefined)),
    });
    const ports = demoPorts();
    await fc.assert(
      fc.asyncProperty(listing, async (raw) => {
        const response = await ports.quote.savePrelisting('odd', raw as unknown as Listing);
        expect(Number.isFinite(response.lowest_price)).toBe(true);
        expect(Number(response.lowest_price)).toBeGreaterThan(0);
        const day = dayOf(response, '2025-06-02');
        expect(
          [...Object.values(day.standard), day.flexible].every((amount) => Number.isFinite(amount) && amount > 0),
        ).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
