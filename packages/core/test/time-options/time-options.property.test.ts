import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeTimeOption,
  groupTimeOptions,
  isTimeOptionError,
  listTimeOptions,
  parseTimeOptionKey,
  selectTimeOptionCart,
  TIME_OPTION_GROUPING_ABOVE,
} from '../../src/rules/time-options/index.js';

const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
  .map(([h, m]) => `${String(h).padStart(2, '0')}${String(m).padStart(2, '0')}`);
const anyValue = fc.oneof(
  fc.string(),
  fc.double(),
  fc.constantFrom(Number.NaN, null, undefined, Number.NEGATIVE_INFINITY),
);

describe('time-option rules, for any input (property-based)', () => {
  it('a key gives a window with from < to within 0–24, or invalidTimeOption', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.tuple(hhmm, hhmm).map(([a, b]) => `${a}-${b}`),
        ),
        (key) => {
          const window = parseTimeOptionKey(key);
          if (isTimeOptionError(window)) return;
          expect(window.from).toBeGreaterThanOrEqual(0);
          expect(window.to).toBeLessThanOrEqual(24);
          expect(window.from).toBeLessThan(window.to);
        },
      ),
    );
  });

  it('grouping keeps every option exactly once and groups only above 3 options', () => {
    const option = fc.record({
      option: fc.oneof(
        fc.string(),
        fc.tuple(hhmm, hhmm).map(([a, b]) => `${a}-${b}`),
      ),
    });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 10 }), (options) => {
        const list = groupTimeOptions(options);
        expect(list.grouped).toBe(options.length > TIME_OPTION_GROUPING_ABOVE);
        const flat = list.grouped ? list.groups.flatMap((group) => group.options) : list.options;
        expect(flat).toHaveLength(options.length);
        expect(new Set(flat)).toEqual(new Set(options));
      }),
    );
  });

  it('describing and listing never throw', () => {
    fc.assert(
      fc.property(anyValue, anyValue, fc.anything(), (a, b, anything) => {
        const description = describeTimeOption({ from: a as string, to: b as string });
        if (!isTimeOptionError(description) && description.kind === 'inHours')
          expect([3, 5]).toContain(description.hours);
        expect(Array.isArray(listTimeOptions(anything))).toBe(true);
      }),
    );
  });

  it('after selecting, the cart holds at most one timeOption line, with a positive amount', () => {
    const line = fc.record({
      type: fc.constantFrom('timeOption', 'priceOption', 'packing_material'),
      amount: fc.double(),
    });
    fc.assert(
      fc.property(fc.array(line), anyValue, (cart, price) => {
        const next = selectTimeOptionCart(cart, { price: price as number });
        const timeLines = next.filter((entry) => entry.type === 'timeOption');
        expect(timeLines.length).toBeLessThanOrEqual(1);
        for (const entry of timeLines) expect(entry.amount).toBeGreaterThan(0);
        expect(next.filter((entry) => entry.type !== 'timeOption')).toEqual(
          cart.filter((entry) => entry.type !== 'timeOption'),
        );
      }),
    );
  });
});
