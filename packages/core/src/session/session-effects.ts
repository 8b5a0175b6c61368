import { isAbortError } from '../errors.js';
import type { Listing, PriceResponse } from '../model/listing.js';
import type { QuoteApi } from '../ports/quote-api.js';
import type { PriceLoadError } from './slices/pricing-ui.js';

/** Code of a price load that failed without a code of its own (§8: "No price options"). */
export const NO_PRICES_CODE = 'noPrices';

/** Code of a price load asked for before any quote adapter was configured. */
export const NO_API_CODE = 'noApi';

/**
 * What a failed price load keeps for the no-price message (§7: "On error the response data is
 * shown as the no-price error"): the error's code and its response data (an HTTP error's
 * `data`), else its message.
 */
export function priceLoadError(error: unknown, now = Date.now()): PriceLoadError {
  const found =
    typeof error === 'object' && error !== null
      ? (error as { code?: unknown; data?: unknown; status?: unknown; retryAfterMs?: unknown })
      : {};
  const code = typeof found.code === 'string' && found.code !== '' ? found.code : NO_PRICES_CODE;
  const result: PriceLoadError = {
    code,
    body: 'data' in found ? found.data : error instanceof Error ? error.message : error,
  };
  // The answer's status and the server's Retry-After (an HTTP error's), so the view can tell a
  // refusal from a passing fault and hold "Try again" until the server is ready.
  if (typeof found.status === 'number') result.status = found.status;
  if (typeof found.retryAfterMs === 'number' && found.retryAfterMs > 0) result.retryAt = now + found.retryAfterMs;
  return result;
}

/** Timers a session uses (the email modal's wait); tests pass fake ones. */
export interface SessionTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers, looked up at call time so fake timers installed later are used. */
export const globalTimers: SessionTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** How a price load ends. */
export type PriceLoadOutcome = { ok: true; response: PriceResponse } | { ok: false; error: PriceLoadError };

/**
 * Runs price loads one at a time: a newer load aborts the one in flight (AbortController), and
 * an aborted or superseded load never reports. `settled()` waits for the current one.
 */
export function createPriceLoader(getApi: () => Promise<QuoteApi | undefined>, now: () => number = Date.now) {
  let controller: AbortController | undefined;
  let inflight: Promise<void> = Promise.resolve();

  return {
    /** Starts a load of `listing`; `report` runs once with its outcome unless a newer load started. */
    start(listing: Listing, report: (outcome: PriceLoadOutcome) => void): void {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      inflight = Promise.resolve()
        .then(getApi)
        .then((api) => {
          if (mine.signal.aborted) return undefined;
          if (api === undefined) return Promise.reject({ code: NO_API_CODE, data: null });
          return api.savePrelisting(listing.pre_listing_id ?? '', listing, mine.signal);
        })
        .then(
          (response) => {
            if (response !== undefined && !mine.signal.aborted) report({ ok: true, response });
          },
          (error: unknown) => {
            if (!mine.signal.aborted && !isAbortError(error))
              report({ ok: false, error: priceLoadError(error, now()) });
          },
        );
    },
    /** Resolves once the load in flight (if any) has settled. */
    settled: (): Promise<void> => inflight,
    /** Aborts the load in flight. */
    abort(): void {
      controller?.abort();
      controller = undefined;
    },
  };
}

/** One pending timer that can be replaced or cleared. */
export function createTimer(timers: SessionTimers) {
  let handle: unknown;
  let armed = false;
  const clear = () => {
    if (armed) timers.clearTimeout(handle);
    armed = false;
  };
  return {
    /** Runs `run` after `ms`, replacing any pending run. */
    set(run: () => void, ms: number): void {
      clear();
      armed = true;
      handle = timers.setTimeout(() => {
        armed = false;
        run();
      }, ms);
    },
    clear,
  };
}
