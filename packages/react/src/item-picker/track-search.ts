import { type QuoteSession, trackerFor } from '@haulkit/core';

/**
 * Tracks a term the item search answered (docs/behaviour/quote-flow.md §9, "item search tracking
 * events are sent for the search term"): batched by the session's tracker. Its own module, so
 * the tracker loads after the first answer, not with the picker.
 */
export function trackSearch(session: QuoteSession, term: string, categoryId: number): void {
  trackerFor(session).track({ event: 'item_search', term, category_id: categoryId });
}
