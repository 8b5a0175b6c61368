import type { ParsedServerError } from './parse-server-error.js';

/** The values of `list` in order, each once. */
const once = (list: readonly string[]): string[] => [...new Set(list)];

/**
 * Every code of a mapped server error (see {@link mapServerError}), in order and each once: the
 * generic `server_error` for a body lacking the error shape, none for a permission refusal.
 * @example serverErrorCodes(mapServerError({ type: 'input', codes: ['missing', 'missing'] })) // ['missing']
 */
export function serverErrorCodes(error: ParsedServerError): string[] {
  return once(error.errors.map((entry) => entry.code));
}

/**
 * Field → codes of the input errors of a mapped server error, each code once per field; nested
 * fields by their dotted name ("pickup_address_data.phone_number"). `{}` when no error names a
 * field (common errors, a `type: 'input'` body whose codes are a plain list).
 * @example serverErrorFields(mapServerError({ errors: { input: { email: 'not_valid_email' } } })) // { email: ['not_valid_email'] }
 */
export function serverErrorFields(error: ParsedServerError): Record<string, string[]> {
  // A Map, then fromEntries: a field named "__proto__" stays an own field, never the prototype.
  const fields = new Map<string, string[]>();
  for (const { field, code } of error.errors) {
    if (field === undefined) continue;
    const codes = fields.get(field) ?? [];
    if (!codes.includes(code)) codes.push(code);
    fields.set(field, codes);
  }
  return Object.fromEntries(fields);
}

/**
 * The server's own messages of a mapped server error (a `type: 'input'` body's `messages`, read
 * beside the code at the same place), in order and each once; `[]` when it sent none.
 * @example serverErrorMessages(mapServerError({ type: 'input', codes: ['missing'], messages: ['Name is required'] })) // ['Name is required']
 */
export function serverErrorMessages(error: ParsedServerError): string[] {
  return once(error.errors.flatMap((entry) => (entry.message === undefined ? [] : [entry.message])));
}
