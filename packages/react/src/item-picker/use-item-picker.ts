import {
  createItemSearch,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  HaulkitError,
  type ItemSearchResult,
  itemPickerMessage,
  type Listing,
  type Locale,
  type MoveItem,
  NO_ADAPTER_CODE,
  nextQuantity,
  parseTypedQuantity,
  previousQuantity,
} from '@haulkit/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** A coded error meant for the host page (`hk-error`). */
export interface WidgetError {
  code: string;
  message: string;
}

/** Props of the item picker (the `<hk-item-picker>` attributes, parsed). */
export interface ItemPickerProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** category_id sent with the item search. @default 1 */
  categoryId?: number;
  /** pre_listing_id sent with the item search. */
  preListingId?: string | undefined;
  /** Turns the search and the quantity controls off. */
  disabled?: boolean;
  /** Called with the listing after every change of the item list. */
  onChange?(listing: Listing): void;
  /** Called with a coded error the host page should know about (a failed search, with the adapter's code: `network`, `server`, `permission`, …). */
  onError?(error: WidgetError): void;
}

/** A refused typed quantity: what was typed, the code, and the value kept. */
export interface QuantityError {
  code: 'quantityNotWhole' | 'quantityTooHigh';
  text: string;
  previous: number;
}

/**
 * Behaviour of the item picker: the search box's state, the session's items and the actions
 * on them. The rules live in @haulkit/core; this hook wires them to a view.
 */
export function useItemPicker({
  session: sessionKey = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  categoryId = 1,
  preListingId,
  onChange,
  onError,
}: ItemPickerProps) {
  const t = useMessages(itemPickerMessage, locale);
  const session = useMemo(() => getSession(sessionKey), [sessionKey]);
  const listing = useStore(session.$listing);
  const items: readonly MoveItem[] = listing.move_items ?? [];

  const search = useMemo(
    () =>
      createItemSearch({
        search: async (name, signal) => {
          const { api } = await session.adapters();
          if (!api) throw new HaulkitError(NO_ADAPTER_CODE, 'No quote adapter');
          return api.searchItems(
            {
              name,
              category_id: categoryId,
              dimensionUnit: 'cm',
              weightUnit: 'kg',
              ...(preListingId ? { pre_listing_id: preListingId } : {}),
            },
            signal,
          );
        },
      }),
    [session, categoryId, preListingId],
  );
  useEffect(() => () => search.dispose(), [search]);
  // Load the adapter right after the first render, so the first search does not wait for it.
  useEffect(() => {
    session.adapters().catch(() => undefined);
  }, [session]);

  const results = useStore(search.$results);
  const status = useStore(search.$status);
  const errorCode = useStore(search.$errorCode);
  // A failed search shows an empty list (spec §8) and tells the host page why, once per failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: report on each new failure only
  useEffect(() => {
    if (status === 'failed' && errorCode) onError?.({ code: errorCode, message: t('itemSearchFailed') });
  }, [status, errorCode]);
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [quantityErrors, setQuantityErrors] = useState<Record<string, QuantityError>>({});

  const changed = useCallback((next: Listing) => onChange?.(next), [onChange]);

  const typeText = useCallback(
    (value: string) => {
      setText(value);
      search.setText(value);
    },
    [search],
  );

  const choose = useCallback(
    (result: ItemSearchResult) => {
      setText('');
      search.clear();
      setAnnouncement(t('itemAdded', { name: result.name }));
      changed(session.addSearchResult(result));
    },
    [search, session, changed, t],
  );

  const forgetError = (fakeId: string) =>
    setQuantityErrors((errors) => {
      if (!(fakeId in errors)) return errors;
      const { [fakeId]: _gone, ...rest } = errors;
      return rest;
    });

  const increase = (fakeId: string) => {
    forgetError(fakeId);
    changed(session.increaseItem(fakeId));
  };
  const decrease = (fakeId: string) => {
    forgetError(fakeId);
    changed(session.decreaseItem(fakeId));
  };

  /** A typed quantity: kept when it is a whole number 1–99,999, otherwise reverted with a message. */
  const commitQuantity = (fakeId: string, typed: string): number | undefined => {
    const item = items.find((candidate) => candidate.fake_id === fakeId);
    if (!item) return undefined;
    const outcome = parseTypedQuantity(typed, item.quantity);
    if (outcome.error) {
      const error: QuantityError = { code: outcome.error, text: typed.trim(), previous: item.quantity };
      setQuantityErrors((errors) => ({ ...errors, [fakeId]: error }));
      return item.quantity;
    }
    forgetError(fakeId);
    if (outcome.quantity !== item.quantity) changed(session.setItemQuantity(fakeId, outcome.quantity));
    return outcome.quantity;
  };

  const statusText =
    status === 'loading'
      ? t('itemSearchLoading')
      : status === 'failed'
        ? t('itemSearchFailed')
        : status === 'ready'
          ? results.length === 0
            ? t('itemSearchNoResults', { text: text.trim() })
            : t('itemSearchResults', { count: results.length })
          : announcement;

  return {
    t,
    text,
    typeText,
    results,
    status,
    statusText,
    choose,
    clearText: () => typeText(''),
    items,
    increase,
    decrease,
    /** Minus would remove the item (the step rule gives 0). */
    removesOnMinus: (item: MoveItem) => previousQuantity(item) === 0,
    /** Plus can still raise the quantity (not at the maximum). */
    canIncrease: (item: MoveItem) => nextQuantity(item) > item.quantity,
    commitQuantity,
    quantityErrors,
    quantityErrorText: (error: QuantityError) => t(error.code, { text: error.text, previous: error.previous }),
  };
}
