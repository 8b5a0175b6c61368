/** Default insured value of goods that premium listings fall back to when insurance is removed (docs/behaviour/quote-flow.md §4, §9). */
export const DEFAULT_VALUE_OF_GOODS = 5000;

/** Premium listings count Protection Plus as not selected at this value of goods or less (quote flow §9; back-office §9). */
export const PREMIUM_MIN_VALUE_OF_GOODS = 5000;

/** full_cover services with an id below this one disable the protection UI (back-office §9). */
export const PROTECTION_DISABLED_BELOW_SERVICE_ID = 112;

/** Prefix of the service types whose low ids disable the protection UI (back-office §9). */
export const FULL_COVER_TYPE_PREFIX = 'full_cover';

/** Country code of the UK: a route with both ends in GB is UK-only (back-office §9). */
export const UK_COUNTRY_CODE = 'GB';

/** Other countries whose internal routes also count as domestic: ES to ES (back-office §9). */
export const DOMESTIC_ALSO_WITHIN: readonly string[] = ['ES'];

/** The maximum is shown in thousands with a "k" (back-office §5): 50000 → "50k". */
export const THOUSAND = 1000;

/** Prefix of the service-data fields that override the UK-only terms on international routes (back-office §3, §9). */
export const INTERNATIONAL_PREFIX = 'international_';
