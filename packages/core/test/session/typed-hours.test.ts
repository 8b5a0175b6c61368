import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTypedHours, MAX_HOURS } from '../../src/index.js';

describe('typed hours (docs/behaviour/quote-flow.md §4, §5: not under the minimum, not over 12)', () => {
  it.each([
    ['3.5', 2, { ok: true, hours: 3.5 }],
    ['3,5', 2, { ok: true, hours: 3.5 }],
    [' 4 ', 2, { ok: true, hours: 4 }],
    ['4h', 2, { ok: true, hours: 4 }],
    ['3.3', 2, { ok: true, hours: 3.5 }],
    ['12', 2, { ok: true, hours: 12 }],
    ['2', 2, { ok: true, hours: 2 }],
    ['1.5', 2, { ok: false, code: 'hoursTooLow', min: 2 }],
    ['0', undefined, { ok: false, code: 'hoursTooLow', min: 1 }],
    ['12.5', 2, { ok: false, code: 'hoursTooHigh', max: 12 }],
    ['', 2, { ok: false, code: 'hoursNotNumber' }],
    ['three', 2, { ok: false, code: 'hoursNotNumber' }],
    ['-3', 2, { ok: false, code: 'hoursNotNumber' }],
    ['3.5.1', 2, { ok: false, code: 'hoursNotNumber' }],
  ] as const)('%j with a minimum of %s → %j', (text, min, check) => {
    expect(checkTypedHours(text, min)).toEqual(check);
  });

  it('any text gives hours on the 0.5 grid within the minimum and 12, or a coded error, never a throw', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.double({ noNaN: false }), { nil: undefined }), (text, min) => {
        const check = checkTypedHours(text, min);
        if (!check.ok) return ['hoursNotNumber', 'hoursTooLow', 'hoursTooHigh'].includes(check.code);
        return (
          Number.isFinite(check.hours) && check.hours * 2 === Math.round(check.hours * 2) && check.hours <= MAX_HOURS
        );
      }),
    );
  });
});
