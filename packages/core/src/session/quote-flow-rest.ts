import { createDraftStore } from './persistence.js';
import { type QuoteFlowBase, withQuoteBase } from './quote-flow-session.js';
import { DEFAULT_SESSION_KEY, getSession, type QuoteSession, type QuoteSessionOptions } from './quote-session.js';
import { hasSlice, type SliceApi, withSlice } from './slice.js';
import { priceStepSlice } from './slices/price-step.js';

// The whole quote flow's slices. A bundle places this module with the price step's pieces, so the
// job's first step does not load it.

/**
 * A quote session with every slice of the quote flow (docs/behaviour/quote-flow.md §4) and the
 * stores derived from them. Views render the stores and call the actions; the session never
 * touches URLs (proceeding sets `step: 'listing-confirmation'` and the host navigates).
 */
export type QuoteFlowSession = QuoteFlowBase & SliceApi<typeof priceStepSlice>;

/** True when the session already has every quote-flow action. */
export function isQuoteFlowSession(session: QuoteSession): session is QuoteFlowSession {
  return hasSlice(session, priceStepSlice);
}

/**
 * A session with every quote-flow action added (once; the same object). Drafts stay as the
 * session has them: a view built on the flow uses this with `getSession(key)`, so the draft code
 * and its schemas load only when a draft is stored or the first change is saved.
 * @example withQuoteFlow(getSession('shop')).setAddress('pickup', address)
 */
export function withQuoteFlow(session: QuoteSession): QuoteFlowSession {
  return isQuoteFlowSession(session) ? session : withSlice(withQuoteBase(session), priceStepSlice);
}

/**
 * The quote session for a key with every action of docs/behaviour/quote-flow.md §4: the same object
 * `getSession(key)` returns, with the actions added on first use. Created here, it restores its
 * draft at once (a draft store on localStorage unless `drafts` or `storage` say otherwise).
 * @example getQuoteSession('shop', { context: { category: 'furniture' } }).selectPriceTab('fixed_2')
 */
export function getQuoteSession(
  key: string = DEFAULT_SESSION_KEY,
  options: QuoteSessionOptions = {},
): QuoteFlowSession {
  const drafts = options.drafts ?? createDraftStore({ storage: options.storage, now: options.now, warn: options.warn });
  const session = getSession(key, { ...options, drafts });
  return withQuoteFlow(session);
}
