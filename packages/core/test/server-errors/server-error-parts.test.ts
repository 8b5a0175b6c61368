import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mapServerError,
  serverErrorCodes,
  serverErrorFields,
  serverErrorMessages,
} from '../../src/rules/server-errors/index.js';

/** The codes, fields and messages an adapter reads from one body, through the one parser. */
const partsOf = (body: unknown) => {
  const mapped = mapServerError(body);
  return { codes: serverErrorCodes(mapped), fields: serverErrorFields(mapped), messages: serverErrorMessages(mapped) };
};

describe('the parts of a mapped server error body (back-office §8), as adapters read them', () => {
  it.each([
    [
      'errors.common',
      { errors: { common: ['user_disabled', 'wrong_credentials'] } },
      { codes: ['user_disabled', 'wrong_credentials'], fields: {}, messages: [] },
    ],
    [
      'errors.input, a code list or one code per field',
      { errors: { input: { email: ['not_valid_email'], date: 'before_today' } } },
      {
        codes: ['not_valid_email', 'before_today'],
        fields: { email: ['not_valid_email'], date: ['before_today'] },
        messages: [],
      },
    ],
    [
      'common and input together',
      { errors: { common: ['x'], input: { a: ['missing'] } } },
      { codes: ['x', 'missing'], fields: { a: ['missing'] }, messages: [] },
    ],
    [
      'type input with a code list, repeats once',
      { type: 'input', codes: ['missing', 'missing'], messages: ['m'] },
      { codes: ['missing'], fields: {}, messages: ['m'] },
    ],
    [
      'type input with a code map and field messages',
      { type: 'input', codes: { phone: ['phone_is_mandatory'] }, messages: { phone: ['Phone?'] } },
      { codes: ['phone_is_mandatory'], fields: { phone: ['phone_is_mandatory'] }, messages: ['Phone?'] },
    ],
    [
      'nested input fields, by their dotted name',
      { errors: { input: { pickup: { phone_number: ['missing', 'missing'] } } } },
      { codes: ['missing'], fields: { 'pickup.phone_number': ['missing'] }, messages: [] },
    ],
    ['a numeric code, as text', { errors: { common: [404] } }, { codes: ['404'], fields: {}, messages: [] }],
    ['JSON sent as text', '{"errors":{"common":["not_found"]}}', { codes: ['not_found'], fields: {}, messages: [] }],
    ['type permission', { type: 'permission', codes: ['nope'] }, { codes: [], fields: {}, messages: [] }],
    ['a body lacking the shape', { message: 'nope' }, { codes: ['server_error'], fields: {}, messages: [] }],
    ['HTML', '<html>Server error</html>', { codes: ['server_error'], fields: {}, messages: [] }],
    ['nothing', undefined, { codes: ['server_error'], fields: {}, messages: [] }],
  ])('%s', (_case, body, parts) => {
    expect(partsOf(body)).toEqual(parts);
  });

  it('a field named __proto__ stays a field', () => {
    const fields = serverErrorFields(mapServerError(JSON.parse('{"errors":{"input":{"__proto__":["missing"]}}}')));
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
  });

  it('for any value: lists of distinct strings, every field code among the codes, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), fc.json()), (body) => {
        const { codes, fields, messages } = partsOf(body);
        for (const list of [codes, messages, ...Object.values(fields)]) {
          expect(list.every((item) => typeof item === 'string')).toBe(true);
          expect(new Set(list).size).toBe(list.length);
        }
        for (const fieldCodes of Object.values(fields)) for (const code of fieldCodes) expect(codes).toContain(code);
      }),
    );
  });
});
