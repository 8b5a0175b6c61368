import type { AdminApi } from '@haulkit/core';
import { CustomerCallBackSchema } from '@haulkit/core';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { answer, readJson } from './request.js';
import { IdSchema, RecordSchema, TextSchema } from './schemas.js';

/** Admin note and SMS need non-empty text (docs/behaviour/back-office.md §5). */
const NoteBodySchema = v.object({ note: TextSchema });
const TextBodySchema = v.object({ phone_number: TextSchema, message: TextSchema });
const HotLeadBodySchema = v.object({ hot_business_lead: v.boolean() });
const SyncBodySchema = v.object({ sync_with_avb: v.boolean() });
const AttributionBodySchema = v.object({ option: TextSchema, ref: TextSchema, ref_id: IdSchema });

/**
 * The admin calls on a pre-listing under `/ng/prelisting/{id}/` (docs/behaviour/back-office.md §7):
 * admin info, note, SMS, call back, hot business lead, removals info, AVB sync, affiliate
 * attribution and admin prices. Saves answer `{success: true}`.
 */
export function addAdminPrelistingRoutes(ng: Hono, admin: AdminApi): void {
  const base = '/prelisting/:id';
  ng.get(`${base}/admin-info`, async (c) => answer(c, await admin.getAdminInfo(c.req.param('id'), c.req.raw.signal)));
  ng.post(`${base}/admin-note`, async (c) => {
    const body = await readJson(c, NoteBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.saveAdminNote(c.req.param('id'), body.value.note, c.req.raw.signal));
  });
  ng.post(`${base}/admin-send-text`, async (c) => {
    const body = await readJson(c, TextBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.sendAdminText(c.req.param('id'), body.value, c.req.raw.signal));
  });
  ng.post(`${base}/admin-customer-call-back`, async (c) => {
    const body = await readJson(c, CustomerCallBackSchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.saveCustomerCallBack(c.req.param('id'), body.value, c.req.raw.signal));
  });
  ng.get(`${base}/admin-hot-business-lead`, async (c) =>
    answer(c, await admin.getHotBusinessLead(c.req.param('id'), c.req.raw.signal)),
  );
  ng.post(`${base}/admin-hot-business-lead`, async (c) => {
    const body = await readJson(c, HotLeadBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.saveHotBusinessLead(c.req.param('id'), body.value, c.req.raw.signal));
  });
  ng.get(`${base}/admin-removals-info`, async (c) =>
    answer(c, await admin.getRemovalsInfo(c.req.param('id'), c.req.raw.signal)),
  );
  ng.post(`${base}/admin-removals-info`, async (c) => {
    const body = await readJson(c, RecordSchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.saveRemovalsInfo(c.req.param('id'), body.value, c.req.raw.signal));
  });
  ng.get(`${base}/admin-sync-with-avb-option`, async (c) =>
    answer(c, await admin.getSyncWithAvbOption(c.req.param('id'), c.req.raw.signal)),
  );
  ng.post(`${base}/admin-sync-with-avb-option`, async (c) => {
    const body = await readJson(c, SyncBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.saveSyncWithAvbOption(c.req.param('id'), body.value, c.req.raw.signal));
  });
  ng.post(`${base}/admin-affiliate-attribution`, async (c) => {
    const body = await readJson(c, AttributionBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.saveAffiliateAttribution(c.req.param('id'), body.value, c.req.raw.signal));
  });
  ng.get(`${base}/admin-price/info`, async (c) =>
    answer(c, await admin.getAdminPriceInfo(c.req.param('id'), c.req.raw.signal)),
  );
  ng.get(`${base}/admin-price/calculate`, async (c) => {
    // The query is not shown in the spec: every name is passed on as text.
    return answer(c, await admin.calculateAdminPrice(c.req.param('id'), c.req.query(), c.req.raw.signal));
  });
}
