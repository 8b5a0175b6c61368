import { describe, expect, it } from 'vitest';
import { bestPriceDays } from '../src/pricing/demand.js';

type Day = Parameters<typeof bestPriceDays>[0][number];

/** Days from Monday 2 November 2026, one price each; `[price, 'busy']` is a FILLING_FAST day. */
function days(prices: readonly (number | readonly [number, 'busy'])[]): Day[] {
  return prices.map((entry, index) => {
    const [price, busy] = typeof entry === 'number' ? [entry, undefined] : entry;
    // date-fns weekdays: Sunday 0, Monday 1 … Saturday 6.
    const day = { key: `2026-11-${String(2 + index).padStart(2, '0')}`, weekday: (index + 1) % 7, price };
    return busy ? { ...day, label: 'FILLING_FAST' as const } : day;
  });
}

describe('BEST_PRICE in the demo calendar: the cheapest open day of its week, when it is cheaper', () => {
  it.each([
    ['the cheapest day of a week', [190, 180, 170, 160, 175, 200, 210], ['2026-11-05']],
    ['the first of two cheapest', [190, 160, 170, 160, 175, 200, 210], ['2026-11-03']],
    [
      'not a busy day: the cheapest open one, if no busy day is cheaper',
      [[150, 'busy'], 160, 170, 180, 190, 200, 210],
      [],
    ],
    ['a busy day dearer than the open ones', [[250, 'busy'], 160, 170, 180, 190, 200, 210], ['2026-11-03']],
    ['no best price in a week of equal prices', [233, 233, 233, 233, 233, 233, 233], []],
    ['no best price when the one open day costs what the busy ones do', [[233, 'busy'], [233, 'busy'], 233], []],
    ['no best price for a lone day', [233], []],
  ] as const)('%s', (_, prices, expected) => {
    expect([...bestPriceDays(days(prices))]).toEqual(expected);
  });

  it('each Monday-to-Sunday week has its own', () => {
    const twoWeeks = days([190, 180, 170, 160, 175, 200, 210, 150, 155, 160, 140, 170, 180, 190]);
    expect([...bestPriceDays(twoWeeks)]).toEqual(['2026-11-05', '2026-11-12']);
  });
});
