import {
  addressPickerMessage,
  checkMapStyleUrl,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  type Locale,
  type QuoteFlowBase,
  type RouteMapMarker,
  type RouteMapMessageKey,
  type RouteMapScene,
  routeFailureMessage,
  routeMapMessage,
  routeMapScene,
  routeMessage,
  sameScene,
  withQuoteBase,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { WidgetError } from '../common/widget-error.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the route map (the `<hk-route-map>` attributes, parsed). */
export interface RouteMapProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * Address (http or https) of a MapLibre style JSON of the host's own: the map draws it, with
   * the route and the markers on top. Absent: the map's own style, the bundled land outline of
   * Great Britain, Ireland and Europe, which needs no tile server.
   */
  mapStyle?: string;
  /**
   * Draws the static map (an SVG of the route on the land outline, with its distance and
   * duration) instead of the interactive one, as where WebGL is missing; maplibre is not loaded.
   * @default false
   */
  static?: boolean;
  /**
   * The theme its colours come from (the element's `theme`, or any name that changes with the
   * page's `--hk-*` colours): when it changes, the interactive map repaints its water, land and
   * route from the tokens as they are then.
   */
  theme?: string;
  /**
   * The line under the map (the route's distance and driving time, the wait for it, or why there
   * is none with a retry). Off where the address picker above the map already says it, as in the
   * quote flow, so the distance is not read twice. @default true
   */
  summary?: boolean;
  /** Called when the interactive map could not load (`mapLoad`) or the host's style failed (`mapStyle`), or `mapStyle` is no http(s) address (`mapStyleUrl`). */
  onError?: (error: WidgetError) => void;
}

/** The route map's words for its locale. */
export type RouteMapTranslate = (key: RouteMapMessageKey, params?: Record<string, string | number>) => string;

/** The line under the map: nothing, the wait for the route, the route in words, or why there is none (with a retry). */
export type RouteMapSummary =
  | { state: 'none' }
  | { state: 'address'; text: string }
  | { state: 'loading'; text: string }
  | { state: 'ready'; text: string }
  | { state: 'error'; code: string; text: string };

const noop = () => undefined;

/** The words naming the map for assistive technology: what it shows. */
export function mapLabel(scene: RouteMapScene, t: RouteMapTranslate): string {
  if (scene.kind === 'route')
    return t('mapRouteLabel', { pickup: scene.pickup.address, delivery: scene.delivery.address });
  if (scene.kind === 'single')
    return t(scene.marker.side === 'pickup' ? 'mapPickupLabel' : 'mapDeliveryLabel', {
      address: scene.marker.address,
    });
  return t('mapRegionLabel');
}

/** A marker's name: its side and its address. */
export function markerLabel(marker: RouteMapMarker, t: RouteMapTranslate): string {
  return t(marker.side === 'pickup' ? 'mapPickupMarker' : 'mapDeliveryMarker', { address: marker.address });
}

function summaryOf(scene: RouteMapScene, locale: Locale, t: RouteMapTranslate): RouteMapSummary {
  if (scene.kind === 'none') return { state: 'none' };
  if (scene.kind === 'single') return { state: 'address', text: markerLabel(scene.marker, t) };
  const { route } = scene;
  if (route.state === 'ready') return { state: 'ready', text: routeMessage(locale, route.miles, route.seconds) };
  if (route.state === 'error')
    return { state: 'error', code: route.code, text: routeFailureMessage(locale, route.code) };
  return { state: 'loading', text: addressPickerMessage(locale, 'routeLoading') };
}

/**
 * Behaviour of the route map: the quote session (with the flow's actions), the words, and the
 * scene its view draws, read from the session (the addresses, and the line of the directions
 * the address picker already asked for; §7). The map asks for directions only when the session
 * has none for these addresses (a restored draft), and only if no request is under way; the
 * session logs each request (POST /ajax-google-directions-log). `mapStyle` is checked here:
 * anything but an http(s) address is refused with `mapStyleUrl` and the map's own style is used.
 */
export function useRouteMap({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  mapStyle,
  onError,
}: RouteMapProps) {
  const t = useMessages(routeMapMessage, locale);
  const session: QuoteFlowBase = useMemo(() => withQuoteBase(getSession(key)), [key]);
  const scene$ = useMemo(() => {
    let last: RouteMapScene = { kind: 'none' };
    return computed([session.$listing, session.$status, session.$requests], (listing, status, requests) => {
      const next = routeMapScene(listing, status.directions, requests);
      if (!sameScene(last, next)) last = next;
      return last;
    });
  }, [session]);
  const scene = useStore(scene$);

  // The route of a restored draft (or its line) is asked for once, unless a request is under way.
  const wanted = scene.kind === 'route' && (scene.route.state === 'missing' || scene.needsLine);
  useEffect(() => {
    if (wanted && session.$status.get().directions.state !== 'loading') session.loadDirections().catch(noop);
  }, [wanted, session]);

  const style = useMemo(
    () => (mapStyle === undefined ? undefined : checkMapStyleUrl(mapStyle, globalThis.document?.baseURI)),
    [mapStyle],
  );
  const refused = style?.ok === false ? style.code : undefined;
  const report = useRef(onError);
  report.current = onError;
  useEffect(() => {
    if (refused) report.current?.({ code: refused, message: `map-style: “${mapStyle}” is not an http(s) address` });
  }, [refused, mapStyle]);

  return {
    session,
    t,
    locale,
    scene,
    label: mapLabel(scene, t),
    summary: summaryOf(scene, locale, t),
    /** The host's style address, when it is one. */
    styleUrl: style?.ok ? style.url : undefined,
    /** Asks for the route again after a failure. */
    retryRoute: useCallback(() => void session.loadDirections().catch(noop), [session]),
  };
}
