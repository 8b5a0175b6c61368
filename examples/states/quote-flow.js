// Puts each <hk-quote-flow> of the states page into one state, through the public API only: the
// listing is set on each session with `getSession(key).update(...)`, as a restored draft would have
// it, and the flow moved with the session's own actions (`nextFlowStep`, `goToFlowStep`, `proceed`).
// `?state=name` keeps one state alone on the page (for its screenshots); `?theme=dark` themes it.
// The element's own script is the light one, or the React one with `?build=react`.
// `document.body.dataset.ready` says when every flow on screen shows its state.
import { bringNear } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const only = params.get('state');
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/quote-flow${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;
if (only) for (const card of document.querySelectorAll(`.card:not([data-state="${only}"])`)) card.remove();
const elements = [...document.querySelectorAll('hk-quote-flow')];
for (const element of elements) element.setAttribute('theme', theme);

/** YYYY-MM-DD of the day `days` from today. */
function day(days) {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Eight weeks of prices from tomorrow, dearer at weekends, as the price answer has them. */
const prices = Object.fromEntries(
  Array.from({ length: 56 }, (_, index) => {
    const weekday = new Date(`${day(index + 1)}T12:00`).getDay();
    const one = weekday === 6 || weekday === 0 ? 189 : weekday === 2 ? 139 : 159;
    return [day(index + 1), { standard: { fixed_1: one, fixed_2: Math.round(one * 1.3) }, flexible: one - 20 }];
  }),
);
const chosen = day(9);
const place = (formatted_address, latitude, longitude) => ({ formatted_address, latitude, longitude });
const job = {
  pickup_address_data: place('Bristol Temple Meads, Bristol BS1 6QF, UK', 51.4491, -2.5813),
  delivery_address_data: place('10 Downing Street, London SW1A 2AA, UK', 51.5034, -0.1276),
  distance: 118.4,
  duration: 9000,
  move_items: [
    { name: '3-seat sofa', quantity: 1, fake_id: 'sofa-1', width: 210, height: 85, depth: 82, weight: 55 },
    { name: 'Double wardrobe', quantity: 1, fake_id: 'wardrobe-1', width: 100, height: 190, depth: 60, weight: 90 },
  ],
};
const priced = {
  ...job,
  prices,
  lowest_price: 139,
  men_required: 1,
  men_option_available: [1, 2],
  pickup_date: chosen,
  listing_cart: [{ type: 'priceOption', amount: prices[chosen].standard.fixed_1 }],
};
const listings = { 'flow-prices': priced, 'flow-ready': { ...priced, listing_id: 48213 } };

for (const element of elements) {
  const key = element.getAttribute('session');
  configure({ drafts: false }, key);
  if (listings[key]) getSession(key).update((state) => ({ ...state, listing: { ...state.listing, ...listings[key] } }));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Brings a flow near the screen until it shows `selector`. A flow is only moved once its view has
 * drawn (the view adds the step actions to its session), however long a busy machine takes; after
 * 45 s the page says which flow never drew.
 */
async function show(element, selector) {
  if (await bringNear(element, (flow) => flow.shadowRoot?.querySelector(selector) != null, { block: 'start' })) return;
  throw new Error(`${element.getAttribute('session')} never showed ${selector}`);
}

for (const element of elements) await show(element, '[part~=flow-title]');
const moves = {
  'flow-problems': (session) => session.nextFlowStep(),
  'flow-spanish': (session) => session.nextFlowStep(),
  'flow-prices': (session) => session.goToFlowStep('listing-price-options'),
  'flow-ready': (session) => {
    session.goToFlowStep('listing-price-options');
    session.nextFlowStep();
  },
};
for (const element of elements) {
  const key = element.getAttribute('session');
  // Prices are seeded: the experiments are "fetched" (none), so pricing does not ask the server.
  getSession(key).experimentsFetched?.([]);
  moves[key]?.(getSession(key));
}
for (const element of elements) await show(element, '[part~=flow-step-body] .hk-flow-pieces, [part~=flow-ready]');
await wait(300);
scrollTo(0, 0);
document.activeElement?.blur?.();
document.body.dataset.ready = '';
