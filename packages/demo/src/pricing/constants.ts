/**
 * Figures of the demo's illustrative pricing engine, priced like the trade (docs/domain-notes.md):
 * base + distance (per mile only) + handling time; a part-load pays its share of the van; a
 * man-and-van hour costs £40–55 outside London and £55–75 in London. They are NOT the
 * marketplace's prices.
 */

/** Every job's fixed fee, in GBP (docs/domain-notes.md: the "base" of base + distance + time, e.g. $35). */
export const BASE_FEE = 20;

/** A whole van's charge per road mile, in GBP: the only distance charge (docs/domain-notes.md: e.g. $2.50/mile). */
export const VAN_MILE_RATES = { small_transit: 1.1, large_transit: 1.45, luton_van: 1.75 } as const;

/** Miles after which each further mile costs LONG_DISTANCE_MILE_FACTOR of the rate (long runs are cheaper a mile). */
export const LONG_DISTANCE_FROM_MILES = 100;

/** Share of the mile rate charged beyond LONG_DISTANCE_FROM_MILES. */
export const LONG_DISTANCE_MILE_FACTOR = 0.8;

/** Least share of its van a part-load pays (docs/domain-notes.md: part-loads share a van; a sofa is no whole van). */
export const PART_LOAD_MIN_SHARE = 0.2;

/** Hourly rate of a van with its driver outside London, in GBP, by van type (docs/domain-notes.md: £40–55/h in Bristol). */
export const VAN_HOURLY_RATES = { small_transit: 45, large_transit: 50, luton_van: 55 } as const;

/** What a London job adds to the van's hourly rate, in GBP (docs/domain-notes.md: £55–75/h in London). */
export const LONDON_HOURLY_SURCHARGE = 12;

/** Load volume of each van type in m³ (docs/domain-notes.md: 5.8–6.8, 9.6–15.1, about 20). */
export const VAN_CAPACITY_M3 = { small_transit: 6.3, large_transit: 12, luton_van: 20 } as const;

/** Payload of each van type in kg (docs/domain-notes.md: 1,100–1,350, 940–2,281, about 1,000). */
export const VAN_PAYLOAD_KG = { small_transit: 1200, large_transit: 1400, luton_van: 1000 } as const;

/** What each helper beyond the driver adds per hour, in GBP (docs/domain-notes.md: a second helper +£15–25/h). */
export const EXTRA_HELPER_HOURLY = 20;

/** Helper counts on offer (the price tabs fixed_1 … fixed_3). */
export const HELPER_OPTIONS = [1, 2, 3] as const;

/** Helper counts on offer for a piano (two people at least). */
export const PIANO_HELPER_OPTIONS = [2, 3] as const;

/** Helper counts on offer for a car: its driver winches it onto the transporter alone. */
export const CAR_HELPER_OPTIONS = [1] as const;

/** Loading plus unloading time per m³ for one person, in hours (a local 2-bed move lands near £1/ft³, docs/domain-notes.md). */
export const HANDLING_HOURS_PER_M3 = 0.45;

/**
 * How much each helper beyond the first speeds handling up (2 people: 1.25× as fast). It stays
 * under EXTRA_HELPER_HOURLY / the dearest van hour (20 / 67), so more helpers never cost less.
 */
export const HELPER_SPEED_UP = 0.25;

/** Least handling time of any job, in hours. */
export const MIN_HANDLING_HOURS = 0.5;

/** Inputs are capped so any listing gets a finite price: at most this many m³ of goods … */
export const MAX_VOLUME_M3 = 1_000;

/** … this many kg … */
export const MAX_WEIGHT_KG = 100_000;

/** … and this many road miles. */
export const MAX_MILES = 2_500;

/** Miles assumed when the listing has neither a distance nor both coordinates. */
export const DEFAULT_MILES = 10;

/** Volume above which a house move gets 2 helpers by default, in m³. */
export const TWO_HELPERS_FROM_M3 = 10;

/** A vehicle (car category) is priced per vehicle: this fee plus the mile rate below, in GBP. */
export const VEHICLE_BASE_FEE = 85;

/** Per mile for a vehicle on a transporter, in GBP. */
export const VEHICLE_MILE_RATE = 0.95;

/** Hourly rate: the least hours that can be booked (docs/domain-notes.md: often a 2-hour minimum). */
export const HOURLY_MIN_HOURS = 2;

/** standard_plus costs this much more than standard (more cover, priority support). */
export const STANDARD_PLUS_FACTOR = 1.12;

/** premium costs this much more than standard (Protection Plus included). */
export const PREMIUM_FACTOR = 1.28;

/** The flexible (saver) price is this much below the cheapest day of its window. */
export const FLEXIBLE_SAVER_DISCOUNT = 0.1;

/** Days a flexible (saver) window spans from its first day (ranged_offset_future + 1). */
export const FLEXIBLE_WINDOW_DAYS = 4;

/** Provider margin the marketplace keeps, in percent (default_margin). */
export const DEFAULT_MARGIN_PERCENT = 20;

/** Hours of the time slider's step (sliderStep). */
export const SLIDER_STEP_HOURS = 2;

/** The demo's categories (category_id); the marketplace's ids are not shown. */
export const DEMO_CATEGORY_IDS = { furniture: 1, houseMove: 2, piano: 3, car: 4, manAndVan: 5 } as const;
