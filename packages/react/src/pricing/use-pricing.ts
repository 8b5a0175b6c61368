import type { QuoteFlowBase } from '@haulkit/core';
import { computed } from 'nanostores';
import { useEffect, useMemo } from 'react';
import { useStore } from '../use-store.js';

/**
 * How long a view waits after the job became priceable (or changed) before it asks for prices,
 * so a burst of quantity clicks costs one price call, not one per click.
 */
export const PRICING_DELAY_MS = 300;

/** What {@link usePricing} tells its view. */
export interface Pricing {
  /** True once the job has both addresses (located) and an item: prices can come (core's isPriceable). */
  ready: boolean;
}

/**
 * Starts pricing for a view that shows prices (docs/behaviour/quote-flow.md §4, Price loading): once
 * the listing has its addresses and items, and again whenever the cached prices were dropped
 * (items, van or addresses changed), the session's `startPricing` runs: the test lab's
 * experiments, then prices blurred or fetched. Several views of one session share the one load;
 * a failed load waits for the person's "Try again".
 * @example const { ready } = usePricing(session); if (!ready) return <p>{t('addJobFirst')}</p>;
 */
export function usePricing(session: QuoteFlowBase): Pricing {
  const stores = useMemo(
    () => ({ idle: computed(session.$status, (status) => status.prices.state === 'idle') }),
    [session],
  );
  const ready = useStore(session.$priceable);
  const idle = useStore(stores.idle);
  useEffect(() => {
    if (!ready || !idle) return;
    const start = () => {
      if (session.$status.get().prices.state === 'idle') session.startPricing().catch(() => undefined);
    };
    let timer = setTimeout(start, PRICING_DELAY_MS);
    // Every further change while waiting starts the wait again: one call after the burst.
    const stop = session.$listing.listen(() => {
      clearTimeout(timer);
      timer = setTimeout(start, PRICING_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [session, ready, idle]);
  return { ready };
}
