import * as v from './valibot.js';

/**
 * Reads `{ [key]: value }` and answers the value: the spec names the field a call's answer is
 * read from (`make`, `model`, `item`, `listings` …).
 * @example field('make', v.array(MakeSchema)) // reads { make: [...] } → [...]
 */
export function field<const TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
): v.GenericSchema<unknown, v.InferOutput<TSchema>> {
  return v.pipe(
    v.looseObject({ [key]: schema }),
    v.transform((body) => body[key] as v.InferOutput<TSchema>),
  );
}

/**
 * A list sent bare or wrapped in `{ [key]: [...] }`, for answers whose wrapping the spec does
 * not show.
 */
export function listOrWrapped<const TSchema extends v.GenericSchema>(
  key: string,
  item: TSchema,
): v.GenericSchema<unknown, v.InferOutput<TSchema>[]> {
  const list = v.array(item);
  return v.union([list, field(key, list)]);
}
