import { PAYMENT_TOKEN_TIMEOUT_MS } from '@haulkit/core';
import { BoundedMap } from '@haulkit/demo/bounded-map';

/** Bearer tokens kept at most; the oldest is forgotten beyond this, so a long run stays bounded. */
const MAX_TOKENS = 1000;

/** Why a bearer is refused (every reason is answered 403 `{type: 'permission'}`). */
export type BearerRefusal = 'missing' | 'unknown' | 'expired' | 'other-call';

/**
 * The card-by-phone bearers this server handed out (GET /twilio-pay/token/{callId}), each bound
 * to its call. A bearer expires PAYMENT_TOKEN_TIMEOUT_MS (15 s) after it was issued or last
 * used, so an idle operator's token stops working while 1 s polling keeps a live one alive.
 */
export class BearerTokens {
  readonly #tokens: BoundedMap<string, { callId: string; expiresAt: number }>;

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = PAYMENT_TOKEN_TIMEOUT_MS,
  ) {
    this.#tokens = new BoundedMap({ maxEntries: MAX_TOKENS, now });
  }

  /** The clock bearers expire by (ms since 1970), shared with the payment routes' other stores. */
  get clock(): () => number {
    return this.now;
  }

  /** Remembers `token` as the bearer of `callId`. */
  issue(token: string, callId: string): void {
    this.#tokens.set(token, { callId, expiresAt: this.now() + this.ttlMs });
  }

  /** Checks `token` for a call on `callId` and extends its life; a refusal says why. */
  use(token: string | undefined, callId: string): BearerRefusal | undefined {
    if (token === undefined) return 'missing';
    const entry = this.#tokens.get(token);
    if (entry === undefined) return 'unknown';
    if (this.now() >= entry.expiresAt) {
      this.#tokens.delete(token);
      return 'expired';
    }
    if (entry.callId !== callId) return 'other-call';
    entry.expiresAt = this.now() + this.ttlMs;
    return undefined;
  }
}
