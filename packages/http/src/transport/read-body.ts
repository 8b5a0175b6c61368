import { ResponseShapeError } from '../errors/response-shape-error.js';
import * as v from '../schemas/valibot.js';

/** Where a body came from, for the error message. */
export interface BodySource {
  method: string;
  url: string;
  status: number;
}

function parseJson(text: string, source: BodySource): unknown {
  if (text.trim() === '') {
    throw new ResponseShapeError({ ...source, issues: ['empty body, JSON expected'], reason: 'notJson' });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ResponseShapeError({ ...source, issues: [`not JSON (${detail})`], reason: 'notJson' }, { cause: error });
  }
}

/**
 * Reads a 2xx body with a core valibot schema: not JSON → ResponseShapeError code `server`;
 * JSON of another shape → code `badResponse` naming each issue's path.
 */
export function readBody<TSchema extends v.GenericSchema>(
  text: string,
  schema: TSchema,
  source: BodySource,
): v.InferOutput<TSchema> {
  const json = parseJson(text, source);
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
  throw new ResponseShapeError({ ...source, issues, reason: 'schema' });
}

/**
 * Checks the body of a call whose response the spec does not show: empty or any JSON is fine,
 * anything else (an HTML error page) is a server error (back-office §8: non-JSON answers to
 * store or update are returned as a server error).
 */
export function checkBody(text: string, source: BodySource): void {
  if (text.trim() !== '') parseJson(text, source);
}
