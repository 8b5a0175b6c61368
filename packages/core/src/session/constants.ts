/** Constants of the quote session (docs/behaviour/quote-flow.md §4, §6, §9). */

/** Wait before the email modal opens when prices are excluded, in ms (§4, §9: 6000 ms). */
export const EMAIL_MODAL_DELAY_MS = 6000;

/** The same wait for admins, who have none (§6, §9: 0 for admin). */
export const ADMIN_EMAIL_MODAL_DELAY_MS = 0;

/** Helpers the flexible tab sets for a piano (§4: 2 for a piano). */
export const PIANO_FLEXIBLE_HELPERS = 2;

/** Helpers the flexible tab sets for every other category, and a listing's default (§4: 1 otherwise). */
export const DEFAULT_HELPERS = 1;

/** The flow category whose flexible tab needs two helpers (§4). */
export const PIANO_CATEGORY = 'piano';

/** The flow category whose proceed may offer a second helper first (§4, Proceeding). */
export const FURNITURE_CATEGORY = 'furniture';

/** Helper count whose default, under the person-tabs experiment, triggers the add-helper modal (§4). */
export const ADD_HELPER_DEFAULT = 2;

/** Name of the person-tabs experiment (not shown: chosen); its variant names the default tab, e.g. 'fixed_2'. */
export const PERSON_TABS_EXPERIMENT = 'person-tabs';

/**
 * The experiments the quote flow runs: when the test lab's answer for the pre-listing lacks one,
 * the flow asks the lab to allocate the pre-listing to it (GET experiment/pre-allocation,
 * back-office §7), so every new quote gets a variant.
 */
export const QUOTE_FLOW_EXPERIMENTS: readonly string[] = [PERSON_TABS_EXPERIMENT];

/** Cart line type of the chosen day's price (§3: priceOption). */
export const PRICE_OPTION_CART_TYPE = 'priceOption';

/** Service type of packing materials (§3). */
export const PACKING_SERVICE_TYPE = 'packing_material';

/** Insurance service type used when the ticked service names none (§3: full_insurance*). */
export const DEFAULT_INSURANCE_TYPE = 'full_insurance';

/** Prefix of a fixed price tab: fixed_N for N helpers (§4). */
export const FIXED_TAB_PREFIX = 'fixed_';

/** The flexible (saver) price tab (§4). */
export const FLEXIBLE_TAB = 'flexible';

/** The step proceeding leads to (§2, §4: instant-prices.listing-confirmation). */
export const CONFIRMATION_STEP = 'listing-confirmation';

/** Code of a call asked for before the adapter it needs was configured (see `configure`). */
export const NO_ADAPTER_CODE = 'noAdapter';

/** The flow category of house moves, whose items are the removal inventory (§2: listing-inventory). */
export const HOUSE_MOVE_CATEGORY = 'house-move';
