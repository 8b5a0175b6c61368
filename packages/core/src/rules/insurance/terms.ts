import {
  DOMESTIC_ALSO_WITHIN,
  FULL_COVER_TYPE_PREFIX,
  INTERNATIONAL_PREFIX,
  PROTECTION_DISABLED_BELOW_SERVICE_ID,
  UK_COUNTRY_CODE,
} from './constants.js';

/** A number, or a numeric string as the server sends it, or anything else (read as absent). */
export type InsuranceNumber = number | string | null | undefined;

/**
 * The insurance service data of a cart entry (back-office §3: rate_price, min_price, excess,
 * cover and their international variants, here `international_rate_price` and so on).
 */
export interface InsuranceServiceData {
  service_id?: InsuranceNumber;
  type?: string | null;
  rate_price?: InsuranceNumber;
  min_price?: InsuranceNumber;
  excess?: InsuranceNumber;
  cover?: InsuranceNumber;
  international_rate_price?: InsuranceNumber;
  international_min_price?: InsuranceNumber;
  international_excess?: InsuranceNumber;
  international_cover?: InsuranceNumber;
}

/** The terms that apply to one route: all in pounds except rate, a fraction of the value of goods. */
export interface InsuranceTerms {
  /** Premium per pound of value of goods (0.02 means 2 %). Absent or invalid: 0. */
  rate: number;
  /** The least premium charged. Absent or invalid: 0. */
  minPrice: number;
  /** Values of goods below this are refused as `lowAmount`. Absent or invalid: 0. */
  excess: number;
  /** The most that can be insured; `null` when the service names no cover (no maximum). */
  cover: number | null;
}

/** A finite, non-negative number read from a number or numeric string; otherwise undefined. */
function readAmount(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function normaliseCountry(code: unknown): string {
  return typeof code === 'string' ? code.trim().toUpperCase() : '';
}

/**
 * True when the route is UK-only: both countries are GB, or both are ES (back-office §9).
 * Codes are ISO 3166-1 alpha-2, case-insensitive. A missing code counts as international,
 * since the route is not known to be domestic.
 * @example isDomesticRoute('GB', 'gb') // true
 * @example isDomesticRoute('GB', 'FR') // false
 */
export function isDomesticRoute(pickupCountry: unknown, deliveryCountry: unknown): boolean {
  const from = normaliseCountry(pickupCountry);
  const to = normaliseCountry(deliveryCountry);
  if (from === '' || from !== to) return false;
  return from === UK_COUNTRY_CODE || DOMESTIC_ALSO_WITHIN.includes(from);
}

/**
 * The excess, rate, minimum price and cover of an insurance service (back-office §9). On an
 * international route each `international_*` field overrides its UK-only twin when it holds a
 * number; otherwise the UK-only value applies.
 */
export function serviceTerms(service: InsuranceServiceData | null | undefined, international: boolean): InsuranceTerms {
  const data: Record<string, unknown> = typeof service === 'object' && service !== null ? { ...service } : {};
  const pick = (field: 'rate_price' | 'min_price' | 'excess' | 'cover') =>
    (international ? readAmount(data[INTERNATIONAL_PREFIX + field]) : undefined) ?? readAmount(data[field]);
  return {
    rate: pick('rate_price') ?? 0,
    minPrice: pick('min_price') ?? 0,
    excess: pick('excess') ?? 0,
    cover: pick('cover') ?? null,
  };
}

/**
 * True when the protection UI is disabled: a full_cover service with an id below 112
 * (back-office §9).
 * @example isProtectionDisabled({ service_id: 111, type: 'full_cover_h' }) // true
 */
export function isProtectionDisabled(
  service: Pick<InsuranceServiceData, 'service_id' | 'type'> | null | undefined,
): boolean {
  if (typeof service !== 'object' || service === null) return false;
  const id = readAmount(service.service_id);
  return (
    id !== undefined &&
    id < PROTECTION_DISABLED_BELOW_SERVICE_ID &&
    typeof service.type === 'string' &&
    service.type.startsWith(FULL_COVER_TYPE_PREFIX)
  );
}
