import { allAdminPrivileges, type SignedInUser } from '@haulkit/core';
import type { DemoSignedIn } from './signed-in-choice.js';

export { type DemoSignedIn, pageSignedIn, setDemoSignedIn } from './signed-in-choice.js';

/** The demo's who-is-signed-in answers (user ids chosen for the demo). */
export const DEMO_SIGNED_IN_USERS = {
  anonymous: { user: undefined, adminUser: undefined },
  customer: { user: { user_id: 'demo-customer' }, adminUser: undefined },
  staff: {
    user: { user_id: 'demo-staff' },
    adminUser: { user_id: 'demo-staff', privileges: allAdminPrivileges() },
  },
} as const satisfies Record<DemoSignedIn, SignedInUser>;

/** The answer for a choice; an unknown value is anonymous. */
export function signedInAnswer(who: DemoSignedIn | undefined): SignedInUser {
  const choice = who !== undefined && Object.hasOwn(DEMO_SIGNED_IN_USERS, who) ? who : 'anonymous';
  return structuredClone(DEMO_SIGNED_IN_USERS[choice]) as SignedInUser;
}
