import type { CartEntry } from '../../model/cart.js';
import { isCoverType, isInsuranceType } from '../../model/cart-types.js';
import type { Listing } from '../../model/listing.js';
import { type VanTypeKey, vanTypeOf } from '../../model/van-keys.js';
import { addressText } from '../../rules/address/address.js';
import { PREMIUM_MIN_VALUE_OF_GOODS } from '../../rules/insurance/constants.js';
import { PREMIUM_PACKAGE } from '../../rules/insurance/premium-package.js';
import { countItems } from '../../rules/items/items.js';
import { LIFETIME_DISCOUNT_PERCENT } from '../../rules/prices/constants.js';
import { dateOption } from '../../rules/prices/date-option.js';
import { applyLifetimeDiscount, roundToPence } from '../../rules/prices/prices.js';
import { TIME_OPTION_CART_TYPE } from '../../rules/time-options/constants.js';
import { isTimeOptionError, parseHour, timeOptionWindow } from '../../rules/time-options/parse.js';
import { listTimeOptions } from '../../rules/time-options/time-options.js';
import { itemsVolumeCubicMetres, readMeasure } from '../../rules/units/units.js';
import { cartOf } from '../cart.js';
import { PRICE_OPTION_CART_TYPE } from '../constants.js';
import type { QuoteState } from '../quote-state.js';

export { VAN_USABLE_SHARE, type VanFit, vanFitOf } from '../../rules/vans/van-fit.js';

/** A window of the day the job summary shows: whose it is (collection or delivery) and its hours (8.5 is 08:30). */
export interface SummaryTimeWindow {
  side: 'pickup' | 'delivery';
  from: number;
  to: number;
}

/** The job summary, section by section, with the step each "change" goes to (§2 job summary). */
export interface SummaryView {
  route: { from: string | null; to: string | null; miles: number | null } | null;
  /** The route's driving time in seconds, once the directions are known. */
  routeSeconds: number | null;
  /** The items: how many, their volume, and whether they are vehicles (the car flow: no volume said). */
  items: { count: number; volumeM3: number; vehicles: boolean } | null;
  van: VanTypeKey | null;
  /** False where the flow's category has no van to choose (a piano, a car): no van section then, unless one was chosen. */
  vanOffered: boolean;
  /** The chosen date: one day (fixed), or a range from the first to the last (back-office §4). */
  date: { day: string; end: string | null; option: 'fixed' | 'ranged' } | null;
  /** The chosen time option's key (like 0800-1800). */
  time: string | null;
  /** The chosen time option's window on its side, else the time slider's windows, collection first. */
  windows: SummaryTimeWindow[];
  /** True for an hourly-rate job (§1, §6). */
  hourly: boolean;
  /** Hourly rate: the hours booked (hours_selected); null otherwise or before any are. */
  hours: number | null;
  helpers: number | null;
  /** The chosen day's price (the priceOption line), or null before a priced day is chosen. */
  price: number | null;
  /** What the chosen time option adds (the timeOption line), or null when it adds nothing. */
  timeCharge: number | null;
  services: { type: string; amount: number }[];
  /** Protection Plus when it counts as selected (a premium listing: only above a value of 5000). */
  insurance: { amount: number; value: number | null } | null;
  /** The estimated loading time in hours (estimated_loading_time, §3), once the prices gave one. */
  loadingHours: number | null;
  /** The sum of the lines shown: price, time charge, services and insurance. */
  total: number;
  /** What the 15 % lifetime discount takes off the total, when it applies (§6: not on hourly rate). */
  discount: number | null;
  /** The total less the discount, when it applies. */
  discountedTotal: number | null;
  /**
   * New prices are loading for a changed job (hours, helpers, a reset): the amounts shown are
   * the last prices, not yet the job's as it stands, so they must read as being updated.
   */
  updating: boolean;
  /** The customer's lifetime discount (§6): null without one; `applies` is false on hourly rate. */
  lifetimeDiscount: { percent: number; applies: boolean } | null;
}

/** The key of a selectedTimeOption: the text itself, or the option object's `option`. */
function timeOptionKey(selected: unknown): string | null {
  if (typeof selected === 'string') return selected.trim() === '' ? null : selected;
  const key = typeof selected === 'object' && selected !== null ? (selected as { option?: unknown }).option : null;
  return typeof key === 'string' && key.trim() !== '' ? key : null;
}

/** A time window read from a pair of listing fields (hours or 'HH:mm'), when its end is after its start. */
function windowOf(side: SummaryTimeWindow['side'], start: unknown, end: unknown): SummaryTimeWindow | null {
  const from = parseHour(start);
  const to = parseHour(end);
  return from !== null && to !== null && from < to ? { side, from, to } : null;
}

/**
 * The chosen time option's window on its side (the offered option's from/to, else the option
 * object's, else its key), or null when none is chosen (§3 Time option).
 */
export function chosenTimeOptionWindow(listing: Listing): SummaryTimeWindow | null {
  const key = timeOptionKey(listing.selectedTimeOption);
  if (key === null) return null;
  const side = listing.selectedTimeOptionType === 'delivery' ? 'delivery' : 'pickup';
  const offered = listTimeOptions(listing.availableTimeOptions).find((option) => option.option === key);
  const selected = typeof listing.selectedTimeOption === 'object' ? listing.selectedTimeOption : null;
  const window = offered ?? timeOptionWindow({ ...(selected ?? {}), option: key });
  return isTimeOptionError(window) ? null : { side, from: window.from, to: window.to };
}

