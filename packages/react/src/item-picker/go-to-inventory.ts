import { HOUSE_MOVE_FLOW_CATEGORY, type QuoteSession, withQuoteBase } from '@haulkit/core';

/**
 * Asks for the house-move inventory step (§2: a removal item list can jump to listing-inventory):
 * the session's go-to-step for the items of a house move, which its host hears as
 * `hk-go-to-step` ({ step: 'listing-inventory', section: 'items' }) and `<hk-quote-flow>` acts on.
 * The session learns its flow is a house move if no element told it so. A module of its own,
 * loaded on the click, so the item picker carries none of the flow's actions.
 */
export function goToInventory(session: QuoteSession): void {
  const flow = withQuoteBase(session);
  if (flow.$context.get().category !== HOUSE_MOVE_FLOW_CATEGORY)
    flow.setContext({ category: HOUSE_MOVE_FLOW_CATEGORY });
  flow.goToStep('items');
}
