// Puts one <hk-admin-notes> into a state of its History dialog (`?state=`, default `listing`),
// through the public API only: `configure` gives the session who is signed in (an admin with every
// privilege, or one without `listings.providerChange`), a stand-in quote service on `api` (the
// quote's history, or a read that never ends or fails) and a stand-in admin service on its
// `experiments` adapter (the admin adapter a page may configure: the panel's reads, and the
// listing's history with a pending provider change). The job (a quote number, a listing number for a booked listing) is set with
// `getSession(key).update`. The dialog is opened and answered as a person would: History, then
// Decline change with or without a reason. The light build, or React with `?build=react`.
// `document.body.dataset.ready` says when the state shows.
import { bringNear, markReady } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/admin-notes${build}.js`),
]);
const state = params.get('state') ?? 'listing';
document.documentElement.dataset.theme = params.get('theme') ?? 'light';

const PRE_LISTING = 'PL-482913';
const LISTING = 48213;
const ALL = {
  notes: { write: true, sms: true },
  listings: { providerChange: true },
};
const hour = (hours) => new Date(Date.UTC(2030, 2, 12, 9) + hours * 3_600_000).toISOString();
const quoteHistory = [
  { event: 'saved', at: hour(0), who: 'Customer' },
  { event: 'admin_note', at: hour(1), who: 'Sam (staff)' },
  { event: 'quote_sent', at: hour(2), who: 'Sam (staff)', quotes_to: 'ana@example.com' },
];
const listingHistory = (change = {}) => [
  { event: 'listing_booked', at: hour(3), who: 'Customer' },
  { event: 'provider_assigned', at: hour(4), who: 'system', provider: 'Swift Vans' },
  {
    event: 'provider_change',
    id: 'pc-1',
    at: hour(20),
    who: 'Swift Vans',
    from_provider: 'Swift Vans',
    to_provider: 'Northern Removals',
    status: 'pending',
    ...change,
  },
];
const never = () => new Promise(() => {});

/** The admin service in memory: the panel's reads answered at once, and the listing's history. */
const adminService = (history = async () => listingHistory()) => ({
  getAdminInfo: async () => ({ notes: [], customer_phone_numbers: ['07700 900123'], default_sms: '' }),
  saveAdminNote: async () => {},
  sendAdminText: async () => {},
  saveCustomerCallBack: async () => {},
  getHotBusinessLead: async () => ({ hot_business_lead: false }),
  saveHotBusinessLead: async () => {},
  getRemovalsInfo: async () => ({ property_type: 'Two-bed flat', bedrooms: 2, pickup_floor: 3, pickup_lift: true }),
  saveRemovalsInfo: async () => {},
  getSyncWithAvbOption: async () => ({ sync_with_avb: false }),
  saveSyncWithAvbOption: async () => {},
  saveAffiliateAttribution: async () => {},
  getTelephonyCallInfo: async () => ({}),
  getListingHistory: history,
  answerProviderChange: async () => {},
});

/** Per state: the quote's history read, the job, who is signed in, the locale and what a person does. */
const states = {
  listing: { listing: LISTING },
  'decline-refused': { listing: LISTING, steps: [decline], shown: '[part~=provider-change] [part~=field-error]' },
  declined: { listing: LISTING, steps: [typeReason, decline], shown: '[part~=provider-change] [part~=outcome]' },
  loading: { history: never, shown: '[part~=history-loading]' },
  failed: { history: async () => Promise.reject(new Error('down')), shown: '[part~=history-failed]' },
  empty: { history: async () => [], shown: '[part~=history-none]' },
  'no-record': { preListing: null, shown: '[part~=history-no-record]' },
  'read-only': { listing: LISTING, privileges: { notes: { write: true } } },
  spanish: { listing: LISTING, locale: 'es-ES' },
};
const chosen = states[state] ?? states.listing;
const key = `ah-${state}`;
configure(
  {
    drafts: false,
    api: {
      getPrelistingHistory: chosen.history ?? (async () => quoteHistory),
      getSignedInUser: async () => ({ user: null, adminUser: null }),
    },
    experiments: adminService(chosen.listingHistory),
    context: { admin: { userId: 'staff-1', privileges: chosen.privileges ?? ALL } },
  },
  key,
);
getSession(key).update((s) => ({
  ...s,
  listing: {
    ...s.listing,
    ...(chosen.preListing === null ? {} : { pre_listing_id: PRE_LISTING }),
    ...(chosen.listing ? { listing_id: chosen.listing } : {}),
    category_id: 1,
    move_items: [],
  },
}));

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function find(element, selector) {
  for (const end = Date.now() + 20_000; Date.now() < end; await wait(20)) {
    const found = element.shadowRoot?.querySelector(selector);
    if (found) return found;
  }
  return null;
}
async function typeReason(element) {
  const reason = await find(element, '[part~=provider-change] textarea');
  reason.focus();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(reason, 'Customer wants Swift Vans');
  reason.dispatchEvent(new Event('input', { bubbles: true }));
  await wait(30);
}
async function decline(element) {
  const buttons = [...((await find(element, '[part~=provider-change]'))?.querySelectorAll('button') ?? [])];
  buttons.find((button) => button.getAttribute('data-variant') === 'secondary')?.click();
}

// DOM calls, not innerHTML: the page runs under Trusted Types.
const element = document.createElement('hk-admin-notes');
element.setAttribute('session', key);
if (chosen.locale) element.setAttribute('locale', chosen.locale);
const main = document.querySelector('main');
main.dataset.state = state;
main.replaceChildren(element);

const opened = await bringNear(element, (e) => e.shadowRoot?.querySelector('[part~=history-open]') != null);
if (opened) {
  (await find(element, '[part~=history-open]')).click();
  for (const step of chosen.steps ?? []) await step(element);
}
const shown = await find(element, chosen.shown ?? '[part~=history-list]');
markReady(opened && shown ? [] : [element]);
