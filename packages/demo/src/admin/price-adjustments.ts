import {
  type AdjustmentReason,
  type AdjustmentType,
  type AuthToken,
  type Discount,
  type PriceAdjustment,
  type PriceAdjustmentApi,
  readMeasure,
} from '@haulkit/core';
import type { DemoContext } from '../context.js';
import { commonError, inputError, permissionError } from '../errors/demo-error.js';
import { wait } from '../latency.js';
import { demoUuid } from '../random.js';

/** The bearer with the role manage-price-adjustments the demo hands out (back-office §6). */
export const DEMO_PRICE_ADJUSTMENT_TOKEN = 'demo-manage-price-adjustments';

/** The lifetime discount the customer discounts list for a customer who has it (docs/behaviour/quote-flow.md §6). */
const LIFETIME_DISCOUNT = { percent: 15, type: 'LIFETIME' } as const;

/** Reasons an admin may give, by adjustment type (not shown in the spec: chosen). */
// biome-ignore format: one type per row reads as a table
const REASONS: Readonly<Record<AdjustmentType, readonly string[]>> = {
  DISCOUNT_OFFER: ['Price match with a competitor', 'Returning customer', 'Flexible on dates', 'Goodwill gesture'],
  ADMIN_DISCOUNT: ['Quote error corrected', 'Complaint resolution', 'Partner agreement'],
  ADMIN_PREMIUM: ['Difficult access (stairs, no lift)', 'Long carry from parking', 'Extra items added by phone', 'Out-of-hours job'],
};

const TYPES = Object.keys(REASONS) as AdjustmentType[];

function checkAuth(method: string, auth: AuthToken | undefined): void {
  if (auth?.token !== DEMO_PRICE_ADJUSTMENT_TOKEN) throw permissionError(method);
}

function checkType(method: string, type: unknown): void {
  if (!TYPES.includes(type as AdjustmentType)) throw inputError(method, 'adjustmentType', 'not_valid');
}

function checkPercent(method: string, percent: unknown): number {
  const value = readMeasure(percent);
  if (value === undefined || value <= 0 || value > 100) throw inputError(method, 'adjustmentPercent', 'not_valid');
  return value;
}

function checkAmount(method: string, amount: { value?: unknown } | undefined): number {
  const value = readMeasure(amount?.value);
  if (value === undefined || !Number.isInteger(value) || value <= 0)
    throw inputError(method, 'adjustmentAmount', 'not_valid');
  return value;
}

/** The price adjustment service (back-office §7) in memory; adjustments of a pre-listing change its demo prices. */
export function buildPriceAdjustmentApi(context: DemoContext): PriceAdjustmentApi {
  const store = context.state.adjustments;
  const settle = (signal?: AbortSignal) => wait(context.latencyMs, signal);
  const find = (method: string, uuid: string): PriceAdjustment => {
    const found = store.get(uuid) as PriceAdjustment | undefined;
    if (!found) throw commonError(method, 404, 'not_found');
    return found;
  };
  const save = (adjustment: PriceAdjustment): PriceAdjustment => {
    store.set(adjustment.uuid ?? '', adjustment);
    return structuredClone(adjustment);
  };

  return {
    async getPriceAdjustmentToken(signal) {
      await settle(signal);
      return { token: DEMO_PRICE_ADJUSTMENT_TOKEN };
    },

    async listPriceAdjustments(record, signal) {
      await settle(signal);
      checkAuth('listPriceAdjustments', record.auth);
      return [...store.values()]
        .filter((item) => item.recordType === record.recordType && String(item.recordId) === String(record.recordId))
        .map((item) => structuredClone(item) as PriceAdjustment);
    },

    async createAmountAdjustment(adjustment, signal) {
      await settle(signal);
      checkAuth('createAmountAdjustment', adjustment.auth);
      checkType('createAmountAdjustment', adjustment.adjustmentType);
      const value = checkAmount('createAmountAdjustment', adjustment.adjustmentAmount);
      return save({
        uuid: demoUuid(context.random),
        adjustmentType: adjustment.adjustmentType,
        adjustmentAmount: { value },
        recordType: adjustment.recordType,
        recordId: adjustment.recordId,
        ...(adjustment.reasonId === undefined ? {} : { reasonId: adjustment.reasonId }),
      });
    },

    async createPercentAdjustment(adjustment, signal) {
      await settle(signal);
      checkAuth('createPercentAdjustment', adjustment.auth);
      checkType('createPercentAdjustment', adjustment.adjustmentType);
      const percent = checkPercent('createPercentAdjustment', adjustment.adjustmentPercent);
      return save({
        uuid: demoUuid(context.random),
        adjustmentType: adjustment.adjustmentType,
        adjustmentPercent: percent,
        recordType: adjustment.recordType,
        recordId: adjustment.recordId,
        ...(adjustment.reasonId === undefined ? {} : { reasonId: adjustment.reasonId }),
      });
    },

    async updateAmountAdjustment(update, signal) {
      await settle(signal);
      checkAuth('updateAmountAdjustment', update.auth);
      const current = find('updateAmountAdjustment', update.uuid);
      if (current.adjustmentAmount === undefined)
        throw commonError('updateAmountAdjustment', 409, 'not_an_amount_adjustment');
      return save({
        ...current,
        adjustmentAmount: { value: checkAmount('updateAmountAdjustment', update.adjustmentAmount) },
      });
    },

    async updatePercentAdjustment(update, signal) {
      await settle(signal);
      checkAuth('updatePercentAdjustment', update.auth);
      const current = find('updatePercentAdjustment', update.uuid);
      if (current.adjustmentPercent === undefined)
        throw commonError('updatePercentAdjustment', 409, 'not_a_percent_adjustment');
      return save({ ...current, adjustmentPercent: checkPercent('updatePercentAdjustment', update.adjustmentPercent) });
    },

    async deletePriceAdjustment(auth, uuid, signal) {
      await settle(signal);
      checkAuth('deletePriceAdjustment', auth);
      find('deletePriceAdjustment', uuid);
      store.delete(uuid);
    },

    async listAdjustmentReasons(query, signal): Promise<AdjustmentReason[]> {
      await settle(signal);
      checkAuth('listAdjustmentReasons', query.auth);
      checkType('listAdjustmentReasons', query.adjustmentType);
      const base = (TYPES.indexOf(query.adjustmentType) + 1) * 100;
      return (REASONS[query.adjustmentType] ?? []).map((label, index) => ({ id: base + index + 1, label }));
    },

    async getCustomerDiscounts(query, signal): Promise<Discount[]> {
      await settle(signal);
      if (String(query.key ?? '').trim() === '') throw permissionError('getCustomerDiscounts');
      const listing = context.state.prelistings.get(query.preListingId);
      const offers = [...store.values()]
        .filter(
          (item) =>
            item.recordType === 'PRE_LISTING' &&
            String(item.recordId) === query.preListingId &&
            item.adjustmentType === 'DISCOUNT_OFFER' &&
            typeof item.adjustmentPercent === 'number',
        )
        .map((item) => ({ percent: item.adjustmentPercent as number, type: 'DISCOUNT_OFFER' }));
      return listing?.user_info?.has_lifetime_discount === true ? [{ ...LIFETIME_DISCOUNT }, ...offers] : offers;
    },
  };
}
