import type { QuoteFlowBase } from '@haulkit/core';
import { useEffect } from 'react';
import { useStore } from '../use-store.js';

export { PRICING_DELAY_MS } from '@haulkit/core';

/** What {@link usePricing} tells its view. */
export interface Pricing {
  /** True once the job has both addresses (located) and an item: prices can come (core's isPriceable). */
  ready: boolean;
}

/**
 * A view that shows prices (docs/behaviour/quote-flow.md §4, Price loading): while it is mounted
 * the pricing slice prices the job once it can be priced, and again whenever the cached prices
 * were dropped (items, van or addresses changed), PRICING_DELAY_MS after the last change
 * (`session.watchPrices`). Several views of one session share the one load; a failed load waits
 * for the person's "Try again".
 * @example const { ready } = usePricing(session); if (!ready) return <p>{t('addJobFirst')}</p>;
 */
export function usePricing(session: QuoteFlowBase): Pricing {
  const ready = useStore(session.$priceable);
  useEffect(() => session.watchPrices(), [session]);
  return { ready };
}
