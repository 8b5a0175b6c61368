import type { AvailableTimeOption } from '@haulkit/core';

/**
 * The demo's time options (docs/behaviour/quote-flow.md §3: keys like 0800-1800, each with from and
 * to). `price` is what the option adds to the day's price (back-office §4: the difference to the
 * base price), in GBP. The 3-hour rush window is sent disabled (§9); the 5-hour one reads as
 * "in 5 hours" (§9).
 */
const TIME_OPTION_ROWS: readonly (readonly [key: string, title: string, from: number, to: number, price: number])[] = [
  ['0800-1800', 'Any time, 8am to 6pm', 8, 18, 0],
  ['0800-1100', 'Early, 8am to 11am', 8, 11, 45],
  ['0800-1200', 'Morning, 8am to 12pm', 8, 12, 25],
  ['0800-1300', 'Within 5 hours of 8am', 8, 13, 18],
  ['1200-1600', 'Afternoon, 12pm to 4pm', 12, 16, 15],
  ['1600-2000', 'Evening, 4pm to 8pm', 16, 20, 30],
];

/** Rush windows are this long and sent disabled (§9: the 3-hour rush option is disabled). */
const RUSH_HOURS = 3;

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** availableTimeOptions: the options by key, each with from, to, start, end, title and price. */
export function demoTimeOptions(): Record<string, AvailableTimeOption> {
  return Object.fromEntries(
    TIME_OPTION_ROWS.map(([option, title, from, to, price]) => [
      option,
      {
        option,
        title,
        from,
        to,
        start: clock(from),
        end: clock(to),
        price,
        disabled: to - from === RUSH_HOURS,
        pickup_date_mode: 'fixed',
        delivery_date_mode: 'fixed',
      },
    ]),
  );
}
