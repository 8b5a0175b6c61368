import { isAbortError, isHaulkitError } from '@haulkit/core';
import { commonErrorBody, permissionErrorBody, singleInputErrorBody } from './error-bodies.js';

/** Status written when the client went away before the answer (never seen by a client). */
export const CLIENT_CLOSED_STATUS = 499;

/** What a failed port call becomes on the wire: a status and a §8 body. */
export interface ErrorAnswer {
  status: number;
  body: unknown;
}

/** Statuses of the codes a port may reject with, beyond the generic 500. */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  not_found: 404,
  notFound: 404,
  permission: 403,
  conflict: 409,
  missing: 400,
  invalid: 400,
  input: 400,
};

function field(error: unknown, name: 'status' | 'body'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

function ownStatus(error: unknown): number | undefined {
  const status = field(error, 'status');
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined;
}

/**
 * The answer for a port that rejected (docs/behaviour/back-office.md §8 bodies):
 * - an abort (the client left) → 499 without a body;
 * - code `permission` → 403 `{type: 'permission'}`, whatever status the error names;
 * - codes `missing`, `invalid`, `input` → 400 `{type: 'input', codes, messages}`;
 * - code `not_found` → 404, `conflict` → 409 (experiment allocation), others → 500, each with
 *   `{errors: {common: [code]}}`; a non-Haulkit error is `server_error`.
 * An error carrying its own numeric `status` (400–599) keeps it, and its `body` if it has one,
 * so a port can answer e.g. a pre-listing edit refusal exactly as the marketplace does.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (isAbortError(error)) return { status: CLIENT_CLOSED_STATUS, body: null };
  const code = isHaulkitError(error) ? error.code : 'server_error';
  if (code === 'permission') return { status: 403, body: permissionErrorBody() };
  const status = ownStatus(error) ?? STATUS_BY_CODE[code] ?? 500;
  const ownBody = field(error, 'body');
  if (typeof ownBody === 'object' && ownBody !== null) return { status, body: ownBody };
  if (status === 400) {
    const inputCode = code === 'missing' ? 'missing' : 'invalid';
    return { status, body: singleInputErrorBody(inputCode, isHaulkitError(error) ? error.message : code) };
  }
  return { status, body: commonErrorBody(code) };
}
