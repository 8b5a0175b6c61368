import type { AdminApi, ListingAction } from '@haulkit/core';
import { ExperimentSchema, LISTING_ACTIONS } from '@haulkit/core';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { commonErrorBody } from '../error-bodies.js';
import { answer, check, readJson, readQuery } from './request.js';
import { IdSchema, IdTextSchema, OptionalRecordSchema, RecordSchema, TextSchema } from './schemas.js';

/** Body of POST similar-listing/find-similar/any/{listing_id}; every field optional. */
const SimilarFilterBodySchema = v.optional(
  v.object({
    customFilter: v.optional(RecordSchema),
    dateFilterSelected: v.optional(TextSchema),
    dateFilterEndSelected: v.optional(TextSchema),
  }),
  {},
);
const CallBodySchema = v.object({ user_id: IdSchema, listing_id: IdSchema });
/** Provider SMS and e-mail need non-empty text (docs/behaviour/back-office.md §5). */
const MessageBodySchema = v.object({ ...CallBodySchema.entries, message: TextSchema });

const ExperimentQuerySchema = v.object({
  name: v.optional(TextSchema),
  entity: v.optional(TextSchema),
  entityId: v.optional(IdTextSchema),
});
const AllocationBodySchema = v.object({
  name: TextSchema,
  entity: v.literal('PRE_LISTING'),
  entityId: IdSchema,
  variant: v.optional(v.union([TextSchema, v.pipe(v.number(), v.finite())])),
});

/** Body of POST /ng/api/v3/listings/{id}/history/provider-change/{changeId}: the decision, and a reason when given. */
const ProviderChangeBodySchema = v.object({
  decision: v.picklist(['accept', 'decline']),
  reason: v.optional(v.string()),
});

/** Listing actions under /ng/api/v3/listings/{id}/ (docs/behaviour/back-office.md §7 resource families). */
const V3_ACTIONS: readonly ListingAction[] = ['cancel', 'pay'];
const ActionSchema = v.picklist(LISTING_ACTIONS);

/**
 * The similar-listing tool (`/similar-listing/…`) and the listing-issuing actions
 * (`/ng/api/v3/listings/{id}/{cancel|pay}`, `/ng/listings/{id}/{action}`) of
 * docs/behaviour/back-office.md §7; an action on the other family's path is 404.
 */
export function addAdminToolRoutes(app: Hono, ng: Hono, admin: AdminApi): void {
  app.post('/similar-listing/find-similar/any/:listingId', async (c) => {
    const id = check(c, IdTextSchema, c.req.param('listingId'));
    if (!id.ok) return id.response;
    const body = await readJson(c, SimilarFilterBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.findSimilarListings(id.value, body.value, c.req.raw.signal));
  });
  app.post('/similar-listing/contact/call', async (c) => {
    const body = await readJson(c, CallBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.callProvider(body.value, c.req.raw.signal));
  });
  app.post('/similar-listing/contact/sms', async (c) => {
    const body = await readJson(c, MessageBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.sendProviderSms(body.value, c.req.raw.signal));
  });
  app.post('/similar-listing/contact/email', async (c) => {
    const body = await readJson(c, MessageBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.sendProviderEmail(body.value, c.req.raw.signal));
  });

  const addActions = (prefix: string, v3: boolean) => {
    ng.post(`${prefix}/:id/:action`, async (c) => {
      const action = v.safeParse(ActionSchema, c.req.param('action'));
      if (!action.success || V3_ACTIONS.includes(action.output) !== v3) {
        return c.json(commonErrorBody('not_found'), 404);
      }
      const id = check(c, IdTextSchema, c.req.param('id'));
      if (!id.ok) return id.response;
      const payload = await readJson(c, OptionalRecordSchema);
      if (!payload.ok) return payload.response;
      return answer(c, await admin.runListingAction(id.value, action.output, payload.value, c.req.raw.signal));
    });
  };
  addActions('/api/v3/listings', true);
  addActions('/listings', false);

  // A booked listing's history and the answer to a provider change on it (back-office §4, §7;
  // paths proposed: not shown in the spec). Whether a decline has its reason is the port's rule.
  ng.get('/api/v3/listings/:id/history', async (c) => {
    const id = check(c, IdTextSchema, c.req.param('id'));
    if (!id.ok) return id.response;
    return answer(c, await admin.getListingHistory(id.value, c.req.raw.signal));
  });
  ng.post('/api/v3/listings/:id/history/provider-change/:changeId', async (c) => {
    const id = check(c, IdTextSchema, c.req.param('id'));
    if (!id.ok) return id.response;
    const change = check(c, IdTextSchema, c.req.param('changeId'));
    if (!change.ok) return change.response;
    const body = await readJson(c, ProviderChangeBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.answerProviderChange(id.value, change.value, body.value, c.req.raw.signal));
  });
}

/** The test lab (experiments) under `/test-lab` (docs/behaviour/back-office.md §7). */
export function addTestLabRoutes(routes: Hono, admin: AdminApi): void {
  routes.get('/experiment', async (c) => {
    const query = readQuery(c, ExperimentQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await admin.getExperiments(query.value, c.req.raw.signal));
  });
  routes.post('/experiment', async (c) => {
    const body = await readJson(c, ExperimentSchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.saveExperiment(body.value, c.req.raw.signal));
  });
  routes.post('/experiment/allocation', async (c) => {
    const body = await readJson(c, AllocationBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await admin.allocateExperiment(body.value, c.req.raw.signal));
  });
  routes.get('/experiment/pre-allocation/PRE_LISTING/:id/:name', async (c) =>
    answer(c, await admin.getPreAllocation(c.req.param('id'), c.req.param('name'), c.req.raw.signal)),
  );
}
