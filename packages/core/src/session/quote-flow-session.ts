import type { QuoteSession } from './quote-session.js';
import { hasSlice, type SliceApi, withSlice } from './slice.js';
import { adminFlowSlice } from './slices/admin-flow.js';
import { jobSlice } from './slices/job.js';
import { pricingSlice } from './slices/pricing.js';

/**
 * The quote-flow actions and stores the job's first step and the job summary use: the pricing
 * and job slices on a quote session. `<hk-quote-flow>`'s first step carries only these; the price
 * step's pieces add the rest (`withQuoteFlow`) as they load.
 */
export type QuoteFlowBase = QuoteSession &
  SliceApi<typeof pricingSlice> &
  SliceApi<typeof jobSlice> &
  SliceApi<typeof adminFlowSlice>;

/**
 * A session with the first step's quote-flow actions (addresses, route, items, vans, lookups,
 * pricing, modals, the job summary, proceeding, the one ask of who is signed in) added once,
 * with their hooks: what the address picker, route map, item picker, van selector, job summary
 * and `<hk-quote-flow>`'s first step use, so they do not carry the later steps' rules. `withQuoteFlow` adds the rest.
 * @example withQuoteBase(getSession('shop')).setAddress('pickup', address)
 */
export function withQuoteBase(session: QuoteSession): QuoteFlowBase {
  if (hasSlice(session, jobSlice)) return session as QuoteFlowBase;
  // Who is signed in is asked first, so an admin is known as early as the flow can know it.
  return withSlice(withSlice(withSlice(session, adminFlowSlice), pricingSlice), jobSlice);
}
