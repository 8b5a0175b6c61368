import {
  DEFAULT_SESSION_KEY,
  type GoToStepDetail,
  getSession,
  type Listing,
  listenSessionMoments,
  type PriceLoadedDetail,
  type ProceedDetail,
} from '@haulkit/core';
import { useLayoutEffect, useRef } from 'react';

/** What a React page hears from a quote session: the `hk-*` events of the elements, as callbacks. */
export interface SessionEventHandlers {
  /** The listing changed (`hk-change`): not for a change the page made itself (a partner or prefill it gave); the listing now. */
  onChange?(listing: Listing): void;
  /** Prices arrived (`hk-price-loaded`): the lowest price and the first and last priced day. */
  onPriceLoaded?(detail: PriceLoadedDetail): void;
  /** The job summary's "change" asks for a step (`hk-go-to-step`): the page brings that section into view. */
  onGoToStep?(detail: GoToStepDetail): void;
  /** The customer proceeded (`hk-proceed`): the listing and its pre-listing id; the page goes to its confirmation. */
  onProceed?(detail: ProceedDetail): void;
}

/**
 * The session's moments for a page that composes the pieces in React (the main site): the same
 * moments the `<hk-*>` elements emit as events, told by the session's state (core's
 * `listenSessionMoments`), each once however many pieces share the session. The handlers may change on
 * every render without subscribing again; the listing before the first change is
 * `getSession(session).$listing.get()`.
 * @example useSessionEvents('shop', { onProceed: ({ pre_listing_id }) => navigate(`/confirm/${pre_listing_id}`) })
 */
export function useSessionEvents(session: string = DEFAULT_SESSION_KEY, handlers: SessionEventHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  // Subscribed as the page commits, not after its paint (preact/compat runs effects after the
  // next frame), so a moment right after the first render is not missed.
  useLayoutEffect(() => {
    const quote = getSession(session);
    const stopMoments = listenSessionMoments(quote, (moment) => {
      if (moment.name === 'price-loaded') latest.current.onPriceLoaded?.(moment.detail);
      else if (moment.name === 'go-to-step') latest.current.onGoToStep?.(moment.detail);
      else latest.current.onProceed?.(moment.detail);
    });
    // A listing the page's own change left (a partner or prefill it gave) is not told back to it.
    const stopListing = quote.$listing.listen((listing) => {
      if (!quote.isHostListing(listing)) latest.current.onChange?.(listing);
    });
    return () => {
      stopMoments();
      stopListing();
    };
  }, [session]);
}
