import type { Context } from 'hono';
import * as v from 'valibot';
import {
  commonErrorBody,
  type InputErrorBody,
  inputErrorBody,
  permissionErrorBody,
  singleInputErrorBody,
} from '../error-bodies.js';

/**
 * A request part read and checked: its value (with a JSON body's `size` in characters), or the
 * 400/403/415 answer to send instead.
 */
export type Checked<T> = { ok: true; value: T; size?: number } | { ok: false; response: Response };

/** The body of an answer whose content the spec does not show (the port resolves to nothing). */
export const DONE = { success: true } as const;

function refused(c: Context, issues: ReadonlyArray<v.BaseIssue<unknown>>): Checked<never> {
  return { ok: false, response: c.json(inputErrorBody(issues), 400) };
}

/** Checks a value against a schema; a failure is the 400 `{type: 'input'}` answer. */
export function check<S extends v.GenericSchema>(c: Context, schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? { ok: true, value: parsed.output } : refused(c, parsed.issues);
}

/** The query string (first value of each name) checked against `schema`; unknown names are dropped. */
export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): Checked<v.InferOutput<S>> {
  return check(c, schema, c.req.query());
}

/** A JSON body nested deeper than this is refused before it is parsed (a listing nests about 5 deep). */
export const MAX_JSON_DEPTH = 64;

/** `application/json`, or any `application/…+json`, with or without parameters. */
const JSON_MEDIA_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** Issues listed at most when arrays are sent where objects belong. */
const MAX_SHAPE_ISSUES = 10;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * How deeply `text` nests arrays and objects, counted without recursion (a recursive parse or
 * check of a 2,000-deep body is what overflows the stack), stopping as soon as `max` is passed.
 * Brackets inside strings do not count; malformed text is left for JSON.parse to refuse.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character.
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_LIST || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_LIST || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/** The parts of a valibot schema the shape walk reads (all public properties of valibot schemas). */
interface SchemaParts {
  readonly kind: string;
  readonly type: string;
  readonly entries?: Readonly<Record<string, SchemaParts>>;
  readonly wrapped?: SchemaParts;
  readonly item?: SchemaParts;
  readonly pipe?: readonly SchemaParts[];
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const WRAPPER_TYPES = new Set([
  'optional',
  'nullish',
  'nullable',
  'exact_optional',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);

/**
 * Paths where `value` holds a list but `schema` expects an object. valibot's object schemas
 * accept arrays (an array is an object), so `["x", 1]` would pass as an empty listing.
 */
export function arraysWhereObjectsBelong(schema: SchemaParts, value: unknown, path: string[] = []): string[] {
  const found: string[] = [];
  const walk = (part: SchemaParts, input: unknown, at: string[]): void => {
    if (found.length >= MAX_SHAPE_ISSUES) return;
    for (const step of part.pipe?.slice(1) ?? []) if (step.kind === 'schema') walk(step, input, at);
    if (OBJECT_TYPES.has(part.type)) {
      if (Array.isArray(input)) found.push(at.join('.') || '(body)');
      else if (typeof input === 'object' && input !== null) {
        for (const [key, entry] of Object.entries(part.entries ?? {})) {
          if (Object.hasOwn(input, key)) walk(entry, (input as Record<string, unknown>)[key], [...at, key]);
        }
      }
    } else if (WRAPPER_TYPES.has(part.type) && part.wrapped !== undefined) {
      walk(part.wrapped, input, at);
    } else if (part.type === 'array' && part.item !== undefined && Array.isArray(input)) {
      const item = part.item;
      input.forEach((element, index) => {
        walk(item, element, [...at, String(index)]);
      });
    }
  };
  walk(schema, value, path);
  return found;
}

/**
 * The JSON body checked against `schema`. An empty body reads as `undefined` (so optional
 * payloads may be left out). Otherwise, in order:
 * - nested deeper than {@link MAX_JSON_DEPTH} → 400 `{type: 'input', codes: ['too_deep']}`;
 * - not JSON → 400 `invalid` `(body): not JSON`;
 * - JSON sent without a JSON Content-Type (text/plain, a form, none) → 415
 *   `{errors: {common: ['unsupported_media_type']}}`: such a request skips the CORS preflight;
 * - a list where the schema expects an object → 400 `invalid` `<path>: must be an object, not a list`;
 * - then the schema's own issues (400 `missing` / `invalid`).
 */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<Checked<v.InferOutput<S>>> {
  const text = await c.req.text();
  if (text.trim() === '') return check(c, schema, undefined);
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    const body = singleInputErrorBody('too_deep', `(body): nested deeper than ${MAX_JSON_DEPTH}`);
    return { ok: false, response: c.json(body, 400) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: c.json(singleInputErrorBody('invalid', '(body): not JSON'), 400) };
  }
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
    return { ok: false, response: c.json(commonErrorBody('unsupported_media_type'), 415) };
  }
  const lists = arraysWhereObjectsBelong(schema as unknown as SchemaParts, value);
  if (lists.length > 0) {
    const messages = lists.map((path) => `${path}: must be an object, not a list`);
    const body: InputErrorBody = { type: 'input', codes: ['invalid'], messages };
    return { ok: false, response: c.json(body, 400) };
  }
  const checked = check(c, schema, value);
  return checked.ok ? { ...checked, size: text.length } : checked;
}

/** A form body (application/x-www-form-urlencoded or multipart) checked against `schema`. */
export async function readForm<S extends v.GenericSchema>(c: Context, schema: S): Promise<Checked<v.InferOutput<S>>> {
  try {
    const form = await c.req.parseBody();
    return check(c, schema, form);
  } catch {
    return { ok: false, response: c.json(singleInputErrorBody('invalid', '(body): not a form'), 400) };
  }
}

/** `Authorization: Bearer <token>` → the token; absent or another scheme → undefined. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}

/** The 403 answer with the §8 permission body. */
export function forbidden(c: Context): Response {
  return c.json(permissionErrorBody(), 403);
}

/** The port's answer as JSON; a port resolving to nothing answers {@link DONE}. */
export function answer(c: Context, value: unknown): Response {
  return c.json((value ?? DONE) as object);
}
