import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHttpAdapters, isHttpError, isInputError, isPermissionError } from '../src/index.js';
import { HOSTS } from './cases/method-case.js';
import { stubFetch } from './stub-fetch.js';

/**
 * Server error bodies (docs/behaviour/back-office.md §8) are read by core's one parser
 * (`mapServerError`): what a failed call rejects with, per body. The former http-only reader's
 * cases, kept; where its rules differed from core's, the row follows core (see the comments).
 */

/** The rejection of a save answered `status` with `body` (no retries: a POST without a key). */
async function rejectionFor(body: unknown, status = 422): Promise<unknown> {
  const stub = stubFetch(() => ({ status, body }));
  const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, retry: { limit: 0 } });
  return ports.quote.savePrelisting('p1', { move_items: [] }).then(
    () => expect.fail('expected a rejection'),
    (reason: unknown) => reason,
  );
}

describe('what a failed call rejects with, per error body', () => {
  it.each([
    [
      'errors.common',
      { errors: { common: ['user_disabled', 'wrong_credentials'] } },
      { name: 'HttpError', codes: ['user_disabled', 'wrong_credentials'] },
    ],
    [
      'errors.input (a code list, or one code per field)',
      { errors: { input: { email: ['not_valid_email'], date: 'before_today' } } },
      {
        name: 'InputError',
        codes: ['not_valid_email', 'before_today'],
        fields: { email: ['not_valid_email'], date: ['before_today'] },
        messages: [],
      },
    ],
    [
      'common and input together',
      { errors: { common: ['x'], input: { a: ['missing'] } } },
      { name: 'InputError', codes: ['x', 'missing'], fields: { a: ['missing'] } },
    ],
    [
      'type input with a code list (repeats once, the message beside its code)',
      { type: 'input', codes: ['missing', 'missing'], messages: ['m'] },
      { name: 'InputError', codes: ['missing'], fields: {}, messages: ['m'] },
    ],
    [
      'type input with a code map',
      { type: 'input', codes: { phone: ['phone_is_mandatory'] } },
      { name: 'InputError', codes: ['phone_is_mandatory'], fields: { phone: ['phone_is_mandatory'] } },
    ],
    // Core reads nested input fields by their dotted name (the http reader dropped them).
    [
      'nested input fields',
      { errors: { input: { pickup_address_data: { phone_number: ['phone_is_mandatory'] } } } },
      { name: 'InputError', fields: { 'pickup_address_data.phone_number': ['phone_is_mandatory'] } },
    ],
    ['type permission', { type: 'permission' }, { name: 'PermissionError', code: 'permission' }],
    ['JSON sent as text', '{"errors":{"common":["not_found"]}}', { name: 'HttpError', codes: ['not_found'] }],
    // Core gives a body lacking the error shape the generic server_error ('Server error!'), as a
    // non-JSON 2xx already had (ResponseShapeError); the http reader gave no code at all.
    ['a body lacking the shape', { message: 'nope' }, { name: 'HttpError', codes: ['server_error'] }],
    ['HTML', '<html>Server error</html>', { name: 'HttpError', codes: ['server_error'] }],
    // Core reads `type: 'input'` without codes as lacking the shape: its messages are kept in `data`.
    [
      'type input with messages but no codes',
      { type: 'input', codes: [], messages: ['Name: required', 3] },
      {
        name: 'HttpError',
        codes: ['server_error'],
        data: { type: 'input', codes: [], messages: ['Name: required', 3] },
      },
    ],
  ])('%s', async (_case, body, expected) => {
    expect(await rejectionFor(body)).toMatchObject(expected);
  });

  it('an empty body is a server error with the generic code', async () => {
    const error = await rejectionFor(undefined, 500);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'server', status: 500, codes: ['server_error'] });
  });

  it('any body gives one of the three errors, with lists of strings, never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.json()), async (body) => {
        const error = await rejectionFor(body);
        expect(isHttpError(error) || isInputError(error) || isPermissionError(error)).toBe(true);
        if (isHttpError(error) || isInputError(error)) {
          expect(error.codes.every((code) => typeof code === 'string')).toBe(true);
        }
        if (isInputError(error)) expect(typeof error.fields).toBe('object');
      }),
      { numRuns: 50 },
    );
  });
});
