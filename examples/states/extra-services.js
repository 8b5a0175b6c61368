// Puts each <hk-extra-services> of the states page into one state, through the public API only:
// `configure` gives the loading and failing sessions a stand-in quote API whose price call never
// answers or fails, and the other listings (a price answer's service_prices, the cart) are set
// with `getSession(key).update(...)`, as a restored draft would have them. `?dialog=packing` opens
// the packing dialog of the listed services by its switch, as a person would; `?dialog=packing-error`
// then confirms zero counts. The element's own script is the light one, or the React one with
// `?build=react`. `document.body.dataset.ready` says when every element shows its state.
import { markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const dialog = params.get('dialog');
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/extra-services${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;

// A page of one open dialog: only the listed services stay, on a stage the size of the screen.
if (dialog) {
  for (const card of document.querySelectorAll('.card:not([data-state=listed])')) card.remove();
  const main = document.querySelector('main');
  main.className = 'stage';
  main.querySelector('.card').dataset.state = `dialog-${dialog}`;
}
const elements = [...document.querySelectorAll('hk-extra-services')];
for (const element of elements) element.setAttribute('theme', theme);

/** service_prices as the demo engine answers for a one-bedroom flat, and a service with no words of its own. */
const services = [
  { type: 'full_insurance', service_id: 115, amount: 75, parameters: { value_of_goods: 5000 }, checked: false },
  {
    type: 'packing_material',
    service_id: 20,
    amount: 41,
    parameters: { small_boxes: 5, large_boxes: 9, wardrobe_boxes: 0, bubble_wrap: 1 },
    checked: false,
  },
  { type: 'mileage_cost', service_id: 12, amount: 182.4, qty: 1 },
  { type: 'furniture_assembly', service_id: 31, amount: 35, checked: false },
];
const packingLine = {
  type: 'packing_material',
  service_id: 20,
  amount: 62,
  checked: true,
  parameters: { small_boxes: 6, large_boxes: 8, wardrobe_boxes: 2, bubble_wrap: 0 },
};

/** A price call that never answers (loading), or fails as the network does (failed). */
const stalled = { savePrelisting: () => new Promise(() => undefined) };
const failing = { savePrelisting: () => Promise.reject(Object.assign(new Error('offline'), { code: 'network' })) };
const apis = { 'extras-loading': stalled, 'extras-failed': failing };

const listings = {
  'extras-not-priced': {},
  'extras-loading': {},
  'extras-failed': {},
  'extras-listed': { service_prices: services },
  'extras-packing': { service_prices: services, listing_cart: [{ type: 'priceOption', amount: 289 }, packingLine] },
  'extras-spanish': { service_prices: services, listing_cart: [{ type: 'priceOption', amount: 289 }] },
};
for (const element of elements) {
  const key = element.getAttribute('session');
  configure({ drafts: false, ...(apis[key] ? { api: apis[key] } : {}) }, key);
  const session = getSession(key);
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listings[key] } }));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first node in an element's shadow root matching `selector` (and `text`), once it is there. */
async function find(element, selector, text) {
  for (;;) {
    const found = [...(element.shadowRoot?.querySelectorAll(selector) ?? [])].find(
      (node) => text === undefined || node.textContent.trim() === text,
    );
    if (found) return found;
    await wait(20);
  }
}

// The flow asks for prices once the test lab has answered; here the page does.
for (const key of ['extras-loading', 'extras-failed']) {
  const element = document.querySelector(`[session=${key}]`);
  if (!element) continue;
  await find(element, '[part~=base]');
  getSession(key).experimentsFetched([]);
}

if (dialog) {
  const element = elements[0];
  (await find(element, '[part~=service][data-type=packing_material] input[role=switch]')).click();
  await find(element, 'dialog[open] [part~=packing-form]');
  if (dialog === 'packing-error') {
    // Typed as a person types: through the input's own value setter, so React sees the change too.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    for (const box of element.shadowRoot.querySelectorAll('dialog [part~=quantity]')) {
      setValue.call(box, '0');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await wait(50);
    (await find(element, 'dialog button', 'Add packing')).click();
    await find(element, 'dialog [part~=field-error]');
  }
}

const settled = {
  'extras-not-priced': 'notPriced',
  'extras-loading': 'loading',
  'extras-failed': 'failed',
  'extras-listed': 'rows',
  'extras-packing': 'rows',
  'extras-spanish': 'rows',
};
const shown = (element) =>
  element.shadowRoot?.querySelector('[part~=base]')?.dataset.state === settled[element.getAttribute('session')];
const until = Date.now() + 45_000;
while (Date.now() < until && !elements.every(shown)) await wait(50);
markReady(elements.filter((element) => !shown(element)));
