import type { CreatePaymentSessionRequest } from '@haulkit/core';

/** Prefix of a derived create-payment-session key, so a server log shows where it came from. */
const KEY_PREFIX = 'hk-cps-';

const FNV_OFFSET_64 = 0xcbf29ce484222325n;
const FNV_PRIME_64 = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/** FNV-1a, 64 bits, over the UTF-8 bytes of `text`, as 16 hex digits. Not a secret: a stable name. */
function fnv1a64(text: string): string {
  let hash = FNV_OFFSET_64;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME_64) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The Idempotency-Key of a create-payment-session: the caller's `idempotencyKey` when it gives
 * one, else derived from what names one logical attempt, the call id, the product and its
 * reference. The same request gives the same key, on every retry of one call and on a second
 * call after a timeout, so the service replays the session it opened rather than opening another;
 * another call id, product or reference gives another key. The locale is left out: saying the
 * prompts in another language is not another payment.
 * @example paymentSessionKey({ auth, callId: 'CA1', product: 'listing', reference: '123' }) // 'hk-cps-' + 16 hex digits
 */
export function paymentSessionKey(request: CreatePaymentSessionRequest): string {
  if (request.idempotencyKey !== undefined && request.idempotencyKey !== '') return request.idempotencyKey;
  return (
    KEY_PREFIX + fnv1a64(JSON.stringify(['create-payment-session', request.callId, request.product, request.reference]))
  );
}
