import type { InsuranceServiceData } from '@haulkit/core';

/**
 * The demo's service data (docs/behaviour/quote-flow.md §3 service_prices; back-office §3, §9:
 * insurance rate, minimum price, excess and cover come from service data, with international
 * overrides). Illustrative figures (docs/domain-notes.md: basic cover is commonly included up to
 * £50,000; Protection Plus is priced on the declared value of goods with an excess).
 */

/** Protection Plus (full_insurance): 1.5 % of the value of goods, at least £15, £100 excess, up to £50,000. */
export const PROTECTION_PLUS = {
  service_id: 115,
  type: 'full_insurance',
  rate_price: 0.015,
  min_price: 15,
  excess: 100,
  cover: 50_000,
  international_rate_price: 0.025,
  international_min_price: 35,
  international_excess: 250,
  international_cover: 30_000,
} as const satisfies InsuranceServiceData;

/** service_id of packing materials (not shown in the spec: chosen). */
export const PACKING_SERVICE_ID = 20;

/** Ferry crossing fee per load, in GBP (has_ferry jobs: GB–IE, GB–ES, IE–ES). */
export const FERRY_FEE = 180;