/**
 * The windows of the day the summary shows, collection first: the chosen time option's window
 * on its side, and the time slider's window on each side the option does not hold (§4 Time
 * slider). A time option sets its side's times, and moving that side clears it, so the two agree.
 */
function summaryWindows(listing: Listing): SummaryTimeWindow[] {
  const option = chosenTimeOptionWindow(listing);
  const windows = [
    option?.side === 'pickup' ? option : windowOf('pickup', listing.pickup_time, listing.pickup_time_end),
    option?.side === 'delivery' ? option : windowOf('delivery', listing.delivery_time, listing.delivery_time_end),
  ];
  return windows.filter((window): window is SummaryTimeWindow => window !== null);
}

/** A positive measure, or null. */
const positive = (value: unknown): number | null => {
  const number = readMeasure(value);
  return number !== undefined && number > 0 ? number : null;
};

const isProtectionLine = (line: { type: string }) => isInsuranceType(line.type) || isCoverType(line.type);

/** The amount of some lines to the penny, or null when there are none. */
function amountOf(lines: readonly { amount?: unknown }[]): number | null {
  return lines.length === 0
    ? null
    : roundToPence(lines.reduce((sum, line) => sum + (readMeasure(line.amount) ?? 0), 0));
}

const ofType = (lines: readonly CartEntry[], type: string) => lines.filter((line) => line.type === type);

/**
 * The job summary's lines; `vehicles` for the car flow, whose items are cars on a transporter.
 * Its total is the sum of the lines it shows (the day's price, the time window's charge, the
 * services, Protection Plus when selected), and the lifetime discount is an amount taken off it.
 */
export function summaryView(
  state: QuoteState,
  context: { isHourlyRate?: boolean; vehicles?: boolean; vanOffered?: boolean },
): SummaryView {
  const { listing } = state;
  const cart = cartOf(listing);
  const items = listing.move_items ?? [];
  const from = addressText(listing.pickup_address_data) || null;
  const to = addressText(listing.delivery_address_data) || null;
  const protection = cart.filter(isProtectionLine);
  const insured =
    protection.length > 0 &&
    (listing.packageType !== PREMIUM_PACKAGE ||
      (readMeasure(protection[0]?.parameters?.value_of_goods) ?? 0) > PREMIUM_MIN_VALUE_OF_GOODS);
  const services = cart
    .filter(
      (line) => !isProtectionLine(line) && line.type !== PRICE_OPTION_CART_TYPE && line.type !== TIME_OPTION_CART_TYPE,
    )
    .map((line) => ({ type: line.type, amount: readMeasure(line.amount) ?? 0 }));
  const price = amountOf(ofType(cart, PRICE_OPTION_CART_TYPE));
  const timeCharge = amountOf(ofType(cart, TIME_OPTION_CART_TYPE));
  const insurance = insured
    ? {
        amount: amountOf(protection) ?? 0,
        value: readMeasure(protection[0]?.parameters?.value_of_goods) ?? null,
      }
    : null;
  const shown = [price ?? 0, timeCharge ?? 0, ...services.map((service) => service.amount), insurance?.amount ?? 0];
  const total = roundToPence(shown.reduce((sum, amount) => sum + amount, 0));
  const hourly = context.isHourlyRate === true;
  const hasLifetimeDiscount = listing.user_info?.has_lifetime_discount === true;
  const discounted = applyLifetimeDiscount(total, { hasLifetimeDiscount, isHourlyRate: hourly });
  const dates = dateOption([listing.pickup_date?.slice(0, 10), listing.pickup_date_end?.slice(0, 10)]);
  const key = timeOptionKey(listing.selectedTimeOption);
  return {
    route: from || to ? { from, to, miles: readMeasure(listing.distance) ?? null } : null,
    routeSeconds: from && to ? positive(listing.duration) : null,
    items:
      items.length > 0
        ? { count: countItems(items), volumeM3: itemsVolumeCubicMetres(items), vehicles: context.vehicles === true }
        : null,
    van: vanTypeOf(listing.selected_van)?.type ?? null,
    vanOffered: context.vanOffered !== false,
    date:
      dates.option === null
        ? null
        : { day: dates.start, end: dates.option === 'ranged' ? dates.end : null, option: dates.option },
    time: key,
    windows: summaryWindows(listing),
    hourly,
    hours: hourly ? positive(listing.hours_selected) : null,
    helpers: typeof listing.men_required === 'number' ? listing.men_required : null,
    price,
    timeCharge,
    services,
    insurance,
    loadingHours: positive(listing.estimated_loading_time),
    total,
    discount: discounted !== total ? roundToPence(total - discounted) : null,
    discountedTotal: discounted !== total ? discounted : null,
    updating: state.ui.priceStatus === 'loading' && total > 0,
    lifetimeDiscount: hasLifetimeDiscount ? { percent: LIFETIME_DISCOUNT_PERCENT, applies: !hourly } : null,
  };
}
