/**
 * The fault syntax of the reference server: rules joined by `;`, as the `x-haulkit-fault`
 * header and POST /__faults take them ("status=429;retry-after=2;times=1", "delay=300", "hang").
 */

/** What a fault does to a request; `delayMs` may precede any outcome. */
export type FaultOutcome =
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'non-json' }
  | { kind: 'drop' }
  | { kind: 'hang' };

/** A parsed fault: an optional delay, an optional outcome, and how many requests it applies to. */
export interface Fault {
  delayMs?: number;
  outcome?: FaultOutcome;
  /** Applies to the first `times` matching requests only; absent means every request. */
  times?: number;
}

/** Longest delay a fault may ask for, so a typo cannot park a request for hours. */
export const MAX_FAULT_DELAY_MS = 120_000;
/** Retry-After sent with a 429 that names none, in seconds. */
export const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** A parse result: the fault, or a message naming the part that is wrong. */
export type ParsedFault = { ok: true; fault: Fault } | { ok: false; message: string };

const WHOLE = /^\d{1,9}$/;

function wholeNumber(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !WHOLE.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * Reads a fault: `status=N` (400–599), `retry-after=N` (seconds, with a status), `delay=MS`
 * (0–120000), `non-json`, `drop`, `hang`, `times=N` (1 or more). At most one outcome; at least
 * a delay or an outcome. Names are case-insensitive; spaces around parts are ignored.
 * @example parseFault('status=500;times=2') // { ok: true, fault: { outcome: {kind:'status', status: 500}, times: 2 } }
 */
export function parseFault(text: string): ParsedFault {
  const fault: Fault = {};
  let retryAfter: number | undefined;
  const setOutcome = (outcome: FaultOutcome): string | undefined => {
    if (fault.outcome !== undefined) return 'a fault has one outcome: status, non-json, drop or hang';
    fault.outcome = outcome;
    return undefined;
  };
  for (const part of text.split(';')) {
    const [rawName = '', rawValue, ...rest] = part.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rawValue?.trim();
    if (name === '' && rawValue === undefined) continue;
    if (rest.length > 0) return { ok: false, message: `"${part.trim()}" has more than one "="` };
    let problem: string | undefined;
    if (name === 'status') {
      const status = wholeNumber(value, 400, 599);
      problem = status === undefined ? 'status must be 400 to 599' : setOutcome({ kind: 'status', status });
    } else if (name === 'retry-after') {
      retryAfter = wholeNumber(value, 0, 86_400);
      if (retryAfter === undefined) problem = 'retry-after must be 0 to 86400 seconds';
    } else if (name === 'delay') {
      fault.delayMs = wholeNumber(value, 0, MAX_FAULT_DELAY_MS);
      if (fault.delayMs === undefined) problem = `delay must be 0 to ${MAX_FAULT_DELAY_MS} ms`;
    } else if (name === 'times') {
      fault.times = wholeNumber(value, 1, 1_000_000);
      if (fault.times === undefined) problem = 'times must be 1 or more';
    } else if ((name === 'non-json' || name === 'drop' || name === 'hang') && value === undefined) {
      problem = setOutcome({ kind: name });
    } else {
      problem = `unknown fault "${part.trim()}"`;
    }
    if (problem !== undefined) return { ok: false, message: problem };
  }
  if (retryAfter !== undefined) {
    if (fault.outcome?.kind !== 'status') return { ok: false, message: 'retry-after goes with a status' };
    fault.outcome.retryAfterSeconds = retryAfter;
  }
  if (fault.outcome === undefined && fault.delayMs === undefined) {
    return { ok: false, message: 'a fault needs a status, delay, non-json, drop or hang' };
  }
  return { ok: true, fault };
}
