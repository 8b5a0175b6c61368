import { GENERIC_SERVER_ERROR_CODE } from './constants.js';
import type { ServerError, ServerErrorEntry } from './server-error-types.js';

/** How deep nested input errors are read (field → sub-field → codes). */
const FIELD_DEPTH = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function codesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter(
      (code): code is string | number =>
        typeof code === 'string' || (typeof code === 'number' && Number.isFinite(code)),
    )
    .map((code) => String(code).trim())
    .filter((code) => code !== '');
}

function firstMessage(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : [value];
  return list.find((m): m is string => typeof m === 'string' && m.trim() !== '');
}

/** An error of a parsed body before words are attached: its code, field and the server's message. */
export type ParsedServerErrorEntry = Omit<ServerErrorEntry, 'text'>;

/** A server error body as codes only (see parseServerError); words are attached at the edge. */
export interface ParsedServerError {
  kind: ServerError['kind'];
  errors: ParsedServerErrorEntry[];
  warning?: true;
}

function entry(code: string, field?: string, message?: string): ParsedServerErrorEntry {
  return { code, ...(field === undefined ? {} : { field }), ...(message === undefined ? {} : { message }) };
}

function fieldEntries(input: unknown, messages: unknown, prefix = '', depth = 0): ParsedServerErrorEntry[] {
  if (!isRecord(input) || depth >= FIELD_DEPTH) return [];
  return Object.entries(input).flatMap(([name, value]) => {
    const field = prefix + name;
    const message = isRecord(messages) ? firstMessage(messages[name]) : undefined;
    if (isRecord(value))
      return fieldEntries(value, isRecord(messages) ? messages[name] : undefined, `${field}.`, depth + 1);
    return codesOf(value).map((code) => entry(code, field, message));
  });
}

function listEntries(codes: unknown, messages: unknown): ParsedServerErrorEntry[] {
  const list = Array.isArray(codes) ? codes : [codes];
  return list.flatMap((code, i) =>
    codesOf(code).map((c) => entry(c, undefined, Array.isArray(messages) ? firstMessage(messages[i]) : undefined)),
  );
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const UNKNOWN_ERROR: ParsedServerError = { kind: 'unknown', errors: [entry(GENERIC_SERVER_ERROR_CODE)], warning: true };

/**
 * Reads a server error body as codes (back-office §8), without words: the one parser every
 * adapter uses. Reads `errors.common` (codes), `errors.input` (field → codes),
 * `{ type: 'input', codes, messages }` (codes a list or field → codes) and `{ type: 'permission' }`.
 * A body lacking the error shape, or naming no code, gives kind `unknown` with the generic code
 * and `warning: true`. JSON text is parsed first. Never throws.
 */
export function parseServerError(body: unknown): ParsedServerError {
  const data = parseBody(body);
  if (!isRecord(data)) return UNKNOWN_ERROR;
  if (data.type === 'permission') return { kind: 'permission', errors: [] };
  if (data.type === 'input') {
    const errors = isRecord(data.codes)
      ? fieldEntries(data.codes, data.messages)
      : listEntries(data.codes, data.messages);
    return errors.length > 0 ? { kind: 'input', errors } : UNKNOWN_ERROR;
  }
  if (!isRecord(data.errors)) return UNKNOWN_ERROR;
  const common = listEntries(data.errors.common ?? [], undefined);
  const input = fieldEntries(data.errors.input, undefined);
  if (input.length > 0) return { kind: 'input', errors: [...common, ...input] };
  return common.length > 0 ? { kind: 'common', errors: common } : UNKNOWN_ERROR;
}
