import type { MethodCase } from './method-case.js';
import { HOSTS } from './method-case.js';
import { PRICE_ADJUSTMENT_CASES } from './price-adjustment-cases.js';

const api = (path: string) => `${HOSTS.apiBase}${path}`;
const pre = (path: string) => api(`ng/prelisting/q1/${path}`);
const lab = (path: string) => `${HOSTS.testLabBase}${path}`;
const experiment = { name: 'person-tabs', status: 'running', variant: 'b' };
const contacted = {
  listing: { listingCommunications: [{ recipient_id: 9, type: 'provider-similar-jobs', channel: 'sms' }] },
};

/** Saves on a pre-listing: POST, a JSON body, nothing read back. */
const saves: [string, (p: Parameters<MethodCase['call']>[0], s?: AbortSignal) => Promise<unknown>, string, unknown][] =
  [
    ['saveAdminNote', (p, s) => p.admin.saveAdminNote('q1', 'Called', s), 'admin-note', { note: 'Called' }],
    [
      'sendAdminText',
      (p, s) => p.admin.sendAdminText('q1', { phone_number: '07700', message: 'Hi' }, s),
      'admin-send-text',
      { phone_number: '07700', message: 'Hi' },
    ],
    [
      'saveCustomerCallBack',
      (p, s) => p.admin.saveCustomerCallBack('q1', { call_back_date: '2030-01-01', can_we_call_back: true }, s),
      'admin-customer-call-back',
      { call_back_date: '2030-01-01', can_we_call_back: true },
    ],
    [
      'saveHotBusinessLead',
      (p, s) => p.admin.saveHotBusinessLead('q1', { hot_business_lead: true }, s),
      'admin-hot-business-lead',
      { hot_business_lead: true },
    ],
    [
      'saveRemovalsInfo',
      (p, s) => p.admin.saveRemovalsInfo('q1', { floors: 2 }, s),
      'admin-removals-info',
      { floors: 2 },
    ],
    [
      'saveSyncWithAvbOption',
      (p, s) => p.admin.saveSyncWithAvbOption('q1', { sync_with_avb: false }, s),
      'admin-sync-with-avb-option',
      { sync_with_avb: false },
    ],
    [
      'saveAffiliateAttribution',
      (p, s) => p.admin.saveAffiliateAttribution('q1', { option: 'store', ref: 'shop', ref_id: 3 }, s),
      'admin-affiliate-attribution',
      { option: 'store', ref: 'shop', ref_id: 3 },
    ],
  ];

