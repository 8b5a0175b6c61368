import {
  type DefaultItemChoice,
  defaultItemChoices,
  EBAY_LISTING_NOT_FOUND_CODE,
  HaulkitError,
  isHaulkitError,
  NO_ADAPTER_CODE,
  partnerSkipsFurnitureDefaults,
  type QuoteSession,
} from '@haulkit/core';
import { useEffect, useMemo, useState } from 'react';
import { useFurnitureDefaults } from '../browse/use-furniture-defaults.js';

/** The partner default items and where they stand. */
export interface PartnerDefaults {
  /** `listing`: the partner listing's own items (eBay channels 1 and 4); `popular`: the furniture defaults. */
  source: 'listing' | 'popular';
  status: 'loading' | 'ready' | 'failed';
  /** One per fake_id, in order. */
  choices: readonly DefaultItemChoice[];
  errorCode: string | undefined;
  /** Asks again after a failure; absent when asking again cannot help (an unknown eBay listing). */
  retry: (() => void) | undefined;
}

const NONE: readonly DefaultItemChoice[] = [];

interface ListingAnswer {
  /** Which request it answers: the item id and the attempt. */
  key: string;
  status: 'ready' | 'failed';
  choices: readonly DefaultItemChoice[];
  errorCode?: string;
}

/**
 * The items of an eBay listing (GET /ng/listings/ebay-item, docs/behaviour/back-office.md §2, §7), for
 * the eBay channels' default items; nothing is asked without an id. A new id aborts the request
 * before it.
 */
function useListingItems(session: QuoteSession, itemId: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<ListingAnswer | null>(null);
  const key = `${itemId}#${attempt}`;
  useEffect(() => {
    if (itemId === undefined) return;
    const controller = new AbortController();
    const settle = (next: Omit<ListingAnswer, 'key'>) => {
      if (!controller.signal.aborted) setAnswer({ key, ...next });
    };
    session
      .adapters()
      .then(({ api }) => {
        if (!api) throw new HaulkitError(NO_ADAPTER_CODE, 'No quote adapter');
        return api.getEbayItem(itemId, controller.signal);
      })
      .then(
        (ebay) => settle({ status: 'ready', choices: defaultItemChoices(ebay.items) }),
        (error: unknown) =>
          settle({ status: 'failed', choices: NONE, errorCode: isHaulkitError(error) ? error.code : 'unknown' }),
      );
    return () => controller.abort();
  }, [session, itemId, key]);
  const current: Omit<ListingAnswer, 'key'> | null =
    itemId === undefined ? { status: 'ready', choices: NONE } : answer?.key === key ? answer : null;
  const status: PartnerDefaults['status'] = current?.status ?? 'loading';
  return {
    status,
    choices: current?.choices ?? NONE,
    errorCode: current?.errorCode,
    retry: () => setAttempt((count) => count + 1),
  };
}

/**
 * Where a partner's default items come from (docs/behaviour/quote-flow.md §4 "Partner item view", §7):
 * for the eBay channels (partners 1 and 4, whose furniture defaults are skipped) the items of the
 * partner's listing (`partner-listing-id`, an eBay item id); for every other partner the furniture
 * defaults, all groups in order (Clothing dropped on a phone), each item once.
 */
export function usePartnerDefaults(
  session: QuoteSession,
  { partnerId, partnerListingId, phone }: { partnerId: number; partnerListingId?: string | undefined; phone: boolean },
): PartnerDefaults {
  const fromListing = partnerSkipsFurnitureDefaults(partnerId);
  const popular = useFurnitureDefaults(session, { partnerId, phone });
  const listing = useListingItems(session, fromListing ? partnerListingId : undefined);
  const popularChoices = useMemo(
    () => defaultItemChoices(popular.groups.flatMap((group) => group.items)),
    [popular.groups],
  );
  if (fromListing)
    return {
      source: 'listing',
      ...listing,
      retry: listing.errorCode === EBAY_LISTING_NOT_FOUND_CODE ? undefined : listing.retry,
    };
  return {
    source: 'popular',
    status: popular.status === 'skipped' ? 'ready' : popular.status,
    choices: popularChoices,
    errorCode: popular.errorCode,
    retry: popular.retry,
  };
}
