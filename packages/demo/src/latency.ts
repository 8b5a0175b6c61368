/** The rejection of an aborted demo call: the signal's reason, or a DOMException named AbortError. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The demo request was aborted.', 'AbortError');
}

/**
 * Waits `ms` (0 still yields to a timer), rejecting with the signal's reason if it fires first.
 * The timer is cleared on abort, so no work is left running (ports/common.ts).
 */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal ? abortReason(signal) : undefined);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
