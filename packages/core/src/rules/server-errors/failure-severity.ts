import { parseServerError } from './parse-server-error.js';

/** How serious a reported failure is, as the host hears it (`hk-error`'s `severity`). */
export type FailureSeverity = 'error' | 'warning';

/**
 * The severity a failed call is reported with (docs/behaviour/back-office.md §8): a response whose
 * body lacks the error shape is a `warning`; a response with the error shape, and a call that got
 * no response at all (network failure, timeout), an `error`.
 * @example failureSeverity({ status: 502, body: '<html>Bad gateway</html>' }) // 'warning'
 * @example failureSeverity({ status: 400, body: { errors: { common: ['missing'] } } }) // 'error'
 */
export function failureSeverity(failure: { status?: number | null; body?: unknown }): FailureSeverity {
  const status = typeof failure.status === 'number' ? failure.status : 0;
  if (status <= 0) return 'error';
  return parseServerError(failure.body).warning === true ? 'warning' : 'error';
}
