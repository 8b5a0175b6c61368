import { describe, expect, it } from 'vitest';
import { failureSeverity, navigationForFailure, serverErrorTextFor } from '../../src/index.js';

describe('failureSeverity: a response without the error shape is a warning (back-office §8)', () => {
  it.each([
    ['common errors', { status: 400, body: { errors: { common: ['missing'] } } }, 'error'],
    ['input errors as text', { status: 400, body: '{"type":"input","codes":["missing"]}' }, 'error'],
    ['a permission body', { status: 403, body: { type: 'permission' } }, 'error'],
    ['an HTML page', { status: 502, body: '<html>Bad gateway</html>' }, 'warning'],
    ['an empty body', { status: 500, body: undefined }, 'warning'],
    ['errors naming no code', { status: 500, body: { errors: { common: [] } } }, 'warning'],
    ['no response at all', { status: undefined, body: undefined }, 'error'],
  ] as const)('%s → %s', (_name, failure, expected) => {
    expect(failureSeverity(failure)).toBe(expected);
  });
});

describe("serverErrorTextFor: a customer never sees an internal code; 'Server error!' instead", () => {
  it.each([
    ['a known code, customer', 'missing', 'customer', 'en-GB', 'This is required'],
    ['a known code, admin', 'wrong_credentials', 'admin', 'en-GB', 'Oops! wrong password...'],
    ['an unknown code, customer', 'db_timeout_17', 'customer', 'en-GB', 'Server error!'],
    ['an unknown code, customer, en-IE', 'db_timeout_17', 'customer', 'en-IE', 'Server error!'],
    ['an unknown code, customer, es-ES', 'db_timeout_17', 'customer', 'es-ES', '¡Error del servidor!'],
    ['an unknown code, admin (as it comes)', 'db_timeout_17', 'admin', 'en-GB', 'db_timeout_17'],
    ['the generic code, customer', 'server_error', 'customer', 'en-GB', 'Server error!'],
  ] as const)('%s', (_name, code, audience, locale, expected) => {
    expect(serverErrorTextFor(code, audience, locale)).toBe(expected);
  });
});

describe('navigationForFailure: a permission error sends the person home (back-office §6, §8)', () => {
  it.each([
    [{ code: 'permission' }, { to: 'home', reason: 'permission' }],
    [{ code: 'server' }, null],
    [{}, null],
    [null, null],
  ])('%j', (failure, expected) => {
    expect(navigationForFailure(failure)).toEqual(expected);
  });
});
