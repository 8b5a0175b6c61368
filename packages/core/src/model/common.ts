import { NumericSchema } from './item.js';
import * as v from './valibot.js';

/**
 * Building blocks shared by the model's schemas. Server data is read leniently: a field the
 * server may leave out is optional and may also be `null` (drafts clear fields that way), a
 * number may arrive as a numeric string, a flag as 0/1. Enumerations and key formats that the
 * spec fixes are strict.
 */

/** An id the server sends as a number or as a string ("123"); kept as sent. */
export const IdSchema = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.nonEmpty())]);
export type Id = v.InferOutput<typeof IdSchema>;

/** A number that is a whole count of something, 0 or more ("3" → 3). */
export const CountSchema = v.pipe(NumericSchema, v.integer(), v.minValue(0));

/** An amount of money in major units (pounds, euros), possibly sent as "12.50"; never negative. */
export const MoneySchema = v.pipe(NumericSchema, v.minValue(0));

/** A percentage 0–100 ("15" → 15). */
export const PercentSchema = v.pipe(NumericSchema, v.minValue(0), v.maxValue(100));

const TRUE_TEXTS = ['1', 'true'];
const FALSE_TEXTS = ['0', 'false'];

/**
 * A yes/no flag: `true`/`false`, or 0/1 and "0"/"1"/"true"/"false" as lenient servers send
 * them; always read as a boolean.
 */
export const FlagSchema = v.union([
  v.boolean(),
  v.pipe(
    v.picklist([0, 1]),
    v.transform((value) => value === 1),
  ),
  v.pipe(
    v.picklist([...TRUE_TEXTS, ...FALSE_TEXTS]),
    v.transform((value) => TRUE_TEXTS.includes(value)),
  ),
]);

/** YYYY-MM-DD, capturing year, month and day. */
const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `text` is YYYY-MM-DD and names a real calendar day (2030-02-30 is not one). */
export function isDateKey(text: string): boolean {
  const match = DATE_KEY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as YYYY-MM-DD, the key of a listing's `prices` (docs/behaviour/quote-flow.md §3). */
export const DateKeySchema = v.pipe(
  v.string(),
  v.check(isDateKey, 'A date key must be a real day written YYYY-MM-DD.'),
);
export type DateKey = v.InferOutput<typeof DateKeySchema>;

/**
 * A date field of a listing (pickup_date, delivery_date_end, …): starts with YYYY-MM-DD; a
 * time part after it (the server's "2030-01-31 00:00:00") is allowed and kept.
 */
export const DateTextSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}(?:$|[T ])/, 'A date must start YYYY-MM-DD.'),
);

/** A time of day as the widgets and server send it: an hour number (8, 17.5) or text ("08:00"). */
export const TimeValueSchema = v.union([v.pipe(v.number(), v.finite()), v.string()]);

/** A latitude in degrees, −90 to 90 (numeric strings accepted). */
export const LatitudeSchema = v.pipe(NumericSchema, v.minValue(-90), v.maxValue(90));

/** A longitude in degrees, −180 to 180 (numeric strings accepted). */
export const LongitudeSchema = v.pipe(NumericSchema, v.minValue(-180), v.maxValue(180));

/** Any JSON object whose shape the spec does not show; kept as sent. */
export const OpaqueObjectSchema = v.record(v.string(), v.unknown());

/** Any JSON list or object whose shape the spec does not show; kept as sent. */
export const OpaqueSchema = v.union([v.array(v.unknown()), OpaqueObjectSchema]);

/**
 * Optional field of server data: absent, `null` or valid against `schema`. `null` (a cleared
 * field) is read as `undefined`, so readers see one "absent" value.
 */
export function maybe<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
}
