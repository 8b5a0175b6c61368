// Puts each <hk-van-selector> of the states page into one state, through the public API only: the
// listing (items, the van chosen) is set on each session with `getSession(key).update(...)`, as a
// restored draft would have it. The element's own script is the light one, or the React one with
// `?build=react`. `document.body.dataset.ready` says when every selector shows its state.
import { bringNear, markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/van-selector${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;
const elements = [...document.querySelectorAll('hk-van-selector')];
for (const element of elements) element.setAttribute('theme', theme);

const item = (name, quantity, width, height, depth, weight) => ({
  name,
  quantity,
  fake_id: `${name}-${quantity}`,
  width,
  height,
  depth,
  weight,
  dimension_unit: 'cm',
  weight_unit: 'kg',
});

/** A one-bedroom flat: about 5.5 m³, more than a small van takes. */
const flat = [
  item('3-seat sofa', 1, 210, 85, 82, 55),
  item('Double bed', 1, 140, 40, 200, 45),
  item('Double wardrobe', 1, 100, 190, 60, 90),
  item('Fridge-freezer', 1, 60, 180, 65, 50),
  item('Large box', 15, 55, 55, 55, 10),
];
/** A four-bedroom house: about 30 m³, more than even a Luton van takes at once. */
const house = [
  ...flat.map((entry) => ({ ...entry, quantity: entry.quantity * 3 })),
  item('Large box', 90, 55, 55, 55, 10),
];

const listings = {
  'van-none': {},
  'van-chosen': { selected_van: 34 },
  'van-fits': { move_items: flat },
  'van-too-small': { move_items: flat, selected_van: 'small_transit' },
  'van-none-fits': { move_items: house, selected_van: 40 },
  'van-spanish': { move_items: flat },
};
for (const element of elements) {
  const key = element.getAttribute('session');
  configure({ drafts: false }, key);
  getSession(key).update((state) => ({ ...state, listing: { ...state.listing, ...listings[key] } }));
}

const heard = document.querySelector('#heard');
document.addEventListener('hk-change', (event) => {
  heard.textContent = `hk-change: selected_van ${JSON.stringify(event.detail.selected_van ?? null)}`;
});

const shown = (element) => element.shadowRoot?.querySelectorAll('input[type=radio]').length === 3;
const until = Date.now() + 45_000;
// A tag loads its view when it comes near the viewport: each is brought near in turn (a phone's
// screen shows one or two) until it shows its vans, then the page goes back to the top.
for (const element of elements) await bringNear(element, shown, { timeout: until - Date.now() });
scrollTo(0, 0);
markReady(elements.filter((element) => !shown(element)));
