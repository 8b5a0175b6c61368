import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readInputFields, readServerErrors, readServerMessages } from '../src/index.js';

describe('readServerErrors (back-office-and-shared.md §8)', () => {
  it.each([
    [
      'errors.common',
      { errors: { common: ['user_disabled', 'wrong_credentials'] } },
      ['user_disabled', 'wrong_credentials'],
    ],
    [
      'errors.input',
      { errors: { input: { email: ['not_valid_email'], date: 'before_today' } } },
      ['not_valid_email', 'before_today'],
    ],
    ['common and input together', { errors: { common: ['x'], input: { a: ['missing'] } } }, ['x', 'missing']],
    ['type input with a code list', { type: 'input', codes: ['missing', 'missing'], messages: ['m'] }, ['missing']],
    ['type input with a code map', { type: 'input', codes: { phone: ['phone_is_mandatory'] } }, ['phone_is_mandatory']],
    ['type permission', { type: 'permission' }, ['permission']],
    ['JSON sent as text', '{"errors":{"common":["not_found"]}}', ['not_found']],
    ['a body lacking the shape', { message: 'nope' }, []],
    ['HTML', '<html>Server error</html>', []],
    ['nothing', undefined, []],
  ])('reads %s', (_case, body, codes) => {
    expect(readServerErrors(body)).toEqual(codes);
  });

  it('reads the field map and messages of input bodies', () => {
    expect(readInputFields({ errors: { input: { email: 'not_valid_email' } } })).toEqual({
      email: ['not_valid_email'],
    });
    expect(readInputFields({ type: 'input', codes: ['missing'] })).toEqual({});
    expect(readServerMessages({ type: 'input', codes: [], messages: ['Name: required', 3] })).toEqual([
      'Name: required',
    ]);
  });

  it('answers a list of strings for any value and never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.anything(), (json, anything) => {
        for (const body of [json, anything, JSON.stringify(json)]) {
          const codes = readServerErrors(body);
          expect(Array.isArray(codes) && codes.every((code) => typeof code === 'string')).toBe(true);
          expect(typeof readInputFields(body)).toBe('object');
        }
      }),
    );
  });
});
