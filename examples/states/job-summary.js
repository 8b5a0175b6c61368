// Puts each <hk-job-summary> of the states page into one state, through the public API only: the
// listing is set on each session with `getSession(key).update(...)`, as a restored draft would have
// it. `?dialog=loading-info` opens the loading info dialog of the complete summary. The element's
// own script is the light one, or the React one with `?build=react`.
// `document.body.dataset.ready` says when every summary on screen shows its state.
import { markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/job-summary${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;
for (const element of document.querySelectorAll('hk-job-summary')) element.setAttribute('theme', theme);

/** A day `days` from today, as YYYY-MM-DD (the summary shows it in words). */
function day(days) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const place = (formatted_address, latitude, longitude) => ({ formatted_address, latitude, longitude });
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

/** Route and items: what the first step gives (distance in miles and time in seconds, as the directions leave them). */
const partly = {
  pickup_address_data: place('Bristol Temple Meads, Bristol BS1 6QF, UK', 51.4491, -2.5813),
  delivery_address_data: place('10 Downing Street, London SW1A 2AA, UK', 51.5034, -0.1276),
  distance: 118.4,
  duration: 9000,
  move_items: [
    item('3-seat sofa', 1, 210, 85, 82, 55),
    item('Double bed', 1, 140, 40, 200, 45),
    item('Double wardrobe', 1, 100, 190, 60, 90),
    item('Large box', 12, 55, 55, 55, 10),
  ],
};

/** Every section chosen: van, a fixed day with a morning window, 2 helpers, packing, dismantling and Protection Plus. */
const complete = {
  ...partly,
  selected_van: 'large_transit',
  pickup_date: day(12),
  selectedTimeOption: '0800-1200',
  selectedTimeOptionType: 'pickup',
  availableTimeOptions: { '0800-1200': { from: 8, to: 12, price: 15 }, '0800-1800': { from: 8, to: 18, price: 0 } },
  men_required: 2,
  estimated_loading_time: 2.5,
  listing_cart: [
    { type: 'priceOption', amount: 289 },
    { type: 'timeOption', amount: 15 },
    { type: 'packing_material', amount: 62, parameters: { small_boxes: 6, large_boxes: 8, wardrobe_boxes: 2 } },
    { type: 'dismantling', amount: 35 },
    { type: 'full_insurance', service_id: 115, amount: 120, parameters: { value_of_goods: 8000 } },
  ],
};

const listings = {
  'summary-partly': partly,
  'summary-complete': complete,
  'summary-discount': { ...complete, user_info: { user_id: 4012, has_lifetime_discount: true } },
  'summary-hourly': {
    ...partly,
    move_items: partly.move_items.slice(0, 2),
    selected_van: 'small_transit',
    pickup_date: day(5),
    hours_selected: 3.5,
    pickup_time: '09:00',
    pickup_time_end: '12:30',
    men_required: 1,
    estimated_loading_time: 1,
    user_info: { user_id: 4013, has_lifetime_discount: true },
    listing_cart: [
      { type: 'priceOption', amount: 192.5 },
      { type: 'full_insurance', service_id: 115, amount: 75, parameters: { value_of_goods: 5000 } },
    ],
  },
  'summary-ranged': {
    ...complete,
    selected_van: 'luton_van',
    pickup_date: day(20),
    pickup_date_end: day(24),
    date_option: 'ranged',
    selectedTimeOption: undefined,
    pickup_time: 8,
    pickup_time_end: 18,
    delivery_time: 10,
    delivery_time_end: 20,
    listing_cart: [
      { type: 'priceOption', amount: 349 },
      { type: 'packing_material', amount: 62 },
    ],
  },
  'summary-spanish': {
    ...complete,
    pickup_address_data: place('Calle de Alcalá 20, 28014 Madrid, España', 40.4183, -3.6995),
    delivery_address_data: place('Plaza de Zocodover 1, 45001 Toledo, España', 39.8583, -4.0226),
    distance: 45.6,
    duration: 3420,
    user_info: { user_id: 4014, has_lifetime_discount: true },
  },
};

for (const element of document.querySelectorAll('hk-job-summary')) {
  const key = element.getAttribute('session');
  configure({ drafts: false }, key);
  const listing = listings[key];
  if (listing) getSession(key).update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
}

const heard = document.getElementById('heard');
document.addEventListener('hk-go-to-step', (event) => {
  heard.textContent = `hk-go-to-step: ${JSON.stringify(event.detail)}`;
});

/** True once an element's view has replaced its skeleton. */
const shown = (element) => element.shadowRoot?.querySelector('[part~=base]') != null;
const elements = [...document.querySelectorAll('hk-job-summary')];
const near = (element) => element.getBoundingClientRect().top < 2 * innerHeight;
const until = Date.now() + 45_000;
while (Date.now() < until && !elements.filter(near).every(shown)) await new Promise((r) => setTimeout(r, 50));
const missing = elements.filter(near).filter((element) => !shown(element));

if (params.get('dialog') === 'loading-info') {
  const complete = document.querySelector('hk-job-summary[session="summary-complete"]');
  complete.scrollIntoView({ block: 'center' });
  while (Date.now() < until && !shown(complete)) await new Promise((r) => setTimeout(r, 50));
  // The view gave the session the quote-flow actions: the modal opens as the info button opens it.
  getSession('summary-complete').openModal('loadingInfo');
  const open = () => complete.shadowRoot?.querySelector('dialog[open]') != null;
  while (Date.now() < until && !open()) await new Promise((r) => setTimeout(r, 50));
  if (!open()) missing.push(complete);
}
markReady(missing);
