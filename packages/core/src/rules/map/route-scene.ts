import type { Listing } from '../../model/listing.js';
import type { Directions, LngLat } from '../../ports/maps-api.js';
import type { AsyncStatus, RequestEntry } from '../../session/requests.js';
import type { RouteSide } from '../../session/transitions/job.js';
import { addressText, type Coordinates, readCoordinates } from '../address/address.js';

/**
 * The key under which a session keeps the directions between two points (its `$requests`
 * entries): the route map finds the line the address picker's request brought, rather than
 * asking again.
 */
export function directionsRequestKey(origin: Coordinates, destination: Coordinates): string {
  return `directions:${origin.lat},${origin.lng}:${destination.lat},${destination.lng}`;
}

/** Where the route between two known addresses stands. */
export type RouteMapRoute =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly miles: number; readonly seconds: number }
  | { readonly state: 'error'; readonly code: string }
  /** Both addresses, no route and nothing asked (a restored draft): the route is to be asked for. */
  | { readonly state: 'missing' };

/** One address on the map: its side, its point ([lng, lat]) and its words. */
export interface RouteMapMarker {
  readonly side: RouteSide;
  readonly point: LngLat;
  readonly address: string;
}

/**
 * What the route map shows (docs/behaviour/quote-flow.md §2: map with route, single-marker map): nothing
 * yet, one address, or both with the route's line once the directions have it. `needsLine` says
 * the line must still be asked for (a restored draft kept the distance, not the line).
 */
export type RouteMapScene =
  | { readonly kind: 'none' }
  | { readonly kind: 'single'; readonly marker: RouteMapMarker }
  | {
      readonly kind: 'route';
      readonly pickup: RouteMapMarker;
      readonly delivery: RouteMapMarker;
      readonly line: readonly LngLat[] | null;
      readonly route: RouteMapRoute;
      readonly needsLine: boolean;
    };

const NONE: RouteMapScene = { kind: 'none' };

const markerOf = (side: RouteSide, address: unknown, at: Coordinates): RouteMapMarker => ({
  side,
  point: [at.lng, at.lat],
  address: addressText(address as object | null | undefined),
});

function routeOf(listing: Listing, directions: AsyncStatus): RouteMapRoute {
  if (directions.state === 'loading') return { state: 'loading' };
  if (directions.state === 'error') return { state: 'error', code: directions.error.code };
  const { distance, duration } = listing;
  if (typeof distance === 'number' && typeof duration === 'number')
    return { state: 'ready', miles: distance, seconds: duration };
  return directions.state === 'idle' ? { state: 'missing' } : { state: 'loading' };
}

const lineOf = (entry: RequestEntry | undefined): readonly LngLat[] | null => {
  const geometry = (entry?.data as Partial<Directions> | undefined)?.geometry;
  return Array.isArray(geometry) && geometry.length >= 2 ? geometry : null;
};

/**
 * The route map's scene from the listing's addresses, the session's directions status and its
 * request entries (where the directions' line is kept). Addresses count only with coordinates (§5).
 */
export function routeMapScene(
  listing: Listing,
  directions: AsyncStatus,
  requests: Readonly<Record<string, RequestEntry>>,
): RouteMapScene {
  const from = readCoordinates(listing.pickup_address_data);
  const to = readCoordinates(listing.delivery_address_data);
  if (!from && !to) return NONE;
  if (!from || !to) {
    const side: RouteSide = from ? 'pickup' : 'delivery';
    const at = (from ?? to) as Coordinates;
    return { kind: 'single', marker: markerOf(side, listing[`${side}_address_data`], at) };
  }
  const entry = requests[directionsRequestKey(from, to)];
  const line = lineOf(entry);
  const route = routeOf(listing, directions);
  return {
    kind: 'route',
    pickup: markerOf('pickup', listing.pickup_address_data, from),
    delivery: markerOf('delivery', listing.delivery_address_data, to),
    line,
    route,
    needsLine: line === null && entry === undefined && route.state !== 'loading',
  };
}

const sameMarker = (a: RouteMapMarker, b: RouteMapMarker) =>
  a.side === b.side && a.point[0] === b.point[0] && a.point[1] === b.point[1] && a.address === b.address;

const sameRoute = (a: RouteMapRoute, b: RouteMapRoute) =>
  a.state === b.state &&
  (a.state !== 'ready' || (b.state === 'ready' && a.miles === b.miles && a.seconds === b.seconds)) &&
  (a.state !== 'error' || (b.state === 'error' && a.code === b.code));

/** True when two scenes show the same thing (the line compared by identity), so a view keeps the first. */
export function sameScene(a: RouteMapScene, b: RouteMapScene): boolean {
  if (a === b) return true;
  if (a.kind === 'none' || b.kind === 'none') return a.kind === b.kind;
  if (a.kind === 'single') return b.kind === 'single' && sameMarker(a.marker, b.marker);
  return (
    b.kind === 'route' &&
    sameMarker(a.pickup, b.pickup) &&
    sameMarker(a.delivery, b.delivery) &&
    a.line === b.line &&
    sameRoute(a.route, b.route) &&
    a.needsLine === b.needsLine
  );
}

/** Every point a scene draws, [lng, lat]: the markers and the line (what the map fits to). */
export function scenePoints(scene: RouteMapScene): LngLat[] {
  if (scene.kind === 'none') return [];
  if (scene.kind === 'single') return [scene.marker.point];
  return [scene.pickup.point, scene.delivery.point, ...(scene.line ?? [])];
}
