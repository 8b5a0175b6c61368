import type { Fault } from './fault-spec.js';

/** What became of a request: its status, or `dropped` / `hung` / `aborted` (the client left during a delay), `pending` until known. */
export type LoggedOutcome = number | 'dropped' | 'hung' | 'aborted' | 'pending';

/** One request the server saw (GET /__faults/log). */
export interface FaultLogEntry {
  method: string;
  path: string;
  status: LoggedOutcome;
  /** When it arrived, ISO 8601. */
  at: string;
}

/** A per-route fault of POST /__faults. */
export interface FaultRule {
  /** The exact path, or a prefix ending in `*` ("/ng/*"). */
  path: string;
  /** Upper-case method; absent matches every method. */
  method?: string;
  fault: Fault;
  /** How many requests it has been applied to. */
  used: number;
}

/** Log entries and header counters kept at most, so a long test run stays bounded. */
const MAX_ENTRIES = 10_000;
/** Per-route rules kept at most (a test adds a handful). */
const MAX_RULES = 1000;

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method !== undefined && rule.method !== method) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
}

/**
 * The fault-injection state of one app: per-route rules, the `times=N` counters of header faults
 * (per `x-haulkit-fault-key`) and the log of requests since the last clear.
 */
export class FaultState {
  #rules: FaultRule[] = [];
  #headerUses = new Map<string, number>();
  #log: FaultLogEntry[] = [];

  constructor(private readonly now: () => Date) {}

  /** Adds a per-route rule; the earliest added rule that still applies wins. Beyond MAX_RULES the oldest goes. */
  addRule(rule: Omit<FaultRule, 'used'>): void {
    this.#rules.push({ ...rule, used: 0 });
    if (this.#rules.length > MAX_RULES) this.#rules.shift();
  }

  /** Clears rules, counters and the log. */
  clear(): void {
    this.#rules = [];
    this.#headerUses.clear();
    this.#log = [];
  }

  /** The log, oldest first, as a copy. */
  entries(): FaultLogEntry[] {
    return this.#log.map((entry) => ({ ...entry }));
  }

  /** Logs a request as it arrives; the caller fills in `status` once the outcome is known. */
  record(method: string, path: string): FaultLogEntry {
    const entry: FaultLogEntry = { method, path, status: 'pending', at: this.now().toISOString() };
    this.#log.push(entry);
    if (this.#log.length > MAX_ENTRIES) this.#log.shift();
    return entry;
  }

  /** The fault of the first rule matching this request that still has uses left, counting the use. */
  takeRule(method: string, path: string): Fault | undefined {
    const rule = this.#rules.find(
      (candidate) =>
        matches(candidate, method, path) &&
        (candidate.fault.times === undefined || candidate.used < candidate.fault.times),
    );
    if (rule === undefined) return undefined;
    rule.used += 1;
    return rule.fault;
  }

  /** Whether a header fault applies to this request under `key` (its `times` not yet used up), counting the use. */
  takeHeader(key: string, fault: Fault): boolean {
    if (fault.times === undefined) return true;
    const used = this.#headerUses.get(key) ?? 0;
    if (used >= fault.times) return false;
    if (!this.#headerUses.has(key) && this.#headerUses.size >= MAX_ENTRIES) this.#headerUses.clear();
    this.#headerUses.set(key, used + 1);
    return true;
  }
}
