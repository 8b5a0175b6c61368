/**
 * Demand figures of the demo's price calendar (docs/domain-notes.md: capacity is booked by zone and
 * day; a few days out only about 60 % of final demand is known, so near dates with spare
 * capacity are cheap and busy days fill; weekends and month ends are busier).
 */

/** Price factor by weekday, Sunday first (Saturday busiest, midweek quietest). */
export const WEEKDAY_FACTORS = [1.08, 1, 0.96, 0.96, 1, 1.1, 1.18] as const;

/** The last days of a month count as month end. */
export const MONTH_END_DAYS = 3;

/** Price and demand factor of a month-end day. */
export const MONTH_END_FACTOR = 1.08;

/** Surcharge by days ahead for the next days (today, tomorrow, the day after): short notice. */
export const SHORT_NOTICE_FACTORS = [1.3, 1.15, 1.05] as const;

/** Expected final demand of a day is this times its weekday and month-end factors (0–1 = share of capacity). */
export const BASE_DEMAND = 0.8;

/** Final demand varies by ± this much from day to day (seeded). */
export const DEMAND_NOISE = 0.08;

/** How known demand decays with days ahead: known = exp(−days / this) (≈ 60 % known 4 days out). */
export const KNOWN_DEMAND_DECAY_DAYS = 8;

/** Occupancy raises the price by up to this share (a full day costs 25 % more). */
export const OCCUPANCY_PRICE_WEIGHT = 0.25;

/** Near dates (up to this many days ahead) with low occupancy are discounted: spare capacity. */
export const SPARE_CAPACITY_WITHIN_DAYS = 14;

/** Occupancy under which a near date has spare capacity. */
export const SPARE_CAPACITY_BELOW = 0.4;

/** Price factor of a near date with spare capacity. */
export const SPARE_CAPACITY_FACTOR = 0.92;

/** Prices vary by ± this share from day to day (seeded). */
export const PRICE_NOISE = 0.03;

/**
 * The day's factors combined are capped to MIN_DAY_FACTOR … MAX_DAY_FACTOR, so the cheapest day
 * costs at least 65 % of the dearest (docs/domain-notes.md: prices move by date with booked capacity;
 * the demo's rule: the cheapest day costs at least 60 % of the dearest).
 */
export const MIN_DAY_FACTOR = 0.85;

/** The most a day's combined factors can raise a price (busy Saturday, month end, short notice together). */
export const MAX_DAY_FACTOR = 1.3;

/** A day at or above this occupancy is labelled LAST_FEW. */
export const LAST_FEW_FROM = 0.85;

/** A day at or above this occupancy (and below LAST_FEW_FROM) is labelled FILLING_FAST. */
export const FILLING_FAST_FROM = 0.65;
