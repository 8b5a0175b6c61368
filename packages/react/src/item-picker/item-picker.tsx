import { itemKind, type Locale, type QuoteSession } from '@haulkit/core';
import { memo, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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
import {
  canIncrease,
  type ItemActions,
  type ItemPickerProps,
  type QuantityError,
  type Translate,
  useItem,
  useItemPicker,
  useItemSearch,
  useItemTotal,
} from './use-item-picker.js';

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
  const { t, ids, session, actions } = picker;
  const disabled = props.disabled ?? false;
  const id = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

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
      <ItemSearch
        id={id}
        inputRef={searchBox}
        session={session}
        t={t}
        disabled={disabled}
        categoryId={props.categoryId}
        preListingId={props.preListingId}
        onChoose={picker.choose}
        onError={props.onError}
        early={props.early}
      />
      <section className="items" aria-labelledby={`${id}-heading`}>
        <h3 part="heading" className="heading" id={`${id}-heading`}>
          {t('itemsHeading')}
        </h3>
        {ids.length === 0 ? (
          <EmptyState icon={<ItemIcon kind="box" />}>{t('itemsEmpty')}</EmptyState>
        ) : (
          <ul part="items" className="item-list" ref={list}>
            {ids.map((fakeId) => (
              <ItemRow key={fakeId} fakeId={fakeId} session={session} t={t} actions={actions} disabled={disabled} />
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
        <ItemTotal session={session} locale={props.locale ?? 'en-GB'} t={t} />
      </section>
    </div>
  );
}

interface ItemSearchProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  session: QuoteSession;
  t: Translate;
  disabled: boolean;
  categoryId: number | undefined;
  preListingId: string | undefined;
  onChoose: Parameters<typeof useItemSearch>[0]['onChoose'];
  onError: ItemPickerProps['onError'];
  early: ItemPickerProps['early'];
}

/**
 * The search box (an APG combobox), its results and its status line. Its state is its own, so
 * a keystroke renders this and nothing of the list below.
 */
function ItemSearch({
  id,
  inputRef,
  session,
  t,
  disabled,
  categoryId,
  preListingId,
  onChoose,
  onError,
  early,
}: ItemSearchProps) {
  const search = useItemSearch({ session, t, categoryId, preListingId, onChoose, onError, initialText: early?.text });
  const { results } = search;
  const combobox = useCombobox({ options: results, onSelect: search.choose, onClear: search.clearText });
  const listbox = useRef<HTMLUListElement>(null);

  // The box takes over from an early one that had focus: focus and caret where the person left them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the view replaces the early box
  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!early?.focused || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, []);

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (combobox.active >= 0) listbox.current?.children[combobox.active]?.scrollIntoView?.({ block: 'nearest' });
  }, [combobox.active]);

  return (
    <>
      <label part="label" className="label" htmlFor={`${id}-search`}>
        {t('itemSearchLabel')}
      </label>
      <div className="search">
        <UiIcon name="search" />
        <input
          {...combobox.inputProps}
          ref={inputRef}
          part="control"
          className="hk-control control"
          id={`${id}-search`}
          type="text"
          enterKeyHint="search"
          value={search.text}
          placeholder={t('itemSearchPlaceholder')}
          disabled={disabled}
          onChange={(event) => search.typeText(event.currentTarget.value)}
          onFocus={() => {
            search.warm();
            combobox.inputProps.onFocus();
          }}
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
      {search.status === 'failed' ? (
        <ErrorState
          title={t('itemSearchFailedTitle')}
          retryLabel={t('retry')}
          onRetry={search.retry}
          {...(search.errorCode ? { code: search.errorCode } : {})}
        >
          {t('itemSearchFailed')}
        </ErrorState>
      ) : (
        <p part="status" className="status">
          {search.statusText}
        </p>
      )}
    </>
  );
}

/** The running total: items, volume and the van they fit. It alone re-renders on every quantity. */
function ItemTotal({ session, locale, t }: { session: QuoteSession; locale: Locale; t: Translate }) {
  const total = useItemTotal(session, locale, t);
  if (!total) return null;
  return (
    <p part="total" className="total">
      <UiIcon name={VAN_ICONS[total.fits ?? 'luton_van']} />
      <span>
        <strong>{total.count}</strong> · {total.volume} · {total.van}
      </span>
    </p>
  );
}

interface ItemRowProps {
  fakeId: string;
  session: QuoteSession;
  t: Translate;
  actions: ItemActions;
  disabled: boolean;
}

/**
 * One item: icon, name and size, the stepper and a remove button. It reads its item from its
 * own store and keeps its own refused-quantity message; every prop is stable, so a change to
 * one item renders one row, whatever the length of the list.
 */
const ItemRow = memo(function ItemRow({ fakeId, session, t, actions, disabled }: ItemRowProps) {
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
          setError(null);
        }}
        onCommit={(text) => {
          const outcome = actions.commitQuantity(fakeId, text);
          if (outcome?.error) setError(outcome.error);
          else {
            setError(null);
            if (outcome && outcome.quantity > 0) setDraft(String(outcome.quantity));
          }
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
        canIncrease={canIncrease(item)}
        decreaseLabel={t('itemDecrease', name)}
        increaseLabel={t('itemIncrease', name)}
        inputLabel={t('itemQuantity', name)}
        invalid={error !== null}
        {...(error ? { describedBy: `${id}-error` } : {})}
        disabled={disabled}
      />
      <IconButton
        part="remove-button"
        className="remove"
        label={t('itemRemove', name)}
        disabled={disabled}
        onClick={() => actions.remove(fakeId)}
      >
        <UiIcon name="close" />
      </IconButton>
      {error && (
        <p part="field-error" className="hk-field-error row-error" id={`${id}-error`} data-code={error.code}>
          {t(error.code, { previous: error.previous })}
        </p>
      )}
    </li>
  );
});
