import { expect } from 'vitest';
import { ADJUSTMENT_BEARER, type RouteCase } from './route-case.js';
import { TOOL_CASES } from './tool-cases.js';

const bearer = { authorization: `Bearer ${ADJUSTMENT_BEARER}` };
const auth = { token: ADJUSTMENT_BEARER };
const pas = '/price-adjustment-service';
const adjustment = { adjustmentType: 'ADMIN_DISCOUNT', adjustmentAmount: { value: 500 }, uuid: 'u-1' };

/** The admin calls on a pre-listing under /ng/prelisting/{id}/ (back-office §7). */
const PRELISTING_ADMIN: RouteCase[] = [
  {
    port: 'admin',
    method: 'getAdminInfo',
    request: { path: '/ng/prelisting/p-1/admin-info' },
    args: ['p-1'],
    answer: { notes: 'Called', default_sms: 'Hello' },
  },
  {
    port: 'admin',
    method: 'saveAdminNote',
    request: { method: 'POST', path: '/ng/prelisting/p-1/admin-note', json: { note: 'Called back' } },
    args: ['p-1', 'Called back'],
  },
  {
    port: 'admin',
    method: 'sendAdminText',
    request: {
      method: 'POST',
      path: '/ng/prelisting/p-1/admin-send-text',
      json: { phone_number: '07700900000', message: 'Your quote' },
    },
    args: ['p-1', { phone_number: '07700900000', message: 'Your quote' }],
  },
  {
    port: 'admin',
    method: 'saveCustomerCallBack',
    request: {
      method: 'POST',
      path: '/ng/prelisting/p-1/admin-customer-call-back',
      json: { call_back_date: '2030-01-02', can_we_call_back: true, status: 'open' },
    },
    args: ['p-1', expect.objectContaining({ call_back_date: '2030-01-02', can_we_call_back: true, status: 'open' })],
  },
  {
    port: 'admin',
    method: 'getHotBusinessLead',
    request: { path: '/ng/prelisting/p-1/admin-hot-business-lead' },
    args: ['p-1'],
    answer: { hot_business_lead: true },
  },
  {
    port: 'admin',
    method: 'saveHotBusinessLead',
    request: { method: 'POST', path: '/ng/prelisting/p-1/admin-hot-business-lead', json: { hot_business_lead: false } },
    args: ['p-1', { hot_business_lead: false }],
  },
  {
    port: 'admin',
    method: 'getRemovalsInfo',
    request: { path: '/ng/prelisting/p-1/admin-removals-info' },
    args: ['p-1'],
    answer: { floors: 2 },
  },
  {
    port: 'admin',
    method: 'saveRemovalsInfo',
    request: { method: 'POST', path: '/ng/prelisting/p-1/admin-removals-info', json: { floors: 3, lift: false } },
    args: ['p-1', { floors: 3, lift: false }],
  },
  {
    port: 'admin',
    method: 'getSyncWithAvbOption',
    request: { path: '/ng/prelisting/p-1/admin-sync-with-avb-option' },
    args: ['p-1'],
    answer: { sync_with_avb: false },
  },
  {
    port: 'admin',
    method: 'saveSyncWithAvbOption',
    request: { method: 'POST', path: '/ng/prelisting/p-1/admin-sync-with-avb-option', json: { sync_with_avb: true } },
    args: ['p-1', { sync_with_avb: true }],
  },
  {
    port: 'admin',
    method: 'saveAffiliateAttribution',
    request: {
      method: 'POST',
      path: '/ng/prelisting/p-1/admin-affiliate-attribution',
      json: { option: 'store', ref: 'acme', ref_id: 7 },
    },
    args: ['p-1', { option: 'store', ref: 'acme', ref_id: 7 }],
  },
  {
    port: 'admin',
    method: 'getAdminPriceInfo',
    request: { path: '/ng/prelisting/p-1/admin-price/info' },
    args: ['p-1'],
    answer: { price: 140 },
  },
  {
    port: 'admin',
    method: 'calculateAdminPrice',
    request: { path: '/ng/prelisting/p-1/admin-price/calculate?men=2&price=120' },
    args: ['p-1', { men: '2', price: '120' }],
    answer: { price: 150 },
  },
  {
    port: 'admin',
    method: 'getTelephonyCallInfo',
    request: { path: '/administer/telephony/call-info' },
    args: [],
    answer: { callId: 'call-1' },
  },
];

