import {
  type AdminPriceInfo,
  type AdminPriceQuery,
  PRICE_PERCENT_BASE,
  priceOverrideOf,
  readMeasure,
  roundToPence,
} from '@haulkit/core';
import type { DemoContext } from '../context.js';
import { adjustmentsFor } from '../pricing/adjust.js';
import { DEFAULT_MARGIN_PERCENT } from '../pricing/constants.js';

/**
 * Admin price info of a pre-listing (back-office §7; shape not shown, so chosen): the customer
 * price of the chosen day (or the lowest price), the margin and what the provider gets, and the
 * adjustments on record. `query` may set `price` (a customer price to try) and `margin`
 * (percent): that is the calculate call. A saved quote with an admin's price override on its
 * priceOption line also answers it (`admin_amount`, and `admin_tp_amount` when given).
 */
export function adminPriceInfo(context: DemoContext, preListingId: string, query: AdminPriceQuery): AdminPriceInfo {
  const listing = context.state.prelistings.get(preListingId);
  const day = typeof listing?.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : undefined;
  const dayPrice = day
    ? readMeasure(
        (listing?.prices?.[day] as { standard?: Record<string, unknown> } | undefined)?.standard?.[
          `fixed_${listing?.men_required ?? 1}`
        ],
      )
    : undefined;
  const basePrice = readMeasure(query.price) ?? dayPrice ?? readMeasure(listing?.lowest_price) ?? 0;
  const asked = readMeasure(query.margin);
  const margin = asked !== undefined && asked >= 0 && asked < PRICE_PERCENT_BASE ? asked : DEFAULT_MARGIN_PERCENT;
  const override = listing ? priceOverrideOf(listing) : null;
  return {
    pre_listing_id: preListingId,
    customer_price: roundToPence(basePrice),
    margin,
    default_margin: DEFAULT_MARGIN_PERCENT,
    provider_price: roundToPence((basePrice * (PRICE_PERCENT_BASE - margin)) / PRICE_PERCENT_BASE),
    ...(day ? { pickup_date: day } : {}),
    ...(override ? { admin_amount: override.customerPrice } : {}),
    ...(override?.providerPrice != null ? { admin_tp_amount: override.providerPrice } : {}),
    adjustments: adjustmentsFor(context.state.adjustments.values(), preListingId),
  };
}
