import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shallowEqual } from '../src/index.js';

const shared = { id: 1 };
/** Anything but NaN, the one value not === to itself. */
const element = fc.anything().filter((value) => !Number.isNaN(value));

describe('shallowEqual: the same at the first level, each element or value compared with ===', () => {
  it.each([
    ['one value', 3, 3, true],
    ['two values', 3, 4, false],
    ['a value and an object', 3, { 0: 3 }, false],
    ['null and an object', null, {}, false],
    ['undefined and null', undefined, null, false],
    ['NaN and NaN', Number.NaN, Number.NaN, false],
    ['the same array', ['a', 'b'], ['a', 'b'], true],
    ['arrays in another order', ['a', 'b'], ['b', 'a'], false],
    ['a longer array', ['a'], ['a', 'b'], false],
    ['two empty arrays', [], [], true],
    ['arrays holding the same object', [shared], [shared], true],
    ['arrays holding objects alike', [{ id: 1 }], [{ id: 1 }], false],
    ['an array and an object with its indexes', ['a'], { 0: 'a' }, false],
    ['the same object', { day: 3, price: 40 }, { price: 40, day: 3 }, true],
    ['another value', { day: 3, price: 40 }, { day: 3, price: 41 }, false],
    ['a key more', { day: 3 }, { day: 3, price: 40 }, false],
    ['another key holding undefined', { day: 3, a: undefined }, { day: 3, b: undefined }, false],
    ['objects holding objects alike', { at: { id: 1 } }, { at: { id: 1 } }, false],
  ])('%s: %s', (_case, a, b, same) => {
    expect(shallowEqual(a, b)).toBe(same);
    expect(shallowEqual(b, a)).toBe(same);
  });

  it('any value is the same as itself and as its shallow copy (property-based)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(element), fc.dictionary(fc.string(), element)), (value) => {
        expect(shallowEqual(value, value)).toBe(true);
        expect(shallowEqual(value, Array.isArray(value) ? [...value] : { ...value })).toBe(true);
      }),
    );
  });
});
