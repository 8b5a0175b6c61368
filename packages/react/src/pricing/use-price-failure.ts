import { type Locale, type PriceFailure, priceFailure, priceFailureMessage, type QuoteFlowBase } from '@haulkit/core';
import { atom, computed, type WritableAtom } from 'nanostores';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Per session, the ranks of the mounted views that can say a price failure. */
const speakers = new WeakMap<QuoteFlowBase, WritableAtom<readonly number[]>>();

/**
 * Which view of a session says a failed price call: of the mounted ones, the lowest `rank`
 * (the calendar 0, the extra services 1, Protection Plus 2), so one failure is one message with
 * one "Try again" wherever prices show, and a view on its own still says it.
 */
function useSpeaker(session: QuoteFlowBase, rank: number): boolean {
  const $ranks = useMemo(() => {
    let found = speakers.get(session);
    if (found === undefined) {
      found = atom<readonly number[]>([]);
      speakers.set(session, found);
    }
    return found;
  }, [session]);
  const ranks = useStore($ranks);
  useEffect(() => {
    $ranks.set([...$ranks.get(), rank]);
    return () => {
      const next = [...$ranks.get()];
      next.splice(next.indexOf(rank), 1);
      $ranks.set(next);
    };
  }, [$ranks, rank]);
  return ranks.includes(rank) && Math.min(...ranks) === rank;
}

/**
 * A failed price call as a view says it (core's `priceFailure`: network, a passing fault or a
 * refusal, the server's words, the seconds until its Retry-After), whether this view is the one
 * that says it (`speaks`), and "Try again": held until the Retry-After has passed, the seconds
 * counted down meanwhile.
 */
export function usePriceFailure(session: QuoteFlowBase, locale: Locale, rank: number) {
  const t = useMessages(priceFailureMessage, locale);
  const $prices = useMemo(() => computed(session.$status, (status) => status.prices), [session]);
  const prices = useStore($prices);
  const speaks = useSpeaker(session, rank);
  const [, tick] = useState(0);
  const failure: PriceFailure | null = prices.state === 'error' ? priceFailure(prices.error, session.now()) : null;
  const wait = failure?.retryIn ?? 0;
  useEffect(() => {
    if (!speaks || wait <= 0) return;
    const timer = setTimeout(() => tick((count) => count + 1), 1000);
    return () => clearTimeout(timer);
  });
  const retry = useCallback(() => void session.loadPrices({ force: true }).catch(() => undefined), [session]);
  return { t, failure, speaks, wait, retry };
}