/** The price adjustment service under /price-adjustment-service (Bearer, or the key header). */
const PRICE_ADJUSTMENTS: RouteCase[] = [
  {
    port: 'admin',
    method: 'getPriceAdjustmentToken',
    request: { path: '/api/cookie/get-token' },
    args: [],
    answer: { token: ADJUSTMENT_BEARER },
  },
  {
    port: 'admin',
    method: 'listPriceAdjustments',
    request: { path: `${pas}/price-adjustments/LISTING/42`, headers: bearer },
    args: [{ auth, recordType: 'LISTING', recordId: 42 }],
    answer: [adjustment],
  },
  {
    port: 'admin',
    method: 'createAmountAdjustment',
    request: {
      method: 'POST',
      path: `${pas}/price-adjustments/amount`,
      json: { recordType: 'LISTING', recordId: 42, adjustmentType: 'ADMIN_DISCOUNT', adjustmentAmount: { value: 500 } },
      headers: bearer,
    },
    args: [
      { auth, recordType: 'LISTING', recordId: 42, adjustmentType: 'ADMIN_DISCOUNT', adjustmentAmount: { value: 500 } },
    ],
    answer: adjustment,
  },
  {
    port: 'admin',
    method: 'createPercentAdjustment',
    request: {
      method: 'POST',
      path: `${pas}/price-adjustments/percent`,
      json: {
        recordType: 'PRE_LISTING',
        recordId: 'p-1',
        adjustmentType: 'DISCOUNT_OFFER',
        adjustmentPercent: 10,
        reasonId: 3,
      },
      headers: bearer,
    },
    args: [
      {
        auth,
        recordType: 'PRE_LISTING',
        recordId: 'p-1',
        adjustmentType: 'DISCOUNT_OFFER',
        adjustmentPercent: 10,
        reasonId: 3,
      },
    ],
    answer: { adjustmentType: 'DISCOUNT_OFFER', adjustmentPercent: 10, uuid: 'u-2' },
  },
  {
    port: 'admin',
    method: 'updateAmountAdjustment',
    request: {
      method: 'PATCH',
      path: `${pas}/price-adjustments/amount/u-1`,
      json: { adjustmentAmount: { value: 250 } },
      headers: bearer,
    },
    args: [{ auth, uuid: 'u-1', adjustmentAmount: { value: 250 } }],
    answer: { ...adjustment, adjustmentAmount: { value: 250 } },
  },
  {
    port: 'admin',
    method: 'updatePercentAdjustment',
    request: {
      method: 'PATCH',
      path: `${pas}/price-adjustments/percent/u-2`,
      json: { adjustmentPercent: 5 },
      headers: bearer,
    },
    args: [{ auth, uuid: 'u-2', adjustmentPercent: 5 }],
    answer: { adjustmentType: 'DISCOUNT_OFFER', adjustmentPercent: 5, uuid: 'u-2' },
  },
  {
    port: 'admin',
    method: 'deletePriceAdjustment',
    request: { method: 'DELETE', path: `${pas}/price-adjustments/u-3`, headers: bearer },
    args: [auth, 'u-3'],
  },
  {
    port: 'admin',
    method: 'listAdjustmentReasons',
    request: { path: `${pas}/reasons?category=1&countryCode=GB&adjustmentType=ADMIN_PREMIUM`, headers: bearer },
    args: [{ auth, category: 1, countryCode: 'GB', adjustmentType: 'ADMIN_PREMIUM' }],
    answer: [{ id: 1, label: 'Stairs' }],
  },
  {
    port: 'admin',
    method: 'getCustomerDiscounts',
    request: { path: `${pas}/customer-discounts/PRE_LISTING/p-1`, headers: { 'x-api-key': 'k-1' } },
    args: [{ key: 'k-1', preListingId: 'p-1' }],
    answer: [{ percent: 15, type: 'lifetime' }],
  },
];

/** Every AdminApi method at the path of its TSDoc. */
export const ADMIN_CASES: RouteCase[] = [...PRELISTING_ADMIN, ...PRICE_ADJUSTMENTS, ...TOOL_CASES];
