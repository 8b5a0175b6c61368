import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FailedResponse, mapServerError, shouldReportFailure } from '../../src/rules/server-errors/index.js';

const code = fc.oneof(fc.constantFrom('missing', 'user_disabled', 'before_today', 'toString'), fc.string());
const errorShaped = fc.oneof(
  fc.record({ errors: fc.record({ common: fc.array(code), input: fc.dictionary(fc.string(), fc.array(code)) }) }),
  fc.record({ type: fc.constant('input'), codes: fc.oneof(fc.array(code), fc.dictionary(fc.string(), code)) }),
  fc.record({ type: fc.constant('permission') }),
);

describe('server error mapping, for any JSON (property-based)', () => {
  it('any value maps to a kind and entries with a code and a text, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), fc.json(), errorShaped), (body) => {
        const mapped = mapServerError(body);
        expect(['common', 'input', 'permission', 'unknown']).toContain(mapped.kind);
        for (const error of mapped.errors) {
          expect(typeof error.code).toBe('string');
          expect(typeof error.text).toBe('string');
          expect(error.text).not.toBe('');
        }
        if (mapped.kind === 'unknown') expect(mapped.warning).toBe(true);
        else expect(mapped.warning).toBeUndefined();
        if (mapped.kind !== 'permission') expect(mapped.errors.length).toBeGreaterThan(0);
      }),
    );
  });

  it('the report rule gives a boolean for any response, and always reports a failed call to a plain path', () => {
    fc.assert(
      fc.property(fc.anything(), (response) => {
        expect(typeof shouldReportFailure(response as FailedResponse)).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.constantFrom('GET', 'POST'), (status, method) => {
        expect(shouldReportFailure({ url: '/ng/prelisting/1', method, status, body: {} })).toBe(true);
      }),
    );
  });
});
