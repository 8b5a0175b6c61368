import type { Listing, QuoteApi } from '@haulkit/core';
import { ListingSchema } from '@haulkit/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { PrelistingStore } from './prelisting-store.js';
import { answer, readJson } from './request.js';
import { TextSchema } from './schemas.js';

/** Body of POST /ng/prelisting/{id}/send[/{emailType}]. */
const SendQuoteBodySchema = v.object({ quotes_to: v.pipe(TextSchema, v.email('must be an e-mail address')) });

/** Body of POST /ng/prelisting/{id}/special-instructions (empty text clears them). */
const SpecialInstructionsBodySchema = v.object({ special_instruction: v.string() });

/**
 * The pre-listing calls of QuoteApi under `/ng/prelisting/{id}` (customer-quote-flow.md §7,
 * back-office-and-shared.md §7). What POST saved is kept in `store` and read back by GET.
 */
export function addPrelistingRoutes(ng: Hono, quote: QuoteApi, store: PrelistingStore): void {
  const load = async (c: Context) => {
    const id = c.req.param('id') ?? '';
    const kept = store.get(id);
    // Not saved here: the port answers, and its `not_found` becomes the §8 404 (port-errors.ts).
    return answer(c, kept ?? (await quote.loadPrelisting(id, c.req.raw.signal)));
  };
  ng.get('/prelisting/:id', load);
  ng.post('/prelisting/:id/get', load);

  ng.post('/prelisting/:id', async (c) => {
    const id = c.req.param('id');
    const body = await readJson(c, ListingSchema);
    if (!body.ok) return body.response;
    const listing: Listing = { ...body.value, pre_listing_id: id };
    store.set(id, listing);
    return answer(c, await quote.savePrelisting(id, listing, c.req.raw.signal));
  });

  ng.post('/prelisting/:id/recalculate', async (c) => {
    const body = await readJson(c, ListingSchema);
    if (!body.ok) return body.response;
    return answer(c, await quote.recalculatePrelisting(c.req.param('id'), body.value, c.req.raw.signal));
  });

  const send = async (c: Context) => {
    const body = await readJson(c, SendQuoteBodySchema);
    if (!body.ok) return body.response;
    const emailType = c.req.param('emailType');
    const request = emailType === undefined ? body.value : { ...body.value, emailType };
    return answer(c, await quote.sendQuote(c.req.param('id') ?? '', request, c.req.raw.signal));
  };
  ng.post('/prelisting/:id/send', send);
  ng.post('/prelisting/:id/send/:emailType', send);

  ng.post('/prelisting/:id/history', async (c) =>
    answer(c, await quote.getPrelistingHistory(c.req.param('id'), c.req.raw.signal)),
  );

  ng.post('/prelisting/:id/special-instructions', async (c) => {
    const id = c.req.param('id');
    const body = await readJson(c, SpecialInstructionsBodySchema);
    if (!body.ok) return body.response;
    const result = await quote.saveSpecialInstructions(id, body.value.special_instruction, c.req.raw.signal);
    const kept = store.get(id);
    if (kept !== undefined) store.set(id, { ...kept, special_instruction: body.value.special_instruction });
    return answer(c, result);
  });

  ng.post('/getactiveprelistings', async (c) =>
    c.json({ listings: await quote.getActivePrelistings(c.req.raw.signal) }),
  );
}
