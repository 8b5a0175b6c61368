import type { AdminApi, AuthToken } from '@haulkit/core';
import { AdjustmentRecordTypeSchema, AdjustmentTypeSchema } from '@haulkit/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { answer, bearerToken, check, forbidden, readJson, readQuery } from './request.js';
import { IdSchema, IdTextSchema, TextSchema } from './schemas.js';

/** An amount in minor units: a whole number. */
const AmountSchema = v.object({ value: v.pipe(v.number(), v.integer('must be whole minor units')) });
/** A percent, 0 to 100. */
const PercentSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

const RecordEntries = { recordType: AdjustmentRecordTypeSchema, recordId: IdSchema };
const NewAmountBodySchema = v.object({
  ...RecordEntries,
  adjustmentType: AdjustmentTypeSchema,
  adjustmentAmount: AmountSchema,
  reasonId: v.optional(IdSchema),
});
const NewPercentBodySchema = v.object({
  ...RecordEntries,
  adjustmentType: AdjustmentTypeSchema,
  adjustmentPercent: PercentSchema,
  reasonId: v.optional(IdSchema),
});
const AmountUpdateBodySchema = v.object({ adjustmentAmount: AmountSchema });
const PercentUpdateBodySchema = v.object({ adjustmentPercent: PercentSchema });
const ReasonsQuerySchema = v.object({
  category: IdTextSchema,
  countryCode: v.pipe(TextSchema, v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')),
  adjustmentType: AdjustmentTypeSchema,
});
const RecordParamsSchema = v.object({ recordType: AdjustmentRecordTypeSchema, id: IdTextSchema });

/** The service key header of GET customer-discounts (its name is not shown: proposed). */
const API_KEY_HEADER = 'x-api-key';

/**
 * The price adjustment service under `/price-adjustment-service` (docs/behaviour/back-office.md §7).
 * Every call but customer-discounts needs `Authorization: Bearer <token>` (the token of GET
 * /api/cookie/get-token, role manage-price-adjustments, §6); customer-discounts needs the
 * `X-Api-Key` header. Either missing is 403 `{type: 'permission'}`, checked before the body.
 */
export function addPriceAdjustmentRoutes(routes: Hono, admin: AdminApi): void {
  const authOf = (c: Context): AuthToken | undefined => {
    const token = bearerToken(c);
    return token === undefined ? undefined : { token };
  };

  routes.get('/price-adjustments/:recordType/:id', async (c) => {
    const auth = authOf(c);
    if (auth === undefined) return forbidden(c);
    const params = check(c, RecordParamsSchema, c.req.param());
    if (!params.ok) return params.response;
    const record = { auth, recordType: params.value.recordType, recordId: params.value.id };
    return answer(c, await admin.listPriceAdjustments(record, c.req.raw.signal));
  });
  routes.post('/price-adjustments/amount', async (c) => {
    const auth = authOf(c);
    if (auth === undefined) return forbidden(c);
    const body = await readJson(c, NewAmountBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.createAmountAdjustment({ ...body.value, auth }, c.req.raw.signal));
  });
  routes.post('/price-adjustments/percent', async (c) => {
    const auth = authOf(c);
    if (auth === undefined) return forbidden(c);
    const body = await readJson(c, NewPercentBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.createPercentAdjustment({ ...body.value, auth }, c.req.raw.signal));
  });
  routes.patch('/price-adjustments/amount/:uuid', async (c) => {
    const auth = authOf(c);
    if (auth === undefined) return forbidden(c);
    const body = await readJson(c, AmountUpdateBodySchema);
    if (!body.ok) return body.response;
    const update = { auth, uuid: c.req.param('uuid'), ...body.value };
    return answer(c, await admin.updateAmountAdjustment(update, c.req.raw.signal));
  });
  routes.patch('/price-adjustments/percent/:uuid', async (c) => {
    const auth = authOf(c);
    if (auth === undefined) return forbidden(c);
    const body = await readJson(c, PercentUpdateBodySchema);
    if (!body.ok) return body.response;
    const update = { auth, uuid: c.req.param('uuid'), ...body.value };
    return answer(c, await admin.updatePercentAdjustment(update, c.req.raw.signal));
  });
  routes.delete('/price-adjustments/:uuid', async (c) => {
    const auth = authOf(c);
    if (auth === undefined) return forbidden(c);
    return answer(c, await admin.deletePriceAdjustment(auth, c.req.param('uuid'), c.req.raw.signal));
  });
  routes.get('/reasons', async (c) => {
    const auth = authOf(c);
    if (auth === undefined) return forbidden(c);
    const query = readQuery(c, ReasonsQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await admin.listAdjustmentReasons({ ...query.value, auth }, c.req.raw.signal));
  });
  routes.get('/customer-discounts/PRE_LISTING/:id', async (c) => {
    const key = c.req.header(API_KEY_HEADER)?.trim();
    if (!key) return forbidden(c);
    const query = { key, preListingId: c.req.param('id') };
    return answer(c, await admin.getCustomerDiscounts(query, c.req.raw.signal));
  });
}
