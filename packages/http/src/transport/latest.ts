import { anySignal } from './any-signal.js';

/** The reason an older call for the same thing is aborted with. */
export function supersededError(key: string): DOMException {
  return new DOMException(`A newer request for "${key}" replaced this one`, 'AbortError');
}

/** One call's registration: the signal to send with and how to leave. */
export interface LatestEntry {
  /** The caller's signal combined with the "a newer call started" signal. */
  signal: AbortSignal | undefined;
  /** Forget this call once it settles (a no-op once a newer one took its place). */
  leave(): void;
}

/**
 * "Newer wins" per key: entering with a key aborts the call still running under it (its
 * promise rejects with an `AbortError`), so an answer to "sof" can never land after "sofa".
 * Calls without a key only carry the caller's signal.
 */
export function createLatestRegistry(): { enter(key: string | undefined, signal?: AbortSignal): LatestEntry } {
  const running = new Map<string, AbortController>();
  return {
    enter(key, signal) {
      if (key === undefined) return { signal, leave: () => undefined };
      running.get(key)?.abort(supersededError(key));
      const controller = new AbortController();
      running.set(key, controller);
      return {
        signal: signal === undefined ? controller.signal : anySignal([signal, controller.signal]),
        leave: () => {
          if (running.get(key) === controller) running.delete(key);
        },
      };
    },
  };
}
