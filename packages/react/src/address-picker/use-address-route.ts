import {
  type AsyncStatus,
  type Listing,
  type Locale,
  type QuoteFlowBase,
  readCoordinates,
  routeFailureMessage,
  routeMessage,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAnnounce } from '../ui/announcer.js';
import { useStore } from '../use-store.js';

/** What the route line shows: nothing (an address is missing), the wait, the route, or why there is none. */
export type AddressRouteView =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; miles: number; seconds: number; text: string }
  | { state: 'error'; code: string; text: string };

const noop = () => undefined;

const NONE: AddressRouteView = { state: 'none' };
const LOADING: AddressRouteView = { state: 'loading' };

/** The route view of a listing and its directions status, before words. */
function routeStateOf(listing: Listing, directions: AsyncStatus) {
  if (!readCoordinates(listing.pickup_address_data) || !readCoordinates(listing.delivery_address_data)) return NONE;
  if (directions.state === 'loading') return LOADING;
  if (directions.state === 'error') return { state: 'error' as const, code: directions.error.code };
  const { distance, duration } = listing;
  if (typeof distance === 'number' && typeof duration === 'number')
    return { state: 'ready' as const, miles: distance, seconds: duration };
  // Both addresses, no route and nothing asked (a restored draft): the route is to be asked for.
  return directions.state === 'idle' ? { state: 'missing' as const } : LOADING;
}

type RouteState = ReturnType<typeof routeStateOf>;

const sameRoute = (a: RouteState, b: RouteState) =>
  a.state === b.state &&
  (a.state !== 'ready' || (b.state === 'ready' && a.miles === b.miles && a.seconds === b.seconds)) &&
  (a.state !== 'error' || (b.state === 'error' && a.code === b.code));

/**
 * The route line's state: shown once both addresses have coordinates, with the wait, the
 * distance and driving time in words, or the failure's words and `retry` (§7 directions). Its
 * own store changes only when the route line does, and the route is announced once when it
 * arrives.
 */
export function useAddressRoute(session: QuoteFlowBase, locale: Locale) {
  const announce = useAnnounce();
  const route$ = useMemo(() => {
    let last: RouteState = NONE;
    return computed([session.$listing, session.$status], (listing, status) => {
      const next = routeStateOf(listing, status.directions);
      if (!sameRoute(last, next)) last = next;
      return last;
    });
  }, [session]);
  const state = useStore(route$);
  // A restored draft with both addresses but no route asks for it.
  useEffect(() => {
    if (state.state === 'missing') session.loadDirections().catch(noop);
  }, [state, session]);

  const view: AddressRouteView =
    state.state === 'ready'
      ? { ...state, text: routeMessage(locale, state.miles, state.seconds) }
      : state.state === 'error'
        ? { ...state, text: routeFailureMessage(locale, state.code) }
        : state.state === 'missing'
          ? LOADING
          : state;
  // The route (or why there is none) is spoken once when it arrives, not when the picker opens with it.
  const news = view.state === 'ready' || view.state === 'error' ? view.text : '';
  const spoken = useRef(news);
  useEffect(() => {
    if (news === '' || news === spoken.current) return;
    spoken.current = news;
    announce(news);
  }, [news, announce]);

  return { view, retry: useCallback(() => void session.loadDirections().catch(noop), [session]) };
}
