import { adminFromSignedIn } from '@haulkit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoQuoteApi, setDemoSignedIn } from '../src/index.js';

// Who the demo says is signed in: anonymous by default; the page's script or the option chooses.

afterEach(() => setDemoSignedIn('anonymous'));

describe('the demo who-is-signed-in', () => {
  it('answers nobody by default', async () => {
    expect(adminFromSignedIn(await createDemoQuoteApi().getSignedInUser())).toBeNull();
  });

  it('answers staff as an admin with every named privilege when the page chooses staff', async () => {
    setDemoSignedIn('staff');
    const admin = adminFromSignedIn(await createDemoQuoteApi().getSignedInUser());
    expect(admin?.userId).toBe('demo-staff');
    expect(admin?.privileges.priceAdjustments).toEqual({ manage: true });
  });

  it.each([
    ['the option wins over the page', { signedIn: 'customer' as const }, undefined, null],
    ['the call argument wins over the option', { signedIn: 'customer' as const }, 'staff' as const, 'demo-staff'],
  ])('%s', async (_name, options, who, userId) => {
    setDemoSignedIn('staff');
    const admin = adminFromSignedIn(await createDemoQuoteApi(options).getSignedInUser(undefined, who));
    expect(admin?.userId ?? null).toBe(userId);
  });

  it('a customer has a user id and no admin user', async () => {
    const answer = await createDemoQuoteApi({ signedIn: 'customer' }).getSignedInUser();
    expect(answer.user?.user_id).toBe('demo-customer');
    expect(answer.adminUser).toBeUndefined();
  });
});
