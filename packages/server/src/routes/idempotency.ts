import { BoundedMap } from '@haulkit/demo/bounded-map';

/** The request header naming one logical attempt (Stripe's and the IETF draft's name). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Keys remembered at most (each for 30 min after its last use, 12 h in all). */
export const MAX_IDEMPOTENCY_KEYS = 500;

/** A key is printable ASCII, 1 to 255 characters (the IETF draft's limit). */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

interface Attempt {
  /** The request it answered, so the same key with another request is told apart. */
  fingerprint: string;
  answer: Promise<unknown>;
}

/** The outcome of {@link IdempotencyStore.run}: an answer, or a conflict (same key, other request). */
export type IdempotentOutcome = { kind: 'answer'; answer: unknown } | { kind: 'conflict' };

/**
 * Replays of POSTs carrying an `Idempotency-Key`: the first request with a key (within its
 * scope, the card-by-phone call) runs and its port answer is kept; later ones with the same key and the same request get its
 * answer, also while it is still running, so a retry after a timeout never opens a second
 * payment session. The same key with another request is a conflict. A failed first attempt
 * (an error thrown) is forgotten, so a retry runs again. Bounded like every store.
 */
export class IdempotencyStore {
  readonly #attempts: BoundedMap<string, Attempt>;

  constructor(now: () => number) {
    this.#attempts = new BoundedMap({ maxEntries: MAX_IDEMPOTENCY_KEYS, now });
  }

  /** True when `key` is a usable Idempotency-Key value. */
  static isValidKey(key: string): boolean {
    return KEY_SHAPE.test(key);
  }

  /** Runs `first` once per `scope` and `key`, replaying its answer to later identical requests. */
  async run(
    scope: string,
    key: string,
    fingerprint: string,
    first: () => Promise<unknown>,
  ): Promise<IdempotentOutcome> {
    const id = `${scope}\u0000${key}`;
    const seen = this.#attempts.get(id);
    if (seen !== undefined) {
      return seen.fingerprint === fingerprint ? { kind: 'answer', answer: await seen.answer } : { kind: 'conflict' };
    }
    const answer = first();
    this.#attempts.set(id, { fingerprint, answer });
    try {
      return { kind: 'answer', answer: await answer };
    } catch (error) {
      if (this.#attempts.get(id)?.answer === answer) this.#attempts.delete(id);
      throw error;
    }
  }
}
