import { globalTimers, type SessionTimers } from '../session/session-effects.js';
import type { CardPayment } from './card-payment.js';

/** Card payments on globalThis, so two bundles on one page share a payment, as they share sessions. */
const PAYMENTS = Symbol.for('haulkit.card-payments@1');

interface Held {
  readonly payment: CardPayment;
  holders: number;
  /** The pending leave after the last holder let go. */
  leaving?: unknown;
  readonly timers: SessionTimers;
}

function payments(): Map<string, Held> {
  const holder = globalThis as { [PAYMENTS]?: Map<string, Held> };
  holder[PAYMENTS] ??= new Map();
  return holder[PAYMENTS];
}

/** A held payment and the function that lets it go. */
export interface CardPaymentHold {
  readonly payment: CardPayment;
  /** Lets go; once nothing holds the payment, it leaves (cancelling a payment in progress) on the next task. */
  release(): void;
}

/**
 * The card payment under `key` (created by `create` on first use) held by one view. When its
 * last holder lets go, the payment leaves on the next task (back-office §4: leaving the screen
 * mid-payment cancels the session): an element moved in the DOM, which unmounts and mounts
 * again at once, keeps its payment; an element removed cancels it.
 * @example const { payment, release } = holdCardPayment('default:CA1:123', () => createCardPayment(options));
 */
export function holdCardPayment(
  key: string,
  create: () => CardPayment,
  timers: SessionTimers = globalTimers,
): CardPaymentHold {
  const map = payments();
  let held = map.get(key);
  if (!held) {
    held = { payment: create(), holders: 0, timers };
    map.set(key, held);
  }
  const entry = held;
  if (entry.leaving !== undefined) entry.timers.clearTimeout(entry.leaving);
  entry.leaving = undefined;
  entry.holders += 1;
  let released = false;
  return {
    payment: entry.payment,
    release() {
      if (released) return;
      released = true;
      entry.holders -= 1;
      if (entry.holders > 0) return;
      entry.leaving = entry.timers.setTimeout(() => {
        entry.leaving = undefined;
        if (entry.holders > 0) return;
        if (map.get(key) === entry) map.delete(key);
        entry.payment.leave();
        entry.payment.dispose();
      }, 0);
    },
  };
}

/** Leaves and forgets every held payment at once (tests). */
export function resetCardPayments(): void {
  const map = payments();
  for (const entry of map.values()) {
    if (entry.leaving !== undefined) entry.timers.clearTimeout(entry.leaving);
    entry.payment.leave();
    entry.payment.dispose();
  }
  map.clear();
}
