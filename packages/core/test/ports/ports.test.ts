import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ItemSearchResult } from '../../src/model/item.js';
import type { Listing, PriceResponse } from '../../src/model/listing.js';
import {
  ADMIN_API_METHODS,
  type AdminApi,
  CARD_POLL_INTERVAL_MS,
  EXPERIMENT_API_METHODS,
  type ExperimentApi,
  type ItemSearchQuery,
  isMaskedCardValue,
  LISTING_ACTIONS_API_METHODS,
  LISTING_HISTORY_API_METHODS,
  type ListingActionsApi,
  type ListingHistoryApi,
  MAPS_API_METHODS,
  MAPS_DEFAULTS,
  type MapsApi,
  type MaskedCardChunk,
  type MaskedCardValue,
  PAYMENT_API_METHODS,
  PAYMENT_TOKEN_TIMEOUT_MS,
  type PaymentApi,
  PORT_METHODS,
  type Ports,
  PRELISTING_ADMIN_API_METHODS,
  PRICE_ADJUSTMENT_API_METHODS,
  type PrelistingAdminApi,
  type PriceAdjustmentApi,
  QUOTE_API_METHODS,
  type QuoteApi,
  REMOVAL_DEFAULT_ITEMS_DELAY_MS,
  SIMILAR_LISTING_API_METHODS,
  type SimilarListingApi,
  TRACKING_BATCH_INTERVAL_MS,
} from '../../src/ports/index.js';

type DropLast<T extends readonly unknown[]> = T extends readonly [...infer Head, unknown] ? Head : never;

/** True when F takes an optional AbortSignal last and returns a Promise. */
type TakesSignalLast<F> = F extends (...args: infer A) => infer R
  ? Required<A> extends [...unknown[], AbortSignal]
    ? F extends (...args: DropLast<Required<A>>) => unknown
      ? R extends Promise<unknown>
        ? true
        : false
      : false
    : false
  : false;

/** The methods of T that break the convention (never when all keep it). */
type BreakingConvention<T> = { [K in keyof T]-?: TakesSignalLast<T[K]> extends true ? never : K }[keyof T];

const namesOf = {
  quote: QUOTE_API_METHODS,
  maps: MAPS_API_METHODS,
  payment: PAYMENT_API_METHODS,
  admin: ADMIN_API_METHODS,
  prelistingAdmin: PRELISTING_ADMIN_API_METHODS,
  priceAdjustment: PRICE_ADJUSTMENT_API_METHODS,
  similarListing: SIMILAR_LISTING_API_METHODS,
  listingActions: LISTING_ACTIONS_API_METHODS,
  listingHistory: LISTING_HISTORY_API_METHODS,
  experiment: EXPERIMENT_API_METHODS,
} as const;

describe('method-name arrays list exactly the methods of their port', () => {
  it('types: every array names each key of its interface and nothing else', () => {
    expectTypeOf<(typeof QUOTE_API_METHODS)[number]>().toEqualTypeOf<keyof QuoteApi>();
    expectTypeOf<(typeof MAPS_API_METHODS)[number]>().toEqualTypeOf<keyof MapsApi>();
    expectTypeOf<(typeof PAYMENT_API_METHODS)[number]>().toEqualTypeOf<keyof PaymentApi>();
    expectTypeOf<(typeof ADMIN_API_METHODS)[number]>().toEqualTypeOf<keyof AdminApi>();
    expectTypeOf<(typeof PRELISTING_ADMIN_API_METHODS)[number]>().toEqualTypeOf<keyof PrelistingAdminApi>();
    expectTypeOf<(typeof PRICE_ADJUSTMENT_API_METHODS)[number]>().toEqualTypeOf<keyof PriceAdjustmentApi>();
    expectTypeOf<(typeof SIMILAR_LISTING_API_METHODS)[number]>().toEqualTypeOf<keyof SimilarListingApi>();
    expectTypeOf<(typeof LISTING_ACTIONS_API_METHODS)[number]>().toEqualTypeOf<keyof ListingActionsApi>();
    expectTypeOf<(typeof LISTING_HISTORY_API_METHODS)[number]>().toEqualTypeOf<keyof ListingHistoryApi>();
    expectTypeOf<(typeof EXPERIMENT_API_METHODS)[number]>().toEqualTypeOf<keyof ExperimentApi>();
  });

  it.each(Object.entries(namesOf))('%s: no method is listed twice', (_port, names) => {
    expect(new Set<string>(names).size).toBe(names.length);
  });

  it('the admin list is the six admin parts, in order', () => {
    expect(ADMIN_API_METHODS).toEqual([
      ...PRELISTING_ADMIN_API_METHODS,
      ...PRICE_ADJUSTMENT_API_METHODS,
      ...SIMILAR_LISTING_API_METHODS,
      ...LISTING_ACTIONS_API_METHODS,
      ...LISTING_HISTORY_API_METHODS,
      ...EXPERIMENT_API_METHODS,
    ]);
  });

  it('PORT_METHODS bundles the four ports as Ports does', () => {
    expectTypeOf<keyof typeof PORT_METHODS>().toEqualTypeOf<keyof Ports>();
    expect(PORT_METHODS).toEqual({
      quote: QUOTE_API_METHODS,
      maps: MAPS_API_METHODS,
      payment: PAYMENT_API_METHODS,
      admin: ADMIN_API_METHODS,
    });
  });
});

