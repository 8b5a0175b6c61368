import type { Listing, QuoteApi } from '@haulkit/core';
import { ListingSchema } from '@haulkit/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { commonErrorBody, inputErrorBody } from './error-bodies.js';

/** Query of GET /ng/item-search as it arrives (strings); unknown parameters are ignored. */
const ItemSearchQuerySchema = v.object({
  name: v.string(),
  category_id: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))),
  dimensionUnit: v.optional(v.literal('cm')),
  weightUnit: v.optional(v.literal('kg')),
  pre_listing_id: v.optional(v.string()),
});

/** A listing is a few kilobytes; anything far larger is refused before it is parsed. */
const maxBodyBytes = 1024 * 1024;
/** Pre-listings kept in memory; the oldest is dropped beyond this, so a long run stays bounded. */
const maxStoredListings = 1000;

/**
 * The marketplace calls of customer-quote-flow.md §7 that `QuoteApi` covers, mounted under
 * `/ng`. Saved pre-listings live in memory, per app.
 */
export function createApiRoutes(api: QuoteApi): Hono {
  const listings = new Map<string, Listing>();
  const routes = new Hono();

  routes.get('/item-search', async (c) => {
    const query = v.safeParse(ItemSearchQuerySchema, c.req.query());
    if (!query.success) return c.json(inputErrorBody(query.issues), 400);
    return c.json(await api.searchItems(query.output, c.req.raw.signal));
  });

  routes.get('/prelisting/:id', (c) => {
    const listing = listings.get(c.req.param('id'));
    return listing === undefined ? c.json(commonErrorBody('not_found'), 404) : c.json(listing);
  });

  routes.post(
    '/prelisting/:id',
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.json(commonErrorBody('too_large'), 413) }),
    async (c) => {
      const id = c.req.param('id');
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ type: 'input', codes: ['invalid'], messages: ['(body): not JSON'] }, 400);
      }
      const parsed = v.safeParse(ListingSchema, body);
      if (!parsed.success) return c.json(inputErrorBody(parsed.issues), 400);
      const listing: Listing = { ...parsed.output, pre_listing_id: id };
      listings.delete(id);
      listings.set(id, listing);
      const oldest = listings.keys().next();
      if (listings.size > maxStoredListings && oldest.done !== true) listings.delete(oldest.value);
      return c.json(await api.savePrelisting(id, listing, c.req.raw.signal));
    },
  );

  routes.all('*', (c) => c.json(commonErrorBody('not_found'), 404));
  return routes;
}
