/**
 * True when two values show the same at their first level: the same value (`===`), two arrays
 * with the same elements in the same places, or two plain objects with the same keys holding the
 * same values. Elements and values are compared with `===`, never looked into, so a view can keep
 * its previous array or object (and what was memoised on it) when a new one holds the same.
 * @example shallowEqual(['a', 'b'], ['a', 'b']) // true
 * @example shallowEqual({ day: 3, price: 40 }, { day: 3, price: 40 }) // true
 * @example shallowEqual([{ id: 1 }], [{ id: 1 }]) // false: two objects, compared by identity
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, at) => value === b[at]);
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(right);
  return (
    Object.keys(left).length === keys.length &&
    keys.every((key) => Object.hasOwn(left, key) && left[key] === right[key])
  );
}
