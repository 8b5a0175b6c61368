import type { MethodCase } from './method-case.js';
import { AUTH, HOSTS } from './method-case.js';

const api = (path: string) => `${HOSTS.apiBase}${path}`;
const adjust = (path: string) => `${HOSTS.priceAdjustmentBase}${path}`;
const bearer = { authorization: 'Bearer t0k' };
const adjustment = { adjustmentType: 'ADMIN_DISCOUNT', adjustmentAmount: { value: 500 }, uuid: 'u1' };

/** The price-adjustment methods of AdminApi (docs/behaviour/back-office.md §7). */
export const PRICE_ADJUSTMENT_CASES: MethodCase[] = [
  {
    port: 'admin',
    method: 'getPriceAdjustmentToken',
    call: (p, s) => p.admin.getPriceAdjustmentToken(s),
    request: { method: 'GET', url: api('api/cookie/get-token') },
    answer: { token: 't0k', expires: 1 },
    result: AUTH,
    wrongShape: { token: '' },
  },
  {
    port: 'admin',
    method: 'listPriceAdjustments',
    call: (p, s) => p.admin.listPriceAdjustments({ auth: AUTH, recordType: 'PRE_LISTING', recordId: 'q1' }, s),
    request: { method: 'GET', url: adjust('price-adjustments/PRE_LISTING/q1'), headers: bearer },
    answer: [adjustment],
    result: [adjustment],
    wrongShape: [{ adjustmentType: 'GIFT' }],
  },
  {
    port: 'admin',
    method: 'createAmountAdjustment',
    call: (p, s) =>
      p.admin.createAmountAdjustment(
        {
          auth: AUTH,
          recordType: 'PRE_LISTING',
          recordId: 'q1',
          adjustmentType: 'ADMIN_DISCOUNT',
          adjustmentAmount: { value: 500 },
        },
        s,
      ),
    request: {
      method: 'POST',
      url: adjust('price-adjustments/amount'),
      headers: bearer,
      json: {
        recordType: 'PRE_LISTING',
        recordId: 'q1',
        adjustmentType: 'ADMIN_DISCOUNT',
        adjustmentAmount: { value: 500 },
      },
    },
    answer: adjustment,
    result: adjustment,
    wrongShape: { uuid: 'u1' },
  },
  {
    port: 'admin',
    method: 'createPercentAdjustment',
    call: (p, s) =>
      p.admin.createPercentAdjustment(
        { auth: AUTH, recordType: 'LISTING', recordId: 7, adjustmentType: 'ADMIN_PREMIUM', adjustmentPercent: 10 },
        s,
      ),
    request: {
      method: 'POST',
      url: adjust('price-adjustments/percent'),
      headers: bearer,
      json: { recordType: 'LISTING', recordId: 7, adjustmentType: 'ADMIN_PREMIUM', adjustmentPercent: 10 },
    },
    answer: { adjustmentType: 'ADMIN_PREMIUM', adjustmentPercent: 10, uuid: 'u2' },
    result: { adjustmentType: 'ADMIN_PREMIUM', adjustmentPercent: 10, uuid: 'u2' },
    wrongShape: { adjustmentType: 'ADMIN_PREMIUM', adjustmentPercent: 120 },
  },
  {
    port: 'admin',
    method: 'updateAmountAdjustment',
    call: (p, s) => p.admin.updateAmountAdjustment({ auth: AUTH, uuid: 'u1', adjustmentAmount: { value: 700 } }, s),
    request: {
      method: 'PATCH',
      url: adjust('price-adjustments/amount/u1'),
      headers: bearer,
      json: { adjustmentAmount: { value: 700 } },
    },
    answer: { ...adjustment, adjustmentAmount: { value: 700 } },
    result: { ...adjustment, adjustmentAmount: { value: 700 } },
    wrongShape: { ...adjustment, adjustmentAmount: { value: 7.5 } },
  },
  {
    port: 'admin',
    method: 'updatePercentAdjustment',
    call: (p, s) => p.admin.updatePercentAdjustment({ auth: AUTH, uuid: 'u2', adjustmentPercent: 5 }, s),
    request: {
      method: 'PATCH',
      url: adjust('price-adjustments/percent/u2'),
      headers: bearer,
      json: { adjustmentPercent: 5 },
    },
    answer: { adjustmentType: 'ADMIN_PREMIUM', adjustmentPercent: 5, uuid: 'u2' },
    result: { adjustmentType: 'ADMIN_PREMIUM', adjustmentPercent: 5, uuid: 'u2' },
    wrongShape: {},
  },
  {
    port: 'admin',
    method: 'deletePriceAdjustment',
    call: (p, s) => p.admin.deletePriceAdjustment(AUTH, 'u1', s),
    request: { method: 'DELETE', url: adjust('price-adjustments/u1'), headers: bearer },
  },
  {
    port: 'admin',
    method: 'listAdjustmentReasons',
    call: (p, s) =>
      p.admin.listAdjustmentReasons(
        { auth: AUTH, category: 1, countryCode: 'GB', adjustmentType: 'ADMIN_DISCOUNT' },
        s,
      ),
    request: {
      method: 'GET',
      url: adjust('reasons'),
      headers: bearer,
      query: { category: '1', countryCode: 'GB', adjustmentType: 'ADMIN_DISCOUNT' },
    },
    answer: [{ id: 1, label: 'Goodwill' }],
    result: [{ id: 1, label: 'Goodwill' }],
    wrongShape: [{ id: 1 }],
  },
  {
    port: 'admin',
    method: 'getCustomerDiscounts',
    call: (p, s) => p.admin.getCustomerDiscounts({ key: 'k3y', preListingId: 'q1' }, s),
    request: { method: 'GET', url: adjust('customer-discounts/PRE_LISTING/q1'), headers: { 'x-api-key': 'k3y' } },
    answer: [{ percent: '15', type: 'lifetime' }],
    result: [{ percent: 15, type: 'lifetime' }],
    wrongShape: [{ percent: 150 }],
  },
];
