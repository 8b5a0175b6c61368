import type { Listing, MoveItem } from '@haulkit/core';
import { DIMENSION_KEYS, fakeId, ListingSchema, MAX_QUANTITY } from '@haulkit/core';
import * as v from 'valibot';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Items sent without a fake_id (absent or null) get an empty one, filled in once the item is read. */
function markMissingFakeIds(body: unknown): unknown {
  if (!isRecord(body) || !Array.isArray(body.move_items)) return body;
  const items = body.move_items.map((item: unknown) =>
    isRecord(item) && (item.fake_id === undefined || item.fake_id === null) ? { ...item, fake_id: '' } : item,
  );
  return { ...body, move_items: items };
}

/** Each item with an empty fake_id gets core's fakeId (name, sizes, weight and units: §3). */
function deriveFakeIds(listing: Listing): Listing {
  const items = listing.move_items;
  if (!Array.isArray(items) || items.every((item) => item.fake_id !== '')) return listing;
  return {
    ...listing,
    move_items: items.map((item: MoveItem) => (item.fake_id === '' ? { ...item, fake_id: fakeId(item) } : item)),
  };
}

/**
 * A listing body of POST /ng/prelisting/{id} and …/recalculate: ListingSchema, with the
 * reference server's liberality: an item's fake_id may be left out (or sent empty) and is then
 * derived as the client would (core's fakeId), instead of refusing the listing.
 */
export const ListingBodySchema = v.pipe(
  v.unknown(),
  v.transform(markMissingFakeIds),
  ListingSchema,
  v.transform(deriveFakeIds),
);

/** A size or weight: a finite number, never negative (a negative size would lower the price). */
const MeasureSchema = v.optional(v.pipe(v.number(), v.finite(), v.minValue(0, 'must not be negative')));

/**
 * The spec's limits on a read listing (docs/behaviour/quote-flow.md §9): a quantity of at most 99,999
 * per item (MAX_QUANTITY), and sizes and weights that are finite and not negative. Each broken
 * limit is a 400 `invalid` whose message names the field (`move_items.0.quantity: …`).
 */
export const ListingLimitsSchema = v.looseObject({
  move_items: v.array(
    v.looseObject({
      quantity: v.pipe(v.number(), v.maxValue(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`)),
      ...Object.fromEntries(DIMENSION_KEYS.map((field) => [field, MeasureSchema])),
    }),
  ),
});
