import { describe, expect, it } from 'vitest';
import type { Listing } from '../../src/model/listing.js';
import {
  insuranceOffer,
  insuranceServiceOf,
  isInternationalInsurance,
  isProtectionType,
} from '../../src/rules/insurance/offer.js';
import { valueOfGoodsText } from '../../src/rules/insurance/typed-value.js';

const protection = {
  service_id: 115,
  type: 'full_insurance',
  amount: 75,
  rate_price: 0.015,
  min_price: 15,
  excess: 100,
  cover: 50000,
  international_rate_price: 0.025,
  international_min_price: 35,
  international_excess: 250,
  international_cover: 30000,
  parameters: { value_of_goods: 5000 },
};
const packing = { type: 'packing_material', service_id: 20, amount: 40 };
const at = (code: string) => ({ formatted_address: code, latitude: 1, longitude: 1, ISO_3166_1_Alpha_2: code });
const uk = { move_items: [], pickup_address_data: at('GB'), delivery_address_data: at('GB') };

describe('the insurance service offered (docs/behaviour/quote-flow.md §3: service_prices, full_insurance*, full_cover*)', () => {
  it.each<[string, unknown, unknown]>([
    ['a list: the first insurance entry', [packing, protection], protection],
    ['a table of entries', { packing, insurance: protection }, protection],
    [
      'a full_cover entry counts',
      [{ type: 'full_cover_h', service_id: 120 }],
      { type: 'full_cover_h', service_id: 120 },
    ],
    ['no insurance entry', [packing], null],
    ['no service prices', undefined, null],
    ['an amount instead of a table', 120, null],
    ['entries that are not objects', [null, 'full_insurance', 3], null],
  ])('%s', (_, servicePrices, expected) => {
    expect(insuranceServiceOf(servicePrices)).toEqual(expected);
  });

  it.each<[unknown, boolean]>([
    ['full_insurance', true],
    ['full_insurance_c_m', true],
    ['full_cover_h', true],
    ['packing_material', false],
    ['insurance', false],
    [undefined, false],
  ])('%j is a Protection Plus type: %s', (type, expected) => {
    expect(isProtectionType(type)).toBe(expected);
  });
});

describe('UK-only or international (back-office §9: GB codes; ES to ES domestic)', () => {
  it.each<[string | undefined, string | undefined, boolean]>([
    ['GB', 'GB', false],
    ['ES', 'ES', false],
    ['GB', 'FR', true],
    ['GB', 'ES', true],
    ['IE', 'IE', true],
    [undefined, 'GB', false],
  ])('%s to %s: international %s', (from, to, international) => {
    const listing: Listing = {
      move_items: [],
      ...(from ? { pickup_address_data: at(from) } : {}),
      ...(to ? { delivery_address_data: at(to) } : {}),
    };
    expect(isInternationalInsurance(listing)).toBe(international);
  });

  it.each<[boolean | undefined, boolean]>([
    [true, true],
    [false, false],
    [undefined, false],
  ])('a country code missing: the price answer decides (is_international %s → %s)', (flag, international) => {
    const listing: Listing = {
      move_items: [],
      pickup_address_data: { postcode: 'SW1A 2AA' },
      delivery_address_data: at('FR'),
      ...(flag === undefined ? {} : { is_international: flag }),
    };
    expect(isInternationalInsurance(listing)).toBe(international);
  });
});

