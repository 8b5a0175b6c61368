import { afterEach, describe, expect, it } from 'vitest';
import { type AdminUser, configure, getSession, PAGE_ADMIN, resetSessions } from '../../src/index.js';

afterEach(() => resetSessions());

const admin: AdminUser = { userId: '42', privileges: { price: { override: true } } };

describe('a session context holds the admin, and isAdmin always follows it', () => {
  it('starts with no admin', () => {
    expect(getSession('a').$context.get()).toMatchObject({ admin: null, isAdmin: false });
  });

  it('an admin given at creation sets isAdmin', () => {
    expect(getSession('b', { context: { admin } }).$context.get()).toMatchObject({ admin, isAdmin: true });
  });

  it('isAdmin alone (as pages set it before) still makes an admin, with no id', () => {
    expect(getSession('c', { context: { isAdmin: true } }).$context.get()).toMatchObject({
      admin: PAGE_ADMIN,
      isAdmin: true,
    });
  });

  it('setContext and configure keep both in step', () => {
    const session = getSession('d');
    session.setContext({ admin });
    expect(session.$context.get()).toMatchObject({ admin, isAdmin: true });
    session.setContext({ category: 'furniture' });
    expect(session.$context.get()).toMatchObject({ admin, isAdmin: true, category: 'furniture' });
    configure({ context: { admin: null } }, 'd');
    expect(session.$context.get()).toMatchObject({ admin: null, isAdmin: false });
  });
});
