// Puts each <hk-item-picker> of the states page into one state, through the public API only:
// `configure` gives a session a stand-in quote API, `getSession` fills its listing, and the
// search box is typed into as a person would. `document.body.dataset.ready` says when all are set.

import { configure, getSession } from '/dist/api.js';
import { bringNear } from './ready.js';

const theme = new URLSearchParams(location.search).get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;
for (const element of document.querySelectorAll('hk-item-picker')) element.setAttribute('theme', theme);

/** An item set as the catalogue answers it (sizes in cm, weight in kg). */
const entry = (item_id, name, width, height, depth, weight, qty = 1) => ({
  item_id,
  name,
  width,
  height,
  depth,
  weight,
  qty,
  dimension_unit: 'cm',
  weight_unit: 'kg',
});
const result = (...set) => ({ name: set[0].name, item_set: set });

const english = [
  result(entry(102, '3-seat sofa', 210, 85, 82, 55)),
  result(entry(201, 'Double bed', 140, 40, 200, 45)),
  result(entry(205, 'Double wardrobe', 100, 190, 60, 90)),
  result(entry(401, 'Fridge-freezer', 60, 180, 65, 50)),
  result(entry(845, 'Large box', 55, 55, 55, 10, 12)),
];
const spanish = [
  result(entry(102, 'Sofá de 3 plazas', 210, 85, 82, 55)),
  result(entry(201, 'Cama de matrimonio', 140, 40, 200, 45)),
  result(entry(845, 'Caja grande', 55, 55, 55, 10, 8)),
];

const network = () => Object.assign(new Error('GET /ng/item-search: the network is unreachable'), { code: 'network' });

/** The popular items (furniture defaults), grouped as the catalogue answers them. */
const defaults = {
  'Living room': [
    entry(102, '3-seat sofa', 210, 85, 82, 55),
    entry(110, 'Armchair', 90, 95, 85, 25),
    entry(120, 'TV stand', 120, 50, 40, 20),
  ],
  Bedroom: [entry(201, 'Double bed', 140, 40, 200, 45), entry(205, 'Double wardrobe', 100, 190, 60, 90)],
  Kitchen: [entry(401, 'Fridge-freezer', 60, 180, 65, 50), entry(410, 'Washing machine', 60, 85, 60, 70)],
  Clothing: [entry(845, 'Large box', 55, 55, 55, 10)],
};
const ebayListing = {
  item_id: '204512345678',
  title: 'Grey 3-seat sofa and matching armchair',
  items: [entry(102, '3-seat sofa', 210, 85, 82, 55), entry(110, 'Armchair', 90, 95, 85, 25)],
};
const notFound = () => Object.assign(new Error('eBay listing not found'), { code: 'ebay_listing_not_found' });
const makes = [
  { make_id: 1, make_name: 'Ford' },
  { make_id: 2, make_name: 'Volkswagen' },
  { make_id: 3, make_name: 'Toyota' },
];
const models = [
  { model_id: 11, model_name: 'Fiesta', make_id: 1 },
  { model_id: 12, model_name: 'Focus', make_id: 1 },
  { model_id: 13, model_name: 'Puma', make_id: 1 },
];

const base = {
  searchItems: async () => [],
  getFurnitureDefaults: async () => defaults,
  getEbayItem: async () => ebayListing,
  getMakes: async () => makes,
  getModels: async () => models,
  trackEvents: async () => {},
};
const apis = {
  'state-loading': { searchItems: () => new Promise(() => {}) },
  'state-error': { searchItems: () => Promise.reject(network()) },
  'state-results': {
    searchItems: async () =>
      ['Double bed', 'King-size bed', 'Single bed', 'Bunk bed', 'Sofa bed', 'Bedside table'].map((name, index) =>
        result(entry(300 + index, name, 140, 40, 200, 40)),
      ),
  },
  'state-browse-error': { getFurnitureDefaults: () => Promise.reject(network()) },
  'state-ebay-missing': { getEbayItem: () => Promise.reject(notFound()) },
  'state-car-error': { getMakes: () => Promise.reject(network()) },
};
for (const element of document.querySelectorAll('hk-item-picker')) {
  const key = element.getAttribute('session');
  configure({ api: { ...base, ...apis[key] }, drafts: false }, key);
}
getSession('state-admin').addSearchResult(result({ ...entry(102, '3-seat sofa', 210, 85, 82, 55), is_admin: true }));
for (const item of english) getSession('state-filled').addSearchResult(item);
for (const item of english.slice(0, 3)) getSession('state-disabled').addSearchResult(item);
for (const item of spanish) getSession('state-spanish').addSearchResult(item);

/** The element's shadow-root node matching `selector`, once its view has loaded. */
async function part(session, selector) {
  const element = document.querySelector(`hk-item-picker[session="${session}"]`);
  for (;;) {
    const found = element.shadowRoot?.querySelector(selector);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
/** Waits until `check()` holds. */
async function until(check) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}
/** The element's shadow-root node matching `selector` whose text or name is `text`, once there. */
async function partByText(session, selector, text) {
  const element = document.querySelector(`hk-item-picker[session="${session}"]`);
  for (;;) {
    const found = [...(element.shadowRoot?.querySelectorAll(selector) ?? [])].find(
      (node) => node.textContent.trim() === text || node.getAttribute('aria-label') === text,
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const typeInto = (input, text) => {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const press = (target, key) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A tag loads its view when it comes within a screen of the viewport: bring each one near in
// turn (a phone's single column is long), so every view has mounted and run its first effects
// before anything is typed.
for (const element of document.querySelectorAll('hk-item-picker')) {
  await bringNear(element, (picker) => picker.shadowRoot?.querySelector('[part=base]') != null);
  await part(element.getAttribute('session'), '[part=base]');
}
window.scrollTo(0, 0);
await part('state-spanish', '[part=total]');

// Below 992 px the search box opens a full-screen search (a dialog: one at a time, see the dialogs
// page), so the states that need typing show their box only.
const mobile = matchMedia('(max-width: 991.98px)').matches;
const search = async (session, text) => {
  if (!mobile) typeInto(await part(session, '[role=combobox]'), text);
};
await search('state-loading', 'piano');
await search('state-error', 'wardrobe');
const quantity = await part('state-filled', 'input[inputmode=numeric]');
typeInto(quantity, '2.5');
quantity.dispatchEvent(new FocusEvent('blur'));
quantity.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
if (!mobile) {
  await part('state-error', '[role=alert]');
  const box = await part('state-results', '[role=combobox]');
  typeInto(box, 'bed');
  await part('state-results', '[role=option]');
  for (let step = 0; step < 3; step++) press(box, 'ArrowDown');
}
await search('state-none', 'kayak');
await search('state-ebay', '204512345678');
await search('state-ebay-missing', '999999999999');
if (!mobile) {
  await part('state-ebay', '.hk-ebay-panel[data-state=ready]');
  await part('state-ebay-missing', '.hk-ebay-panel[data-state=notFound]');
}

// The car picker: a make chosen (its models load); the other card's "Add car" pressed with nothing chosen.
const make = await part('state-car', '.hk-car-picker select');
await until(() => make.options.length > 1);
make.value = '1';
make.dispatchEvent(new Event('change', { bubbles: true }));
const addCar = await partByText('state-car-error', 'button', 'Add car');
addCar.click();

// Partner screens: Continue with nothing chosen; one item of the eBay listing chosen.
(await partByText('state-partner-missing', 'button', 'Continue')).click();
(await partByText('state-partner-ebay', 'button', 'Add one 3-seat sofa')).click();

await settle(400);
document.body.dataset.ready = 'true';
