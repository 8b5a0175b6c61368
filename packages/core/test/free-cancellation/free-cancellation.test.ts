import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeCancellationWindow } from '../../src/rules/free-cancellation/index.js';

describe('admin SMS free cancellation: 48 hours, or 5 days for ferry or international jobs (back-office §9)', () => {
  it.each([
    [{}, { amount: 48, unit: 'hours' }],
    [
      { has_ferry: false, is_international: false },
      { amount: 48, unit: 'hours' },
    ],
    [{ has_ferry: true }, { amount: 5, unit: 'days' }],
    [{ is_international: true }, { amount: 5, unit: 'days' }],
    [{ has_ferry: 1 }, { amount: 5, unit: 'days' }],
    [{ is_international: '1' }, { amount: 5, unit: 'days' }],
    [
      { has_ferry: '0', is_international: 0 },
      { amount: 48, unit: 'hours' },
    ],
    [undefined, { amount: 48, unit: 'hours' }],
  ])('%o → %o', (listing, expected) => {
    expect(freeCancellationWindow(listing)).toEqual(expected);
  });
});

describe('free cancellation, for any input (property-based)', () => {
  it('any listing gives 48 hours or 5 days, never a throw', () => {
    fc.assert(
      fc.property(fc.object(), (listing) => {
        expect([48, 5]).toContain(freeCancellationWindow(listing).amount);
      }),
    );
  });
});
