/**
 * A signal that aborts when any of `signals` does, with that signal's reason: `AbortSignal.any`
 * where the browser has it, and the same made by hand where it does not (Safari before 17.4,
 * Chrome before 116, which the README's supported browsers include).
 * @example anySignal([callerSignal, newerCallStarted.signal])
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  const already = signals.find((signal) => signal.aborted);
  if (already !== undefined) {
    controller.abort(already.reason);
    return controller.signal;
  }
  const stop = () => {
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
  };
  function onAbort(this: AbortSignal) {
    stop();
    controller.abort(this.reason);
  }
  for (const signal of signals) signal.addEventListener('abort', onAbort);
  return controller.signal;
}
