import { canIncreaseQuantity, MAX_QUANTITY, moveItemKind, type QuoteSession, shortItemName } from '@haulkit/core';
import { memo, useId, useState } from 'react';
import type { QuantityError } from '../common/quantity-outcome.js';
import { Button } from '../ui/button.js';
import { IconButton } from '../ui/icon-button.js';
import { ItemIcon } from '../ui/icons/item-icons.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { NumberStepper } from '../ui/number-stepper.js';
import { RowBlock } from '../ui/row-block.js';
import { itemPickerClasses } from './item-picker.styles.js';
import { type ItemActions, type Translate, useItem } from './use-item-picker.js';

/** Props of ItemRow: all stable for a session, so a row renders only when its own item changes. */
export interface ItemRowProps {
  fakeId: string;
  session: QuoteSession;
  t: Translate;
  actions: ItemActions;
  disabled: boolean;
  /** An admin-flagged item asks for its size again (docs/behaviour/quote-flow.md §5): opens the custom item dialog. */
  onRemeasure(fakeId: string): void;
}

/**
 * One item: icon, name and size, the stepper and a remove button. It reads its item from its
 * own store and keeps its own refused-quantity message; every prop is stable, so a change to
 * one item renders one row, whatever the length of the list.
 */
export const ItemRow = memo(function ItemRow({ fakeId, session, t, actions, disabled, onRemeasure }: ItemRowProps) {
  const item = useItem(session, fakeId);
  const id = useId();
  // The text in the box belongs to one quantity: a new quantity (a step, an undo, another
  // tab) shows itself, derived during render rather than reset by an effect that could land
  // after the person has typed.
  const [typed, setTyped] = useState<{ quantity: number; text: string } | null>(null);
  const [error, setError] = useState<QuantityError | null>(null);
  if (!item) return null;
  const draft = typed && typed.quantity === item.quantity ? typed.text : String(item.quantity);
  const setDraft = (text: string) => setTyped({ quantity: item.quantity, text });
  const size = [item.original_width, item.original_height, item.original_depth].every((n) => n !== undefined)
    ? `${item.original_width} × ${item.original_height} × ${item.original_depth}\u00a0${item.dimension_unit ?? 'cm'}`
    : '';
  // A name past the maximum (a restored draft, a partner's catalogue) is cut for display.
  const name = { name: shortItemName(item.name) };
  // At the maximum (plus is off, or a restored draft was held to it) the line says why.
  const atMost = item.quantity >= MAX_QUANTITY;
  const describedBy = [error && `${id}-error`, atMost && `${id}-most`].filter(Boolean).join(' ');

  return (
    // biome-ignore lint/a11y/useSemanticElements: the list's rows stand in blocks (divs), which an li could not
    <div part="item" className={itemPickerClasses.item} role="listitem">
      <ItemIcon kind={moveItemKind(item)} />
      <span className={itemPickerClasses.itemName} id={`${id}-name`}>
        {name.name}
        {size && <span className={itemPickerClasses.itemSize}>{size}</span>}
        {item.is_admin === true && (
          <>
            <span className={itemPickerClasses.itemSize} data-code="sizeNeeded">
              {t('sizeNeeded')}
            </span>
            <Button
              variant="secondary"
              part="remeasure-button"
              className={itemPickerClasses.remeasure}
              aria-label={t('enterSize', name)}
              disabled={disabled}
              onClick={() => onRemeasure(fakeId)}
            >
              {t('enterSizeShort')}
            </Button>
          </>
        )}
      </span>
      <NumberStepper
        value={draft}
        onText={(text) => {
          setDraft(text);
          setError(null);
        }}
        onCommit={(text) => {
          // A refused text reverts: the box shows the kept quantity, the message says why.
          setError(actions.commitQuantity(fakeId, text)?.error ?? null);
          setTyped(null);
        }}
        onDecrease={() => {
          setError(null);
          actions.decrease(fakeId);
        }}
        onIncrease={() => {
          setError(null);
          actions.increase(fakeId);
        }}
        canDecrease
        canIncrease={canIncreaseQuantity(item)}
        decreaseLabel={t('itemDecrease', name)}
        increaseLabel={t('itemIncrease', name)}
        inputLabel={t('itemQuantity', name)}
        invalid={error !== null}
        {...(describedBy ? { describedBy } : {})}
        disabled={disabled}
      />
      <IconButton
        part="remove-button"
        className={itemPickerClasses.remove}
        label={t('itemRemove', name)}
        disabled={disabled}
        onClick={() => actions.remove(fakeId)}
      >
        <UiIcon name="close" />
      </IconButton>
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
      {atMost && (
        <p part="hint" className={itemPickerClasses.rowNote} id={`${id}-most`}>
          {t('quantityMost')}
        </p>
      )}
    </div>
  );
});

/** Props of ItemBlock: a block's ids, and the rows' props (all stable for a session). */
export interface ItemBlockProps extends Omit<ItemRowProps, 'fakeId'> {
  ids: readonly string[];
}

/**
 * A block of rows (see `ROWS_PER_BLOCK`): out of view it skips layout and paint as one box. It
 * renders when its own ids change; its rows render when their own item does.
 */
export const ItemBlock = memo(function ItemBlock({ ids, ...row }: ItemBlockProps) {
  return (
    <RowBlock rows={ids.length} className={itemPickerClasses.itemBlock}>
      {ids.map((fakeId) => (
        <ItemRow key={fakeId} fakeId={fakeId} {...row} />
      ))}
    </RowBlock>
  );
});
