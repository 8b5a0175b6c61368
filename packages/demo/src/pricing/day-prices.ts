import { applyLifetimeDiscount, type CalendarLabel, type CalendarLabels } from '@haulkit/core';
import { applyAdjustments } from './adjust.js';
import { basePrice } from './base-price.js';
import type { PriceDay } from './calendar-days.js';
import {
  DEFAULT_MARGIN_PERCENT,
  FLEXIBLE_SAVER_DISCOUNT,
  FLEXIBLE_WINDOW_DAYS,
  PREMIUM_FACTOR,
  STANDARD_PLUS_FACTOR,
} from './constants.js';
import { bestPriceDays, dayDemand } from './demand.js';
import type { JobFacts } from './job.js';

/** Amounts by price tab: fixed_N for N helpers (docs/behaviour/quote-flow.md §4). */
export type TabPrices = Record<`fixed_${number}`, number>;

/** One day's prices by price key (back-office §4: standard, standard_plus, premium, flexible). */
export interface DemoDayPrice {
  standard: TabPrices;
  standard_plus: TabPrices;
  premium: TabPrices;
  /** The saver price: one amount, for the flexible tab's helpers. */
  flexible: number;
  /**
   * The admin price override (quote-flow.md §6: only admins see it), in answers to staff only: in
   * the demo, the standard price of the job's helpers less the marketplace's margin (illustrative,
   * not a real override).
   */
  admin_price?: number;
}

/** What the calendar needs: prices by day, labels, the lowest price and the saver windows. */
export interface CalendarPrices {
  prices: Record<string, DemoDayPrice>;
  calendarLabels: CalendarLabels;
  lowest_price: number;
  availableWindow: Record<string, { from: string; to: string }[]>;
}

/** How a day's price is finished: adjustments and the lifetime discount. */
export interface PriceFinish {
  readonly adjustments: Parameters<typeof applyAdjustments>[1];
  readonly hoursBooked: number;
  /** Staff ask: each day carries its admin price (a customer's answer never does). */
  readonly admin?: boolean;
}

const tab = (helpers: number) => `fixed_${helpers}` as const;

/**
 * Prices every day for every helper count on offer: the base price × the day's demand factor,
 * rounded to whole pounds, then the admin adjustments and the 15 % lifetime discount (never on
 * hourly rate, core's applyLifetimeDiscount). standard_plus and premium are standard × 1.12 and
 * × 1.28; the saver (flexible) price is 10 % below the cheapest standard price of its window
 * (the day and the 3 after it) for the flexible tab's helpers (the fewest on offer).
 */
export function calendarPrices(
  job: JobFacts,
  days: readonly PriceDay[],
  seed: number,
  finish: PriceFinish,
): CalendarPrices {
  const discount = { hasLifetimeDiscount: job.lifetimeDiscount, isHourlyRate: job.hourly };
  const finalPrice = (amount: number) =>
    applyLifetimeDiscount(applyAdjustments(Math.max(1, Math.round(amount)), finish.adjustments), discount);
  const bases = new Map(job.helperOptions.map((helpers) => [helpers, basePrice(job, helpers, finish.hoursBooked)]));
  const byKey = (factor: number) =>
    Object.fromEntries(
      job.helperOptions.map((helpers) => [tab(helpers), finalPrice((bases.get(helpers) ?? 0) * factor)]),
    ) as TabPrices;

  const demand = days.map((day) => ({ day, ...dayDemand(seed, day.date, day.key, day.daysAhead) }));
  const standards = demand.map(({ priceFactor }) => byKey(priceFactor));
  const flexibleHelpers = job.helperOptions[0] ?? 1;
  const prices: Record<string, DemoDayPrice> = {};
  const availableWindow: Record<string, { from: string; to: string }[]> = {};
  demand.forEach(({ day, priceFactor }, index) => {
    const window = standards.slice(index, index + FLEXIBLE_WINDOW_DAYS);
    const cheapest = Math.min(...window.map((prices) => prices[tab(flexibleHelpers)] ?? Number.POSITIVE_INFINITY));
    const last = days[Math.min(days.length - 1, index + FLEXIBLE_WINDOW_DAYS - 1)]?.key ?? day.key;
    prices[day.key] = {
      standard: standards[index] ?? {},
      standard_plus: byKey(priceFactor * STANDARD_PLUS_FACTOR),
      premium: byKey(priceFactor * PREMIUM_FACTOR),
      flexible: Math.max(1, Math.round(cheapest * (1 - FLEXIBLE_SAVER_DISCOUNT) * 100) / 100),
      ...(finish.admin
        ? {
            admin_price: Math.max(
              1,
              Math.round((standards[index]?.[tab(job.helpers)] ?? 0) * (1 - DEFAULT_MARGIN_PERCENT / 100)),
            ),
          }
        : {}),
    };
    availableWindow[day.key] = [{ from: day.key, to: last }];
  });

  const helperTab = tab(job.helpers);
  const rows = demand.map(({ day, label }, index) => ({
    key: day.key,
    weekday: day.weekday,
    price: standards[index]?.[helperTab] ?? 0,
    ...(label ? { label } : {}),
  }));
  const best = bestPriceDays(rows);
  const calendarLabels: CalendarLabels = {};
  for (const row of rows) {
    const label: CalendarLabel | undefined = row.label ?? (best.has(row.key) ? 'BEST_PRICE' : undefined);
    if (label) calendarLabels[row.key] = label;
  }
  const lowest = rows.reduce((min, row) => Math.min(min, row.price), Number.POSITIVE_INFINITY);
  return { prices, calendarLabels, lowest_price: Number.isFinite(lowest) ? lowest : 0, availableWindow };
}
