// Puts each <hk-address-picker> of the states page into one state, through the public API only:
// `configure` gives a session a stand-in maps port, addresses are typed and chosen as a person
// would, and "Use my location" meets a browser that refuses. `document.body.dataset.ready` says
// when all are set.
import { configure } from '/dist/api.js';

const theme = new URLSearchParams(location.search).get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;
for (const element of document.querySelectorAll('hk-address-picker')) element.setAttribute('theme', theme);

/** Places the stand-in port knows: [placeId, main text, secondary text, lat, lng, postcode, country]. */
const PLACES = [
  ['p-1', '10 Downing Street', 'London SW1A 2AA, UK', 51.5034, -0.1276, 'SW1A 2AA', 'GB'],
  ['p-2', 'Swindon', 'Wiltshire, UK', 51.5558, -1.7797, 'SN1 1AA', 'GB'],
  ['p-3', 'Swansea', 'Wales, UK', 51.6214, -3.9436, 'SA1 1AA', 'GB'],
  ['p-4', 'Oxford Street', 'London W1D 1BS, UK', 51.5154, -0.1418, 'W1D 1BS', 'GB'],
  ['p-5', 'Manchester Piccadilly', 'Manchester M1 2PB, UK', 53.4774, -2.2309, 'M1 2PB', 'GB'],
  ['p-6', 'Calle de Alcalá 20', '28014 Madrid, España', 40.4183, -3.6995, '28014', 'ES'],
  ['p-7', 'Passeig de Gràcia 92', '08008 Barcelona, España', 41.3954, 2.1619, '08008', 'ES'],
];
const prediction = ([placeId, mainText, secondaryText]) => ({
  placeId,
  description: `${mainText}, ${secondaryText}`,
  mainText,
  secondaryText,
});
const address = ([, mainText, secondaryText, latitude, longitude, postcode, country]) => ({
  formatted_address: `${mainText}, ${secondaryText}`,
  latitude,
  longitude,
  postcode,
  ISO_3166_1_Alpha_2: country,
  types: ['street_address'],
});
const matches = (input) =>
  PLACES.filter((place) => `${place[1]} ${place[2]}`.toLowerCase().includes(input.trim().toLowerCase()));
/** Straight-line metres between two points, and a drive at 30 mph along a road 1.3 times longer. */
function directions({ origin, destination }) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((destination.lat - origin.lat) * rad) / 2) ** 2 +
    Math.cos(origin.lat * rad) *
      Math.cos(destination.lat * rad) *
      Math.sin(((destination.lng - origin.lng) * rad) / 2) ** 2;
  const metres = 1.3 * 2 * 6371000 * Math.asin(Math.sqrt(a));
  return {
    geometry: [
      [origin.lng, origin.lat],
      [destination.lng, destination.lat],
    ],
    distanceMetres: metres,
    durationSeconds: metres / 13.4,
  };
}
const network = () =>
  Object.assign(new Error('GET /ng/geolocator/suggest: the network is unreachable'), { code: 'network' });
const workingMaps = {
  getPlacePredictions: async ({ input }) => matches(input).map(prediction),
  geocode: async (request) => {
    const found = PLACES.find((place) => place[0] === request.placeId);
    return found ? [address(found)] : [];
  },
  getDirections: async (request) => directions(request),
  getDistanceMatrix: async () => [],
};
const maps = {
  'addr-error': { ...workingMaps, getPlacePredictions: () => Promise.reject(network()) },
};
for (const element of document.querySelectorAll('hk-address-picker')) {
  const key = element.getAttribute('session');
  configure({ maps: maps[key] ?? workingMaps, drafts: false }, key);
}
// This page's browser refuses to share its position, as a person who said no would see.
Object.defineProperty(navigator, 'geolocation', {
  configurable: true,
  value: {
    getCurrentPosition: (_ok, fail) =>
      setTimeout(() =>
        fail({
          code: 1,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: 'User denied Geolocation',
        }),
      ),
  },
});

/** The element's shadow-root node matching `selector`, once its view has loaded. */
async function part(session, selector) {
  const element = document.querySelector(`hk-address-picker[session="${session}"]`);
  for (;;) {
    const found = element.shadowRoot?.querySelector(selector);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const box = (session, side) => part(session, `[part~=field][data-side=${side}] [role=combobox]`);
const typeInto = (input, text) => {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const press = (target, key) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
const leave = (input) => {
  input.dispatchEvent(new FocusEvent('blur'));
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types into a side's box, waits for the suggestion and chooses it with the keyboard. */
async function choose(session, side, text) {
  const input = await box(session, side);
  typeInto(input, text);
  await part(session, `[part~=field][data-side=${side}] [role=option]`);
  press(input, 'ArrowDown');
  press(input, 'Enter');
  while (input.value === text) await settle(20);
  leave(input);
}

// A tag loads its view when it comes within a screen of the viewport: bring each one near in
// turn (a phone's single column is long) before setting the states.
for (const element of document.querySelectorAll('hk-address-picker')) {
  element.scrollIntoView({ block: 'center' });
  await box(element.getAttribute('session'), 'pickup');
}
window.scrollTo(0, 0);
await box('addr-spanish', 'delivery');
await choose('addr-route', 'pickup', 'Downing');
await choose('addr-route', 'delivery', 'Piccadilly');
await choose('addr-disabled', 'pickup', 'Oxford');
await choose('addr-disabled', 'delivery', 'Swansea');
await choose('addr-spanish', 'pickup', 'Alcalá');
await choose('addr-spanish', 'delivery', 'Gràcia');
document.querySelector('hk-address-picker[session="addr-disabled"]').setAttribute('disabled', '');

const typed = await box('addr-typed', 'pickup');
typeInto(typed, '14 Mill Lane, Nowhereton');
press(typed, 'Enter');
leave(typed);
(await part('addr-located', '[part~=locate-button]')).click();
typeInto(await box('addr-error', 'pickup'), 'Swin');
const open = await box('addr-suggestions', 'pickup');
typeInto(open, 'Sw');
await part('addr-suggestions', '[role=option]');
press(open, 'ArrowDown');
press(open, 'ArrowDown');

await part('addr-route', '[part~=route]');
await part('addr-located', '[part~=field-error]');
await part('addr-error', '[role=alert]');
await settle(300);
document.body.dataset.ready = 'true';
