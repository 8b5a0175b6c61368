import { anchorDate, type CalendarLabel, type LocalDate } from '@haulkit/core';
import { noiseFor } from '../random.js';
import {
  BASE_DEMAND,
  DEMAND_NOISE,
  FILLING_FAST_FROM,
  KNOWN_DEMAND_DECAY_DAYS,
  LAST_FEW_FROM,
  MAX_DAY_FACTOR,
  MIN_DAY_FACTOR,
  MONTH_END_DAYS,
  MONTH_END_FACTOR,
  OCCUPANCY_PRICE_WEIGHT,
  PRICE_NOISE,
  SHORT_NOTICE_FACTORS,
  SPARE_CAPACITY_BELOW,
  SPARE_CAPACITY_FACTOR,
  SPARE_CAPACITY_WITHIN_DAYS,
  WEEKDAY_FACTORS,
} from './demand-constants.js';

/** How busy a day is and what that does to its price. */
export interface DayDemand {
  /** Share of the day's capacity already booked, 0–1. */
  readonly occupancy: number;
  /** What the day's prices are multiplied by. */
  readonly priceFactor: number;
  /** FILLING_FAST or LAST_FEW when the day is busy (BEST_PRICE is given per week, see bestPriceDays). */
  readonly label?: CalendarLabel;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** True for the last MONTH_END_DAYS days of a month. */
export function isMonthEnd(date: LocalDate): boolean {
  const daysInMonth = new Date(date.year, date.month, 0, 12).getDate();
  return date.day > daysInMonth - MONTH_END_DAYS;
}

/**
 * The demand of a day `daysAhead` days from today: its expected final demand (weekday, month
 * end, seeded noise) times the share already known (exp(−days / 8)), and the price factor that
 * follows (weekday, month end, short notice, occupancy, spare capacity on near dates, noise),
 * combined and capped to 0.85 … 1.3 so no day costs more than about 1.5 times another.
 * Deterministic for a seed and day.
 */
export function dayDemand(seed: number, date: LocalDate, key: string, daysAhead: number): DayDemand {
  const weekday = anchorDate(date).getDay();
  const weekdayFactor = WEEKDAY_FACTORS[weekday] ?? 1;
  const monthEnd = isMonthEnd(date) ? MONTH_END_FACTOR : 1;
  const finalDemand = BASE_DEMAND * weekdayFactor * monthEnd + (noiseFor(seed, `demand:${key}`) * 2 - 1) * DEMAND_NOISE;
  const known = Math.exp(-Math.max(0, daysAhead) / KNOWN_DEMAND_DECAY_DAYS);
  const occupancy = clamp01(finalDemand * known);
  const shortNotice = SHORT_NOTICE_FACTORS[daysAhead] ?? 1;
  const spare = daysAhead < SPARE_CAPACITY_WITHIN_DAYS && occupancy < SPARE_CAPACITY_BELOW ? SPARE_CAPACITY_FACTOR : 1;
  const noise = 1 + (noiseFor(seed, `price:${key}`) * 2 - 1) * PRICE_NOISE;
  const combined = weekdayFactor * monthEnd * shortNotice * spare * (1 + OCCUPANCY_PRICE_WEIGHT * occupancy) * noise;
  const priceFactor = Math.min(MAX_DAY_FACTOR, Math.max(MIN_DAY_FACTOR, combined));
  const label: CalendarLabel | undefined =
    occupancy >= LAST_FEW_FROM ? 'LAST_FEW' : occupancy >= FILLING_FAST_FROM ? 'FILLING_FAST' : undefined;
  return label ? { occupancy, priceFactor, label } : { occupancy, priceFactor };
}

/**
 * The days labelled BEST_PRICE: in each week (Monday first) the cheapest day that is not
 * filling up, when it is the cheapest of the week's priced days and cheaper than the dearest: a
 * week whose days all cost the same (the short-notice days at the price cap, a lone day left in
 * the week) has no best price, as "Best price" on a day no cheaper than the others would mislead.
 * `days` are in date order with their price and busy label.
 */
export function bestPriceDays(
  days: readonly { key: string; weekday: number; price: number; label?: CalendarLabel }[],
): Set<string> {
  const best = new Set<string>();
  let week: typeof days = [];
  const flush = () => {
    const open = week.filter((day) => day.label === undefined);
    const cheapest = open.reduce<(typeof days)[number] | undefined>(
      (a, b) => (a && a.price <= b.price ? a : b),
      undefined,
    );
    const prices = week.map((day) => day.price);
    if (cheapest && cheapest.price <= Math.min(...prices) && cheapest.price < Math.max(...prices))
      best.add(cheapest.key);
    week = [];
  };
  for (const day of days) {
    if (day.weekday === 1 && week.length > 0) flush();
    week = [...week, day];
  }
  flush();
  return best;
}
