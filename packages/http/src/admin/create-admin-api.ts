import type { AdminApi } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import { experimentCalls, listingActionCalls, similarListingCalls } from './other-admin.js';
import { prelistingAdminCalls } from './prelisting-admin.js';
import { priceAdjustmentCalls } from './price-adjustments.js';

/** Every back-office call (docs/behaviour/back-office.md §7) over a port context. */
export function adminApiOf(context: PortContext): AdminApi {
  return {
    ...prelistingAdminCalls(context),
    ...priceAdjustmentCalls(context),
    ...similarListingCalls(context),
    ...listingActionCalls(context),
    ...experimentCalls(context),
  };
}
