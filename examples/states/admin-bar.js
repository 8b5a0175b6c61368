// Puts each <hk-admin-bar> of the states page into one state, through the public API only:
// `configure` gives each session who is signed in (an admin with the bar's privileges, one
// without the price override, or nobody yet: still checking), a stand-in quote service on `api`
// (it saves the quote, or refuses to) and a stand-in admin price service on its `experiments`
// adapter (the admin adapter a page may configure), answering at once; a state's failure is its
// own answer. Each session's job (a quote number, the chosen day's price line, an override for one
// state) is set with `getSession(key).update`, as a restored draft would have it. The forms are
// filled and sent as a person would: opening "Admin price", typing, pressing Calculate and "Use
// this price". With `?dialog=insurance` (or `insurance-spanish`) the page shows one bar with its
// insurance service dialog open and a refused value of goods. The element's own script is the
// light one, or the React one with `?build=react`. `document.body.dataset.ready` says when every
// state is set.
import { bringNear, markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/admin-bar${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
const dialog = params.get('dialog');
document.documentElement.dataset.theme = theme;

const PRE_LISTING = 'PL-482913';
const DAY = '2030-03-14';

/** The admin price answer of a customer price and a margin, as the marketplace's admin price shows it. */
const priceAnswer = (price, margin) => ({
  pre_listing_id: PRE_LISTING,
  customer_price: price,
  margin,
  default_margin: 20,
  provider_price: Math.round(price * (100 - margin)) / 100,
  pickup_date: DAY,
});

/** A refusal as the HTTP adapter gives one: a 422 with the server's own message (the bar shows the first). */
const refusal = {
  code: 'input',
  status: 422,
  codes: ['admin_price_locked'],
  messages: ['This quote is being paid for: its price cannot change now.'],
};

/** The admin price service in memory: `info` answers GET admin-price/info; `overrides` replaces single calls. */
function adminPriceService({ overrides = {} } = {}) {
  return {
    getAdminPriceInfo: async () => priceAnswer(240, 20),
    calculateAdminPrice: async (_id, query) => priceAnswer(Number(query.price ?? 240), Number(query.margin ?? 20)),
    ...overrides,
  };
}

/** The quote service in memory: saves (or refuses to), recalculates; `signedIn` answers who is signed in. */
function quoteService({ save = async () => ({}), signedIn = async () => ({ user: null, adminUser: null }) } = {}) {
  return {
    savePrelisting: save,
    recalculatePrelisting: async () => ({ lowest_price: 240, prices: {} }),
    getSignedInUser: signedIn,
  };
}

/** The chosen day's price line (£240), and the same line carrying an admin price of £285. */
const dayLine = { type: 'priceOption', amount: 240 };
const overrideLine = { type: 'priceOption', amount: 285, admin_amount: 285, admin_tp_amount: 213.75 };
const quote = (cart = [dayLine]) => ({
  pre_listing_id: PRE_LISTING,
  category_id: 1,
  pickup_date: DAY,
  listing_cart: cart,
});

const ADMIN = {
  userId: 'staff-1',
  privileges: {
    adminBar: { show: true },
    price: { override: true, recalculate: true },
    insurance: { service: true },
    priceAdjustments: { manage: true },
  },
};
const READ_ONLY = { userId: 'staff-2', privileges: { adminBar: { show: true } } };

/**
 * Per session: its services, its job, who is signed in (the admin unless `admin` says), what a
 * person does (`steps`), and when the bar shows its state (`shown`, on the shadow root).
 */
const states = {
  'ab-checking': {
    api: quoteService({ signedIn: () => new Promise(() => {}) }),
    admin: null,
    shown: (root) => root.querySelector('[part~=base][data-state=checking]') != null,
  },
  'ab-info': {
    steps: [openPrice],
    shown: (root) => root.querySelector('[part~=info] dd') != null,
  },
  'ab-info-failed': {
    service: adminPriceService({
      overrides: { getAdminPriceInfo: () => Promise.reject({ code: 'server', status: 503 }) },
    }),
    steps: [openPrice],
    shown: (root) => root.querySelector('[part~=info-failed] button') != null,
  },
  'ab-field-errors': {
    steps: [openPrice, typePrice('a lot'), typeMargin('150'), calculate],
    shown: (root) => root.querySelectorAll('[part~=calculate] [part~=field-error]').length === 2,
  },
  'ab-calculation': {
    steps: [openPrice, typePrice('300'), typeMargin('25'), calculate],
    shown: (root) => root.querySelector('[part~=calculation] dd') != null,
  },
  'ab-override': {
    quote: quote([overrideLine]),
    steps: [openPrice],
    shown: (root) => root.querySelector('[part~=override]') != null && root.querySelector('[part~=info] dd') != null,
  },
  'ab-save-failed': {
    api: quoteService({ save: () => Promise.reject(refusal) }),
    steps: [openPrice, typePrice('300'), typeMargin('25'), calculate, useThisPrice],
    shown: (root) =>
      root.querySelector('[part~=outcome][data-ok=false]') != null &&
      root.querySelector('[part~=calculate] [data-field=price] input')?.value === '300',
  },
  'ab-saved': {
    steps: [openPrice, typePrice('300'), typeMargin('25'), calculate, useThisPrice],
    shown: (root) => root.querySelector('[part~=outcome][data-ok=true]') != null,
  },
  'ab-read-only': {
    admin: READ_ONLY,
    steps: [openPrice],
    shown: (root) => root.querySelector('[part~=info] dd') != null && root.querySelector('[part~=calculate]') == null,
  },
  'ab-spanish': {
    steps: [openPrice],
    shown: (root) => root.querySelector('[part~=info] dd') != null,
  },
};

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first node in the element's shadow root matching `selector` and `test`, once it is there (null after 20 s). */
async function find(element, selector, test = () => true) {
  for (const end = Date.now() + 20_000; Date.now() < end; await wait(20)) {
    const found = [...(element.shadowRoot?.querySelectorAll(selector) ?? [])].find(test);
    if (found) return found;
  }
  return null;
}
/** Sets a field's value as typing does (the prototype's setter, so React sees the change too). */
function setValue(control, value) {
  control.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
async function openPrice(element) {
  (await find(element, '[part~=price-toggle]')).click();
  await wait(30);
}
function typeInto(selector, text) {
  return async (element) => {
    setValue(await find(element, selector), text);
    await wait(30);
  };
}
function typePrice(text) {
  return typeInto('[part~=calculate] [data-field=price] input', text);
}
function typeMargin(text) {
  return typeInto('[part~=calculate] [data-field=margin] input', text);
}
async function calculate(element) {
  (await find(element, '[part~=calculate] button[type=submit]')).click();
  await wait(30);
}
async function useThisPrice(element) {
  (await find(element, '[part~=apply-override]')).click();
}
async function insuranceRefused(element) {
  (await find(element, '[part~=insurance-open]')).click();
  setValue(await find(element, '[part~=insurance] [data-field=valueOfGoods] input'), 'lots');
  await wait(30);
  (await find(element, '[part~=insurance] button[type=submit]')).click();
}

const main = document.querySelector('main');
if (dialog) {
  // One bar, its insurance service dialog open: the stage is the screen.
  const spanish = dialog === 'insurance-spanish';
  main.className = 'stage';
  main.dataset.state = dialog;
  // DOM calls, not innerHTML: the page runs under Trusted Types.
  const element = document.createElement('hk-admin-bar');
  element.setAttribute('session', spanish ? 'ab-spanish' : 'ab-info');
  if (spanish) element.setAttribute('locale', 'es-ES');
  main.replaceChildren(element);
}

const elements = [...document.querySelectorAll('hk-admin-bar')];
for (const element of elements) {
  element.setAttribute('theme', theme);
  const key = element.getAttribute('session');
  const state = states[key];
  configure(
    {
      drafts: false,
      api: state.api ?? quoteService(),
      experiments: state.service ?? adminPriceService(),
      context: { admin: state.admin === undefined ? ADMIN : state.admin },
    },
    key,
  );
  getSession(key).update((current) => ({ ...current, listing: { ...current.listing, ...(state.quote ?? quote()) } }));
}

const drawn = (element) => element.shadowRoot?.querySelector('[part~=base]') != null;
const shown = (element) =>
  element.shadowRoot != null &&
  (dialog
    ? element.shadowRoot.querySelector('dialog[open] [part~=field-error]') != null
    : states[element.getAttribute('session')].shown(element.shadowRoot));

// One at a time, each brought near the screen first: a view loads when its element is near the viewport.
for (const element of elements) {
  if (!(await bringNear(element, drawn))) continue;
  const steps = dialog ? [insuranceRefused] : (states[element.getAttribute('session')].steps ?? []);
  try {
    for (const step of steps) await step(element);
  } catch {
    // A step that found nothing leaves the state unshown, and markReady names it.
  }
  await bringNear(element, shown, { timeout: 20_000 });
}
if (!dialog) {
  // Filling the forms left focus in the last one: no ring on a control nobody is using.
  for (const element of elements) element.shadowRoot?.activeElement?.blur();
  scrollTo(0, 0);
}
await wait(300);
markReady(elements.filter((element) => !shown(element)));
