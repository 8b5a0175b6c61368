// Puts each <hk-insurance> of the states page into one state, through the public API only: the
// listing (a price answer offering Protection Plus with the demo's figures) is set on each
// session with `getSession(key).update`, as a restored draft would have it. With `?dialog=…` the
// page shows one element with one dialog open, reached as a person reaches it: clicks and typing
// in the element. The element's own script is the light one, or the React one with
// `?build=react`. `document.body.dataset.ready` says when every state is set.
import { markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/insurance${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
const dialog = params.get('dialog');
document.documentElement.dataset.theme = theme;

/** Protection Plus as the demo adapter offers it (packages/demo/src/pricing/services-data.ts). */
const protection = {
  service_id: 115,
  type: 'full_insurance',
  rate_price: 0.015,
  min_price: 15,
  excess: 100,
  cover: 50000,
  international_rate_price: 0.025,
  international_min_price: 35,
  international_excess: 250,
  international_cover: 30000,
  amount: 75,
  parameters: { value_of_goods: 5000 },
  checked: false,
};
const packing = { type: 'packing_material', service_id: 20, amount: 42 };
const place = (formatted_address, ISO_3166_1_Alpha_2, latitude, longitude) => ({
  formatted_address,
  ISO_3166_1_Alpha_2,
  latitude,
  longitude,
});
const LEEDS = place('Leeds LS1 4DY, UK', 'GB', 53.7965, -1.5478);
const YORK = place('York YO1 7HH, UK', 'GB', 53.958, -1.0803);
const PARIS = place('Paris 75001, France', 'FR', 48.8606, 2.3376);
const MADRID = place('Calle de Alcalá 20, Madrid', 'ES', 40.4183, -3.6995);
const BARCELONA = place('Passeig de Gràcia 92, Barcelona', 'ES', 41.3954, 2.1619);
const uk = { pickup_address_data: LEEDS, delivery_address_data: YORK };
const offered = { ...uk, service_prices: [packing, protection], listing_cart: [{ type: 'priceOption', amount: 189 }] };
const line = (value, amount) => ({
  type: 'full_insurance',
  service_id: 115,
  amount,
  parameters: { value_of_goods: value },
  rate_price: 0.015,
  min_price: 15,
  excess: 100,
  cover: 50000,
});

/** The listing and price status of each session. */
const states = {
  'ins-unpriced': {},
  'ins-loading': { listing: uk, priceStatus: 'loading' },
  'ins-failed': { listing: uk, priceStatus: 'error' },
  'ins-offered': { listing: offered },
  'ins-selected': { listing: { ...offered, listing_cart: [...offered.listing_cart, line(12000, 180)] } },
  'ins-premium': {
    listing: { ...offered, packageType: 'premium', listing_cart: [...offered.listing_cart, line(5000, 0)] },
  },
  'ins-international': { listing: { ...offered, delivery_address_data: PARIS } },
  'ins-disabled': {
    listing: { ...uk, service_prices: [packing, { type: 'full_cover_h', service_id: 111, min_price: 20, amount: 20 }] },
  },
  'ins-spanish': {
    listing: {
      ...offered,
      pickup_address_data: MADRID,
      delivery_address_data: BARCELONA,
      listing_cart: [...offered.listing_cart, line(12000, 180)],
    },
  },
};

const main = document.querySelector('main');
if (dialog) {
  // One element, one open dialog: the stage is the screen.
  main.className = 'stage';
  main.dataset.state = dialog;
  const spanish = dialog === 'add-spanish';
  const session =
    dialog === 'remove'
      ? 'ins-selected'
      : dialog === 'terms-international'
        ? 'ins-international'
        : spanish
          ? 'ins-spanish-add'
          : 'ins-offered';
  states['ins-spanish-add'] = {
    listing: { ...offered, pickup_address_data: MADRID, delivery_address_data: BARCELONA },
  };
  // DOM calls, not innerHTML: the page runs under Trusted Types.
  const element = document.createElement('hk-insurance');
  element.setAttribute('session', session);
  if (spanish) element.setAttribute('locale', 'es-ES');
  main.replaceChildren(element);
}

const elements = [...document.querySelectorAll('hk-insurance')];
for (const element of elements) {
  element.setAttribute('theme', theme);
  const key = element.getAttribute('session');
  configure({ drafts: false }, key);
  const { listing = {}, priceStatus } = states[key] ?? {};
  getSession(key).update((state) => ({
    listing: { ...state.listing, ...listing },
    ui: priceStatus
      ? { ...state.ui, priceStatus, priceError: priceStatus === 'error' ? { code: 'server', body: null } : null }
      : state.ui,
  }));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first node in an element's shadow root matching `selector` (and `text`, its words or label). */
async function find(element, selector, text) {
  for (;;) {
    const found = [...(element.shadowRoot?.querySelectorAll(selector) ?? [])].find(
      (node) => text === undefined || node.textContent.trim() === text || node.getAttribute('aria-label') === text,
    );
    if (found) return found;
    await wait(20);
  }
}
const type = (input, text) => {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Elements that never drew their view, named when the page marks itself ready. */
const missing = [];
if (dialog) {
  const [element] = elements;
  const typed = { 'no-amount': 'about ten grand', 'high-amount': '75000', 'low-amount': '60' }[dialog];
  if (dialog === 'add' || dialog === 'add-spanish' || typed !== undefined) {
    (await find(element, '[part~=add-button]')).click();
    const input = await find(element, 'dialog[open] [part~=control]');
    if (dialog === 'add-spanish') type(input, '12.000');
    if (typed !== undefined) {
      type(input, typed);
      await wait(50);
      (await find(element, 'dialog[open] button[type=submit]')).click();
      await find(element, 'dialog[open] [part~=field-error]');
    }
  } else if (dialog === 'remove') {
    (await find(element, '[part~=remove-button]')).click();
    await find(element, 'dialog[open] [part~=confirm-remove-button]');
  } else if (dialog.startsWith('terms')) {
    (await find(element, '[part~=terms-button]')).click();
    await find(element, 'dialog[open] [part~=terms-page]');
    if (dialog === 'terms-2') {
      (await find(element, 'dialog[open] button', 'Next')).click();
      await find(element, 'dialog[open] [part~=terms-page][data-page="2"]');
    }
  }
} else {
  const near = (element) => element.getBoundingClientRect().top < 2 * innerHeight;
  const drawn = (element) => element.shadowRoot?.querySelector('[part~=base]') != null;
  const until = Date.now() + 45_000;
  while (Date.now() < until && !elements.filter(near).every(drawn)) await wait(50);
  missing.push(...elements.filter(near).filter((element) => !drawn(element)));
}
await wait(300);
markReady(missing);
