import {
  countItems,
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
  vanFitOf,
} from '@haulkit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAnnounce } from '../ui/announcer.js';
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

/** A refused typed quantity: the code and the value kept. */
export interface QuantityError {
  code: 'quantityNotWhole' | 'quantityTooHigh';
  previous: number;
}

/** A removed item, kept so the removal can be undone. */
export interface Removed {
  item: MoveItem;
  index: number;
}

const findItem = (items: readonly MoveItem[], fakeId: string) => items.find((item) => item.fake_id === fakeId);

/** Cubic feet in a cubic metre. */
const CUBIC_FEET_PER_CUBIC_METRE = 35.3147;

/**
 * Behaviour of the item picker: the search box's state, the session's items and the actions
 * on them, what is announced, and where focus goes after a removal. The rules live in
 * @haulkit/core; this hook wires them to a view.
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
  const announce = useAnnounce();
  const session = useMemo(() => getSession(sessionKey), [sessionKey]);
  const listing = useStore(session.$listing);
  const items: readonly MoveItem[] = listing.move_items ?? [];
  // Latest values for stable callbacks: rows are memoised, so their handlers must not change.
  // Items are read from the store itself, so clicks faster than a render act on the newest list.
  const latest = useRef({ onChange, t });
  latest.current = { onChange, t };
  const current = useCallback(() => session.$listing.get().move_items ?? [], [session]);

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
  // A failed search shows an error with a retry, and tells the host page why, once per failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: report on each new failure only
  useEffect(() => {
    if (status === 'failed' && errorCode) onError?.({ code: errorCode, message: t('itemSearchFailedTitle') });
  }, [status, errorCode]);
  const [text, setText] = useState('');
  const [quantityErrors, setQuantityErrors] = useState<Readonly<Record<string, QuantityError>>>({});
  const [removed, setRemoved] = useState<Removed | null>(null);
  /** Where focus goes after the list changes: a row index, or -1 for the search box. */
  const [focusAfter, setFocusAfter] = useState<{ index: number } | null>(null);

  const statusText =
    status === 'loading'
      ? t('itemSearchLoading')
      : status === 'ready'
        ? results.length === 0
          ? t('itemSearchNoResults', { text: text.trim() })
          : results.length === 1
            ? t('itemSearchResult')
            : t('itemSearchResults', { count: results.length })
        : '';
  // Screen readers hear the answer's status line once it arrives (one polite region).
  // biome-ignore lint/correctness/useExhaustiveDependencies: announce each new answer once
  useEffect(() => {
    if (status === 'ready') announce(statusText);
  }, [results, status]);

  const changed = useCallback((next: Listing) => latest.current.onChange?.(next), []);

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
      announce(latest.current.t('itemAdded', { name: result.name }));
      changed(session.addSearchResult(result));
    },
    [search, session, changed, announce],
  );

  const forgetError = useCallback(
    (fakeId: string) =>
      setQuantityErrors((errors) => {
        if (!(fakeId in errors)) return errors;
        const { [fakeId]: _gone, ...rest } = errors;
        return rest;
      }),
    [],
  );

  const remove = useCallback(
    (fakeId: string) => {
      const items = current();
      const index = items.findIndex((item) => item.fake_id === fakeId);
      const item = items[index];
      if (!item) return;
      forgetError(fakeId);
      setRemoved({ item, index });
      // The next item's control takes focus, or the search box when none is left below.
      setFocusAfter({ index: index < items.length - 1 ? index : -1 });
      announce(latest.current.t('itemRemoved', { name: item.name }));
      changed(session.removeItem(fakeId));
    },
    [session, current, changed, announce, forgetError],
  );

  const setQuantity = useCallback(
    (item: MoveItem, quantity: number) => {
      if (quantity < 1) return remove(item.fake_id);
      forgetError(item.fake_id);
      if (quantity === item.quantity) return;
      announce(latest.current.t('itemQuantityNow', { name: item.name, quantity }));
      changed(session.setItemQuantity(item.fake_id, quantity));
    },
    [session, changed, announce, forgetError, remove],
  );

  const increase = useCallback(
    (fakeId: string) => {
      const item = findItem(current(), fakeId);
      if (item) setQuantity(item, nextQuantity(item));
    },
    [current, setQuantity],
  );
  const decrease = useCallback(
    (fakeId: string) => {
      const item = findItem(current(), fakeId);
      if (item) setQuantity(item, previousQuantity(item));
    },
    [current, setQuantity],
  );

  /** A typed quantity: kept when it is a whole number 1–99,999, 0 removes, otherwise it stays with a message. */
  const commitQuantity = useCallback(
    (fakeId: string, typed: string): number | undefined => {
      const item = findItem(current(), fakeId);
      if (!item) return undefined;
      const outcome = parseTypedQuantity(typed, item.quantity);
      if (outcome.error) {
        const error: QuantityError = { code: outcome.error, previous: item.quantity };
        setQuantityErrors((errors) => ({ ...errors, [fakeId]: error }));
        return undefined;
      }
      setQuantity(item, outcome.quantity);
      return outcome.quantity;
    },
    [current, setQuantity],
  );

  const undo = useCallback(() => {
    if (!removed) return;
    setRemoved(null);
    setFocusAfter({ index: Math.min(removed.index, current().length) });
    announce(latest.current.t('itemRestored', { name: removed.item.name }));
    changed(session.restoreItem(removed.item, removed.index));
  }, [removed, session, current, changed, announce]);

  const total = useMemo(() => {
    const fit = vanFitOf(items);
    const volume = Math.round(fit.volumeM3 * 10) / 10;
    const count = countItems(items);
    return {
      count: count === 1 ? t('totalOne') : t('totalMany', { count }),
      volume:
        locale === 'en-GB'
          ? t('totalVolumeFeet', { volume, feet: Math.round(fit.volumeM3 * CUBIC_FEET_PER_CUBIC_METRE) })
          : t('totalVolume', { volume }),
      van: fit.fits ? t(`fits_${fit.fits}`) : t('fitsNone'),
      fits: fit.fits,
    };
  }, [items, locale, t]);

  return {
    t,
    text,
    typeText,
    results,
    status,
    errorCode,
    statusText,
    choose,
    retry: search.retry,
    clearText: () => typeText(''),
    items,
    increase,
    decrease,
    remove,
    undo,
    removed,
    focusAfter,
    /** The view has moved focus: forget the request. */
    focusDone: useCallback(() => setFocusAfter(null), []),
    commitQuantity,
    /** Forgets a refused quantity's message as the person types again. */
    forgetError,
    quantityErrors,
    quantityErrorText: (error: QuantityError) => t(error.code, { previous: error.previous }),
    total,
  };
}

/** Whether plus can still raise the quantity (not at the maximum). */
export const canIncrease = (item: MoveItem) => nextQuantity(item) > item.quantity;
