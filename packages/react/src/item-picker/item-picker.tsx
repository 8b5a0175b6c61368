import { itemKind, type MoveItem } from '@haulkit/core';
import { memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useCombobox } from '../combobox/use-combobox.js';
import { InlineAlert } from '../ui/alert.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { ErrorState } from '../ui/error-state.js';
import { fieldStyles } from '../ui/field.styles.js';
import { IconButton } from '../ui/icon-button.js';
import { ItemIcon } from '../ui/icons/item-icons.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { NumberStepper } from '../ui/number-stepper.js';
import { useSheet } from '../ui/sheet.js';
import { itemPickerStyles } from './item-picker.styles.js';
import { canIncrease, type ItemPickerProps, type QuantityError, useItemPicker } from './use-item-picker.js';

type Picker = ReturnType<typeof useItemPicker>;

/** The van drawn beside the total: the one the items fit, a Luton when they need more than one. */
const VAN_ICONS = { small_transit: 'van-small', large_transit: 'van-large', luton_van: 'van-luton' } as const;

/**
 * The item picker: a search box that adds items or item sets, the list of items with their
 * quantities, and a running total (customer-quote-flow.md §3–5). Changes are announced through
 * the element's live region, or its own on a React page.
 */
export function ItemPicker(props: ItemPickerProps) {
  return (
    <AnnouncerProvider>
      <ItemPickerView {...props} />
    </AnnouncerProvider>
  );
}

