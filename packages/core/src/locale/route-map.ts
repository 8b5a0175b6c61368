import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The route map's words (docs/behaviour/quote-flow.md §2: map with route, single-marker map), apart
 * from the full catalogue so a page showing the map loads only these. The route's distance and
 * duration are the address picker's words (`routeMessage`, `routeFailureMessage`).
 */
export const routeMapEnGB = {
  mapRegionLabel: 'Route map',
  mapRouteLabel: 'Map of the route from {pickup} to {delivery}',
  mapPickupLabel: 'Map of the pickup address: {address}',
  mapDeliveryLabel: 'Map of the delivery address: {address}',
  mapEmpty: 'The map shows the route once you enter the pickup and delivery addresses.',
  mapLoading: 'Loading the map…',
  mapFailedTitle: 'The interactive map could not load',
  mapPartFailedTitle: 'The map could not load',
  mapPartFailed: 'Check your connection, then try again. Your addresses are kept.',
  mapStyleFailedTitle: 'The map’s style could not load',
  mapFailed: 'A simple map of the route is shown instead.',
  mapRetry: 'Try again',
  mapPickupMarker: 'Pickup: {address}',
  mapDeliveryMarker: 'Delivery: {address}',
  mapAttribution: 'Land outline: Natural Earth',
  mapZoomIn: 'Zoom in',
  mapZoomOut: 'Zoom out',
};

/** Keys of the route map's words. */
export type RouteMapMessageKey = keyof typeof routeMapEnGB;

/** The route map's words per locale (en-IE speaks en-GB here). */
export const ROUTE_MAP_MESSAGES: Readonly<Record<Locale, Readonly<Record<RouteMapMessageKey, string>>>> = catalogues(
  'route-map',
  routeMapEnGB,
);

/** The route map's words for a key, placeholders filled (see `createTranslator`). */
export const routeMapMessage = createTranslator((locale) => ROUTE_MAP_MESSAGES[locale]);
