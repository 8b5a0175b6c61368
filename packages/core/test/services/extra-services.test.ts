import { describe, expect, it } from 'vitest';
import type { Listing } from '../../src/model/listing.js';
import {
  extraServicesOf,
  isListedExtraService,
  offeredServicesOf,
  packingCountsOf,
  sameExtraServiceRow,
} from '../../src/rules/services/index.js';
import { quoteTransitions as t } from '../../src/session/index.js';
import { createQuoteUi, type QuoteState } from '../../src/session/quote-state.js';

/** service_prices as the demo engine sends them: insurance, packing (suggested counts), mileage, price per hour. */
const DEMO_SERVICES = [
  { type: 'full_insurance', service_id: 115, amount: 75, parameters: { value_of_goods: 5000 }, checked: false },
  {
    type: 'packing_material',
    service_id: 20,
    amount: 34,
    parameters: { small_boxes: 4, large_boxes: 3, wardrobe_boxes: 0, bubble_wrap: 5 },
  },
  { type: 'mileage_cost', service_id: 12, amount: 48.2, qty: 1 },
  { type: 'price_per_hour', service_id: 13, amount: 55 },
  { type: 'furniture_assembly', service_id: 31, amount: 25 },
  { type: 'full_cover_plus', service_id: 90, amount: 12 },
];

const listing = (extra: Partial<Listing> = {}): Listing => ({ move_items: [], ...extra }) as Listing;
const stateOf = (value: Listing): QuoteState => ({ listing: value, ui: createQuoteUi(value) });

describe('offeredServicesOf: what service_prices offers (docs/behaviour/quote-flow.md §3, §7; shape not shown)', () => {
  it.each([
    ['absent: not priced', undefined, null],
    ['null: not priced', null, null],
    ['an amount alone offers nothing', 12, []],
    [
      'a list keeps its services, dropping what has no type',
      [{ type: 'a', amount: 1 }, { amount: 2 }, 'x'],
      [{ type: 'a', amount: 1 }],
    ],
    [
      'a table by type of amounts',
      { packing_material: 34, odd: 'not money' },
      [{ type: 'packing_material', amount: 34 }],
    ],
    [
      'a table by type of services',
      { packing_material: { service_id: 20, amount: '34' } },
      [{ type: 'packing_material', service_id: 20, amount: '34' }],
    ],
  ])('%s', (_case, input, expected) => {
    expect(offeredServicesOf(input)).toEqual(expected);
  });
});

describe('isListedExtraService: packing and what can be ticked alone; insurance and price parts are not listed (§2, §3)', () => {
  it.each([
    ['packing_material', true],
    ['furniture_assembly', true],
    ['full_insurance', false],
    ['full_insurance_c_m', false],
    ['full_cover', false],
    ['full_cover_plus', false],
    ['mileage_cost', false],
    ['price_per_hour', false],
    ['delivery_base_price', false],
  ])('%s → %s', (type, listed) => {
    expect(isListedExtraService(type)).toBe(listed);
  });
});

describe('extraServicesOf: the rows of the extra services list (§2, §3, §4)', () => {
  it('is null before the job is priced, so the view can say why the list is empty', () => {
    expect(extraServicesOf(listing())).toBeNull();
  });

  it('lists packing and the tickable services in the answer’s order, unchecked, at the amount offered; packing shows no price until counts are chosen', () => {
    const rows = extraServicesOf(listing({ service_prices: DEMO_SERVICES }));
    expect(rows?.map(({ key, kind, amount, checked, counts }) => ({ key, kind, amount, checked, counts }))).toEqual([
      { key: 'packing_material:20', kind: 'packing', amount: null, checked: false, counts: null },
      { key: 'furniture_assembly:31', kind: 'toggle', amount: 25, checked: false, counts: null },
    ]);
  });

  it('an offer with nothing the list shows gives an empty list, not null', () => {
    expect(extraServicesOf(listing({ service_prices: [DEMO_SERVICES[0], DEMO_SERVICES[2]] }))).toEqual([]);
  });

  it('the same service twice is one row', () => {
    const twice = [DEMO_SERVICES[4], { ...DEMO_SERVICES[4], amount: 30 }];
    expect(extraServicesOf(listing({ service_prices: twice }))?.map((row) => row.amount)).toEqual([25]);
  });

  it('a ticked service is checked (toggleService); unticking it unchecks it', () => {
    const state = stateOf(listing({ service_prices: DEMO_SERVICES }));
    const assembly = extraServicesOf(state.listing)?.[1];
    if (!assembly) throw new Error('no assembly row');
    const ticked = t.toggleService(state, assembly.service);
    expect(extraServicesOf(ticked.listing)?.[1]).toMatchObject({ checked: true, amount: 25 });
    expect(extraServicesOf(t.toggleService(ticked, assembly.service).listing)?.[1]?.checked).toBe(false);
  });

  it('packing confirmed (confirmPacking) is checked, priced by its line and holds its counts; toggled again it goes', () => {
    const state = stateOf(listing({ service_prices: DEMO_SERVICES }));
    const opened = t.togglePacking(state);
    expect(opened.ui.modals.packing).toBe(true);
    const confirmed = t.confirmPacking(opened, {
      counts: { small_boxes: 10, bubble_wrap: 2 },
      service: { service_id: 20 },
    });
    const packing = extraServicesOf(confirmed.listing)?.[0];
    expect(packing).toMatchObject({
      checked: true,
      amount: 34,
      counts: { small_boxes: 10, large_boxes: 0, wardrobe_boxes: 0, bubble_wrap: 2 },
    });
    expect(confirmed.ui.modals.packing).toBe(false);
    const removed = t.togglePacking(confirmed);
    expect(extraServicesOf(removed.listing)?.[0]).toMatchObject({ checked: false, amount: null, counts: null });
  });
});

describe('packingCountsOf and sameExtraServiceRow', () => {
  it('reads whole, non-negative counts, missing ones 0', () => {
    expect(packingCountsOf({ small_boxes: '3', bubble_wrap: -1, large_boxes: 2.8 })).toEqual({
      small_boxes: 3,
      large_boxes: 2,
      wardrobe_boxes: 0,
      bubble_wrap: 0,
    });
    expect(packingCountsOf(null)).toEqual({ small_boxes: 0, large_boxes: 0, wardrobe_boxes: 0, bubble_wrap: 0 });
  });

  it('two rows showing the same are the same; a price, a tick or a count apart are not', () => {
    const [row] = extraServicesOf(listing({ service_prices: DEMO_SERVICES })) ?? [];
    if (!row) throw new Error('no row');
    expect(sameExtraServiceRow(row, { ...row })).toBe(true);
    expect(sameExtraServiceRow(row, { ...row, amount: 35 })).toBe(false);
    expect(sameExtraServiceRow(row, { ...row, checked: true })).toBe(false);
    expect(sameExtraServiceRow(row, { ...row, counts: packingCountsOf({ small_boxes: 1 }) })).toBe(false);
  });
});
