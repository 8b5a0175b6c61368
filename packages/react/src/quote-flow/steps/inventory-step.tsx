import { getSession, quoteFlowViewMessage, withQuoteBase, withStepFlow } from '@haulkit/core';
import { useCallback, useMemo } from 'react';
import { RemovalInventory } from '../../removal-inventory/removal-inventory.js';
import { Button } from '../../ui/button.js';
import { quoteFlowClasses } from '../quote-flow.styles.js';
import { ItemsStepFrame } from './items-step.js';
import type { FlowStepProps } from './step-props.js';

/**
 * A house move's items step (docs/behaviour/quote-flow.md §2, listing-inventory), its own module so a
 * furniture flow never loads it: the addresses and the map, the removal inventory by room (its
 * boxes and the estimate), then "Find items by name instead", which moves the flow to the removal
 * item list (listing-items, the sub-step whose "Add items room by room" comes back), and the van.
 */
export function InventoryStep(props: FlowStepProps) {
  const session = useMemo(() => withStepFlow(withQuoteBase(getSession(props.session))), [props.session]);
  const toItemList = useCallback(() => void session.goToFlowStep('listing-items'), [session]);
  return (
    <ItemsStepFrame {...props}>
      <RemovalInventory session={props.session} locale={props.locale} onError={props.onError} />
      <div className={quoteFlowClasses.subStep}>
        <Button variant="quiet" onClick={toItemList}>
          {quoteFlowViewMessage(props.locale, 'itemListLink')}
        </Button>
      </div>
    </ItemsStepFrame>
  );
}
