// Puts each <hk-route-map> of the states page into one state, through the public API only:
// `configure` gives a session a stand-in maps port, and the addresses are set on the session
// (as a restored draft would have them), so the map asks for the route itself. The element's own
// script is the light one, or the React one with `?build=react`.
// `document.body.dataset.ready` says when every map on screen has drawn its state.
import { markReady } from './ready.js';

const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/route-map${build}.js`),
]);

const theme = new URLSearchParams(location.search).get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;
for (const element of document.querySelectorAll('hk-route-map')) element.setAttribute('theme', theme);

const place = (formatted_address, latitude, longitude) => ({ formatted_address, latitude, longitude });
const MANCHESTER = place('Manchester Piccadilly, Manchester M1 2PB, UK', 53.4774, -2.2309);
const LONDON = place('10 Downing Street, London SW1A 2AA, UK', 51.5034, -0.1276);
const BRISTOL = place('Temple Meads, Bristol BS1 6QF, UK', 51.4491, -2.5813);
const MADRID = place('Calle de Alcalá 20, 28014 Madrid, España', 40.4183, -3.6995);
const BARCELONA = place('Passeig de Gràcia 92, 08008 Barcelona, España', 41.3954, 2.1619);

/** A road-like line: the straight line bent a little through two points between the ends. */
function directions({ origin, destination }) {
  const bend = (t, side) => [
    origin.lng + (destination.lng - origin.lng) * t + side * (destination.lat - origin.lat) * 0.08,
    origin.lat + (destination.lat - origin.lat) * t - side * (destination.lng - origin.lng) * 0.08,
  ];
  const rad = Math.PI / 180;
  const a =
    Math.sin(((destination.lat - origin.lat) * rad) / 2) ** 2 +
    Math.cos(origin.lat * rad) *
      Math.cos(destination.lat * rad) *
      Math.sin(((destination.lng - origin.lng) * rad) / 2) ** 2;
  const metres = 1.25 * 2 * 6371000 * Math.asin(Math.sqrt(a));
  return {
    geometry: [[origin.lng, origin.lat], bend(0.35, 1), bend(0.7, -1), [destination.lng, destination.lat]],
    distanceMetres: metres,
    durationSeconds: metres / 24,
  };
}
const maps = {
  getPlacePredictions: async () => [],
  geocode: async () => [],
  getDirections: async (request) => directions(request),
  getDistanceMatrix: async () => [],
};
/** A maps service that never answers: the route stays "being worked out". */
const waiting = { ...maps, getDirections: () => new Promise(() => undefined) };

const addresses = {
  'map-single': [MANCHESTER, null],
  'map-route': [MANCHESTER, LONDON],
  'map-loading': [BRISTOL, LONDON],
  'map-static': [MANCHESTER, LONDON],
  'map-host': [BRISTOL, MANCHESTER],
  'map-style-failed': [LONDON, BRISTOL],
  'map-spanish': [MADRID, BARCELONA],
};
for (const element of document.querySelectorAll('hk-route-map')) {
  const key = element.getAttribute('session');
  configure({ maps: key === 'map-loading' ? waiting : maps, drafts: false }, key);
  const [pickup, delivery] = addresses[key] ?? [null, null];
  getSession(key).update((state) => ({
    ...state,
    listing: {
      ...state.listing,
      ...(pickup ? { pickup_address_data: pickup } : {}),
      ...(delivery ? { delivery_address_data: delivery } : {}),
    },
  }));
}

/** True once an element's view shows its final state (a map drawn, a failure said, or its SVG). */
function settled(element) {
  const root = element.shadowRoot;
  const frame = root?.querySelector('[part~=map]');
  if (!frame) return false;
  if (frame.dataset.mode === 'empty') return true;
  // The drawn map is a part of its own: a static map has settled once its SVG shows the land
  // outline, which loads after the SVG itself.
  if (frame.dataset.mode === 'static') return root.querySelector('svg .hk-rm-land') !== null;
  return !root.querySelector('.hk-rm-loading') && root.querySelector('.maplibregl-canvas') !== null;
}
const near = (element) => element.getBoundingClientRect().top < 2 * innerHeight;
const elements = [...document.querySelectorAll('hk-route-map')];
const until = Date.now() + 45_000;
while (Date.now() < until && !elements.filter(near).every(settled)) await new Promise((r) => setTimeout(r, 50));
markReady(elements.filter(near).filter((element) => !settled(element)));
