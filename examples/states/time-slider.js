// Puts each <hk-time-slider> of the states page into one state, through the public API only: the
// listing (a route with its driving time and a price answer's sliderStep, time options and
// estimated loading time, as the demo engine gives them) is set on each session with
// `getSession(key).update`, as a restored draft would have it; the admin's session is configured
// with an admin context. With `?dialog=…` the page shows one element with the furniture
// confirmation open, reached as a person reaches it: a click on "Delivery". The element's own
// script is the light one, or the React one with `?build=react`. `document.body.dataset.ready`
// says when every state is set.
import { markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/time-slider${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
const dialog = params.get('dialog');
document.documentElement.dataset.theme = theme;

const place = (formatted_address, ISO_3166_1_Alpha_2, latitude, longitude) => ({
  formatted_address,
  ISO_3166_1_Alpha_2,
  latitude,
  longitude,
});
const LEEDS = place('Leeds LS1 4DY, UK', 'GB', 53.7965, -1.5478);
const YORK = place('York YO1 7HH, UK', 'GB', 53.958, -1.0803);
const LONDON = place('London SW1A 2AA, UK', 'GB', 51.5034, -0.1276);
const MADRID = place('Calle de Alcalá 20, Madrid', 'ES', 40.4183, -3.6995);
const TOLEDO = place('Plaza de Zocodover, Toledo', 'ES', 39.8583, -4.0226);

/** The demo's time options (packages/demo/src/pricing/time-options.ts): six, so the minimum window is 8 hours. */
const options = Object.fromEntries(
  [
    ['0800-1800', 8, 18, 0],
    ['0800-1100', 8, 11, 45],
    ['0800-1200', 8, 12, 25],
    ['0800-1300', 8, 13, 18],
    ['1200-1600', 12, 16, 15],
    ['1600-2000', 16, 20, 30],
  ].map(([option, from, to, price]) => [option, { option, from, to, price, disabled: to - from === 3 }]),
);
/** Leeds to York: 25.4 miles, 40 minutes by road; a price answer with its slider facts. */
const priced = {
  pickup_address_data: LEEDS,
  delivery_address_data: YORK,
  distance: 25.4,
  duration: 2400,
  estimated_loading_time: 1,
  sliderStep: 2,
  availableTimeOptions: options,
  listing_cart: [{ type: 'priceOption', amount: 189 }],
};
/** London to York: 212 miles, 4 hours by road. */
const far = { ...priced, pickup_address_data: LONDON, distance: 212, duration: 14_400, estimated_loading_time: 1.5 };

/** The listing, slider mode, price status and context of each session. */
const states = {
  'ts-default': { listing: priced },
  'ts-custom': { listing: { ...priced, pickup_time: 6, pickup_time_end: 14 } },
  'ts-delivery': { listing: { ...priced, delivery_time: 11, delivery_time_end: 20 }, mode: 'delivery' },
  'ts-long': { listing: { ...far, delivery_time: 12, delivery_time_end: 20 } },
  'ts-admin': {
    listing: { ...far, pickup_time: 8, pickup_time_end: 16, delivery_time: 12, delivery_time_end: 20 },
    mode: 'delivery',
    admin: true,
  },
  'ts-spanish': {
    listing: { ...priced, pickup_address_data: MADRID, delivery_address_data: TOLEDO, distance: 45.2, duration: 4200 },
  },
  'ts-unpriced': { listing: { pickup_address_data: LEEDS, delivery_address_data: YORK } },
  'ts-loading': { listing: { pickup_address_data: LEEDS, delivery_address_data: YORK }, priceStatus: 'loading' },
  'ts-confirm': { listing: { ...priced, pickup_time: 9, pickup_time_end: 17 } },
};

const main = document.querySelector('main');
if (dialog) {
  // One element, one open dialog: the stage is the screen.
  main.className = 'stage';
  main.dataset.state = dialog;
  // DOM calls, not innerHTML: the page runs under Trusted Types.
  const element = document.createElement('hk-time-slider');
  element.setAttribute('session', dialog === 'confirm-spanish' ? 'ts-confirm-es' : 'ts-confirm');
  element.setAttribute('category', 'furniture');
  if (dialog === 'confirm-spanish') element.setAttribute('locale', 'es-ES');
  states['ts-confirm-es'] = states['ts-confirm'];
  main.replaceChildren(element);
}

const elements = [...document.querySelectorAll('hk-time-slider')];
for (const element of elements) {
  element.setAttribute('theme', theme);
  const key = element.getAttribute('session');
  const { listing = {}, mode, priceStatus, admin = false } = states[key] ?? {};
  configure({ drafts: false, context: { isAdmin: admin } }, key);
  getSession(key).update((state) => ({
    listing: { ...state.listing, ...listing },
    ui: { ...state.ui, ...(mode ? { sliderMode: mode } : {}), ...(priceStatus ? { priceStatus } : {}) },
  }));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first node in an element's shadow root matching `selector` (and `text`, its words). */
async function find(element, selector, text) {
  for (;;) {
    const found = [...(element.shadowRoot?.querySelectorAll(selector) ?? [])].find(
      (node) => text === undefined || node.textContent.trim() === text,
    );
    if (found) return found;
    await wait(20);
  }
}

/** Elements that never drew their view, named when the page marks itself ready. */
const missing = [];
if (dialog) {
  const [element] = elements;
  const delivery = await find(element, '[part~=mode]', dialog === 'confirm-spanish' ? 'Entrega' : 'Delivery');
  delivery.querySelector('input').click();
  await find(element, 'dialog[open] [part~=switch-button]');
} else {
  const near = (element) => element.getBoundingClientRect().top < 2 * innerHeight;
  const drawn = (element) => element.shadowRoot?.querySelector('[part~=base]') != null;
  const until = Date.now() + 45_000;
  while (Date.now() < until && !elements.filter(near).every(drawn)) await wait(50);
  missing.push(...elements.filter(near).filter((element) => !drawn(element)));
}
await wait(300);
markReady(missing);
