import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewportClass } from '../../src/rules/viewport/index.js';

describe('breakpoints: mobile below 992px wide, phone below 768px, narrow height below 260px (§9)', () => {
  it.each([
    [1280, 800, { mobile: false, phone: false, narrowHeight: false }],
    [992, 800, { mobile: false, phone: false, narrowHeight: false }],
    [991, 800, { mobile: true, phone: false, narrowHeight: false }],
    [768, 1024, { mobile: true, phone: false, narrowHeight: false }],
    [767, 1024, { mobile: true, phone: true, narrowHeight: false }],
    [375, 260, { mobile: true, phone: true, narrowHeight: false }],
    [667, 259, { mobile: true, phone: true, narrowHeight: true }],
    [Number.NaN, Number.NaN, { mobile: false, phone: false, narrowHeight: false }],
    [-1, -1, { mobile: false, phone: false, narrowHeight: false }],
  ])('%i × %i → %o', (width, height, expected) => {
    expect(viewportClass(width, height)).toEqual(expected);
  });
});

describe('breakpoints, for any input (property-based)', () => {
  it('any size gives three flags; phone implies mobile', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (width, height) => {
        const viewport = viewportClass(width, height);
        if (viewport.phone) expect(viewport.mobile).toBe(true);
      }),
    );
  });
});
