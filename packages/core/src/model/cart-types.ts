// Cart line types and their tests without the schemas: what rules use at run time.

/** Cart types named by docs/behaviour/back-office.md §3 (full_cover_* is a family, see isCoverType). */
export const CART_TYPES = [
  'delivery_base_price',
  'price_per_hour',
  'mileage_cost',
  'full_insurance',
  'full_insurance_c_m',
  'full_insurance_h',
] as const;

/** Customer cart line types that are not services (docs/behaviour/quote-flow.md §3). */
export const CART_LINE_OPTION_TYPES = ['priceOption', 'timeOption'] as const;

/** True for an insurance cart or service type: full_insurance and its variants (full_insurance*). */
export function isInsuranceType(type: string): boolean {
  return type.startsWith('full_insurance');
}

/** True for a cover cart or service type (full_cover*, docs/behaviour/back-office.md §3). */
export function isCoverType(type: string): boolean {
  return type.startsWith('full_cover');
}
