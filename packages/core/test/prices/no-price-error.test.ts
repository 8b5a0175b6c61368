import { describe, expect, it } from 'vitest';
import { noPriceError } from '../../src/index.js';

describe('noPriceError: the no-price error body shown when prices fail (customer-quote-flow.md §7, §8)', () => {
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