describe('every method takes an optional AbortSignal last and returns a Promise', () => {
  it('types: no method of any port breaks the convention', () => {
    expectTypeOf<BreakingConvention<QuoteApi>>().toBeNever();
    expectTypeOf<BreakingConvention<MapsApi>>().toBeNever();
    expectTypeOf<BreakingConvention<PaymentApi>>().toBeNever();
    expectTypeOf<BreakingConvention<AdminApi>>().toBeNever();
  });

  it('types: the check itself rejects a required signal, a missing signal and a sync answer', () => {
    expectTypeOf<TakesSignalLast<(a: string, signal: AbortSignal) => Promise<void>>>().toEqualTypeOf<false>();
    expectTypeOf<TakesSignalLast<(a: string) => Promise<void>>>().toEqualTypeOf<false>();
    expectTypeOf<TakesSignalLast<(a: string, signal?: AbortSignal) => void>>().toEqualTypeOf<false>();
    expectTypeOf<TakesSignalLast<(a: string, signal?: AbortSignal) => Promise<void>>>().toEqualTypeOf<true>();
  });
});

describe('existing QuoteApi signatures are unchanged', () => {
  it('types: searchItems(query, signal) answers ItemSearchResult[]', () => {
    expectTypeOf<QuoteApi['searchItems']>().toEqualTypeOf<
      (query: ItemSearchQuery, signal?: AbortSignal) => Promise<ItemSearchResult[]>
    >();
  });

  it('types: savePrelisting(id, listing, signal) answers the price response', () => {
    expectTypeOf<QuoteApi['savePrelisting']>().toEqualTypeOf<
      (preListingId: string, listing: Listing, signal?: AbortSignal) => Promise<PriceResponse>
    >();
  });

  it('types: ItemSearchQuery keeps name, category_id, dimensionUnit, weightUnit, pre_listing_id', () => {
    expectTypeOf<ItemSearchQuery>().toEqualTypeOf<{
      name: string;
      category_id?: number;
      dimensionUnit?: 'cm';
      weightUnit?: 'kg';
      pre_listing_id?: string;
    }>();
  });
});

describe('maps defaults: imperial units and driving mode (docs/behaviour/quote-flow.md §7)', () => {
  it('MAPS_DEFAULTS is imperial and driving', () => {
    expect(MAPS_DEFAULTS).toEqual({ units: 'imperial', mode: 'driving' });
  });
});

describe('timing constants quote the spec', () => {
  it.each([
    ['payment token timeout 15 s (back-office §9)', PAYMENT_TOKEN_TIMEOUT_MS, 15_000],
    ['card polling 1,000 ms (back-office §9)', CARD_POLL_INTERVAL_MS, 1_000],
    ['tracker batch every 5 seconds (customer §7)', TRACKING_BATCH_INTERVAL_MS, 5_000],
    ['removal default items after a 2 s delay (customer §7)', REMOVAL_DEFAULT_ITEMS_DELAY_MS, 2_000],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('card data never passes through: capture status carries masked chunks only', () => {
  it.each([
    ['xxxx xxxx xxxx 4242', true],
    ['**** **** **** 4242', true],
    ['4242', true],
    ['12/30', true],
    ['', true],
    ['4242 4242 4242 4242', false],
    ['4242424242424242', false],
    ['42424', false],
  ])('isMaskedCardValue(%j) is %s', (value, masked) => {
    expect(isMaskedCardValue(value)).toBe(masked);
  });

  it('types: a plain string is not a masked value; a chunk value must be masked', () => {
    expectTypeOf<string>().not.toExtend<MaskedCardValue>();
    expectTypeOf<MaskedCardChunk['value']>().toEqualTypeOf<MaskedCardValue | undefined>();
  });

  it('any text: never throws, and a value with 5 digits in a row is never masked', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\d{5,19}$/), (text, digits) => {
        expect(typeof isMaskedCardValue(text)).toBe('boolean');
        expect(isMaskedCardValue(`${text}${digits}`)).toBe(false);
      }),
    );
  });
});
