import { describe, expect, it } from 'vitest';
import { noPriceError, priceFailure } from '../../src/index.js';

describe('noPriceError: the no-price error body shown when prices fail (docs/behaviour/quote-flow.md §7, §8)', () => {
  it.each([
    [
      'an input body with a message',
      { code: 'input', data: { type: 'input', codes: ['invalid'], messages: ['No vans that day'] } },
      { code: 'invalid', message: 'No vans that day' },
    ],
    [
      'a common body (codes only)',
      { code: 'server', data: { errors: { common: ['server_error'] } } },
      { code: 'server_error', message: null },
    ],
    [
      'a JSON body with a message field',
      { code: 'http', data: { message: 'Route not served' } },
      { code: 'http', message: 'Route not served' },
    ],
    ['an HTML error page', { code: 'server', data: '<html>oops</html>' }, { code: 'server', message: null }],
    ['a network error (its own text)', { code: 'network', data: undefined }, { code: 'network', message: null }],
    ['a message with markup', { code: 'http', data: { message: '<b>no</b>' } }, { code: 'http', message: null }],
    ['a blank message', { code: 'http', data: { message: '  ' } }, { code: 'http', message: null }],
    ['no code at all', {}, { code: 'noPrices', message: null }],
    ['nothing', null, { code: 'noPrices', message: null }],
  ])('%s', (_, error, expected) => {
    expect(noPriceError(error)).toEqual(expected);
  });

  it('a message too long for a customer is not shown', () => {
    expect(noPriceError({ code: 'http', data: { message: 'x'.repeat(301) } }).message).toBeNull();
  });
});

describe('priceFailure: which message a failed price call shows', () => {
  const NOW = 1_000_000;
  it.each([
    ['no answer (network)', { code: 'network' }, 'network', 0],
    ['the server did not answer in time', { code: 'timeout' }, 'network', 0],
    ['a 500', { code: 'server', status: 500 }, 'temporary', 0],
    ['a 503 with Retry-After 5 s', { code: 'server', status: 503, retryAt: NOW + 5000 }, 'temporary', 5],
    ['a 429 with Retry-After 1.2 s (rounded up)', { code: 'http', status: 429, retryAt: NOW + 1200 }, 'temporary', 2],
    ['a Retry-After already passed', { code: 'server', status: 503, retryAt: NOW - 1 }, 'temporary', 0],
    ['a 408', { code: 'http', status: 408 }, 'temporary', 0],
    ['a 400', { code: 'http', status: 400 }, 'permanent', null],
    ['a 403 permission refusal', { code: 'permission', status: 403 }, 'permanent', null],
    ['a 422 input refusal', { code: 'input', status: 422 }, 'permanent', null],
    ['a 404 even with a Retry-After', { code: 'http', status: 404, retryAt: NOW + 5000 }, 'permanent', null],
    ['an error with no status or known code', { code: 'noPrices' }, 'temporary', 0],
  ])('%s reads as %s, Try again in %s s', (_, error, kind, retryIn) => {
    expect(priceFailure(error, NOW)).toMatchObject({ kind, retryIn });
  });

  it("keeps the server's readable message and the code for support", () => {
    const error = {
      code: 'input',
      status: 422,
      data: { type: 'input', codes: ['invalid'], messages: ['No vans that day'] },
    };
    expect(priceFailure(error, 0)).toEqual({
      code: 'invalid',
      message: 'No vans that day',
      kind: 'permanent',
      retryIn: null,
    });
  });
});
