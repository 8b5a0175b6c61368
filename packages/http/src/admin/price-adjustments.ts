import type { AuthToken, PriceAdjustmentApi } from '@haulkit/core';
import { PriceAdjustmentSchema } from '@haulkit/core';
import { API_KEY_HEADER } from '../constants.js';
import type { PortContext } from '../hosts.js';
import { seg } from '../hosts.js';
import {
  AdjustmentReasonsAnswerSchema,
  AuthTokenSchema,
  DiscountsAnswerSchema,
  PriceAdjustmentsAnswerSchema,
} from '../schemas/admin.js';
import { joinUrl } from '../transport/call.js';

const bearer = (auth: AuthToken) => ({ Authorization: `Bearer ${auth.token}` });

/**
 * The price-adjustment service (docs/behaviour/back-office.md §7) on `priceAdjustmentBase`, with
 * the manage-price-adjustments bearer; customer discounts with the key header instead. The
 * bearer comes from GET /api/cookie/get-token on the marketplace.
 */
export function priceAdjustmentCalls({ call, hosts }: PortContext): PriceAdjustmentApi {
  const url = (path: string) => joinUrl(hosts.priceAdjustment, path);
  return {
    getPriceAdjustmentToken: (signal) =>
      call({ method: 'GET', url: joinUrl(hosts.api, 'api/cookie/get-token'), schema: AuthTokenSchema, signal }),
    listPriceAdjustments: ({ auth, recordType, recordId }, signal) =>
      call({
        method: 'GET',
        url: url(`price-adjustments/${seg(recordType)}/${seg(recordId)}`),
        headers: bearer(auth),
        schema: PriceAdjustmentsAnswerSchema,
        signal,
      }),
    createAmountAdjustment: ({ auth, ...body }, signal) =>
      call({
        method: 'POST',
        url: url('price-adjustments/amount'),
        headers: bearer(auth),
        json: body,
        schema: PriceAdjustmentSchema,
        signal,
      }),
    createPercentAdjustment: ({ auth, ...body }, signal) =>
      call({
        method: 'POST',
        url: url('price-adjustments/percent'),
        headers: bearer(auth),
        json: body,
        schema: PriceAdjustmentSchema,
        signal,
      }),
    updateAmountAdjustment: ({ auth, uuid, adjustmentAmount }, signal) =>
      call({
        method: 'PATCH',
        url: url(`price-adjustments/amount/${seg(uuid)}`),
        headers: bearer(auth),
        json: { adjustmentAmount },
        schema: PriceAdjustmentSchema,
        signal,
      }),
    updatePercentAdjustment: ({ auth, uuid, adjustmentPercent }, signal) =>
      call({
        method: 'PATCH',
        url: url(`price-adjustments/percent/${seg(uuid)}`),
        headers: bearer(auth),
        json: { adjustmentPercent },
        schema: PriceAdjustmentSchema,
        signal,
      }),
    deletePriceAdjustment: (auth, uuid, signal) =>
      call({
        method: 'DELETE',
        url: url(`price-adjustments/${seg(uuid)}`),
        headers: bearer(auth),
        schema: undefined,
        signal,
      }),
    listAdjustmentReasons: ({ auth, category, countryCode, adjustmentType }, signal) =>
      call({
        method: 'GET',
        url: url('reasons'),
        query: { category, countryCode, adjustmentType },
        headers: bearer(auth),
        schema: AdjustmentReasonsAnswerSchema,
        signal,
      }),
    getCustomerDiscounts: ({ key, preListingId }, signal) =>
      call({
        method: 'GET',
        url: url(`customer-discounts/PRE_LISTING/${seg(preListingId)}`),
        headers: { [API_KEY_HEADER]: key },
        schema: DiscountsAnswerSchema,
        signal,
      }),
  };
}
