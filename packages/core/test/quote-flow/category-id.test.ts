import { describe, expect, it } from 'vitest';
import {
  FLOW_CATEGORY_IDS,
  flowCategoryId,
  knownFlowCategory,
  omitFields,
  quoteTransitions as t,
  withFlowCategoryId,
} from '../../src/index.js';
import { contextOf, furnitureListing, stateOf } from '../session/fixtures.js';

describe('the flow category a text names (the category attribute)', () => {
  it.each([
    ['furniture', 'furniture'],
    [' House-Move ', 'house-move'],
    ['man-and-van', 'man-and-van'],
    ['international', 'international'],
    ['ferry', 'ferry'],
    ['none', 'none'],
    ['sofas', undefined],
    ['', undefined],
    ['constructor', undefined],
    [undefined, undefined],
  ])('%s → %s', (text, category) => {
    expect(knownFlowCategory(text)).toBe(category);
  });
});

describe('the flow category’s category_id (docs/behaviour/quote-flow.md §3 Listing, §7 the price call)', () => {
  it.each([
    ['furniture', 1],
    ['house-move', 2],
    ['piano', 3],
    [' Piano ', 3],
    ['car', 4],
    ['man-and-van', 5],
    ['MAN-AND-VAN', 5],
    ['international', undefined],
    ['ferry', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['constructor', undefined],
    ['toString', undefined],
  ])('%s → %s', (category, id) => {
    expect(flowCategoryId(category)).toBe(id);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(FLOW_CATEGORY_IDS)).toBe(true);
  });

  it.each<[{ category_id?: number | null }, string | null, number | undefined]>([
    [{}, 'man-and-van', 5],
    [{ category_id: 3 }, 'man-and-van', 3],
    [{ category_id: null }, 'piano', 3],
    [{}, 'international', undefined],
    [{}, null, undefined],
  ])('withFlowCategoryId(%j, %s) has category_id %s; an id the listing has is kept', (listing, category, id) => {
    expect(withFlowCategoryId(listing, category).category_id ?? undefined).toBe(id);
  });

  it('gives the same listing back when nothing changes', () => {
    const listing = { category_id: 1 };
    expect(withFlowCategoryId(listing, 'piano')).toBe(listing);
    const bare = {};
    expect(withFlowCategoryId(bare, 'international')).toBe(bare);
  });
});

describe('the price call carries the category_id (man-and-van priced by the hour, a piano with two helpers)', () => {
  const unpriced = () =>
    omitFields(furnitureListing(), ['prices', 'lowest_price', 'calendarLabels', 'category_id'] as const);

  it('a request for prices gives a listing with no category_id its flow category’s', () => {
    const next = t.requestPrices(stateOf(unpriced()), {}, contextOf({ category: 'man-and-van' }));
    expect(next.ui).toMatchObject({ priceStatus: 'loading' });
    expect(next.listing.category_id).toBe(5);
  });

  it('keeps the listing’s own category_id, and leaves a listing alone for a category with none', () => {
    const own = t.requestPrices(stateOf({ ...unpriced(), category_id: 1 }), {}, contextOf({ category: 'piano' }));
    expect(own.listing.category_id).toBe(1);
    const start = stateOf(unpriced());
    const none = t.requestPrices(start, {}, contextOf({ category: 'international' }));
    expect(none.listing).toBe(start.listing);
  });

  it('no request, no change: the listing is untouched while experiments are not fetched', () => {
    const start = stateOf(unpriced(), { experimentsFetched: false });
    expect(t.requestPrices(start, {}, contextOf({ category: 'piano' }))).toBe(start);
  });
});
