// Puts each <hk-time-options> of the states page into one state, through the public API only: the
// listings (a chosen day, its price and the price answer's availableTimeOptions, the hours of an
// hourly-rate job) are set with `getSession(key).update(...)`, as a restored draft would have them,
// and the hourly-rate sessions get a clock (`configure({ now })`) so that "today" says the same
// whenever the page is opened. `?dialog=time` or `?dialog=hourly` leaves one element on the page
// and opens its dialog by its button, as a person would (below 992 px wide, where the times are a
// dialog). The element's own script is the light one, or the React one with `?build=react`.
// `document.body.dataset.ready` says when every element shows its state.
import { markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const dialog = params.get('dialog');
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/time-options${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;

// A page of one open dialog: only that element stays, on a stage the size of the screen.
const DIALOG_STATES = { time: 'grouped', hourly: 'hourly' };
if (dialog) {
  for (const card of document.querySelectorAll(`.card:not([data-state=${DIALOG_STATES[dialog]}])`)) card.remove();
  const main = document.querySelector('main');
  main.className = 'stage';
  main.querySelector('.card').dataset.state = `dialog-${dialog}`;
}
const elements = [...document.querySelectorAll('hk-time-options')];
for (const element of elements) element.setAttribute('theme', theme);

/** Today at `hour` (local), and a day `days` from today as YYYY-MM-DD. */
const todayAt = (hour, minutes = 0) => {
  const date = new Date();
  date.setHours(hour, minutes, 0, 0);
  return date;
};
const dayKey = (days) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const day = dayKey(3);

/** The price answer's time options, as the demo engine sends them: price is what each adds to the day's price. */
const option = (key, price, extra = {}) => {
  const [from, to] = [Number(key.slice(0, 2)) + Number(key.slice(2, 4)) / 60, Number(key.slice(5, 7))];
  return [key, { option: key, from, to, price, ...extra }];
};
const demoOptions = Object.fromEntries([
  option('0800-1800', 0),
  option('0800-1100', 45),
  option('0800-1200', 25),
  option('0800-1300', 18),
  option('1200-1600', 15),
  option('1600-2000', 30, { disabled: true }),
  option('1800-2000', 35),
]);
const priced = (extra = {}) => ({
  pickup_date: day,
  prices: { [day]: 149 },
  men_required: 1,
  listing_cart: [{ type: 'priceOption', amount: 149 }],
  availableTimeOptions: demoOptions,
  ...extra,
});
const chosen = {
  selectedTimeOption: '0800-1200',
  selectedTimeOptionType: 'pickup',
  listing_cart: [
    { type: 'priceOption', amount: 149 },
    { type: 'timeOption', amount: 25 },
  ],
};

const listings = {
  'times-no-day': {},
  'times-loading': priced(),
  'times-none': priced({ availableTimeOptions: {} }),
  'times-few': priced({
    availableTimeOptions: Object.fromEntries([
      option('0800-1800', 0),
      option('0800-1200', 25),
      option('1200-1600', 15),
    ]),
  }),
  'times-grouped': priced(chosen),
  'times-in-hours': priced({
    availableTimeOptions: Object.fromEntries([
      option('0800-1100', 45),
      option('0800-1300', 18, { delivery_start: 14, delivery_end: 19 }),
      option('1300-1800', 12, { delivery_start: 18, delivery_end: 20 }),
    ]),
  }),
  'times-hourly': {
    pickup_date: day,
    min_time_selectable_hours: 2,
    hours_selected: 3,
    pickup_time: '10:00',
    pickup_time_end: '13:00',
  },
  'times-hourly-today': { pickup_date: dayKey(0), min_time_selectable_hours: 2, hours_selected: 2 },
  'times-spanish': priced(chosen),
};
/** The hourly-rate sessions' clocks: 9am, and 6:30pm for "today". */
const clocks = { 'times-hourly': todayAt(9), 'times-hourly-today': todayAt(18, 30) };
for (const element of elements) {
  const key = element.getAttribute('session');
  const clock = clocks[key];
  configure({ drafts: false, ...(clock ? { now: () => clock.getTime() } : {}) }, key);
  const session = getSession(key);
  session.update((state) => ({
    ...state,
    listing: { ...state.listing, ...listings[key] },
    ui: key === 'times-loading' ? { ...state.ui, priceStatus: 'loading' } : state.ui,
  }));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first node in an element's shadow root matching `selector`, once it is there. */
async function find(element, selector) {
  for (;;) {
    const found = element.shadowRoot?.querySelector(selector);
    if (found) return found;
    await wait(20);
  }
}

const settled = {
  'times-no-day': 'noDay',
  'times-loading': 'loading',
  'times-none': 'none',
  'times-few': 'list',
  'times-grouped': 'list',
  'times-in-hours': 'list',
  'times-hourly': 'list',
  'times-hourly-today': 'noneToday',
  'times-spanish': 'list',
};
const shown = (element) =>
  element.shadowRoot?.querySelector('[part~=base]')?.dataset.state === settled[element.getAttribute('session')];
const until = Date.now() + 45_000;
while (Date.now() < until && !elements.every(shown)) await wait(50);

if (dialog && matchMedia('(max-width: 991.98px)').matches) {
  (await find(elements[0], '[part~=summary-button]')).click();
  await find(elements[0], 'dialog[open] [part~=options]');
}
markReady(elements.filter((element) => !shown(element)));
