import { adminFromSignedIn } from '@haulkit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoQuoteApi, setDemoSignedIn } from '../src/index.js';
import { SOFA_MOVE } from './fixtures.js';

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

describe('admin prices are in the answers to staff only', () => {
  /** Days of a price answer that carry an admin price, of all its days. */
  const adminDays = (prices: unknown) => {
    const days = Object.values(prices as Record<string, { admin_price?: number }>);
    return [days.filter((day) => day.admin_price !== undefined).length, days.length];
  };

  it.each([
    ['nobody', {}, undefined, false],
    ['a customer', { signedIn: 'customer' as const }, undefined, false],
    ['staff (the option)', { signedIn: 'staff' as const }, undefined, true],
    ['staff (the call argument, as the reference server passes its sign-in)', {}, 'staff' as const, true],
  ])('%s', async (_name, options, who, staff) => {
    const quote = createDemoQuoteApi({ ...options, latencyMs: 0 });
    const saved = await quote.savePrelisting('pl-admin', SOFA_MOVE, undefined, who);
    const recalculated = await quote.recalculatePrelisting('pl-admin', SOFA_MOVE, undefined, who);
    for (const answer of [saved, recalculated]) {
      const [withAdmin, all] = adminDays(answer.prices);
      expect(all).toBeGreaterThan(300);
      expect(withAdmin).toBe(staff ? all : 0);
    }
  });
});
