import {
  type FlowProblem,
  flowProblemText,
  getSession,
  itemsStepOffer,
  type Locale,
  offersVan,
  type RouteSide,
  withQuoteBase,
} from '@haulkit/core';
import { type ReactNode, useMemo } from 'react';
import { AddressPicker } from '../../address-picker/address-picker.js';
import { ItemPicker } from '../../item-picker/item-picker.js';
import { RouteMap } from '../../route-map/route-map.js';
import { useStore } from '../../use-store.js';
import { VanSelector } from '../../van-selector/van-selector.js';
import { quoteFlowClasses } from '../quote-flow.styles.js';
import { FieldPiece } from './field-piece.js';
import type { FlowStepProps } from './step-props.js';

/** The addresses' problems as the address picker shows them, each in its own field. */
function addressProblems(problems: readonly FlowProblem[], locale: Locale) {
  const errors: Partial<Record<RouteSide, { code: string; text: string }>> = {};
  for (const problem of problems) {
    const side =
      problem.field === 'pickup_address_data'
        ? 'pickup'
        : problem.field === 'delivery_address_data'
          ? 'delivery'
          : null;
    if (side) errors[side] = { code: String(problem.code), text: flowProblemText(problem, locale) };
  }
  return errors;
}

/**
 * The items step (docs/behaviour/quote-flow.md §2), its own module: the addresses with the route map
 * (the route's distance said once, by the address picker's line above the map),
 * then the category's items piece, then the van where one is chosen. A house move's removal item
 * list (listing-items, the sub-step of its inventory) is the item picker in its house-move mode,
 * with the link back to the inventory (the inventory itself is inventory-step.tsx); the partner
 * route the partner item screens; a car the car flow, a piano the item picker with its
 * piano dialog; every other category the item picker (furniture search, popular items). Each piece
 * sits in a container naming the fields it fixes (`data-flow-field`) and the job summary section it
 * holds (`data-flow-section`), so the error summary's links and the summary's "change" find it.
 */
export function ItemsStep(props: FlowStepProps) {
  const { partnerId } = props;
  const partner = props.step === 'partner-items' && partnerId !== undefined;
  const flow = useMemo(() => withQuoteBase(getSession(props.session)), [props.session]);
  // The partner's default-items screen ends with its own Continue: the van comes before it.
  const vanInPicker = useStore(flow.$partnerView) === 'default-items' && partner && offersVan(props.category);
  const van = vanInPicker ? <VanPiece {...props} /> : undefined;
  return (
    <ItemsStepFrame {...props} van={!vanInPicker}>
      <ItemPicker
        beforeContinue={van}
        session={props.session}
        locale={props.locale}
        category={props.category}
        partnerId={partner ? partnerId : undefined}
        partnerListingId={partner ? props.partnerListingId : undefined}
        onContinue={props.onContinue}
        onError={props.onError}
      />
    </ItemsStepFrame>
  );
}

/** The van selector in the container the job summary's "change" finds. */
function VanPiece({ session, locale }: FlowStepProps) {
  return (
    <div className={quoteFlowClasses.piece} data-flow-section="van">
      <VanSelector session={session} locale={locale} />
    </div>
  );
}

/**
 * The items step around its items piece: the addresses with the map before it, the van after it
 * (before it for hourly van hire; not for a piano or a car, nor when `van` is false: the piece
 * shows it itself).
 */
export function ItemsStepFrame(props: FlowStepProps & { children: ReactNode; van?: boolean }) {
  const { session, locale } = props;
  const van = props.van !== false && offersVan(props.category);
  // Hourly van hire books a van: it comes before the items.
  const vanFirst = itemsStepOffer(props.category).lead === 'van';
  const addressErrors = useMemo(() => addressProblems(props.problems, locale), [props.problems, locale]);
  return (
    <div className={quoteFlowClasses.pieces}>
      <div
        className={quoteFlowClasses.piece}
        data-flow-section="route"
        data-flow-field="pickup_address_data delivery_address_data"
      >
        <AddressPicker session={session} locale={locale} fieldErrors={addressErrors} onError={props.onError} />
        <RouteMap session={session} locale={locale} summary={false} onError={props.onError} />
      </div>
      {van && vanFirst && <VanPiece {...props} />}
      <FieldPiece section="items" field="move_items" problems={props.problems} locale={locale}>
        {props.children}
      </FieldPiece>
      {van && !vanFirst && <VanPiece {...props} />}
    </div>
  );
}
