import {
  DEFAULT_LOCALE,
  EBAY_LISTING_NOT_FOUND_CODE,
  type EbayItem,
  type EbayItemMessageKey,
  ebayItemMessage,
  isAbortError,
  type Listing,
  type Locale,
  type QuoteSession,
  requestError,
  SEARCH_DEBOUNCE_MS,
  withQuoteBase,
} from '@haulkit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetError } from '../../common/widget-error.js';
import { useAnnounce } from '../../ui/announcer.js';
import { useMessages } from '../../use-messages.js';

/** Props of the eBay item panel. */
export interface EbayItemPanelProps {
  /** The quote session the listing's items are added to. */
  session: QuoteSession;
  /** The eBay item id (what `readEbayItemId` read from the item box). */
  itemId: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** Called with the listing after the eBay listing's items were added. */
  onAdded?(listing: Listing): void;
  /** Called once per failed lookup: `ebay_listing_not_found`, or the adapter's code (`network`, `server`, …). */
  onError?(error: WidgetError): void;
}

/** The eBay item panel's words for its locale. */
export type EbayTranslate = (key: EbayItemMessageKey, params?: Record<string, string | number>) => string;

/** Where the lookup stands: waiting, the listing found, no such listing, or failed with the adapter's code. */
export type EbayItemView =
  | { state: 'loading' }
  | { state: 'ready'; listing: EbayItem }
  | { state: 'notFound'; code: typeof EBAY_LISTING_NOT_FOUND_CODE }
  | { state: 'error'; code: string };

/**
 * Behaviour of the eBay item panel (docs/behaviour/back-office.md §2 "eBay item", §5 eleven or more
 * digits typed in the item box, §8 'eBay listing not found'): the listing looked up through the
 * session once the id has stayed the same for the search's debounce (typing more digits asks
 * once, for the last id), a retry, and "Add these items", announced.
 */
export function useEbayItem({ session, itemId, locale = DEFAULT_LOCALE, onAdded, onError }: EbayItemPanelProps) {
  const t = useMessages(ebayItemMessage, locale);
  const announce = useAnnounce();
  const flow = useMemo(() => withQuoteBase(session), [session]);
  const [view, setView] = useState<EbayItemView>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ onAdded, onError, t });
  latest.current = { onAdded, onError, t };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) asks again for the same id
  useEffect(() => {
    let current = true;
    setView({ state: 'loading' });
    const timer = setTimeout(() => {
      flow.lookupEbayItem(itemId).then(
        (listing) => {
          if (!current) return;
          setView({ state: 'ready', listing });
          // The panel appeared under the box as the person typed: screen readers hear what was found.
          announce(latest.current.t('ebayFound', { title: listing.title }));
        },
        (error: unknown) => {
          if (!current || isAbortError(error)) return;
          const { code } = requestError(error);
          const notFound = code === EBAY_LISTING_NOT_FOUND_CODE;
          setView(notFound ? { state: 'notFound', code } : { state: 'error', code });
          const { t: say, onError: tell } = latest.current;
          tell?.({ code, message: say(notFound ? 'ebayListingNotFound' : 'ebayFailedTitle') });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [flow, itemId, attempt, announce]);

  const add = useCallback(() => {
    if (view.state !== 'ready') return;
    const { listing } = view;
    const next = flow.addEbayItems(listing);
    const [only] = listing.items;
    announce(
      listing.items.length === 1 && only
        ? t('ebayAddedOne', { name: only.name, title: listing.title })
        : t('ebayAdded', {
            count: listing.items.reduce((sum, item) => sum + (item.qty ?? 1), 0),
            title: listing.title,
          }),
    );
    latest.current.onAdded?.(next.listing);
  }, [view, flow, announce, t]);

  return { t, view, add, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
