import type { Locale } from '../../locale/messages.js';
import { GENERIC_SERVER_ERROR_CODE } from './constants.js';
import { serverErrorText } from './texts.js';

/** One error to show: its code, the field it belongs to (input errors) and its words. */
export interface ServerErrorEntry {
  code: string;
  field?: string;
  /** The catalogue's text for a known code (in the locale asked for, en-GB by default); an unknown code as it is. */
  text: string;
  /** The server's own message for this error, when it sent one (type input with messages). */
  message?: string;
}

/** A server error body as coded values (back-office §8). */
export interface ServerError {
  kind: 'common' | 'input' | 'permission' | 'unknown';
  errors: ServerErrorEntry[];
  /** Set when the body lacks the error shape: report it as a warning. */
  warning?: true;
}

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

function entry(locale: Locale, code: string, field?: string, message?: string): ServerErrorEntry {
  return {
    code,
    ...(field === undefined ? {} : { field }),
    text: serverErrorText(code, locale),
    ...(message === undefined ? {} : { message }),
  };
}

function fieldEntries(locale: Locale, input: unknown, messages: unknown, prefix = '', depth = 0): ServerErrorEntry[] {
  if (!isRecord(input) || depth >= FIELD_DEPTH) return [];
  return Object.entries(input).flatMap(([name, value]) => {
    const field = prefix + name;
    const message = isRecord(messages) ? firstMessage(messages[name]) : undefined;
    if (isRecord(value))
      return fieldEntries(locale, value, isRecord(messages) ? messages[name] : undefined, `${field}.`, depth + 1);
    return codesOf(value).map((code) => entry(locale, code, field, message));
  });
}

function listEntries(locale: Locale, codes: unknown, messages: unknown): ServerErrorEntry[] {
  const list = Array.isArray(codes) ? codes : [codes];
  return list.flatMap((code, i) =>
    codesOf(code).map((c) =>
      entry(locale, c, undefined, Array.isArray(messages) ? firstMessage(messages[i]) : undefined),
    ),
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

const unknownError = (locale: Locale): ServerError => ({
  kind: 'unknown',
  errors: [entry(locale, GENERIC_SERVER_ERROR_CODE)],
  warning: true,
});

/**
 * Maps a server error body to coded values (back-office §8). Reads `errors.common` (codes),
 * `errors.input` (field → codes), `{ type: 'input', codes, messages }` (codes a list or
 * field → codes) and `{ type: 'permission' }` (the caller redirects home). Known codes carry the
 * catalogue's text (en-GB, the spec's words, unless another locale is asked for), unknown ones show as they are. A body lacking the error shape, or naming no
 * code, gives kind `unknown` with the generic 'Server error!' and `warning: true`. JSON text is
 * parsed first. Never throws.
 * @example mapServerError({ errors: { input: { email: ['not_valid_email'] } } }).errors[0].text // 'Please enter a valid email address'
 */
export function mapServerError(body: unknown, locale: Locale = 'en-GB'): ServerError {
  const data = parseBody(body);
  if (!isRecord(data)) return unknownError(locale);
  if (data.type === 'permission') return { kind: 'permission', errors: [] };
  if (data.type === 'input') {
    const errors = isRecord(data.codes)
      ? fieldEntries(locale, data.codes, data.messages)
      : listEntries(locale, data.codes, data.messages);
    return errors.length > 0 ? { kind: 'input', errors } : unknownError(locale);
  }
  if (!isRecord(data.errors)) return unknownError(locale);
  const common = listEntries(locale, data.errors.common ?? [], undefined);
  const input = fieldEntries(locale, data.errors.input, undefined);
  if (input.length > 0) return { kind: 'input', errors: [...common, ...input] };
  return common.length > 0 ? { kind: 'common', errors: common } : unknownError(locale);
}
