import { FREE_CANCELLATION_DAYS_FERRY_OR_INTERNATIONAL, FREE_CANCELLATION_HOURS } from './constants.js';

/** The flags of a listing that lengthen free cancellation (spec §3). */
export interface FreeCancellationInput {
  has_ferry?: unknown;
  is_international?: unknown;
}

/** A free-cancellation period, for the admin SMS. */
export type FreeCancellationWindow = { amount: number; unit: 'hours' } | { amount: number; unit: 'days' };

const isSet = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';

/**
 * The free cancellation the admin SMS mentions (docs/behaviour/back-office.md §9): 48 hours, or
 * 5 days for ferry or international jobs. Server flags may arrive as true, 1, '1' or 'true'.
 * @example freeCancellationWindow({ has_ferry: true }) // { amount: 5, unit: 'days' }
 */
export function freeCancellationWindow(listing: FreeCancellationInput | null | undefined): FreeCancellationWindow {
  const long =
    typeof listing === 'object' && listing !== null && (isSet(listing.has_ferry) || isSet(listing.is_international));
  return long
    ? { amount: FREE_CANCELLATION_DAYS_FERRY_OR_INTERNATIONAL, unit: 'days' }
    : { amount: FREE_CANCELLATION_HOURS, unit: 'hours' };
}
