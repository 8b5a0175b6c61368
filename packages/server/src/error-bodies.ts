import * as v from 'valibot';

/** `errors.common` body of docs/behaviour/back-office.md §8. */
export interface CommonErrorBody {
  errors: { common: string[] };
}

/** `type: 'input'` body of docs/behaviour/back-office.md §8. */
export interface InputErrorBody {
  type: 'input';
  codes: string[];
  messages: string[];
}

/** `type: 'permission'` body of docs/behaviour/back-office.md §8: the caller may not do this. */
export interface PermissionErrorBody {
  type: 'permission';
}

/** A §8 body naming one common code, such as `not_found`. */
export function commonErrorBody(code: string): CommonErrorBody {
  return { errors: { common: [code] } };
}

/** The §8 permission body, sent with status 403. */
export function permissionErrorBody(): PermissionErrorBody {
  return { type: 'permission' };
}

/**
 * The §8 input body for failed validation: code `missing` (catalogue: "This is required") when
 * a value is absent, `invalid` otherwise; one message per issue, prefixed with its field path.
 */
export function inputErrorBody(issues: ReadonlyArray<v.BaseIssue<unknown>>): InputErrorBody {
  const codes = issues.map((issue) => (issue.input === undefined ? 'missing' : 'invalid'));
  const messages = issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
  return { type: 'input', codes: [...new Set(codes)], messages };
}

/**
 * The §8 input body for one problem that is not a schema issue: `invalid` (a body that is not
 * JSON …), `missing`, or `too_deep` (a body nested deeper than the server reads).
 */
export function singleInputErrorBody(code: 'missing' | 'invalid' | 'too_deep', message: string): InputErrorBody {
  return { type: 'input', codes: [code], messages: [message] };
}
