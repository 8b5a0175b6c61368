/** The longest a piece of warm-up work waits for the page to be idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the page is idle (requestIdleCallback, at most `timeout` ms later), or after
 * a short timer where the browser has no idle callback. For work a person will need soon but not
 * for the first paint: loading the adapter before the first search. Returns the cancel.
 */
export function whenIdle(work: () => void, timeout: number = IDLE_TIMEOUT_MS): () => void {
  const scope = globalThis as typeof globalThis & {
    requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof scope.requestIdleCallback === 'function' && typeof scope.cancelIdleCallback === 'function') {
    const handle = scope.requestIdleCallback(work, { timeout });
    return () => scope.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(work, Math.min(timeout, 200));
  return () => clearTimeout(handle);
}
