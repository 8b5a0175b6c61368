import { allAdminPrivileges, type SignedInUser } from '@haulkit/core';

/**
 * Who the demo says is signed in: nobody (`anonymous`, the default), a signed-in `customer`, or
 * `staff` (an admin with every privilege Haulkit names). The demo has no sign-in of its own, so
 * the page's own script chooses (`setDemoSignedIn`, or the `signedIn` demo option).
 */
export type DemoSignedIn = 'anonymous' | 'customer' | 'staff';

/** The demo's who-is-signed-in answers (user ids chosen for the demo). */
export const DEMO_SIGNED_IN_USERS = {
  anonymous: { user: undefined, adminUser: undefined },
  customer: { user: { user_id: 'demo-customer' }, adminUser: undefined },
  staff: {
    user: { user_id: 'demo-staff' },
    adminUser: { user_id: 'demo-staff', privileges: allAdminPrivileges() },
  },
} as const satisfies Record<DemoSignedIn, SignedInUser>;

/** Where the page's choice is kept: one global, so every Haulkit bundle on the page reads it. */
const PAGE_CHOICE = Symbol.for('haulkit.demo-signed-in@1');

type PageGlobal = { [PAGE_CHOICE]?: DemoSignedIn };

/**
 * Who the demo adapters of this page say is signed in, from now on (a demo adapter's own
 * `signedIn` option wins). A gallery page's script calls it before its tags ask.
 * @example setDemoSignedIn('staff')
 */
export function setDemoSignedIn(who: DemoSignedIn): void {
  (globalThis as PageGlobal)[PAGE_CHOICE] = who;
}

/** The page's choice, if it made one. */
export function pageSignedIn(): DemoSignedIn | undefined {
  return (globalThis as PageGlobal)[PAGE_CHOICE];
}

/** The answer for a choice; an unknown value is anonymous. */
export function signedInAnswer(who: DemoSignedIn | undefined): SignedInUser {
  const choice = who !== undefined && Object.hasOwn(DEMO_SIGNED_IN_USERS, who) ? who : 'anonymous';
  return structuredClone(DEMO_SIGNED_IN_USERS[choice]) as SignedInUser;
}
