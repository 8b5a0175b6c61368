import {
  countItems,
  createItemSearch,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  HaulkitError,
  type ItemPickerMessageKey,
  type ItemSearchResult,
  itemPickerMessage,
  itemStores,
  type Listing,
  type Locale,
  lazyImport,
  type MoveItem,
  NO_ADAPTER_CODE,
  parseTypedQuantity,
  type QuoteSession,
  readEbayItemId,
  totalVolumeMessage,
  vanFitOf,
} from '@haulkit/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QuantityOutcome } from '../common/quantity-outcome.js';
import type { WidgetError } from '../common/widget-error.js';
import { useAnnounce } from '../ui/announcer.js';
import { useRowBlocks } from '../ui/row-blocks.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';
import { whenIdle } from '../when-idle.js';

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
  /** The flow's category (the `category` attribute): furniture, house-move, piano, car, man-and-van … */
  category?: string | undefined;
  /**
   * The partner channel the customer came through (1 eBay, 2 Gumtree, 3 Freeads, 4 eBay's auction
   * channel, 6, 7 …): the picker shows the partner item screens (default items, custom item and
   * search, docs/behaviour/quote-flow.md §2, §4) and records the partner on the listing.
   */
  partnerId?: number | undefined;
  /** The partner's own listing id: for the eBay channels (1, 4) the listing whose items are offered. */
  partnerListingId?: string | undefined;
  /**
   * Partner screens: called with the listing when the person continues from the default items
   * with at least one chosen (otherwise the missing-item error shows, §5, §8).
   */
  onContinue?(listing: Listing): void;
  /**
   * Partner screens: what the default-items screen shows between the chosen items and its
   * Continue, so Continue comes last in reading order (the quote flow puts the van there).
   */
  beforeContinue?: ReactNode;
  /** Turns the search and the quantity controls off. */
  disabled?: boolean;
  /** Called with the listing after every change of the item list. */
  onChange?(listing: Listing): void;
  /**
   * What was typed before the view arrived (an element's early search box): the box starts
   * with this text, searches it at once, and takes focus if the early box had it.
   */
  early?: { text: string; focused: boolean } | undefined;
  /** Called with a coded error the host page should know about (a failed search, with the adapter's code: `network`, `server`, `permission`, …). */
  onError?(error: WidgetError): void;
}

/** A removed item, kept so the removal can be undone. */
export interface Removed {
  item: MoveItem;
  index: number;
}

/** The item actions a row calls: stable for a session and locale, so memoised rows never re-render for them. */
export interface ItemActions {
  increase(fakeId: string): void;
  decrease(fakeId: string): void;
  remove(fakeId: string): void;
  /** A typed quantity: kept when it is a whole number 1–99,999, otherwise refused with a code (0 too: − and × remove). */
  commitQuantity(fakeId: string, typed: string): QuantityOutcome | undefined;
}

/** The item picker's words for its locale. */
export type Translate = (key: ItemPickerMessageKey, params?: Record<string, string | number>) => string;

const findItem = (session: QuoteSession, fakeId: string) => itemStores(session).find(fakeId);

/** The search tracking, loaded once an answer is shown (a failed load is asked for afresh next time). */
const importTracking = lazyImport(() => import('./track-search.js'));

/**
 * Behaviour of the item picker's frame: the session, the words, the list's ids (which change
 * only when an item comes or goes) and their blocks, the stable item actions, what is announced, the undo of a
 * removal and where focus goes after one. The rules live in @haulkit/core; the search box, each
 * row and the total read their own state (useItemSearch, useItem, useItemTotal), so a keystroke
 * or a "+" renders only what it changes.
 */
