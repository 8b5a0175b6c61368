// Puts each <hk-price-adjustments> of the states page into one state, through the public API
// only: `configure` gives each session who is signed in (an admin with the price adjustments
// permission, or nobody for the read-only panel) and a stand-in price adjustment service on its
// `experiments` adapter (the admin adapter a page may configure; the quote adapter is a stand-in
// too, so the demo's own admin tools are not used). The stand-in keeps adjustments in memory as
// the demo does, offers the demo's reasons and answers at once; a state's failure is its own
// answer. Each session's quote (a pre-listing id, the category, the pickup address) is set with
// `getSession(key).update`, as a restored draft would have it. The forms are filled and sent as
// a person would: typing, choosing, pressing Add. With `?dialog=delete` (or `delete-spanish`) the
// page shows one panel with its delete confirmation open. The element's own script is the light
// one, or the React one with `?build=react`. `document.body.dataset.ready` says when every state is set.
import { bringNear, markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/price-adjustments${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
const dialog = params.get('dialog');
document.documentElement.dataset.theme = theme;

/** The bearer with the role manage-price-adjustments (the demo's). */
const TOKEN = 'demo-manage-price-adjustments';
/** Reasons by adjustment type, as the demo offers them; the Spanish panel's service answers in Spanish. */
const REASONS = {
  'en-GB': {
    DISCOUNT_OFFER: ['Price match with a competitor', 'Returning customer', 'Flexible on dates', 'Goodwill gesture'],
    ADMIN_DISCOUNT: ['Quote error corrected', 'Complaint resolution', 'Partner agreement'],
    ADMIN_PREMIUM: [
      'Difficult access (stairs, no lift)',
      'Long carry from parking',
      'Extra items added by phone',
      'Out-of-hours job',
    ],
  },
  'es-ES': {
    DISCOUNT_OFFER: [
      'Igualar el precio de la competencia',
      'Cliente habitual',
      'Fechas flexibles',
      'Gesto de buena voluntad',
    ],
    ADMIN_DISCOUNT: ['Error de presupuesto corregido', 'Resolución de una queja', 'Acuerdo con un socio'],
    ADMIN_PREMIUM: [
      'Acceso difícil (escaleras, sin ascensor)',
      'Porte largo desde el aparcamiento',
      'Objetos añadidos por teléfono',
      'Trabajo fuera de horario',
    ],
  },
};
const TYPES = Object.keys(REASONS['en-GB']);

const PRE_LISTING = 'PL-482913';
const record = { recordType: 'PRE_LISTING', recordId: PRE_LISTING };
/** A 10 % discount offer and a £25 (2500 pence) admin premium, with their reasons. */
const discountOffer = {
  uuid: 'adj-1',
  ...record,
  adjustmentType: 'DISCOUNT_OFFER',
  adjustmentPercent: 10,
  reasonId: '102',
};
const premium = {
  uuid: 'adj-2',
  ...record,
  adjustmentType: 'ADMIN_PREMIUM',
  adjustmentAmount: { value: 2500 },
  reasonId: '301',
};

/** A refusal as the HTTP adapter gives one: a 422 with the service's own messages (the panel shows the first). */
const refusal = {
  code: 'input',
  status: 422,
  codes: ['adjustment_limit'],
  messages: [
    'A discount offer on this quote may be at most 10%: ask a team lead for more.',
    'adjustmentPercent: not_valid',
  ],
};

/**
 * A price adjustment service in memory for one session: `adjustments` to start with, reasons in
 * `locale`, the customer's lifetime discount when `lifetime`, and `overrides` replacing single calls.
 */
function adjustmentService({ adjustments = [], locale = 'en-GB', lifetime = false, overrides = {} } = {}) {
  const store = new Map(adjustments.map((adjustment) => [adjustment.uuid, structuredClone(adjustment)]));
  let made = 0;
  const save = (adjustment) => {
    store.set(adjustment.uuid, adjustment);
    return structuredClone(adjustment);
  };
  const create = ({ auth, ...adjustment }) => save({ uuid: `adj-new-${++made}`, ...adjustment });
  const found = (uuid) => {
    const adjustment = store.get(uuid);
    if (!adjustment) throw { code: 'notFound', status: 404, body: { errors: { common: ['not_found'] } } };
    return adjustment;
  };
  return {
    getPriceAdjustmentToken: async () => ({ token: TOKEN }),
    listPriceAdjustments: async ({ recordType, recordId }) =>
      [...store.values()]
        .filter((item) => item.recordType === recordType && item.recordId === recordId)
        .map((item) => structuredClone(item)),
    createPercentAdjustment: async (adjustment) => create(adjustment),
    createAmountAdjustment: async (adjustment) => create(adjustment),
    updatePercentAdjustment: async ({ uuid, adjustmentPercent }) => save({ ...found(uuid), adjustmentPercent }),
    updateAmountAdjustment: async ({ uuid, adjustmentAmount }) => save({ ...found(uuid), adjustmentAmount }),
    deletePriceAdjustment: async (_auth, uuid) => {
      found(uuid);
      store.delete(uuid);
    },
    listAdjustmentReasons: async ({ adjustmentType }) => {
      const base = (TYPES.indexOf(adjustmentType) + 1) * 100;
      return (REASONS[locale][adjustmentType] ?? []).map((label, index) => ({ id: base + index + 1, label }));
    },
    getCustomerDiscounts: async ({ preListingId }) => [
      ...(lifetime ? [{ percent: 15, type: 'LIFETIME' }] : []),
      ...[...store.values()]
        .filter(
          (item) =>
            item.recordId === preListingId &&
            item.adjustmentType === 'DISCOUNT_OFFER' &&
            typeof item.adjustmentPercent === 'number',
        )
        .map((item) => ({ percent: item.adjustmentPercent, type: 'DISCOUNT_OFFER' })),
    ],
    ...overrides,
  };
}

const place = (formatted_address, ISO_3166_1_Alpha_2, latitude, longitude) => ({
  formatted_address,
  ISO_3166_1_Alpha_2,
  latitude,
  longitude,
});
const YORK = place('York YO1 8RN, UK', 'GB', 53.9591, -1.0815);
const MADRID = place('Calle de Alcalá 20, Madrid', 'ES', 40.4183, -3.6995);
const quote = { pre_listing_id: PRE_LISTING, category_id: 1, pickup_address_data: YORK };
const ADMIN = { userId: 'staff-1', privileges: { priceAdjustments: { manage: true } } };
const both = [discountOffer, premium];

/**
 * Per session: its service, its quote, who is signed in (the admin unless `admin` says), what a
 * person does (`steps`), and when the panel shows its state (`shown`, on the shadow root).
 */
const states = {
  'pa-empty': {
    service: adjustmentService(),
    shown: (root) => root.querySelector('.hk-empty') != null && formReady(root),
  },
  'pa-listed': {
    service: adjustmentService({ adjustments: both }),
    shown: (root) => rows(root) === 2 && formReady(root),
  },
  'pa-nothing-typed': {
    service: adjustmentService(),
    steps: [submit],
    shown: (root) => root.querySelectorAll('[part~=field-error]').length === 2,
  },
  'pa-percent-range': {
    service: adjustmentService(),
    steps: [typeValue('150'), chooseReason, submit],
    shown: (root) => fieldError(root, 'adjustmentPercentRange'),
  },
  'pa-reason-missing': {
    service: adjustmentService(),
    steps: [typeValue('10'), submit],
    shown: (root) => fieldError(root, 'adjustmentReasonMissing'),
  },
  'pa-save-failed': {
    service: adjustmentService({ overrides: { createPercentAdjustment: () => Promise.reject(refusal) } }),
    steps: [typeValue('12.5'), chooseReason, submit],
    shown: (root) => root.querySelector('[part~=outcome][data-ok=false]') != null,
  },
  'pa-saved': {
    service: adjustmentService(),
    steps: [typeValue('10'), chooseReason, submit],
    shown: (root) => root.querySelector('[part~=outcome][data-ok=true]') != null && rows(root) === 1,
  },
  'pa-editing': {
    service: adjustmentService({ adjustments: both }),
    steps: [editPremium],
    shown: (root) => root.querySelector('[part~=adjustment][data-editing]') != null,
  },
  'pa-read-only': {
    service: adjustmentService({ adjustments: both }),
    admin: null,
    shown: (root) => root.querySelector('[part~=access][data-access=noPermission]') != null && rows(root) === 2,
  },
  'pa-discounts': {
    service: adjustmentService({ adjustments: [discountOffer], lifetime: true }),
    shown: (root) => root.querySelector('[part~=discounts][data-state=ready] li') != null && formReady(root),
  },
  'pa-list-failed': {
    service: adjustmentService({
      overrides: { listPriceAdjustments: () => Promise.reject({ code: 'server', status: 503 }) },
    }),
    shown: (root) => root.querySelector('[part~=base][data-state=ready] .hk-alert-danger button') != null,
  },
  'pa-no-quote': {
    service: adjustmentService(),
    quote: { category_id: 1, pickup_address_data: YORK },
    shown: (root) => root.querySelector('[part~=access][data-access=noRecord]') != null,
  },
  'pa-spanish': {
    service: adjustmentService({ adjustments: both, locale: 'es-ES' }),
    quote: { ...quote, pickup_address_data: MADRID },
    shown: (root) => rows(root) === 2 && formReady(root),
  },
};

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The adjustments' rows the panel shows. */
function rows(root) {
  return root.querySelectorAll('[part~=adjustment]').length;
}
/** The form is there with its reasons offered. */
function formReady(root) {
  const reason = root.querySelector('[part~=form] [data-field=reasonId] select');
  return reason != null && !reason.disabled && reason.options.length > 1;
}
/** A field error with this code is shown. */
function fieldError(root, code) {
  return root.querySelector(`[part~=field-error][data-code=${code}]`) != null;
}
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
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  control.focus();
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
function typeValue(text) {
  return async (element) => {
    const input = await find(element, '[part~=form] [data-field=value] input');
    setValue(input, text);
    await wait(30);
  };
}
async function chooseReason(element) {
  const select = await find(
    element,
    '[part~=form] [data-field=reasonId] select',
    (s) => !s.disabled && s.options.length > 1,
  );
  setValue(select, select.options[1].value);
  await wait(30);
}
async function submit(element) {
  // The reasons are offered first: without them no reason would be asked for.
  await find(element, '[part~=form] [data-field=reasonId] select', (s) => !s.disabled && s.options.length > 1);
  (await find(element, '[part~=form] button[type=submit]')).click();
}
async function editPremium(element) {
  (await find(element, '[part~=adjustment][data-type=ADMIN_PREMIUM] button')).click();
}
async function askDelete(element) {
  const row = await find(
    element,
    '[part~=adjustment][data-type=DISCOUNT_OFFER]',
    (r) => r.querySelectorAll('button').length === 2,
  );
  // Edit, then Delete.
  row.querySelectorAll('button')[1].click();
}

const main = document.querySelector('main');
if (dialog) {
  // One panel, its delete confirmation open: the stage is the screen.
  const spanish = dialog === 'delete-spanish';
  main.className = 'stage';
  main.dataset.state = dialog;
  // DOM calls, not innerHTML: the page runs under Trusted Types.
  const element = document.createElement('hk-price-adjustments');
  element.setAttribute('session', spanish ? 'pa-spanish' : 'pa-listed');
  if (spanish) element.setAttribute('locale', 'es-ES');
  main.replaceChildren(element);
}

const elements = [...document.querySelectorAll('hk-price-adjustments')];
for (const element of elements) {
  element.setAttribute('theme', theme);
  const key = element.getAttribute('session');
  const state = states[key];
  configure(
    {
      drafts: false,
      // No quote call is made: no price view is on the page, so a change's new prices wait for one.
      api: {},
      experiments: state.service,
      context: { admin: state.admin === undefined ? ADMIN : state.admin },
    },
    key,
  );
  getSession(key).update((current) => ({ ...current, listing: { ...current.listing, ...(state.quote ?? quote) } }));
}

const drawn = (element) => element.shadowRoot?.querySelector('[part~=base]') != null;
const shown = (element) =>
  element.shadowRoot != null &&
  (dialog
    ? element.shadowRoot.querySelector('dialog[open]') != null
    : states[element.getAttribute('session')].shown(element.shadowRoot));

// One at a time, each brought near the screen first: a view loads when its element is near the viewport.
for (const element of elements) {
  if (!(await bringNear(element, drawn))) continue;
  const steps = dialog ? [askDelete] : (states[element.getAttribute('session')].steps ?? []);
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
