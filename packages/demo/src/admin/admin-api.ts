import { type AdminApi, LISTING_ACTIONS, type ListingAction, type ListingActionsApi } from '@haulkit/core';
import { BoundedLog } from '../bounded-map.js';
import { DEMO_STORE_LIMITS, type DemoContext } from '../context.js';
import { inputError } from '../errors/demo-error.js';
import { wait } from '../latency.js';
import { buildExperimentApi, type DemoExperimentApi } from './experiments.js';
import { buildListingHistoryApi } from './listing-history.js';
import { buildPrelistingAdminApi } from './prelisting-admin.js';
import { buildPriceAdjustmentApi } from './price-adjustments.js';
import { buildSimilarListingApi } from './similar-listings.js';

/** One listing action as the demo recorded it. */
export interface DemoListingActionRecord {
  readonly listingId: string;
  readonly action: ListingAction;
  readonly payload?: Readonly<Record<string, unknown>>;
  readonly at: string;
}

/** The AdminApi in memory, plus a read of the listing actions and the experiment reports it received. */
export interface DemoAdminApi extends AdminApi, Pick<DemoExperimentApi, 'getExperimentReports'> {
  /** The recent listing actions, oldest first (at most DEMO_STORE_LIMITS.listingActions). */
  getListingActions(): DemoListingActionRecord[];
}

function buildListingActionsApi(context: DemoContext, log: BoundedLog<DemoListingActionRecord>): ListingActionsApi {
  return {
    async runListingAction(listingId, action, payload, signal) {
      await wait(context.latencyMs, signal);
      if (!(LISTING_ACTIONS as readonly string[]).includes(action))
        throw inputError('runListingAction', 'action', 'not_valid');
      log.push({
        listingId: String(listingId),
        action,
        ...(payload ? { payload: structuredClone(payload) } : {}),
        at: context.now().toISOString(),
      });
    },
  };
}

/** Every back-office call (back-office §7) in memory, sharing the demo context's state. */
export function buildDemoAdminApi(context: DemoContext): DemoAdminApi {
  const actions = new BoundedLog<DemoListingActionRecord>(context.bounds(DEMO_STORE_LIMITS.listingActions));
  return {
    ...buildPrelistingAdminApi(context),
    ...buildPriceAdjustmentApi(context),
    ...buildSimilarListingApi(context),
    ...buildListingActionsApi(context, actions),
    ...buildListingHistoryApi(context),
    ...buildExperimentApi(context),
    getListingActions: () => structuredClone(actions.toArray()),
  };
}
