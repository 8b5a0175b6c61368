import { CAR_FLOW_CATEGORY, MAN_AND_VAN_FLOW_CATEGORY, PIANO_FLOW_CATEGORY } from './categories.js';

export {
  CAR_FLOW_CATEGORY,
  FURNITURE_FLOW_CATEGORY,
  HOUSE_MOVE_FLOW_CATEGORY,
  MAN_AND_VAN_FLOW_CATEGORY,
  PIANO_FLOW_CATEGORY,
} from './categories.js';

/** Constants of `<hk-quote-flow>`'s steps (docs/behaviour/quote-flow.md §2; docs/behaviour/back-office.md §2, §4, §5). */

/** Every step of the flow, the confirmation excluded (§2 routes: it is the host's page). */
export const QUOTE_FLOW_STEPS = [
  'partner-items',
  'listing-items',
  'listing-furniture',
  'listing-inventory',
  'listing-price-options',
] as const;

/** The price options step, every category's last (§2: instant-prices.listing-price-options). */
export const PRICE_OPTIONS_STEP = 'listing-price-options';

/** The partner route's items step (§2: instant-partner.items). */
export const PARTNER_ITEMS_STEP = 'partner-items';

/** The items step of most categories (§2: instant-prices.listing-items). */
export const LISTING_ITEMS_STEP = 'listing-items';

/** The furniture category's items step (§2: instant-prices.listing-furniture). */
export const FURNITURE_ITEMS_STEP = 'listing-furniture';

/** The house move's items step, the removal inventory (§2: listing-inventory). */
export const INVENTORY_STEP = 'listing-inventory';

/**
 * The query parameter a converted listing's parent hash goes along in (§2 redirect: "keeping the
 * parent hash as a query parameter"): the listing field's own name. Not specified: chosen.
 */
export const PARENT_HASH_PARAMETER = 'parentHash';

/**
 * True when the flow's category is priced by the hour (§1, §6): the time options show their
 * hourly-rate variant, hours and start times, and no lifetime discount applies.
 */
export function isHourlyRateCategory(category: string | null | undefined): boolean {
  return String(category ?? '').toLowerCase() === MAN_AND_VAN_FLOW_CATEGORY;
}

/**
 * The flow categories with no van to choose: a piano and a car go with the specialist's vehicle
 * (this library's choice), so the flow shows no van selector and the job summary no van section.
 */
export const NO_VAN_FLOW_CATEGORIES: readonly string[] = [PIANO_FLOW_CATEGORY, CAR_FLOW_CATEGORY];

/** True when the flow's category has a van to choose (every one but NO_VAN_FLOW_CATEGORIES). */
export function offersVan(category: string | null | undefined): boolean {
  return !NO_VAN_FLOW_CATEGORIES.includes(
    String(category ?? '')
      .trim()
      .toLowerCase(),
  );
}

/**
 * The rule a flow field gets when the server sends none (this library's choice). The spec says a
 * field with no rule is valid (back-office §5), but a quote needs a day to proceed (a price is a
 * day's price), so the pickup date is required unless the server's rule for it says otherwise.
 * The addresses and the items are the product's floor (`FLOW_REQUIRED_FIELDS`).
 */
export const FLOW_DEFAULT_RULE = Object.freeze({ required: true });

/**
 * The fields the flow always requires, whatever the server's rules say (the product's floor): both
 * addresses and the items, so a flow never reaches prices without them. A server rule for one of
 * them still applies (its pattern, minimum length and code) but cannot make it optional.
 */
export const FLOW_REQUIRED_FIELDS: readonly string[] = Object.freeze([
  'pickup_address_data',
  'delivery_address_data',
  'move_items',
]);
