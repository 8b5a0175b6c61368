import type { Context } from 'hono';
import * as v from 'valibot';
import { inputErrorBody, permissionErrorBody, singleInputErrorBody } from '../error-bodies.js';

/** A request part read and checked: its value, or the 400/403 answer to send instead. */
export type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

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

/**
 * The JSON body checked against `schema`. An empty body reads as `undefined` (so optional
 * payloads may be left out); a body that is not JSON is a 400 input answer.
 */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<Checked<v.InferOutput<S>>> {
  const text = await c.req.text();
  if (text.trim() === '') return check(c, schema, undefined);
  try {
    return check(c, schema, JSON.parse(text));
  } catch {
    return { ok: false, response: c.json(singleInputErrorBody('invalid', '(body): not JSON'), 400) };
  }
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
