import { type AdminUser, can } from '../admin/permissions.js';

/** Who uses the session, as far as changing price adjustments goes. */
export interface AdjustmentAccessContext {
  readonly admin: AdminUser | null;
}

/**
 * True when the session's admin may change price adjustments (docs/behaviour/back-office.md §6:
 * admins get price adjustments, checked by `can(admin, 'priceAdjustments', 'manage')`). The
 * service's own token (role manage-price-adjustments) is asked for separately; without either
 * the piece is read-only and says why.
 */
export function mayManagePriceAdjustments(context: AdjustmentAccessContext): boolean {
  return can(context.admin, 'priceAdjustments', 'manage');
}
