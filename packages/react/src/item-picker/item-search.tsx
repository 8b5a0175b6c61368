import { itemKind, type Listing, type Locale, lazyImport, type QuoteSession, readEbayItemId } from '@haulkit/core';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useCombobox } from '../combobox/use-combobox.js';
import { LazyPart } from '../lazy-part.js';
import { Button } from '../ui/button.js';
import { ErrorState } from '../ui/error-state.js';
import { ItemIcon } from '../ui/icons/item-icons.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { Skeleton } from '../ui/skeleton.js';
import { itemPickerClasses } from './item-picker.styles.js';
import { type ItemPickerProps, type Translate, useItemSearch } from './use-item-picker.js';

/** The eBay listing panel: its own module (with the quote-flow actions), loaded when an id is typed. */
const loadEbayPanel = lazyImport(() => import('./ebay/ebay-item-panel.js'));

/** Props of ItemSearch. */
export interface ItemSearchProps {
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
  /** Escape with the list closed: this instead of clearing the text (the full-screen search closes). */
  onDismiss?: (() => void) | undefined;
  /** Told the text on every change (the mobile box on the page shows it). */
  onTextChange?: ((text: string) => void) | undefined;
  locale: Locale;
  /** "Can't find your item?": opens the missing-item dialog with the text searched. */
  onMissing(term: string): void;
  /** An eBay listing's items were added (the box held an eBay item id). */
  onEbayAdded(listing: Listing): void;
}

/**
 * The search box (an APG combobox), its results and its status line. Its state is its own, so
 * a keystroke renders this and nothing of the list below.
 */
export function ItemSearch({
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
  onDismiss,
  onTextChange,
  locale,
  onMissing,
  onEbayAdded,
}: ItemSearchProps) {
  const search = useItemSearch({ session, t, categoryId, preListingId, onChoose, onError, initialText: early?.text });
  const { results } = search;
  const combobox = useCombobox({ options: results, onSelect: search.choose, onClear: onDismiss ?? search.clearText });
  const listbox = useRef<HTMLUListElement>(null);
  useEffect(() => onTextChange?.(search.text), [onTextChange, search.text]);
  // Eleven or more digits (or a pasted eBay link) are an eBay item: its listing, not a search.
  const ebayId = readEbayItemId(search.text);

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
      <label part="label" className={itemPickerClasses.label} htmlFor={`${id}-search`}>
        {t('itemSearchLabel')}
      </label>
      <div className={itemPickerClasses.search}>
        <UiIcon name="search" />
        <input
          {...combobox.inputProps}
          ref={inputRef}
          part="control"
          className={`hk-control ${itemPickerClasses.control}`}
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
          className={itemPickerClasses.listbox}
          aria-label={t('itemSearchLabel')}
          hidden={!combobox.expanded}
        >
          {results.map((result, index) => (
            <li
              {...combobox.optionProps(index)}
              part="option"
              className={itemPickerClasses.option}
              // biome-ignore lint/suspicious/noArrayIndexKey: a new search replaces the whole list; position is identity
              key={`${result.name}-${index}`}
            >
              <ItemIcon kind={itemKind(result.name)} />
              <span className={itemPickerClasses.optionName}>{result.name}</span>
              {result.item_set.length > 1 && (
                <span className={itemPickerClasses.optionMeta}>
                  {t('itemSetCount', { count: result.item_set.length })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      {ebayId !== undefined ? (
        <LazyPart load={loadEbayPanel} fallback={<Skeleton lines={2} />}>
          {({ EbayItemPanel }) => (
            <EbayItemPanel
              session={session}
              itemId={ebayId}
              locale={locale}
              onAdded={(listing) => {
                search.clearText();
                onEbayAdded(listing);
              }}
              onError={onError}
            />
          )}
        </LazyPart>
      ) : search.status === 'failed' ? (
        <ErrorState
          title={t('itemSearchFailedTitle')}
          retryLabel={t('retry')}
          onRetry={search.retry}
          {...(search.errorCode ? { code: search.errorCode } : {})}
        >
          {t('itemSearchFailed')}
        </ErrorState>
      ) : (
        <>
          <p part="status" className={itemPickerClasses.status}>
            {search.statusText}
          </p>
          {search.status === 'ready' && results.length === 0 && (
            <Button variant="quiet" part="missing-button" onClick={() => onMissing(search.text.trim())}>
              {t('missingItem')}
            </Button>
          )}
        </>
      )}
    </>
  );
}
