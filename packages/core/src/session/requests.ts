import { map, type ReadableAtom } from 'nanostores';
import { isAbortError } from '../errors.js';

/** The asynchronous areas of a session, each with its own status (docs/architecture.md). */
export const ASYNC_AREAS = [
  'prices',
  'search',
  'lookups',
  'defaults',
  'directions',
  'prelisting',
  'payment',
  'experiments',
] as const;

/** One asynchronous area of a session. */
export type AsyncArea = (typeof ASYNC_AREAS)[number];

/** A coded error a request ended with; words come from the locale catalogue at the edge. */
export interface RequestError {
  code: string;
  message?: string;
  /** The error's response data (the no-price error body, §8). */
  data?: unknown;
  /** The HTTP status of the answer, when one came. */
  status?: number;
  /** When the server said to try again (Retry-After), epoch ms. */
  retryAt?: number;
}

/** Where an asynchronous action stands. */
export type AsyncStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'error'; error: RequestError };

/** A request's outcome kept for views: its status and, once ready, its data. */
export type RequestEntry<T = unknown> = AsyncStatus & { data?: T };

/** Code of a request that failed without a code of its own. */
export const REQUEST_FAILED_CODE = 'requestFailed';

/** The coded error of a rejection: its `code` (adapters' errors carry one), message and data. */
export function requestError(error: unknown): RequestError {
  const found = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof found.code === 'string' && found.code !== '' ? found.code : REQUEST_FAILED_CODE;
  const result: RequestError = { code };
  if (typeof found.message === 'string') result.message = found.message;
  if ('data' in found) result.data = found.data;
  return result;
}

const IDLE: AsyncStatus = { state: 'idle' };

/**
 * The requests of one session: a status per area (the latest request of the area), and an
 * entry per request key with its data. A request asked for while the same key is in flight
 * shares it (one call for two elements); `abortAll` stops them on dispose.
 */
export function createRequests() {
  const $areas = map<Record<AsyncArea, AsyncStatus>>(
    Object.fromEntries(ASYNC_AREAS.map((area) => [area, IDLE])) as Record<AsyncArea, AsyncStatus>,
  );
  const $entries = map<Record<string, RequestEntry>>({});
  const inflight = new Map<string, { promise: Promise<unknown>; controller: AbortController }>();
  const latest = new Map<AsyncArea, string>();

  const settle = (area: AsyncArea, key: string, entry: RequestEntry) => {
    $entries.setKey(key, entry);
    if (latest.get(area) === key)
      $areas.setKey(area, entry.state === 'error' ? { state: 'error', error: entry.error } : { state: entry.state });
  };

  return {
    /** The status of every area. */
    $areas: $areas as ReadableAtom<Record<AsyncArea, AsyncStatus>>,
    /** Every request's entry, by key. */
    $entries: $entries as ReadableAtom<Record<string, RequestEntry>>,
    /**
     * Runs `call` for `key` in `area`, or joins the call in flight for that key. Rejects with
     * the call's error (an abort rejects too, without touching the status).
     */
    run<T>(area: AsyncArea, key: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
      latest.set(area, key);
      const running = inflight.get(key);
      if (running) {
        $areas.setKey(area, { state: 'loading' });
        return running.promise as Promise<T>;
      }
      const controller = new AbortController();
      const previous = $entries.get()[key];
      $entries.setKey(
        key,
        previous?.data === undefined ? { state: 'loading' } : { state: 'loading', data: previous.data },
      );
      $areas.setKey(area, { state: 'loading' });
      const promise = Promise.resolve()
        .then(() => call(controller.signal))
        .then(
          (data) => {
            inflight.delete(key);
            settle(area, key, { state: 'ready', data });
            return data;
          },
          (error: unknown) => {
            inflight.delete(key);
            if (controller.signal.aborted || isAbortError(error)) {
              if (latest.get(area) === key) $areas.setKey(area, IDLE);
              $entries.setKey(key, IDLE);
            } else {
              settle(area, key, { state: 'error', error: requestError(error) });
            }
            throw error;
          },
        );
      inflight.set(key, { promise, controller });
      return promise;
    },
    /** Sets an area's status directly (prices keep theirs in the UI state and mirror it here). */
    setArea(area: AsyncArea, status: AsyncStatus): void {
      $areas.setKey(area, status);
    },
    /** Aborts every request in flight. */
    abortAll(): void {
      for (const { controller } of inflight.values()) controller.abort();
      inflight.clear();
    },
  };
}

/** The requests of a session. */
export type SessionRequests = ReturnType<typeof createRequests>;
