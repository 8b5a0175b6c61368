// Where a failure sends the person (docs/behaviour/back-office.md §6 and §8: "a permission error
// sends the person to the home page"). Core says that a navigation is asked for and why; the
// element asks the host (`hk-navigate`, cancelable) and goes to its `home-url` unless the host
// handles it.

/** Code of a permission-type server error (`{ type: 'permission' }`, back-office §8). */
export const PERMISSION_ERROR_CODE = 'permission';

/** Why a navigation is asked for. */
export type NavigationReason = 'permission';

/** A navigation the widget asks the host for: home, and why. */
export interface NavigationRequest {
  to: 'home';
  reason: NavigationReason;
}

/**
 * The navigation a reported failure asks for: a permission error sends the person home; any other
 * failure, none.
 * @example navigationForFailure({ code: 'permission' }) // { to: 'home', reason: 'permission' }
 */
export function navigationForFailure(failure: { code?: unknown } | null | undefined): NavigationRequest | null {
  return failure?.code === PERMISSION_ERROR_CODE ? { to: 'home', reason: 'permission' } : null;
}