export function useItemPicker({
  session: sessionKey = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  onChange,
}: ItemPickerProps) {
  const t = useMessages(itemPickerMessage, locale);
  const announce = useAnnounce();
  const session = useMemo(() => getSession(sessionKey), [sessionKey]);
  const ids = useStore(itemStores(session).$ids);
  // The rows in blocks that skip layout and paint out of view (an id keeps its block).
  const blocks = useRowBlocks(ids);
  // Latest values for stable callbacks: rows are memoised, so their handlers must not change.
  const latest = useRef({ onChange, t });
  latest.current = { onChange, t };
  const [removed, setRemoved] = useState<Removed | null>(null);
  /** Where focus goes after the list changes: a row index, or -1 for the search box. */
  const [focusAfter, setFocusAfter] = useState<{ index: number } | null>(null);

  const actions = useMemo<ItemActions>(() => {
    const changed = (next: Listing) => latest.current.onChange?.(next);
    const say = (key: 'itemRemoved' | 'itemQuantityNow', item: MoveItem, quantity?: number) =>
      announce(latest.current.t(key, { name: item.name, ...(quantity === undefined ? {} : { quantity }) }));
    /**
     * Runs one of the session's item actions on an item and tells the person what it did: the new
     * quantity, or the removal (with undo, and focus on the next row or the search box). Items are
     * read from the store itself, so clicks faster than a render act on the newest list.
     */
    const act = (fakeId: string, action: () => Listing) => {
      const items = session.$listing.get().move_items ?? [];
      const index = items.findIndex((item) => item.fake_id === fakeId);
      const item = items[index];
      if (!item) return;
      const next = action();
      if (next.move_items === items) return;
      const now = next.move_items?.find((candidate) => candidate.fake_id === fakeId);
      if (now) say('itemQuantityNow', item, now.quantity);
      else {
        setRemoved({ item, index });
        setFocusAfter({ index: index < items.length - 1 ? index : -1 });
        say('itemRemoved', item);
      }
      changed(next);
    };
    return {
      increase: (fakeId) => act(fakeId, () => session.increaseItem(fakeId)),
      decrease: (fakeId) => act(fakeId, () => session.decreaseItem(fakeId)),
      remove: (fakeId) => act(fakeId, () => session.removeItem(fakeId)),
      commitQuantity: (fakeId, typed) => {
        const item = findItem(session, fakeId);
        if (!item) return undefined;
        const outcome = parseTypedQuantity(typed, item.quantity);
        if (outcome.error) return { error: { code: outcome.error, previous: item.quantity } };
        act(fakeId, () => session.setItemQuantity(fakeId, outcome.quantity));
        return { quantity: outcome.quantity };
      },
    };
  }, [session, announce]);

  const choose = useCallback(
    (result: ItemSearchResult) => {
      announce(latest.current.t('itemAdded', { name: result.name }));
      const next = session.addSearchResult(result);
      latest.current.onChange?.(next);
    },
    [session, announce],
  );

  const undo = useCallback(() => {
    if (!removed) return;
    setRemoved(null);
    setFocusAfter({ index: Math.min(removed.index, (session.$listing.get().move_items ?? []).length) });
    announce(latest.current.t('itemRestored', { name: removed.item.name }));
    const next = session.restoreItem(removed.item, removed.index);
    latest.current.onChange?.(next);
  }, [removed, session, announce]);

  return {
    t,
    session,
    ids,
    blocks,
    actions,
    choose,
    undo,
    removed,
    focusAfter,
    /** Tells the host the listing changed (an addition made elsewhere: a dialog, the eBay panel). */
    notify: useCallback((listing: Listing) => latest.current.onChange?.(listing), []),
    /** The view has moved focus: forget the request. */
    focusDone: useCallback(() => setFocusAfter(null), []),
  };
}

/**
 * The search box's state and behaviour: its text, the debounced search through the session's
 * quote adapter, the status line and what is announced. The adapter loads when the page is
 * idle, or at once when the box takes focus, so it is there before the first search.
 */
