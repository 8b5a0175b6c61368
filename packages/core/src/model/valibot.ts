/**
 * valibot, with object schemas a host page cannot break. valibot walks an object schema's
 * entries with `for … in`, which also meets every enumerable property the page has added to
 * `Object.prototype` (old libraries and careless scripts do): the walk then takes that value for
 * a schema and throws, so every answer failed to parse on such a page. These object schemas keep
 * their entries in an object without a prototype, which `for … in` walks alone. Every schema of
 * the model and of the adapters imports valibot from here (a unit test checks it).
 */
import * as valibot from 'valibot';

export * from 'valibot';

/** A copy of `entries` without a prototype: `for … in` meets its own keys only. */
function ownEntries<const TEntries extends valibot.ObjectEntries>(entries: TEntries): TEntries {
  return Object.assign(Object.create(null) as TEntries, entries);
}

/** `v.object`, safe on a page whose `Object.prototype` has enumerable properties. */
export function object<const TEntries extends valibot.ObjectEntries>(
  entries: TEntries,
): valibot.ObjectSchema<TEntries, undefined> {
  return valibot.object(ownEntries(entries));
}

/** `v.looseObject`, safe on a page whose `Object.prototype` has enumerable properties. */
export function looseObject<const TEntries extends valibot.ObjectEntries>(
  entries: TEntries,
): valibot.LooseObjectSchema<TEntries, undefined> {
  return valibot.looseObject(ownEntries(entries));
}
