import { failureSeverity, isAbortError, isHaulkitError, jsonText, shouldReportFailure } from '@haulkit/core';
import type * as v from 'valibot';
import type { HttpConfig, HttpFailure } from '../config.js';
import { DEFAULT_DEADLINE_MS, DEFAULT_TIMEOUT_MS, IDEMPOTENCY_KEY_HEADER } from '../constants.js';
import { isResponseShapeError } from '../errors/response-shape-error.js';
import { toHaulkitError } from '../errors/to-haulkit-error.js';
import ky, { isHTTPError } from './ky.js';
import { createLatestRegistry } from './latest.js';
import { checkBody, readBody } from './read-body.js';
import { kyRetryOptions, retryPolicy } from './retry.js';

/** Methods the ports use. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A query value; `undefined` leaves the parameter out. */
export type QueryValue = string | number | boolean | undefined;

/** One call: where, what to send, how to read the answer. */
export interface CallSpec<TSchema extends v.GenericSchema | undefined> {
  method: HttpMethod;
  /** Absolute URL or one relative to the page (a base joined with a path, see `joinUrl`). */
  url: string;
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as an application/x-www-form-urlencoded body. */
  form?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
  /** Reads the 2xx body; absent for calls whose answer the spec does not show (resolves to nothing). */
  schema: TSchema;
  signal?: AbortSignal | undefined;
  /** Makes a POST retryable: sent as the Idempotency-Key header, the same on every attempt. */
  idempotencyKey?: string;
  /** "Same thing" key: a newer call with the same key aborts this one (newer wins). */
  latestKey?: string;
  /**
   * Sent with fetch's `keepalive`, so the request outlives the page that sends it (a cancel as
   * the page is left); its body must stay under the browser's 64 kB keepalive budget.
   */
  keepalive?: boolean;
  /** Overrides the per-attempt limit and the whole call's deadline (test lab: 2 s). */
  timeoutMs?: number;
  deadlineMs?: number;
}

/** What a call resolves to: the schema's output, or nothing. */
export type CallResult<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : undefined;

/** Runs calls for the adapters: one per port method. */
export type Call = <TSchema extends v.GenericSchema | undefined>(
  spec: CallSpec<TSchema>,
) => Promise<CallResult<TSchema>>;

/**
 * Joins a base and a path with exactly one slash between them.
 * @example joinUrl('http://h/api/', '/ng/item-search') // 'http://h/api/ng/item-search'
 */
export function joinUrl(base: string, path: string): string {
  if (base === '') return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function withQuery(url: string, query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (query === undefined) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function report(config: HttpConfig, failure: HttpFailure): void {
  if (config.report === undefined) return;
  const decideOn = { ...failure, status: isResponseShapeError(failure.error) ? undefined : failure.status };
  if (!shouldReportFailure(decideOn)) return;
  try {
    config.report(failure);
  } catch {
    // A broken reporter must not change what the caller sees.
  }
}

/**
 * Makes the function every adapter method calls through: ky with the config's headers, fetch,
 * per-attempt timeout, whole-call deadline and bounded jittered retries; newer-wins per
 * `latestKey`; the body read with a core schema; failures turned into coded errors, passed to
 * the interceptor (`config.report`, minus core's exclusions) and rejected. Aborts reject with
 * the abort itself and are never reported.
 */
export function createCall(config: HttpConfig): Call {
  const baseHeaders: Record<string, string> = { Accept: 'application/json', ...config.headers };
  if (config.locale !== undefined) baseHeaders['Accept-Language'] = config.locale;
  const client = ky.create({
    headers: baseHeaders,
    // Lists stay lists on a page whose Array.prototype.toJSON turns them into strings.
    stringifyJson: jsonText,
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
  });
  const policy = retryPolicy(config.retry, config.random);
  const latest = createLatestRegistry();

  return async function call<TSchema extends v.GenericSchema | undefined>(
    spec: CallSpec<TSchema>,
  ): Promise<CallResult<TSchema>> {
    const timeoutMs = spec.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const deadlineMs = spec.deadlineMs ?? config.deadlineMs ?? DEFAULT_DEADLINE_MS;
    const started = Date.now();
    const url = withQuery(spec.url, spec.query);
    const entry = latest.enter(spec.latestKey, spec.signal);
    const headers: Record<string, string> = { ...spec.headers };
    if (spec.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = spec.idempotencyKey;
    let status: number | undefined;
    let body: unknown;
    try {
      entry.signal?.throwIfAborted();
      const pending = client(url, {
        method: spec.method,
        headers,
        ...(spec.json === undefined ? {} : { json: spec.json }),
        ...(spec.form === undefined ? {} : { body: new URLSearchParams(spec.form) }),
        ...(entry.signal === undefined ? {} : { signal: entry.signal }),
        ...(spec.keepalive === true ? { keepalive: true } : {}),
        timeout: Math.min(timeoutMs, deadlineMs),
        totalTimeout: deadlineMs,
        retry: kyRetryOptions(
          policy,
          spec.method === 'POST' && spec.idempotencyKey !== undefined,
          started + deadlineMs,
        ),
      });
      // ky's text() bounds the body read by the per-attempt timeout too.
      const text = await pending.text();
      const response = await pending;
      status = response.status;
      body = text;
      entry.signal?.throwIfAborted();
      const source = { method: spec.method, url: response.url || url, status };
      if (spec.schema === undefined) {
        checkBody(text, source);
        return undefined as CallResult<TSchema>;
      }
      return readBody(text, spec.schema, source) as CallResult<TSchema>;
    } catch (error) {
      if (isHTTPError(error)) {
        status = error.response.status;
        body = error.data;
      }
      const elapsed = Date.now() - started;
      const limit = elapsed >= deadlineMs ? deadlineMs : timeoutMs;
      const mapped = toHaulkitError(error, { method: spec.method, url, signal: entry.signal, timeoutMs: limit });
      if (isHaulkitError(mapped) && !isAbortError(mapped)) {
        const severity = failureSeverity({ status, body });
        report(config, { method: spec.method, url, status, body, error: mapped, severity });
      }
      throw mapped;
    } finally {
      entry.leave();
    }
  };
}
