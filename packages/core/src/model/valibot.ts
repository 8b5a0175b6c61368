/**
 * valibot, with object schemas a host page cannot break. valibot walks an object schema's
 * entries with `for … in`, which also meets every enumerable property the page has added to
 * `Object.prototype` (old libraries and careless scripts do): the walk then takes that value for
 * a schema and throws, so every answer failed to parse on such a page. These object schemas keep
 * their entries in an object without a prototype, which `for … in` walks alone. valibot also
 * asks `key in input` and reads `input[key]`, which find a page's `Object.prototype.type` on an
 * answer that has no `type` of its own: these schemas read an own-properties copy of the input.
 * Every schema of the model and of the adapters imports valibot from here (a unit test checks it).
 */
import * as valibot from 'valibot';

export * from 'valibot';

/** A copy of `entries` without a prototype: `for … in` meets its own keys only. */
function ownEntries<const TEntries extends valibot.ObjectEntries>(entries: TEntries): TEntries {
  return Object.assign(Object.create(null) as TEntries, entries);
}

type Run = (dataset: { value: unknown }, config: valibot.Config<valibot.BaseIssue<unknown>>) => unknown;

/**
 * The schema, reading only the input's own properties: an object input is copied into an object
 * without a prototype before valibot looks at it (what it builds is a plain object as before).
 */
function ownInput<TSchema extends object>(schema: TSchema): TSchema {
  const typed = schema as unknown as { '~run': Run };
  const run = typed['~run'];
  typed['~run'] = function ownRun(this: unknown, dataset, config) {
    const input = dataset.value;
    if (input !== null && typeof input === 'object' && !Array.isArray(input) && Object.getPrototypeOf(input) !== null) {
      dataset.value = Object.assign(Object.create(null) as object, input);
    }
    return run.call(this, dataset, config);
  };
  return schema;
}

/** `v.object`, safe on a page whose `Object.prototype` has enumerable properties. */
export function object<const TEntries extends valibot.ObjectEntries>(
  entries: TEntries,
): valibot.ObjectSchema<TEntries, undefined> {
  return ownInput(valibot.object(ownEntries(entries)));
}

/** `v.looseObject`, safe on a page whose `Object.prototype` has enumerable properties. */
export function looseObject<const TEntries extends valibot.ObjectEntries>(
  entries: TEntries,
): valibot.LooseObjectSchema<TEntries, undefined> {
  return ownInput(valibot.looseObject(ownEntries(entries)));
}

/**
 * `v.strictObject` (unknown keys are issues), safe on a page whose `Object.prototype` has
 * enumerable properties: only the input's own keys are looked at, so a page's
 * `Object.prototype.type` is no unknown key.
 */
export function strictObject<
  const TEntries extends valibot.ObjectEntries,
  const TMessage extends valibot.ErrorMessage<valibot.StrictObjectIssue> | undefined = undefined,
>(entries: TEntries, message?: TMessage): valibot.StrictObjectSchema<TEntries, TMessage> {
  return ownInput(valibot.strictObject(ownEntries(entries), message as TMessage));
}
