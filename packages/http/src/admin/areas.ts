import type { AdminApi, ExperimentApi } from '@haulkit/core';
import {
  LISTING_ACTIONS_API_METHODS,
  LISTING_HISTORY_API_METHODS,
  PRELISTING_ADMIN_API_METHODS,
  PRICE_ADJUSTMENT_API_METHODS,
  SIMILAR_LISTING_API_METHODS,
} from '@haulkit/core';

/** The AdminApi calls other than the test lab's. */
export type BackOfficeApi = Omit<AdminApi, keyof ExperimentApi>;

/**
 * AdminApi's calls other than the test lab's: admin/create-admin-api.ts, loaded on first call.
 * The test lab's (core's EXPERIMENT_API_METHODS) are admin/experiments.ts, loaded apart, so the
 * quote flow's experiments carry no other admin call.
 */
export const BACK_OFFICE_METHODS = [
  ...PRELISTING_ADMIN_API_METHODS,
  ...PRICE_ADJUSTMENT_API_METHODS,
  ...SIMILAR_LISTING_API_METHODS,
  ...LISTING_ACTIONS_API_METHODS,
  ...LISTING_HISTORY_API_METHODS,
] as const satisfies readonly (keyof BackOfficeApi)[];
