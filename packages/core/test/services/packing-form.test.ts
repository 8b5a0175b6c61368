import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPackingForm,
  packingPriceOfTexts,
  packingStartTexts,
  parsePackingCount,
  stepPackingCount,
} from '../../src/rules/services/index.js';

const texts = (small = '0', large = '0', wardrobe = '0', bubble = '0') => ({
  small_boxes: small,
  large_boxes: large,
  wardrobe_boxes: wardrobe,
  bubble_wrap: bubble,
});

describe('parsePackingCount: a typed count is a whole number from 0 to 99,999 (docs/behaviour/quote-flow.md §3, §5, §9)', () => {
  it.each([
    ['12', { ok: true, count: 12 }],
    [' 7 ', { ok: true, count: 7 }],
    ['0', { ok: true, count: 0 }],
    ['', { ok: true, count: 0 }],
    ['99999', { ok: true, count: 99_999 }],
    ['100000', { ok: false, code: 'packingCountTooHigh', max: 99_999 }],
    ['2.5', { ok: false, code: 'packingCountNotWhole', max: 99_999 }],
    ['-1', { ok: false, code: 'packingCountNotWhole', max: 99_999 }],
    ['two', { ok: false, code: 'packingCountNotWhole', max: 99_999 }],
    ['1e3', { ok: false, code: 'packingCountNotWhole', max: 99_999 }],
  ])('%j → %j', (text, expected) => {
    expect(parsePackingCount(text)).toEqual(expected);
  });

  it('any text gives a count or a coded error, never a throw or NaN (property-based)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const checked = parsePackingCount(text);
        if (checked.ok) return Number.isInteger(checked.count) && checked.count >= 0 && checked.count <= 99_999;
        return checked.code === 'packingCountNotWhole' || checked.code === 'packingCountTooHigh';
      }),
    );
  });
});

describe('stepPackingCount: the − and + buttons', () => {
  it.each([
    ['3', 'up', 4],
    ['3', 'down', 2],
    ['0', 'down', 0],
    ['', 'up', 1],
    ['99999', 'up', 99_999],
    ['2.7', 'up', 3],
    ['abc', 'up', 1],
  ] as const)('%j %s → %i', (text, direction, count) => {
    expect(stepPackingCount(text, direction)).toBe(count);
  });
});

describe('checkPackingForm: confirming the packing dialog (§4, §5)', () => {
  it('accepts whole counts and prices them: Σ count × 3 / 4 / 5 / 2', () => {
    expect(checkPackingForm(texts('10', '5', '2', '3'))).toEqual({
      ok: true,
      counts: { small_boxes: 10, large_boxes: 5, wardrobe_boxes: 2, bubble_wrap: 3 },
      price: 66,
    });
  });

  it('refuses all-zero counts: packing of nothing is no service', () => {
    expect(checkPackingForm(texts())).toEqual({ ok: false, code: 'packingEmpty' });
    expect(checkPackingForm(texts('', ' ', '0', '00'))).toEqual({ ok: false, code: 'packingEmpty' });
  });

  it('names every box at fault with its code, before the empty check', () => {
    expect(checkPackingForm(texts('x', '0', '100000', '0'))).toEqual({
      ok: false,
      code: 'packingCounts',
      fields: {
        small_boxes: { ok: false, code: 'packingCountNotWhole', max: 99_999 },
        wardrobe_boxes: { ok: false, code: 'packingCountTooHigh', max: 99_999 },
      },
    });
  });
});

describe('packingPriceOfTexts and packingStartTexts', () => {
  it('prices the accepted boxes as typed; a refused box counts 0 meanwhile', () => {
    expect(packingPriceOfTexts(texts('2', 'x', '1', '3'))).toBe(6 + 5 + 6);
  });

  it('starts from the counts chosen, else zeros: nothing is chosen for the customer (not the offer’s suggestion)', () => {
    const chosen = { small_boxes: 1, large_boxes: 2, wardrobe_boxes: 3, bubble_wrap: 4 };
    expect(packingStartTexts(chosen)).toEqual(texts('1', '2', '3', '4'));
    expect(packingStartTexts(null)).toEqual(texts());
  });
});
