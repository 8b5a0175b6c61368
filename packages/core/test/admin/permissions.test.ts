import { describe, expect, it } from 'vitest';
import {
  ADMIN_PRIVILEGES,
  type AdminUser,
  adminFromSignedIn,
  allAdminPrivileges,
  can,
  PAGE_ADMIN,
  settleAdmin,
} from '../../src/rules/admin/permissions.js';

const admin: AdminUser = { userId: '7', privileges: { price: { override: true, recalculate: false } } };

describe('can', () => {
  it.each([
    ['no admin', null, 'price', 'override', false],
    ['undefined admin', undefined, 'price', 'override', false],
    ['granted', admin, 'price', 'override', true],
    ['refused', admin, 'price', 'recalculate', false],
    ['unknown action', admin, 'price', 'delete', false],
    ['unknown area', admin, 'notes', 'write', false],
    ['inherited name', admin, 'toString', 'call', false],
    ['inherited action', admin, 'price', 'constructor', false],
  ] as const)('%s', (_name, who, area, action, expected) => {
    expect(can(who, area, action)).toBe(expected);
  });

  it('grants every named privilege to the all-privileges admin', () => {
    const staff: AdminUser = { userId: '1', privileges: allAdminPrivileges() };
    for (const [area, actions] of Object.entries(ADMIN_PRIVILEGES)) {
      for (const action of Object.keys(actions)) expect(can(staff, area, action)).toBe(true);
    }
  });
});

describe('settleAdmin keeps isAdmin equal to admin !== null', () => {
  const none = { admin: null, isAdmin: false };
  it.each([
    ['nothing said', none, {}, none],
    ['an admin', none, { admin }, { admin, isAdmin: true }],
    ['admin null', { admin, isAdmin: true }, { admin: null }, none],
    ['admin wins over isAdmin', none, { admin: null, isAdmin: true }, none],
    ['isAdmin true alone', none, { isAdmin: true }, { admin: PAGE_ADMIN, isAdmin: true }],
    ['isAdmin true keeps the known admin', { admin, isAdmin: true }, { isAdmin: true }, { admin, isAdmin: true }],
    ['isAdmin false alone', { admin, isAdmin: true }, { isAdmin: false }, none],
  ] as const)('%s', (_name, previous, partial, expected) => {
    expect(settleAdmin(previous, partial)).toEqual(expected);
  });
});

describe('adminFromSignedIn: an admin is a non-empty admin user with a user_id', () => {
  it.each([
    ['no answer', undefined, null],
    ['anonymous', {}, null],
    ['a customer', { user: { user_id: 3 } }, null],
    ['an admin user without an id', { adminUser: { privileges: { price: { override: true } } } }, null],
    ['an admin user with a blank id', { adminUser: { user_id: '  ' } }, null],
    ['an admin without privileges', { adminUser: { user_id: 9 } }, { userId: '9', privileges: {} }],
    [
      'an admin with privileges',
      { adminUser: { user_id: 'a-1', privileges: { price: { override: true, recalculate: false } } } },
      { userId: 'a-1', privileges: { price: { override: true, recalculate: false } } },
    ],
  ] as const)('%s', (_name, answer, expected) => {
    expect(adminFromSignedIn(answer)).toEqual(expected);
  });
});
