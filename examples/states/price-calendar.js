// Puts each <hk-price-calendar> of the states page into one state, through the public API only:
// `configure` gives the loading and failing sessions a stand-in quote API whose price call never
// answers or fails, an admin context to the admin one, and the other listings (a year of prices
// from today, as the price answer has them, with labels) are set with `getSession(key).update(...)`,
// as a restored draft would have them. Below 992 px the "week added" calendar gets its "Add one
// week" pressed, as a person would; `?dialog=calendar` opens the calendar dialog of the loaded one
// (phones only: from 992 px the grid is on the page). The element's own script is the light one,
// or the React one with `?build=react`. `document.body.dataset.ready` says when every element
// shows its state.
import { bringNear, markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const dialog = params.get('dialog');
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/price-calendar${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;

// A page of one open dialog: only the loaded calendar stays, on a stage the size of the screen.
if (dialog) {
  for (const card of document.querySelectorAll('.card:not([data-state=loaded])')) card.remove();
  const main = document.querySelector('main');
  main.className = 'stage';
  main.querySelector('.card').dataset.state = `dialog-${dialog}`;
}
const elements = [...document.querySelectorAll('hk-price-calendar')];
for (const element of elements) element.setAttribute('theme', theme);

/** YYYY-MM-DD of a local date. */
const keyOf = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The day `days` from today. */
const dayFromToday = (days) => {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
};

/**
 * A year of prices from today as the price answer has them (standard by tab, the saver price, an
 * admin override), dearer at weekends and on the last days of a month, cheaper mid-week a few weeks
 * out; no price on every 23rd day. Labels: the cheapest days Best price, busy Fridays Filling
 * fast, busy Saturdays Last few.
 */
function yearOfPrices() {
  const prices = {};
  const calendarLabels = {};
  for (let days = 0; days <= 366; days += 1) {
    const date = dayFromToday(days);
    const key = keyOf(date);
    if (days % 23 === 22) continue;
    const weekday = date.getDay();
    const monthEnd = date.getDate() >= 27;
    const factor =
      (weekday === 6 ? 1.3 : weekday === 0 ? 1.2 : weekday === 5 ? 1.12 : weekday === 2 || weekday === 3 ? 0.9 : 1) *
      (monthEnd ? 1.1 : 1) *
      (days < 4 ? 1.15 : 1);
    const one = Math.round(169 * factor);
    prices[key] = {
      standard: { fixed_1: one, fixed_2: Math.round(one * 1.3) },
      flexible: Math.round(one * 0.85),
      admin_price: Math.round(one * 0.92),
    };
    if (factor <= 0.9) calendarLabels[key] = 'BEST_PRICE';
    else if (weekday === 5 && monthEnd) calendarLabels[key] = 'FILLING_FAST';
    else if (weekday === 6 && (monthEnd || days < 14)) calendarLabels[key] = 'LAST_FEW';
  }
  return { prices, calendarLabels };
}

const { prices, calendarLabels } = yearOfPrices();
const priced = {
  prices,
  calendarLabels,
  lowest_price: Math.min(...Object.values(prices).map((day) => day.standard.fixed_1)),
  men_required: 1,
  men_option_available: [1, 2],
};
/** The first Tuesday or Wednesday at least a week from today: a cheap day to have chosen. */
const chosenDay = (() => {
  for (let days = 7; ; days += 1) {
    const date = dayFromToday(days);
    if ((date.getDay() === 2 || date.getDay() === 3) && prices[keyOf(date)]) return keyOf(date);
  }
})();

/** A price call that never answers (loading), or fails with the server's generic body (error). */
const stalled = { savePrelisting: () => new Promise(() => undefined) };
const failing = {
  savePrelisting: () => Promise.reject({ code: 'server', status: 500, data: { errors: { common: ['server_error'] } } }),
};
const apis = { 'calendar-loading': stalled, 'calendar-error': failing };

const listings = {
  'calendar-idle': {},
  'calendar-loading': {},
  'calendar-error': {},
  'calendar-blurred': { ...priced, exclude_prices: true },
  'calendar-loaded': priced,
  'calendar-chosen': {
    ...priced,
    pickup_date: chosenDay,
    listing_cart: [{ type: 'priceOption', amount: prices[chosenDay].standard.fixed_1 }],
  },
  'calendar-admin': priced,
  'calendar-weeks': priced,
  'calendar-spanish': priced,
};
for (const element of elements) {
  const key = element.getAttribute('session');
  configure(
    {
      drafts: false,
      ...(apis[key] ? { api: apis[key] } : {}),
      ...(key === 'calendar-admin' ? { context: { isAdmin: true } } : {}),
    },
    key,
  );
  const session = getSession(key);
  session.update((state) => ({
    ...state,
    listing: { ...state.listing, ...listings[key] },
    // Blurred as exclude_prices leaves it, without the email dialog's wait (that dialog is the price actions').
    ui: key === 'calendar-blurred' ? { ...state.ui, pricesBlurred: true } : state.ui,
  }));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first node in an element's shadow root matching `selector` (and `text`), once it is there (null after 45 s). */
async function find(element, selector, text) {
  for (const end = Date.now() + 45_000; Date.now() < end; await wait(20)) {
    const found = [...(element.shadowRoot?.querySelectorAll(selector) ?? [])].find(
      (node) => text === undefined || node.textContent.trim() === text,
    );
    if (found) return found;
  }
  return null;
}

// Each element loads its view when it comes near the screen: brought there in turn, then back to the top.
for (const element of elements)
  await bringNear(element, (calendar) => calendar.shadowRoot?.querySelector('[part~=base]') != null);
scrollTo(0, 0);

// The flow asks for prices once the job has addresses and items (usePricing); here the page does.
for (const key of ['calendar-loading', 'calendar-error']) {
  const element = document.querySelector(`[session=${key}]`);
  if (!element) continue;
  await find(element, '[part~=base]');
  getSession(key).experimentsFetched([]);
}

const phone = matchMedia('(max-width: 991.98px)').matches;
const weeks = document.querySelector('[session=calendar-weeks]');
if (weeks && phone) (await find(weeks, '[part~=add-week]'))?.click();
if (dialog && phone) {
  const element = elements[0];
  (await find(element, '[part~=open-calendar]'))?.click();
  await find(element, 'dialog[open] [role=grid]');
}

const settled = {
  'calendar-idle': 'idle',
  'calendar-loading': 'loading',
  'calendar-error': 'error',
  'calendar-blurred': 'blurred',
};
const shown = (element) =>
  element.shadowRoot?.querySelector('[part~=base]')?.dataset.state ===
  (settled[element.getAttribute('session')] ?? 'loaded');
const until = Date.now() + 45_000;
while (Date.now() < until && !elements.every(shown)) await wait(50);
if (weeks && phone) await find(weeks, '[role=option]:nth-child(14)');
markReady(elements.filter((element) => !shown(element)));