export function useItemSearch({
  session,
  t,
  categoryId = 1,
  preListingId,
  initialText = '',
  onChoose,
  onError,
}: {
  session: QuoteSession;
  /** Text the box starts with (typed before the view arrived); searched at once. */
  initialText?: string | undefined;
  t: Translate;
  categoryId?: number | undefined;
  preListingId?: string | undefined;
  onChoose(result: ItemSearchResult): void;
  onError?: ((error: WidgetError) => void) | undefined;
}) {
  const announce = useAnnounce();
  const search = useMemo(
    () =>
      createItemSearch({
        search: async (name, signal) => {
          const { api } = await session.adapters();
          if (!api) throw new HaulkitError(NO_ADAPTER_CODE, 'No quote adapter');
          // The pre-listing the host named, else the listing's own once it has one.
          const id = preListingId || session.$listing.get().pre_listing_id;
          return api.searchItems(
            {
              name,
              category_id: categoryId,
              dimensionUnit: 'cm',
              weightUnit: 'kg',
              ...(id ? { pre_listing_id: id } : {}),
            },
            signal,
          );
        },
      }),
    [session, categoryId, preListingId],
  );
  useEffect(() => () => search.dispose(), [search]);
  const warm = useCallback(() => void session.adapters().catch(() => undefined), [session]);
  useEffect(() => whenIdle(warm), [warm]);

  const results = useStore(search.$results);
  const status = useStore(search.$status);
  const errorCode = useStore(search.$errorCode);
  // A failed search shows an error with a retry, and tells the host page why, once per failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: report on each new failure only
  useEffect(() => {
    if (status === 'failed' && errorCode) onError?.({ code: errorCode, message: t('itemSearchFailedTitle') });
  }, [status, errorCode]);
  const [text, setText] = useState(initialText);
  // Text typed into an element's early box is searched as soon as the view is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the text the box started with
  useEffect(() => {
    if (initialText.trim() !== '') search.setText(initialText);
  }, [search]);

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
  // Screen readers hear the answer's status line once it arrives (one polite region), and the
  // term searched is tracked (docs/behaviour/quote-flow.md §9), off the interaction's path.
  // biome-ignore lint/correctness/useExhaustiveDependencies: announce and track each new answer once
  useEffect(() => {
    if (status !== 'ready') return;
    announce(statusText);
    const term = text.trim();
    void importTracking()
      .then((track) => track.trackSearch(session, term, categoryId))
      .catch(() => {});
  }, [results, status]);

  const typeText = useCallback(
    (value: string) => {
      setText(value);
      // An eBay item id is looked up as a listing (the view's eBay panel), never searched by name.
      search.setText(readEbayItemId(value) === undefined ? value : '');
    },
    [search],
  );
  const choose = useCallback(
    (result: ItemSearchResult) => {
      setText('');
      search.clear();
      onChoose(result);
    },
    [search, onChoose],
  );

  return {
    text,
    typeText,
    clearText: useCallback(() => typeText(''), [typeText]),
    results,
    status,
    errorCode,
    statusText,
    choose,
    retry: search.retry,
    /** Loads the adapter now (the box took focus): the first search need not wait for it. */
    warm,
  };
}

/** One item, read from its own store: a row re-renders only when its item changes. */
export function useItem(session: QuoteSession, fakeId: string): MoveItem | undefined {
  const store = useMemo(() => itemStores(session).item(fakeId), [session, fakeId]);
  return useStore(store);
}

/**
 * The running total in words (count, volume, the van it fits), or null for an empty list. Cars
 * (`car`: the car flow) go on a transporter, not in a van: their total is the count alone, as is
 * a list whose items have no size yet (no "about 0 m³").
 */
export function useItemTotal(session: QuoteSession, locale: Locale, t: Translate, car = false) {
  const listing = useStore(session.$listing);
  const items = listing.move_items ?? [];
  // Nothing to total in an empty list: no text with a number, so no formatter, on the first render.
  return useMemo(() => {
    if (items.length === 0) return null;
    const count = countItems(items);
    if (car) return { count: count === 1 ? t('totalCarOne') : t('totalCarMany', { count }), volume: null, van: null };
    const fit = vanFitOf(items);
    const volume = totalVolumeMessage(fit.volumeM3, locale);
    const words = count === 1 ? t('totalOne') : t('totalMany', { count });
    if (volume.params.volume === 0) return { count: words, volume: null, van: null };
    return {
      count: words,
      volume: t(volume.key, volume.params),
      van: fit.fits ? t(`fits_${fit.fits}`) : t('fitsNone'),
      fits: fit.fits,
    };
  }, [items, locale, t, car]);
}
