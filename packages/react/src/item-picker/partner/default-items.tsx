import { type DefaultItemChoice, itemKind, MAX_QUANTITY, type QuoteSession, shortItemName } from '@haulkit/core';
import { memo, type ReactNode, type RefObject, useId, useMemo, useState } from 'react';
import type { QuantityError } from '../../common/quantity-outcome.js';
import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorState } from '../../ui/error-state.js';
import { ItemIcon } from '../../ui/icons/item-icons.js';
import { NumberStepper } from '../../ui/number-stepper.js';
import { RowBlock } from '../../ui/row-block.js';
import { chunkRows } from '../../ui/row-blocks.js';
import { Skeleton } from '../../ui/skeleton.js';
import { itemPickerClasses } from '../item-picker.styles.js';
import { type Translate, useItem } from '../use-item-picker.js';
import { partnerClasses } from './partner.styles.js';
import type { PartnerDefaults } from './use-partner-defaults.js';
import type { DefaultItemActions } from './use-partner-items.js';

/** Props of DefaultItems. */
export interface DefaultItemsProps {
  session: QuoteSession;
  t: Translate;
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  defaults: PartnerDefaults;
  actions: DefaultItemActions;
  disabled: boolean;
  /** The missing-item error is shown (§8). */
  missing: boolean;
  errorRef: RefObject<HTMLParagraphElement | null>;
  onCustomItem(): void;
  onSearch(): void;
  onContinue(): void;
  /** The list of chosen items with its total. */
  items: ReactNode;
  /** Shown after the chosen items and before Continue, like the flow's van. */
  beforeContinue?: ReactNode;
}

/**
 * The partner's default-items screen (docs/behaviour/quote-flow.md §4, §5, §8): each default item with a
 * stepper from 0, "Add an item that is not listed", "Search for other items", the chosen items and
 * Continue. Continuing with none chosen shows the missing-item error, tied to the list.
 */
export function DefaultItems(props: DefaultItemsProps) {
  const { session, t, defaults, actions, disabled, missing } = props;
  const id = useId();
  const errorId = `${id}-missing`;
  const blocks = useMemo(() => chunkRows(defaults.choices), [defaults.choices]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named part of a piece, not a landmark of its own (a fieldset is for form controls)
    <section role="group" className={partnerClasses.screen} aria-labelledby={`${id}-heading`}>
      <h3
        part="heading"
        className={`${itemPickerClasses.heading} ${partnerClasses.heading}`}
        id={`${id}-heading`}
        ref={props.headingRef}
        tabIndex={-1}
      >
        {props.heading}
      </h3>
      <p className={partnerClasses.hint}>{t('partnerHint')}</p>
      {defaults.status === 'loading' && <Skeleton lines={4} />}
      {defaults.status === 'failed' && (
        <ErrorState
          title={t(defaults.source === 'listing' ? 'partnerListingFailedTitle' : 'partnerDefaultsFailedTitle')}
          {...(defaults.retry ? { retryLabel: t('retry'), onRetry: defaults.retry } : {})}
          {...(defaults.errorCode ? { code: defaults.errorCode } : {})}
        >
          {t('partnerDefaultsFailed')}
        </ErrorState>
      )}
      {defaults.status === 'ready' && defaults.choices.length === 0 && (
        <EmptyState icon={<ItemIcon kind="item" />}>{t('partnerDefaultsEmpty')}</EmptyState>
      )}
      {defaults.choices.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: its rows stand in blocks (divs), which a ul may not hold
        <div
          part="default-items"
          className={partnerClasses.defaults}
          role="list"
          aria-labelledby={`${id}-heading`}
          aria-describedby={missing ? errorId : undefined}
        >
          {blocks.map((block) => (
            <RowBlock key={block[0]?.fakeId} rows={block.length} className={itemPickerClasses.itemBlock}>
              {block.map((choice) => (
                <DefaultItemRow
                  key={choice.fakeId}
                  choice={choice}
                  session={session}
                  t={t}
                  actions={actions}
                  disabled={disabled}
                />
              ))}
            </RowBlock>
          ))}
        </div>
      )}
      {missing && (
        <p
          part="field-error"
          className={`hk-field-error ${partnerClasses.error}`}
          role="alert"
          id={errorId}
          data-code="missingItem"
          ref={props.errorRef}
          tabIndex={-1}
        >
          {t('partnerMissingItem')}
        </p>
      )}
      <div className={partnerClasses.links}>
        <Button variant="secondary" disabled={disabled} onClick={props.onCustomItem}>
          {t('partnerAddUnlisted')}
        </Button>
        <Button variant="secondary" disabled={disabled} onClick={props.onSearch}>
          {t('partnerSearchOther')}
        </Button>
      </div>
      {props.items}
      {props.beforeContinue}
      <Button part="continue-button" className={partnerClasses.continue} disabled={disabled} onClick={props.onContinue}>
        {t('partnerContinue')}
      </Button>
    </section>
  );
}

