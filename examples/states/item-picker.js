// Puts each <hk-item-picker> of the states page into one state, through the public API only:
// `configure` gives a session a stand-in quote API, `getSession` fills its listing, and the
// search box is typed into as a person would. `document.body.dataset.ready` says when all are set.
import { configure, getSession } from '/dist/api.js';

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
const apis = {
  'state-loading': { searchItems: () => new Promise(() => {}) },
  'state-error': { searchItems: () => Promise.reject(network()) },
  'state-results': {
    searchItems: async () =>
      ['Double bed', 'King-size bed', 'Single bed', 'Bunk bed', 'Sofa bed', 'Bedside table'].map((name, index) =>
        result(entry(300 + index, name, 140, 40, 200, 40)),
      ),
  },
};
for (const element of document.querySelectorAll('hk-item-picker')) {
  const key = element.getAttribute('session');
  configure({ api: apis[key] ?? { searchItems: async () => [] }, drafts: false }, key);
}
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
const typeInto = (input, text) => {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const press = (target, key) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Each view has mounted and run its first effects before anything is typed.
await part('state-spanish', '[part=total]');

typeInto(await part('state-loading', '[role=combobox]'), 'piano');
typeInto(await part('state-error', '[role=combobox]'), 'wardrobe');
const quantity = await part('state-filled', 'input[inputmode=numeric]');
typeInto(quantity, '2.5');
quantity.dispatchEvent(new FocusEvent('blur'));
quantity.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
await part('state-error', '[role=alert]');
const search = await part('state-results', '[role=combobox]');
typeInto(search, 'bed');
await part('state-results', '[role=option]');
for (let step = 0; step < 3; step++) press(search, 'ArrowDown');

await settle(300);
document.body.dataset.ready = 'true';
