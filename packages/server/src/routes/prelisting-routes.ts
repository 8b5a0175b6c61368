import type { Listing, QuoteApi } from '@haulkit/core';
import { checkEmail, PRICE_RESPONSE_FIELDS } from '@haulkit/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ListingBodySchema, ListingLimitsSchema } from './listing-body.js';
import type { PrelistingStore } from './prelisting-store.js';
import { answer, type Checked, check, readJson, readQuery } from './request.js';
import { IntegerTextSchema } from './schemas.js';
import { demoSignInOf, quoteWithDemoSignIn } from './user-routes.js';

/**
 * Body of POST /ng/prelisting/{id}/send[/{emailType}]: `quotes_to` as text; whether it is an
 * address is the route's own check, which answers §8's `not_valid_email`.
 */
const SendQuoteBodySchema = v.object({ quotes_to: v.string() });

/** The §8 answer to a quote sent to an address that is not one ('Please enter a valid email address'). */
const NOT_VALID_EMAIL_BODY = { errors: { input: { quotes_to: ['not_valid_email'] } } } as const;

/** Body of POST /ng/prelisting/{id}/special-instructions (empty text clears them). */
const SpecialInstructionsBodySchema = v.object({ special_instruction: v.string() });

/** Active pre-listings answered per call unless `limit` says otherwise, and at most. */
export const ACTIVE_PRELISTINGS_PAGE = { default: 20, max: 100 } as const;

/** Query of POST /ng/getactiveprelistings: an optional page (`offset`, `limit`). */
const PageQuerySchema = v.object({
  offset: v.optional(v.pipe(IntegerTextSchema, v.minValue(0, 'must not be negative')), '0'),
  limit: v.optional(
    v.pipe(
      IntegerTextSchema,
      v.minValue(1, 'must be at least 1'),
      v.maxValue(ACTIVE_PRELISTINGS_PAGE.max, `must be at most ${ACTIVE_PRELISTINGS_PAGE.max}`),
    ),
    String(ACTIVE_PRELISTINGS_PAGE.default),
  ),
});

/** Only the fields of `answer` that `fields` names (what the client reads), in that order. */
function pick(answer: unknown, fields: readonly string[]): unknown {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  const record = answer as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]),
  );
}

/** A listing body: fake_ids derived where left out, then the spec's limits checked (quantity, sizes). */
async function readListing(c: Context): Promise<Checked<Listing>> {
  const body = await readJson(c, ListingBodySchema);
  if (!body.ok) return body;
  const limits = check(c, ListingLimitsSchema, body.value);
  return limits.ok ? body : limits;
}

/**
 * The pre-listing calls of QuoteApi under `/ng/prelisting/{id}` (docs/behaviour/quote-flow.md §7,
 * docs/behaviour/back-office.md §7). What POST saved is kept in `store` and read back by GET. The
 * price answer carries only what §7 says the client reads (PRICE_RESPONSE_FIELDS), the
 * recalculate answer only `lowest_price` and `prices`.
 */
export function addPrelistingRoutes(ng: Hono, quote: QuoteApi, store: PrelistingStore): void {
  const pricing = quoteWithDemoSignIn(quote);
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
    const body = await readListing(c);
    if (!body.ok) return body.response;
    const listing: Listing = { ...body.value, pre_listing_id: id };
    store.set(id, listing, body.size ?? 0);
    // Staff (the demo sign-in) get the days' admin prices; a customer's answer never holds them.
    const saved = await pricing.savePrelisting(id, listing, c.req.raw.signal, ...demoSignInOf(c));
    return answer(c, pick(saved, PRICE_RESPONSE_FIELDS));
  });

  ng.post('/prelisting/:id/recalculate', async (c) => {
    const body = await readListing(c);
    if (!body.ok) return body.response;
    const result = await pricing.recalculatePrelisting(
      c.req.param('id'),
      body.value,
      c.req.raw.signal,
      ...demoSignInOf(c),
    );
    return answer(c, pick(result, ['lowest_price', 'prices']));
  });

  const send = async (c: Context) => {
    const body = await readJson(c, SendQuoteBodySchema);
    if (!body.ok) return body.response;
    // The one e-mail rule of the client (core's checkEmail), so both refuse the same addresses.
    const email = checkEmail(body.value.quotes_to);
    if (!email.ok) return c.json(NOT_VALID_EMAIL_BODY, 400);
    const emailType = c.req.param('emailType');
    const request = { quotes_to: email.email, ...(emailType === undefined ? {} : { emailType }) };
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
    const instruction = body.value.special_instruction;
    store.update(id, { special_instruction: instruction }, instruction.length);
    return answer(c, result);
  });

  // A page of them (newest first, as the port lists them), so the answer stays small; the
  // count of all is in X-Total-Count.
  ng.post('/getactiveprelistings', async (c) => {
    const page = readQuery(c, PageQuerySchema);
    if (!page.ok) return page.response;
    const all = await quote.getActivePrelistings(c.req.raw.signal);
    const { offset, limit } = page.value;
    return c.json({ listings: all.slice(offset, offset + limit) }, 200, { 'X-Total-Count': String(all.length) });
  });
}