/** The size of a catalogue item as a row shows it: "210 × 85 × 95 cm", or nothing when a side is unknown. */
function sizeOf({ item }: DefaultItemChoice): string {
  const sides = [
    item.original_width ?? item.width,
    item.original_height ?? item.height,
    item.original_depth ?? item.depth,
  ];
  return sides.every((side) => side !== undefined) ? `${sides.join(' × ')}\u00a0${item.dimension_unit ?? 'cm'}` : '';
}

interface DefaultItemRowProps {
  choice: DefaultItemChoice;
  session: QuoteSession;
  t: Translate;
  actions: DefaultItemActions;
  disabled: boolean;
}

/**
 * One default item: icon, name and size, and a stepper from 0. It reads its item from the list's
 * per-item store (0 while it is not in the list), so a change to one item renders one row.
 */
const DefaultItemRow = memo(function DefaultItemRow({ choice, session, t, actions, disabled }: DefaultItemRowProps) {
  const item = useItem(session, choice.fakeId);
  const id = useId();
  const quantity = item?.quantity ?? 0;
  const [typed, setTyped] = useState<{ quantity: number; text: string } | null>(null);
  const [error, setError] = useState<QuantityError | null>(null);
  const draft = typed && typed.quantity === quantity ? typed.text : String(quantity);
  const name = { name: shortItemName(choice.item.name) };
  const size = sizeOf(choice);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the list's rows stand in blocks (divs), which an li could not
    <div part="default-item" className={partnerClasses.defaultItem} role="listitem">
      <ItemIcon kind={itemKind(choice.item.name)} />
      <span className={itemPickerClasses.itemName}>
        {name.name}
        {size && <span className={itemPickerClasses.itemSize}>{size}</span>}
      </span>
      <NumberStepper
        value={draft}
        onText={(text) => {
          setTyped({ quantity, text });
          setError(null);
        }}
        onCommit={(text) => {
          // A refused text reverts: the box shows the kept quantity, the message says why.
          setError(actions.commitQuantity(choice, text).error ?? null);
          setTyped(null);
        }}
        onDecrease={() => {
          setError(null);
          actions.decrease(choice);
        }}
        onIncrease={() => {
          setError(null);
          actions.increase(choice);
        }}
        canDecrease={quantity > 0}
        canIncrease={quantity < MAX_QUANTITY}
        decreaseLabel={t('itemDecrease', name)}
        increaseLabel={t('itemIncrease', name)}
        inputLabel={t('itemQuantity', name)}
        invalid={error !== null}
        {...(error ? { describedBy: `${id}-error` } : {})}
        disabled={disabled}
      />
      {error && (
        <p
          part="field-error"
          className={`hk-field-error ${itemPickerClasses.rowError}`}
          id={`${id}-error`}
          data-code={error.code}
        >
          {t(error.code, { previous: error.previous })}
        </p>
      )}
    </div>
  );
});