function ItemPickerView(props: ItemPickerProps) {
  useSheet(fieldStyles);
  useSheet(itemPickerStyles);
  const picker = useItemPicker(props);
  const { t, results, items } = picker;
  const disabled = props.disabled ?? false;
  const combobox = useCombobox({ options: results, onSelect: picker.choose, onClear: picker.clearText });
  const id = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listbox = useRef<HTMLUListElement>(null);

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (combobox.active >= 0) listbox.current?.children[combobox.active]?.scrollIntoView?.({ block: 'nearest' });
  }, [combobox.active]);

  // After a removal or an undo, focus goes to a row's quantity box or the search box, never the
  // page; in a layout effect, so it has moved before the next key or click can arrive.
  const { focusAfter, focusDone } = picker;
  useLayoutEffect(() => {
    if (!focusAfter) return;
    const row = focusAfter.index >= 0 ? list.current?.children[focusAfter.index] : undefined;
    (row?.querySelector('input') ?? searchBox.current)?.focus();
    focusDone();
  }, [focusAfter, focusDone]);

  return (
    <div part="base" className="picker">
      <label part="label" className="label" htmlFor={`${id}-search`}>
        {t('itemSearchLabel')}
      </label>
      <div className="search">
        <UiIcon name="search" />
        <input
          {...combobox.inputProps}
          ref={searchBox}
          part="control"
          className="hk-control control"
          id={`${id}-search`}
          type="text"
          enterKeyHint="search"
          value={picker.text}
          placeholder={t('itemSearchPlaceholder')}
          disabled={disabled}
          onChange={(event) => picker.typeText(event.currentTarget.value)}
        />
        <ul
          {...combobox.listboxProps}
          ref={listbox}
          part="listbox"
          className="listbox"
          aria-label={t('itemSearchLabel')}
          hidden={!combobox.expanded}
        >
          {results.map((result, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a new search replaces the whole list; position is identity
            <li {...combobox.optionProps(index)} part="option" className="option" key={`${result.name}-${index}`}>
              <ItemIcon kind={itemKind(result.name)} />
              <span className="option-name">{result.name}</span>
              {result.item_set.length > 1 && (
                <span className="option-meta">{t('itemSetCount', { count: result.item_set.length })}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      {picker.status === 'failed' ? (
        <ErrorState
          title={t('itemSearchFailedTitle')}
          retryLabel={t('retry')}
          onRetry={picker.retry}
          {...(picker.errorCode ? { code: picker.errorCode } : {})}
        >
          {t('itemSearchFailed')}
        </ErrorState>
      ) : (
        <p part="status" className="status">
          {picker.statusText}
        </p>
      )}
      <section className="items" aria-labelledby={`${id}-heading`}>
        <h3 part="heading" className="heading" id={`${id}-heading`}>
          {t('itemsHeading')}
        </h3>
        {items.length === 0 ? (
          <EmptyState icon={<ItemIcon kind="box" />}>{t('itemsEmpty')}</EmptyState>
        ) : (
          <ul part="items" className="item-list" ref={list}>
            {items.map((item) => (
              <ItemRow
                key={item.fake_id}
                item={item}
                disabled={disabled}
                error={picker.quantityErrors[item.fake_id]}
                picker={picker}
              />
            ))}
          </ul>
        )}
        {picker.removed && (
          <InlineAlert
            tone="info"
            action={
              <Button variant="secondary" onClick={picker.undo}>
                {t('undo')}
              </Button>
            }
          >
            {t('itemRemoved', { name: picker.removed.item.name })}
          </InlineAlert>
        )}
        {items.length > 0 && (
          <p part="total" className="total">
            <UiIcon name={VAN_ICONS[picker.total.fits ?? 'luton_van']} />
            <span>
              <strong>{picker.total.count}</strong> · {picker.total.volume} · {picker.total.van}
            </span>
          </p>
        )}
      </section>
    </div>
  );
}

interface ItemRowProps {
  item: MoveItem;
  disabled: boolean;
  error: QuantityError | undefined;
  picker: Picker;
}

/**
 * One item: icon, name and size, the stepper and a remove button. Memoised on what the row
 * shows and the picker's stable actions, so a change to one item renders one row.
 */
const ItemRow = memo(
  function ItemRow({ item, disabled, error, picker }: ItemRowProps) {
    const { t } = picker;
    const id = useId();
    // The text in the box belongs to one quantity: a new quantity (a step, an undo, another
    // tab) shows itself, derived during render rather than reset by an effect that could land
    // after the person has typed.
    const [typed, setTyped] = useState<{ quantity: number; text: string } | null>(null);
    const draft = typed && typed.quantity === item.quantity ? typed.text : String(item.quantity);
    const setDraft = (text: string) => setTyped({ quantity: item.quantity, text });
    const size = [item.original_width, item.original_height, item.original_depth].every((n) => n !== undefined)
      ? `${item.original_width} × ${item.original_height} × ${item.original_depth}\u00a0${item.dimension_unit ?? 'cm'}`
      : '';
    const name = { name: item.name };

    return (
      <li part="item" className="item">
        <ItemIcon kind={itemKind(item.name)} />
        <span className="item-name" id={`${id}-name`}>
          {item.name}
          {size && <span className="item-size">{size}</span>}
        </span>
        <NumberStepper
          value={draft}
          onText={(text) => {
            setDraft(text);
            picker.forgetError(item.fake_id);
          }}
          onCommit={(text) => {
            const kept = picker.commitQuantity(item.fake_id, text);
            if (kept !== undefined && kept > 0) setDraft(String(kept));
          }}
          onDecrease={() => picker.decrease(item.fake_id)}
          onIncrease={() => picker.increase(item.fake_id)}
          canDecrease
          canIncrease={canIncrease(item)}
          decreaseLabel={t('itemDecrease', name)}
          increaseLabel={t('itemIncrease', name)}
          inputLabel={t('itemQuantity', name)}
          invalid={error !== undefined}
          {...(error ? { describedBy: `${id}-error` } : {})}
          disabled={disabled}
        />
        <IconButton
          part="remove-button"
          className="remove"
          label={t('itemRemove', name)}
          disabled={disabled}
          onClick={() => picker.remove(item.fake_id)}
        >
          <UiIcon name="close" />
        </IconButton>
        {error && (
          <p part="field-error" className="hk-field-error row-error" id={`${id}-error`} data-code={error.code}>
            {picker.quantityErrorText(error)}
          </p>
        )}
      </li>
    );
  },
  (before, after) =>
    before.item === after.item &&
    before.disabled === after.disabled &&
    before.error === after.error &&
    before.picker.t === after.picker.t &&
    before.picker.remove === after.picker.remove &&
    before.picker.commitQuantity === after.picker.commitQuantity,
);