/** Every AdminApi method (docs/behaviour/back-office.md §7). */
export const ADMIN_CASES: MethodCase[] = [
  {
    port: 'admin',
    method: 'getAdminInfo',
    call: (p, s) => p.admin.getAdminInfo('q1', s),
    request: { method: 'GET', url: pre('admin-info') },
    answer: { notes: [], default_sms: 'Hello' },
    result: { notes: [], default_sms: 'Hello' },
    wrongShape: { default_sms: 5 },
  },
  ...saves.map(
    ([method, call, path, json]): MethodCase => ({
      port: 'admin',
      method,
      call,
      request: { method: 'POST', url: pre(path), json },
    }),
  ),
  {
    port: 'admin',
    method: 'getHotBusinessLead',
    call: (p, s) => p.admin.getHotBusinessLead('q1', s),
    request: { method: 'GET', url: pre('admin-hot-business-lead') },
    answer: { hot_business_lead: '1' },
    result: { hot_business_lead: true },
    wrongShape: { hot_business_lead: 'maybe' },
  },
  {
    port: 'admin',
    method: 'getRemovalsInfo',
    call: (p, s) => p.admin.getRemovalsInfo('q1', s),
    request: { method: 'GET', url: pre('admin-removals-info') },
    answer: { floors: 2 },
    result: { floors: 2 },
    wrongShape: 5,
  },
  {
    port: 'admin',
    method: 'getSyncWithAvbOption',
    call: (p, s) => p.admin.getSyncWithAvbOption('q1', s),
    request: { method: 'GET', url: pre('admin-sync-with-avb-option') },
    answer: { sync_with_avb: false },
    result: { sync_with_avb: false },
    wrongShape: {},
  },
  {
    port: 'admin',
    method: 'getAdminPriceInfo',
    call: (p, s) => p.admin.getAdminPriceInfo('q1', s),
    request: { method: 'GET', url: pre('admin-price/info') },
    answer: { admin_price: 150 },
    result: { admin_price: 150 },
    wrongShape: 5,
  },
  {
    port: 'admin',
    method: 'calculateAdminPrice',
    call: (p, s) => p.admin.calculateAdminPrice('q1', { margin: 10, premium: true }, s),
    request: { method: 'GET', url: pre('admin-price/calculate'), query: { margin: '10', premium: 'true' } },
    answer: { admin_price: 165 },
    result: { admin_price: 165 },
    wrongShape: null,
  },
  {
    port: 'admin',
    method: 'getTelephonyCallInfo',
    call: (p, s) => p.admin.getTelephonyCallInfo(s),
    request: { method: 'GET', url: api('administer/telephony/call-info') },
    answer: { callId: 'CA1', from: '+44' },
    result: { callId: 'CA1', from: '+44' },
    wrongShape: { callId: 12 },
  },
  ...PRICE_ADJUSTMENT_CASES,
  {
    port: 'admin',
    method: 'findSimilarListings',
    call: (p, s) => p.admin.findSimilarListings(12, { dateFilterSelected: '2030-01-01' }, s),
    request: {
      method: 'POST',
      url: api('similar-listing/find-similar/any/12'),
      json: { dateFilterSelected: '2030-01-01' },
    },
    answer: { listing: { listing_id: 12 }, listings: [] },
    result: { listing: { listing_id: 12 }, listings: [] },
    wrongShape: { listings: 'none' },
  },
  ...(['call', 'sms', 'email'] as const).map(
    (channel): MethodCase => ({
      port: 'admin',
      method: { call: 'callProvider', sms: 'sendProviderSms', email: 'sendProviderEmail' }[channel],
      call: (p, s) =>
        channel === 'call'
          ? p.admin.callProvider({ user_id: 9, listing_id: 12 }, s)
          : p.admin[channel === 'sms' ? 'sendProviderSms' : 'sendProviderEmail'](
              { user_id: 9, listing_id: 12, message: 'Job near you' },
              s,
            ),
      request: {
        method: 'POST',
        url: api(`similar-listing/contact/${channel}`),
        json:
          channel === 'call' ? { user_id: 9, listing_id: 12 } : { user_id: 9, listing_id: 12, message: 'Job near you' },
      },
      answer: contacted,
      result: contacted,
      wrongShape: { listing: {} },
    }),
  ),
  {
    port: 'admin',
    method: 'runListingAction',
    call: (p, s) => p.admin.runListingAction(12, 'cancel', { reason: 'moved' }, s),
    request: { method: 'POST', url: api('ng/api/v3/listings/12/cancel'), json: { reason: 'moved' } },
  },
  {
    port: 'admin',
    method: 'getListingHistory',
    call: (p, s) => p.admin.getListingHistory(12, s),
    request: { method: 'GET', url: api('ng/api/v3/listings/12/history') },
    answer: { history: [{ event: 'provider_change', id: 'pc-1' }] },
    result: [{ event: 'provider_change', id: 'pc-1' }],
    wrongShape: 5,
  },
  {
    port: 'admin',
    method: 'answerProviderChange',
    call: (p, s) => p.admin.answerProviderChange(12, 'pc-1', { decision: 'decline', reason: 'Keep Swift' }, s),
    request: {
      method: 'POST',
      url: api('ng/api/v3/listings/12/history/provider-change/pc-1'),
      json: { decision: 'decline', reason: 'Keep Swift' },
    },
  },
  {
    port: 'admin',
    method: 'getExperiments',
    call: (p, s) => p.admin.getExperiments({ name: 'person-tabs', entity: 'PRE_LISTING', entityId: 'q1' }, s),
    request: {
      method: 'GET',
      url: lab('experiment'),
      query: { name: 'person-tabs', entity: 'PRE_LISTING', entityId: 'q1' },
    },
    answer: [experiment],
    result: [experiment],
    wrongShape: [{ status: 'running' }],
  },
  {
    port: 'admin',
    method: 'saveExperiment',
    call: (p, s) => p.admin.saveExperiment(experiment, s),
    request: { method: 'POST', url: lab('experiment'), json: experiment },
    answer: { ...experiment, tracked: 1 },
    result: { ...experiment, tracked: true },
    wrongShape: { name: '' },
  },
  {
    port: 'admin',
    method: 'allocateExperiment',
    call: (p, s) => p.admin.allocateExperiment({ name: 'person-tabs', entity: 'PRE_LISTING', entityId: 'q1' }, s),
    request: {
      method: 'POST',
      url: lab('experiment/allocation'),
      json: { name: 'person-tabs', entity: 'PRE_LISTING', entityId: 'q1' },
    },
    answer: experiment,
    result: experiment,
    wrongShape: { variant: 'b' },
  },
  {
    port: 'admin',
    method: 'getPreAllocation',
    call: (p, s) => p.admin.getPreAllocation('q1', 'person-tabs', s),
    request: { method: 'GET', url: lab('experiment/pre-allocation/PRE_LISTING/q1/person-tabs') },
    answer: experiment,
    result: experiment,
    wrongShape: [],
  },
];
