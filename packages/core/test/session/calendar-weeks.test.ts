import { describe, expect, it } from 'vitest';
import {
  type CalendarDayView,
  calendarDayView,
  calendarView,
  calendarWeeksView,
  createQuoteUi,
  dayListStart,
  type Listing,
  PRICE_SCALE_STEPS,
  priceScaleStep,
  type QuoteContext,
  type QuoteState,
} from '../../src/index.js';

/** Wednesday 3 March 2027, 9 am: "today". */
const NOW = new Date(2027, 2, 3, 9);
const context: QuoteContext = { isAdmin: false, now: NOW };

/** Every day from `from` for `count` days priced at `price(i)`. */
function pricesFrom(from: string, count: number, price: (index: number) => unknown) {
  const start = new Date(`${from}T12:00:00`);
  const prices: Record<string, unknown> = {};
  for (let index = 0; index < count; index += 1) {
    const day = new Date(start);
    day.setDate(start.getDate() + index);
    const key = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    prices[key] = price(index);
  }
  return prices;
}

function stateOf(listing: Listing): QuoteState {
  return { listing, ui: createQuoteUi(listing) };
}

const priced = stateOf({
  move_items: [],
  men_required: 1,
  prices: {
    ...pricesFrom('2027-02-20', 400, (index) => ({ standard: { fixed_1: 100 + (index % 7) * 10 }, admin_price: 90 })),
    '2027-03-06': { standard: { fixed_2: 180 } },
  },
  calendarLabels: { '2027-03-04': 'BEST_PRICE', '2027-03-05': 'LAST_FEW' },
  pickup_date: '2027-03-05',
});

describe('calendarDayView: one day as the calendar and the phone list show it', () => {
  it('is the calendar grid’s day, field for field', () => {
    const grid = calendarView(priced, context);
    for (const day of grid.days) expect(calendarDayView(priced, context, day.key, day.inMonth)).toEqual(day);
  });

  it.each<[string, Partial<CalendarDayView>]>([
    ['2027-03-02', { disabled: true, reason: 'past', price: null, label: null }],
    ['2027-03-03', { disabled: false, reason: null, today: true }],
    ['2027-03-04', { disabled: false, label: 'BEST_PRICE' }],
    ['2027-03-05', { selected: true, label: 'LAST_FEW' }],
    // A price for two helpers only: no price on the one-helper tab shown.
    ['2027-03-06', { disabled: true, reason: 'noPrice', price: null }],
    ['2028-03-04', { disabled: true, reason: 'tooFar' }],
  ])('%s', (key, expected) => {
    expect(calendarDayView(priced, context, key, true)).toMatchObject(expected);
  });

  it('shows the admin price to admins only (§6)', () => {
    expect(calendarDayView(priced, context, '2027-03-04', true)?.adminPrice).toBeNull();
    expect(calendarDayView(priced, { ...context, isAdmin: true }, '2027-03-04', true)?.adminPrice).toBe(90);
  });

  it('a key that is no date gives null', () => {
    expect(calendarDayView(priced, context, '2027-02-30', true)).toBeNull();
  });
});

describe('dayListStart: the phone list starts today, or on the chosen day’s week (§2, §9)', () => {
  it.each<[string | null, string]>([
    [null, '2027-03-03'],
    ['2027-03-03', '2027-03-03'],
    // The chosen day's week starts on its Monday, never before today.
    ['2027-03-05', '2027-03-03'],
    ['2027-03-24', '2027-03-22'],
    ['2027-03-22', '2027-03-22'],
    ['2027-03-28T10:00:00', '2027-03-22'],
    // In the past or beyond the year: today.
    ['2027-02-10', '2027-03-03'],
    ['2028-05-01', '2027-03-03'],
    ['not a day', '2027-03-03'],
  ])('chosen %s → %s', (chosen, start) => {
    expect(dayListStart(NOW, chosen)).toBe(start);
  });
});

describe('calendarWeeksView: weeks of days from the start, one more at a time (§2, §9)', () => {
  it('one week is 7 consecutive days from the start itself, with their prices', () => {
    const view = calendarWeeksView(priced, context, { start: '2027-03-03', weeks: 1 });
    expect(view.days.map((day) => day.key)).toEqual([
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
      '2027-03-08',
      '2027-03-09',
    ]);
    expect(view.days.every((day) => day.inMonth)).toBe(true);
    expect(view.canAddWeek).toBe(true);
    expect(view.lowest).toBe(110);
    expect(view.highest).toBe(160);
  });

  it('adding weeks appends days; the list stops at one year ahead and offers no more', () => {
    expect(calendarWeeksView(priced, context, { start: '2027-03-03', weeks: 3 }).days).toHaveLength(21);
    const last = calendarWeeksView(priced, context, { start: '2028-02-28', weeks: 2 });
    expect(last.days.at(-1)?.key).toBe('2028-03-03');
    expect(last.canAddWeek).toBe(false);
    const exact = calendarWeeksView(priced, context, { start: '2028-02-26', weeks: 1 });
    expect(exact.days.at(-1)?.key).toBe('2028-03-03');
    expect(exact.canAddWeek).toBe(false);
  });

  it('clamps the weeks to 1 … 53', () => {
    expect(calendarWeeksView(priced, context, { start: '2027-03-03', weeks: 0 }).weeks).toBe(1);
    expect(calendarWeeksView(priced, context, { start: '2027-03-03', weeks: 80 }).weeks).toBe(53);
  });

  it('a start that is no date gives an empty list', () => {
    expect(calendarWeeksView(priced, context, { start: 'soon', weeks: 1 })).toMatchObject({
      days: [],
      canAddWeek: false,
    });
  });
});

describe('priceScaleStep: the colour scale from cheapest to dearest', () => {
  it.each<[number | null, number | null, number | null, number | null]>([
    [100, 100, 200, 0],
    [200, 100, 200, PRICE_SCALE_STEPS - 1],
    [150, 100, 200, 2],
    [112, 100, 200, 0],
    [113, 100, 200, 1],
    [250, 100, 200, 4],
    [50, 100, 200, 0],
    // Nothing to compare: no price, or every day the same.
    [null, 100, 200, null],
    [100, null, null, null],
    [100, 100, 100, null],
    [Number.NaN, 100, 200, null],
  ])('%s between %s and %s → %s', (price, lowest, highest, step) => {
    expect(priceScaleStep(price, lowest, highest)).toBe(step);
  });
});
