import type { MethodCase } from './method-case.js';
import { HOSTS } from './method-case.js';

const api = (path: string) => `${HOSTS.apiBase}${path}`;
const sofa = { name: 'Sofa', qty: 2, width: 200, dimension_unit: 'cm', weight_unit: 'kg' };
const listing = { category_id: 1, move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'f1' }] };
/** A listing as proceeding saves it: every choice goes in the body as it is. */
const chosen = {
  ...listing,
  pickup_date: '2030-01-14',
  pickup_time: '08:00',
  pickup_time_end: '12:00',
  selectedTimeOption: '0800-1200',
  selectedTimeOptionType: 'pickup' as const,
  men_required: 2,
  listing_cart: [
    { type: 'priceOption', amount: 149 },
    { type: 'timeOption', amount: 15 },
  ],
};
const route = { origin: { lat: 51.5, lng: -0.1 }, destination: { lat: 52.2, lng: 0.1 } };

/** Every QuoteApi method (docs/behaviour/quote-flow.md §7, back-office §7). */
export const QUOTE_CASES: MethodCase[] = [
  {
    port: 'quote',
    method: 'loadPrelisting',
    call: (p, s) => p.quote.loadPrelisting('q/1', s),
    request: { method: 'POST', url: api('ng/prelisting/q%2F1/get') },
    answer: { ...listing, pre_listing_id: 'q/1' },
    result: { ...listing, pre_listing_id: 'q/1' },
    wrongShape: { move_items: 'none' },
  },
  {
    port: 'quote',
    method: 'savePrelisting',
    call: (p, s) => p.quote.savePrelisting('q1', chosen, s),
    request: { method: 'POST', url: api('ng/prelisting/q1'), json: chosen },
    answer: { prices: { '2030-01-01': '120' }, men_required: 2 },
    result: { prices: { '2030-01-01': 120 }, men_required: 2 },
    wrongShape: { prices: { tomorrow: 1 } },
  },
  {
    port: 'quote',
    method: 'recalculatePrelisting',
    call: (p, s) => p.quote.recalculatePrelisting('q1', listing, s),
    request: { method: 'POST', url: api('ng/prelisting/q1/recalculate'), json: listing },
    answer: { lowest_price: 99, prices: { '2030-01-01': 99 } },
    result: { lowest_price: 99, prices: { '2030-01-01': 99 } },
    wrongShape: { lowest_price: -1 },
  },
  {
    port: 'quote',
    method: 'sendQuote',
    call: (p, s) => p.quote.sendQuote('q1', { quotes_to: 'ann@example.com', emailType: 'reminder' }, s),
    request: { method: 'POST', url: api('ng/prelisting/q1/send/reminder'), json: { quotes_to: 'ann@example.com' } },
  },
  {
    port: 'quote',
    method: 'getPrelistingHistory',
    call: (p, s) => p.quote.getPrelistingHistory('q1', s),
    request: { method: 'POST', url: api('ng/prelisting/q1/history') },
    answer: { history: [{ at: '2030-01-01', what: 'created' }] },
    result: [{ at: '2030-01-01', what: 'created' }],
    wrongShape: { history: 'none' },
  },
  {
    port: 'quote',
    method: 'saveSpecialInstructions',
    call: (p, s) => p.quote.saveSpecialInstructions('q1', 'Fragile', s),
    request: {
      method: 'POST',
      url: api('ng/prelisting/q1/special-instructions'),
      json: { special_instruction: 'Fragile' },
    },
  },
  {
    port: 'quote',
    method: 'getActivePrelistings',
    call: (p, s) => p.quote.getActivePrelistings(s),
    request: { method: 'POST', url: api('ng/getactiveprelistings') },
    answer: { listings: [listing] },
    result: [listing],
    wrongShape: { listing: [] },
  },
  {
    port: 'quote',
    method: 'searchItems',
    call: (p, s) => p.quote.searchItems({ name: 'sofa', pre_listing_id: 'q1' }, s),
    request: {
      method: 'GET',
      url: api('ng/item-search'),
      query: { name: 'sofa', category_id: '1', dimensionUnit: 'cm', weightUnit: 'kg', pre_listing_id: 'q1' },
    },
    answer: [{ name: 'Sofa', item_set: [sofa] }],
    result: [{ name: 'Sofa', item_set: [sofa] }],
    wrongShape: [{ name: 'Sofa', item_set: [] }],
  },
  {
    port: 'quote',
    method: 'getItem',
    call: (p, s) => p.quote.getItem(845, s),
    request: { method: 'GET', url: api('ng/get_item'), query: { item_id: '845' } },
    answer: { item: { item_id: 845, name: 'Large box' } },
    result: { item_id: 845, name: 'Large box', qty: 1 },
    wrongShape: { item: { item_id: 845 } },
  },
  {
    port: 'quote',
    method: 'getMakes',
    call: (p, s) => p.quote.getMakes(4, s),
    request: { method: 'GET', url: api('ng/search/make'), query: { category_id: '4' } },
    answer: { make: [{ make_id: 1, make_name: 'Steinway' }] },
    result: [{ make_id: 1, make_name: 'Steinway' }],
    wrongShape: { make: [{ make_name: 'Steinway' }] },
  },
  {
    port: 'quote',
    method: 'getModels',
    call: (p, s) => p.quote.getModels({ make_id: 1, model_name: 'Mod', category_id: 4 }, s),
    request: {
      method: 'GET',
      url: api('ng/search/model'),
      query: { make_id: '1', model_name: 'Mod', category_id: '4' },
    },
    answer: { model: [{ model_id: '7', model_name: 'Model D' }] },
    result: [{ model_id: '7', model_name: 'Model D' }],
    wrongShape: { models: [] },
  },
  {
    port: 'quote',
    method: 'getVehicleByPlate',
    call: (p, s) => p.quote.getVehicleByPlate('AB12 CDE', s),
    request: { method: 'GET', url: api('ng/api/v3/actions/get-vehicle-data'), query: { plate_number: 'AB12 CDE' } },
    answer: { move_items: [{ name: 'Ford Focus', quantity: 1, fake_id: 'car' }] },
    result: [{ name: 'Ford Focus', quantity: 1, fake_id: 'car' }],
    wrongShape: { move_items: [{ name: 'Ford Focus', quantity: 0, fake_id: 'car' }] },
  },
  {
    port: 'quote',
    method: 'getFurnitureDefaults',
    call: (p, s) => p.quote.getFurnitureDefaults(s),
    request: { method: 'GET', url: api('ng/inventory/furniture-defaults') },
    answer: { 'Living room': [sofa] },
    result: { 'Living room': [sofa] },
    wrongShape: { 'Living room': sofa },
  },
  {
    port: 'quote',
    method: 'getRemovalDefaultItems',
    call: (p, s) => p.quote.getRemovalDefaultItems('flat', s),
    request: {
      method: 'GET',
      url: api('ng/inventory/removal-default-items'),
      query: { origin_type_of_property: 'flat' },
    },
    answer: { default_items: { '1': [sofa] } },
    result: { '1': [sofa] },
    wrongShape: { items: {} },
  },
  {
    port: 'quote',
    method: 'getRemovalPreset',
    call: (p, s) => p.quote.getRemovalPreset('house', s),
    request: { method: 'GET', url: api('ng/inventory/removal-preset'), query: { origin_type_of_property: 'house' } },
    answer: { items: [sofa] },
    result: [sofa],
    wrongShape: { items: [{ qty: 1 }] },
  },
  {
    port: 'quote',
    method: 'getEbayItem',
    call: (p, s) => p.quote.getEbayItem('204512345678', s),
    request: { method: 'GET', url: api('ng/listings/ebay-item'), query: { item_id: '204512345678' } },
    answer: { item_id: 204512345678, title: 'Grey sofa', image_url: null, items: [sofa] },
    result: { item_id: '204512345678', title: 'Grey sofa', items: [sofa] },
    wrongShape: { title: 'Grey sofa', items: [{ qty: 1 }] },
  },
  ...(
    [
      ['checkUsername', 'check-username', { username: 'ann' }],
      ['checkEmailValid', 'check-email-valid', { email: 'ann@example.com' }],
      ['checkEmailDuplicate', 'check-email-duplicate', { email: 'ann@example.com' }],
      ['checkPhoneDuplicate', 'check-phone-duplicate', { phone_number: '0123' }],
      ['checkPhoneValid', 'check-phone-valid', { mobile_phone_number: '07700' }],
    ] as const
  ).map(
    ([method, path, query]): MethodCase => ({
      port: 'quote',
      method,
      call: (p, s) => {
        const value = Object.values(query)[0] ?? '';
        if (method === 'checkPhoneDuplicate' || method === 'checkPhoneValid') {
          return p.quote[method](query as { phone_number: string }, s);
        }
        return p.quote[method](value, s);
      },
      request: { method: 'GET', url: api(`ng/providers/${path}`), query },
      answer: { success: 1 },
      result: { success: true },
      wrongShape: { ok: true },
    }),
  ),
  {
    port: 'quote',
    method: 'getSignedInUser',
    call: (p, s) => p.quote.getSignedInUser(s),
    request: { method: 'GET', url: api('ng/user-actions/signed-in') },
    answer: { user: { user_id: 5 }, adminUser: { user_id: '9', privileges: { price: { override: 1 } } } },
    result: { user: { user_id: 5 }, adminUser: { user_id: '9', privileges: { price: { override: true } } } },
    wrongShape: { adminUser: { user_id: '9', privileges: { price: 'all' } } },
  },
  {
    port: 'quote',
    method: 'getTrustRating',
    call: (p, s) => p.quote.getTrustRating(s),
    request: { method: 'GET', url: HOSTS.trustRatingUrl },
    answer: { numberOfReviews: 1200, score: { trustScore: 4.6 } },
    result: { numberOfReviews: 1200, score: { trustScore: 4.6 } },
    wrongShape: { numberOfReviews: 1200 },
  },
  {
    port: 'quote',
    method: 'getPersonalisedNumber',
    call: (p, s) =>
      p.quote.getPersonalisedNumber({ category_id: 1, call_requested: true, latitude: 51.5, longitude: -0.1 }, s),
    request: {
      method: 'GET',
      url: api('ng/api/v3/actions/get-personalised-number'),
      query: { category_id: '1', call_requested: 'true', latitude: '51.5', longitude: '-0.1' },
    },
    answer: { national: '020 1234', full: '+44201234', is_personalised: 1 },
    result: { national: '020 1234', full: '+44201234', is_personalised: true },
    wrongShape: { national: 201234 },
  },
  {
    port: 'quote',
    method: 'getAffiliateStores',
    call: (p, s) => p.quote.getAffiliateStores('shop', s),
    request: { method: 'GET', url: api('ng/api/v3/affiliates/shop/stores') },
    answer: { stores: [{ affiliate_store_id: 3, name: 'Leeds' }] },
    result: [{ affiliate_store_id: 3, name: 'Leeds' }],
    wrongShape: { stores: 'none' },
  },
  {
    port: 'quote',
    method: 'getCssFilename',
    call: (p, s) => p.quote.getCssFilename('theme', s),
    request: { method: 'GET', url: api('ng/api/v3/actions/css-filename'), query: { filename: 'theme' } },
    answer: { filename: 'theme.abc.css' },
    result: 'theme.abc.css',
    wrongShape: { file: 'theme.css' },
  },
  {
    port: 'quote',
    method: 'trackStage',
    call: (p, s) => p.quote.trackStage({ process: 'quote', stage: 'items', step: 'exit' }, s),
    request: { method: 'POST', url: api('ajax-track'), form: { process: 'quote', stage: 'items', step: 'exit' } },
  },
  {
    port: 'quote',
    method: 'trackEvents',
    call: (p, s) => p.quote.trackEvents([{ event: 'search', term: 'sofa' }], s),
    request: { method: 'POST', url: api('ng/api/v3/tracking'), json: { events: [{ event: 'search', term: 'sofa' }] } },
  },
  {
    port: 'quote',
    method: 'logDirections',
    call: (p, s) => p.quote.logDirections(route, s),
    request: { method: 'POST', url: api('ajax-google-directions-log'), json: route },
  },
];
