import type { SignedInUser } from '../../model/user.js';

// Who is an admin and what an admin may do (docs/behaviour/back-office.md §6,
// docs/behaviour/quote-flow.md §6). An admin is a signed-in user the server answers with a
// non-empty admin user that has a user id; its privileges are flags per area and action.

/** An admin user as the session holds it: the id events are logged under, and the privileges. */
export interface AdminUser {
  /** The admin's own user id (events are logged under it, quote-flow.md §6). */
  userId: string;
  /** Privileges: area → action → allowed. A missing area or action is not allowed. */
  privileges: Readonly<Record<string, Readonly<Record<string, boolean>>>>;
}

/**
 * The areas and actions the product checks with `can`, in one home (back-office.md §6: price
 * overrides, price adjustments, the admin bar, the insurance service dialog, admin prices in the
 * calendars, the similar-listing tool to call, text or e-mail providers; admin notes and SMS,
 * back-office.md §5). The names are Haulkit's: the spec does not name the server's flags.
 */
export const ADMIN_PRIVILEGES = {
  /** Price overrides and admin prices in the calendars; a new calculation of two-option prices. */
  price: { override: 'override', recalculate: 'recalculate' },
  /** The price adjustments (they also need an auth token with the role `manage-price-adjustments`). */
  priceAdjustments: { manage: 'manage' },
  /** The insurance service dialog. */
  insurance: { service: 'service' },
  /** Admin notes and SMS to the customer. */
  notes: { write: 'write', sms: 'sms' },
  /** The admin bar. */
  adminBar: { show: 'show' },
  /** The similar-listing tool: call, text or e-mail providers. */
  similarListings: { contact: 'contact' },
  /** A booked listing's history: accept or decline a provider change on it (back-office.md §4). */
  listings: { providerChange: 'providerChange' },
} as const;

/** An area `can` knows. */
export type AdminArea = keyof typeof ADMIN_PRIVILEGES;
/** The actions of an area. */
export type AdminAction<Area extends AdminArea> = keyof (typeof ADMIN_PRIVILEGES)[Area];

/**
 * True when `admin` may do `action` in `area`: false without an admin, and false for an area or
 * action its privileges do not grant (an unknown one included).
 * @example can(admin, 'price', 'override')
 */
export function can(admin: AdminUser | null | undefined, area: string, action: string): boolean {
  if (!admin) return false;
  const actions = Object.hasOwn(admin.privileges, area) ? admin.privileges[area] : undefined;
  if (!actions || !Object.hasOwn(actions, action)) return false;
  return actions[action] === true;
}

/** Every privilege `ADMIN_PRIVILEGES` names, granted (the demo's and the reference server's staff). */
export function allAdminPrivileges(): AdminUser['privileges'] {
  const privileges: Record<string, Record<string, boolean>> = {};
  for (const [area, actions] of Object.entries(ADMIN_PRIVILEGES)) {
    privileges[area] = Object.fromEntries(Object.keys(actions).map((action) => [action, true]));
  }
  return privileges;
}

/**
 * The admin a who-is-signed-in answer names, or null: an admin is a non-empty admin user with a
 * `user_id` (back-office.md §6). Privileges keep the flags as given; a missing list grants nothing.
 */
export function adminFromSignedIn(answer: SignedInUser | null | undefined): AdminUser | null {
  const adminUser = answer?.adminUser;
  if (!adminUser || adminUser.user_id === undefined) return null;
  const userId = String(adminUser.user_id).trim();
  if (userId === '') return null;
  const privileges: Record<string, Record<string, boolean>> = {};
  for (const [area, actions] of Object.entries(adminUser.privileges ?? {})) privileges[area] = { ...actions };
  return { userId, privileges };
}

/** Who uses a session, as far as being an admin goes: `isAdmin` is always `admin !== null`. */
export interface AdminContext {
  admin: AdminUser | null;
  isAdmin: boolean;
}

/**
 * The one place `admin` and `isAdmin` are set together. `admin` given: it wins, and `isAdmin`
 * follows it. Only `isAdmin` given (how a page said "admin" before the server was asked): `true`
 * keeps the admin already known, or makes one with no id and no privileges (not specified:
 * chosen, so such a page keeps what the flow gives admins); `false` drops the admin.
 */
export function settleAdmin(previous: AdminContext, partial: Partial<AdminContext>): AdminContext {
  if (partial.admin !== undefined) return { admin: partial.admin, isAdmin: partial.admin !== null };
  if (partial.isAdmin === undefined) return { admin: previous.admin, isAdmin: previous.admin !== null };
  if (!partial.isAdmin) return { admin: null, isAdmin: false };
  return { admin: previous.admin ?? PAGE_ADMIN, isAdmin: true };
}

/** The admin of a page that set `isAdmin: true` alone: no id, no privileges. */
export const PAGE_ADMIN: AdminUser = Object.freeze({ userId: '', privileges: Object.freeze({}) });
