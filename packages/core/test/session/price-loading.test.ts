import { describe, expect, it } from 'vitest';
import { omitFields, PRICE_RESPONSE_FIELDS, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, lines, priceResponse, stateOf } from './fixtures.js';

const unpriced = () => omitFields(furnitureListing(), ['prices', 'lowest_price', 'calendarLabels']);

describe('asking for prices (docs/behaviour/quote-flow.md §4, Price loading)', () => {
  it('waits until experiments have been fetched', () => {
    const start = stateOf(unpriced(), { experimentsFetched: false });
    expect(t.requestPrices(start, {}, contextOf())).toBe(start);
  });

  it('once experiments are fetched, prices are fetched when none are cached', () => {
    const next = t.experimentsFetched(stateOf(unpriced(), { experimentsFetched: false }), contextOf());
    expect(next.ui).toMatchObject({ experimentsFetched: true, priceStatus: 'loading', priceRequest: 1 });
  });

  it('cached prices are not fetched again', () => {
    const next = t.experimentsFetched(stateOf(furnitureListing(), { experimentsFetched: false }), contextOf());
    expect(next.ui).toMatchObject({ priceStatus: 'loaded', priceRequest: 0 });
  });

  it('a forced load asked before experiments runs once they are fetched, even with cached prices', () => {
    const waiting = t.requestPrices(
      stateOf(furnitureListing(), { experimentsFetched: false }),
      { force: true },
      contextOf(),
    );
    expect(waiting.ui).toMatchObject({ priceLoadWaiting: true, priceRequest: 0 });
    const next = t.experimentsFetched(waiting, contextOf());
    expect(next.ui).toMatchObject({ priceStatus: 'loading', priceRequest: 1, priceLoadWaiting: false });
  });

  it.each([
    [false, 'scheduled', false],
    [true, 'asked', true],
  ])('exclude_prices blurs prices; admin %s → email modal %s (open now: %s)', (isAdmin, emailAsk, open) => {
    const start = stateOf(furnitureListing({ exclude_prices: true }), { experimentsFetched: false });
    const next = t.experimentsFetched(start, contextOf({ isAdmin }));
    expect(next.ui).toMatchObject({ pricesBlurred: true, emailAsk, priceRequest: 0 });
    expect(next.ui.modals.emailAsk).toBe(open);
  });

  it.each([
    [false, 6000],
    [true, 0],
  ])('the email modal waits %s → %i ms (§9)', (isAdmin, ms) => {
    expect(t.emailModalDelay(isAdmin)).toBe(ms);
  });

  it('the wait over, the email modal opens once', () => {
    const scheduled = stateOf(furnitureListing({ exclude_prices: true }), {
      emailAsk: 'scheduled',
      pricesBlurred: true,
    });
    const asked = t.askForEmail(scheduled);
    expect(asked.ui.emailAsk).toBe('asked');
    expect(asked.ui.modals.emailAsk).toBe(true);
    expect(t.askForEmail(asked)).toBe(asked);
  });
});

describe('a price answer (§7)', () => {
  const loading = () => t.requestPrices(stateOf(unpriced()), {}, contextOf());

  it('merges every field the answer has and keeps the others', () => {
    const next = t.pricesLoaded(loading(), { request: 1, response: priceResponse }, contextOf());
    expect(next.listing).toMatchObject(priceResponse);
    expect(next.listing.move_items).toHaveLength(2);
    expect(next.listing.pre_listing_id).toBe('a9f03c5e');
    expect(next.ui).toMatchObject({ priceStatus: 'loaded', priceError: null });
  });

  it('sets the chosen day’s priceOption line to its new price', () => {
    const next = t.pricesLoaded(loading(), { request: 1, response: priceResponse }, contextOf());
    expect(lines(next.listing)).toEqual([
      ['timeOption', 15],
      ['priceOption', 155],
    ]);
  });

  it('the fixed tab follows the men_required the server answers', () => {
    const next = t.pricesLoaded(
      loading(),
      { request: 1, response: { ...priceResponse, men_required: 2 } },
      contextOf(),
    );
    expect(next.ui.priceTab).toBe('fixed_2');
    expect(lines(next.listing).at(-1)).toEqual(['priceOption', 195]);
  });

  it('when the chosen day lost its price, dates and cart are cleared (back-office §4)', () => {
    const response = { prices: { '2030-01-15': 140 } };
    const next = t.pricesLoaded(loading(), { request: 1, response }, contextOf());
    expect(next.listing).toMatchObject({ pickup_date: null, listing_cart: [] });
  });

  it('an answer to an older load is ignored', () => {
    const second = t.requestPrices(loading(), { force: true }, contextOf());
    expect(t.pricesLoaded(second, { request: 1, response: priceResponse }, contextOf())).toBe(second);
  });

  it('a failure stops loading and keeps the error body for the no-price message (§8)', () => {
    const error = { code: 'server', body: { errors: { common: ['No price options'] } } };
    const start = loading();
    const next = t.pricesFailed(start, { request: 1, error });
    expect(next.ui).toMatchObject({ priceStatus: 'error', priceError: error });
    expect(next.listing).toBe(start.listing);
  });

  it.each(PRICE_RESPONSE_FIELDS)('%s is read from the answer (§7)', (field) => {
    const merged = t.mergePriceResponse({ move_items: [] }, { [field]: field === 'move_items' ? [] : 1 });
    expect(merged).toHaveProperty(field);
  });
});
