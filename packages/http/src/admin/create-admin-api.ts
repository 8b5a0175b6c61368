import type { PortContext } from '../hosts.js';
import type { BackOfficeApi } from './areas.js';
import { listingHistoryCalls } from './listing-history.js';
import { listingActionCalls, similarListingCalls } from './other-admin.js';
import { prelistingAdminCalls } from './prelisting-admin.js';
import { priceAdjustmentCalls } from './price-adjustments.js';

/**
 * Every back-office call (docs/behaviour/back-office.md §7) over a port context, but the test
 * lab's, which load apart (admin/experiments.ts).
 */
export function adminApiOf(context: PortContext): BackOfficeApi {
  return {
    ...prelistingAdminCalls(context),
    ...priceAdjustmentCalls(context),
    ...similarListingCalls(context),
    ...listingActionCalls(context),
    ...listingHistoryCalls(context),
  };
}
