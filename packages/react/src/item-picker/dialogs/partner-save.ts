import { type CustomItemCheck, type QuoteSession, type quoteTransitions, withQuoteBase } from '@haulkit/core';

/**
 * Saves a custom item through the partner flow's own action (docs/behaviour/quote-flow.md §4, partner
 * item view: saving returns to default-items) and reads its outcome from `$ui.partner.customItem`:
 * the check that stopped the item, or null when it was saved. Its own module, loaded on the
 * first partner save, so the customer's dialog does not carry the whole quote flow.
 */
export function savePartnerCustomItem(
  session: QuoteSession,
  submission: quoteTransitions.CustomItemSubmission,
): CustomItemCheck | null {
  withQuoteBase(session).saveCustomItem(submission);
  return session.$ui.get().partner.customItem;
}