describe('what the Protection Plus card shows (§4, §9; back-office §9)', () => {
  it('before prices: unpriced, nothing to tick', () => {
    expect(insuranceOffer({ ...uk }, false)).toMatchObject({ state: 'unpriced', service: null, fromPrice: null });
  });

  it('offered on a UK route: the UK terms, from the minimum price', () => {
    expect(insuranceOffer({ ...uk, service_prices: [packing, protection] }, false)).toEqual({
      state: 'offered',
      service: protection,
      international: false,
      terms: { rate: 0.015, minPrice: 15, excess: 100, cover: 50000 },
      fromPrice: 15,
      value: null,
      premium: null,
      premiumPackage: false,
      includedValue: null,
    });
  });

  it('offered on an international route: the international overrides', () => {
    const listing: Listing = {
      move_items: [],
      pickup_address_data: at('GB'),
      delivery_address_data: at('FR'),
      service_prices: [protection],
    };
    expect(insuranceOffer(listing, false)).toMatchObject({
      state: 'offered',
      international: true,
      terms: { rate: 0.025, minPrice: 35, excess: 250, cover: 30000 },
      fromPrice: 35,
    });
  });

  it('selected: the value of goods and premium of the insurance line', () => {
    const listing: Listing = {
      ...uk,
      service_prices: [protection],
      listing_cart: [
        { type: 'priceOption', amount: 120 },
        { type: 'full_insurance', amount: 180, parameters: { value_of_goods: 12000 } },
      ],
    };
    expect(insuranceOffer(listing, true)).toMatchObject({ state: 'selected', value: 12000, premium: 180 });
  });

  it('selected without an offered service (a restored draft): the line gives the terms', () => {
    const line = {
      type: 'full_insurance',
      service_id: 115,
      amount: 180,
      rate_price: 0.015,
      min_price: 15,
      excess: 100,
      cover: 50000,
      parameters: { value_of_goods: 12000 },
    };
    const offer = insuranceOffer({ ...uk, listing_cart: [line] }, true);
    expect(offer).toMatchObject({ state: 'selected', service: line, value: 12000, premium: 180 });
    expect(offer.terms).toEqual({ rate: 0.015, minPrice: 15, excess: 100, cover: 50000 });
  });

  it('a premium listing at the 5000 fallback is offered again, its package covering 5000', () => {
    const listing: Listing = {
      ...uk,
      packageType: 'premium',
      service_prices: [protection],
      listing_cart: [{ type: 'full_insurance', amount: 0, parameters: { value_of_goods: 5000 } }],
    };
    expect(insuranceOffer(listing, false)).toMatchObject({
      state: 'offered',
      value: null,
      premiumPackage: true,
      includedValue: 5000,
    });
  });

  it.each<[string, number, string]>([
    ['full_cover below 112 disables the protection UI', 111, 'disabled'],
    ['full_cover at 112 is offered', 112, 'offered'],
  ])('%s', (_, service_id, state) => {
    const listing: Listing = { ...uk, service_prices: [{ type: 'full_cover_h', service_id, min_price: 20 }] };
    expect(insuranceOffer(listing, false).state).toBe(state);
    expect(insuranceOffer(listing, true).state).toBe(state === 'disabled' ? 'disabled' : 'selected');
  });

  it('a service with no minimum price shows no "from" price', () => {
    expect(insuranceOffer({ ...uk, service_prices: [{ type: 'full_insurance' }] }, false).fromPrice).toBeNull();
  });
});

describe('the value of goods as typed, read for the rules', () => {
  it.each<[string, string, string]>([
    ['12000', 'en-GB', '12000'],
    ['£12,000', 'en-GB', '12,000'],
    [' 12 000 ', 'en-GB', '12000'],
    ['12,000.50', 'en-IE', '12,000.50'],
    ['€ 9500', 'en-IE', '9500'],
    ['12.000', 'es-ES', '12000'],
    ['12.000,50 €', 'es-ES', '12000.50'],
    ['7500,5', 'es-ES', '7500.5'],
    ['1.234.567', 'es-ES', '1234567'],
    ['5,000', 'es-ES', '5,000'],
    ['12000', 'es-ES', '12000'],
    ['12.5', 'es-ES', '12.5'],
    ['abc', 'es-ES', 'abc'],
    ['', 'en-GB', ''],
  ])('%j in %s reads %j', (typed, locale, expected) => {
    expect(valueOfGoodsText(typed, locale)).toBe(expected);
  });
});
