/**
 * Readers of the server error body (back-office-and-shared.md §8): `errors.common` (list),
 * `errors.input` (field → codes), `{type: 'input', codes, messages}`, or `{type: 'permission'}`.
 * Every reader accepts any value and never throws; a body lacking the shape reads as empty.
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Servers sometimes send a JSON error with a text content type; ky then hands over the text. */
function asObject(body: unknown): Json | undefined {
  if (isObject(body)) return body;
  if (typeof body !== 'string' || !body.trimStart().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function toStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function toFieldMap(value: unknown): Record<string, string[]> {
  if (!isObject(value)) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, codes] of Object.entries(value)) {
    const list = toStrings(codes);
    if (list.length > 0) fields[field] = list;
  }
  return fields;
}

const unique = (codes: string[]): string[] => [...new Set(codes)];

/** True when the body is the permission shape `{type: 'permission'}`. */
export function isPermissionBody(body: unknown): boolean {
  return asObject(body)?.type === 'permission';
}

/** True when the body is an input error: `errors.input` present or `type: 'input'`. */
export function isInputBody(body: unknown): boolean {
  const object = asObject(body);
  if (object === undefined) return false;
  return object.type === 'input' || (isObject(object.errors) && object.errors.input !== undefined);
}

/** Field → codes of an input error body; `{}` when the body names no fields. */
export function readInputFields(body: unknown): Record<string, string[]> {
  const object = asObject(body);
  if (object === undefined) return {};
  const fromErrors = isObject(object.errors) ? toFieldMap(object.errors.input) : {};
  const fromType = object.type === 'input' ? toFieldMap(object.codes) : {};
  return { ...fromErrors, ...fromType };
}

/** The server-written messages of a `{type: 'input'}` body; `[]` otherwise. */
export function readServerMessages(body: unknown): string[] {
  const object = asObject(body);
  return object?.type === 'input' ? toStrings(object.messages) : [];
}

/**
 * Every code a server error body names, in order and without repeats: `errors.common`, then the
 * codes of `errors.input`, then `codes` of a typed body; `permission` for a permission body.
 *
 * @example readServerErrors({ errors: { common: ['not_found'] } }) // ['not_found']
 */
export function readServerErrors(body: unknown): string[] {
  const object = asObject(body);
  if (object === undefined) return [];
  const codes: string[] = [];
  if (isObject(object.errors)) {
    codes.push(...toStrings(object.errors.common));
    codes.push(...Object.values(toFieldMap(object.errors.input)).flat());
  }
  if (object.type === 'input') {
    codes.push(
      ...(Array.isArray(object.codes) ? toStrings(object.codes) : Object.values(toFieldMap(object.codes)).flat()),
    );
  }
  if (object.type === 'permission') {
    codes.push(...toStrings(object.codes));
    if (codes.length === 0) codes.push('permission');
  }
  return unique(codes);
}
