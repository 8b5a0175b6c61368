import { describe, expect, it } from 'vitest';
import {
  checkValueOfGoods,
  DEFAULT_VALUE_OF_GOODS,
  formatThousands,
  insurancePremium,
  isDomesticRoute,
  isProtectionDisabled,
  PREMIUM_MIN_VALUE_OF_GOODS,
  premiumInsuranceSelected,
  serviceTerms,
  valueOfGoodsAfterRemoval,
} from '../../src/rules/insurance/index.js';

const service = {
  service_id: 120,
  type: 'full_insurance',
  rate_price: 0.02,
  min_price: 25,
  excess: 250,
  cover: 50000,
  international_rate_price: '0.03',
  international_min_price: 40,
  international_excess: 500,
  international_cover: 20000,
};

describe('value of goods (quote flow §5; back-office §5)', () => {
  it.each<[unknown, string]>([
    ['0', 'zero means no amount'],
    [0, 'zero means no amount'],
    ['-100', 'not greater than 0'],
    [-100, 'not greater than 0'],
    ['', 'not numeric'],
    ['   ', 'not numeric'],
    ['abc', 'not numeric'],
    ['12abc', 'not numeric'],
    ['1e4', 'not plain digits'],
    [Number.NaN, 'not a number'],
    [Number.POSITIVE_INFINITY, 'not finite'],
    [null, 'absent'],
    [undefined, 'absent'],
  ])('%j gives noAmount (%s)', (value) => {
    expect(checkValueOfGoods(value, service)).toEqual({ ok: false, code: 'noAmount' });
  });

  it.each([
    ['50001', 50000, '50k'],
    [60000, 50000, '50k'],
    ['1,000,000', 50000, '50k'],
  ])('%j above the 50000 cover gives highAmount showing the maximum as %s', (value, max, maxText) => {
    expect(checkValueOfGoods(value, service)).toEqual({ ok: false, code: 'highAmount', max, maxText });
  });

  it.each([['249.99'], [100], ['1']])('%j below the 250 excess gives lowAmount and clears the amount', (value) => {
    expect(checkValueOfGoods(value, service)).toEqual({ ok: false, code: 'lowAmount', excess: 250, value: null });
  });

  it.each([
    ['250', 250],
    ['50000', 50000],
    ['50,000', 50000],
    [' 7500.50 ', 7500.5],
    [5000, 5000],
  ])('%j within excess 250 and cover 50000 is accepted as %d', (value, amount) => {
    expect(checkValueOfGoods(value, service)).toEqual({ ok: true, value: amount });
  });

  it('uses the international cover and excess on international routes', () => {
    expect(checkValueOfGoods(30000, service, true)).toEqual({
      ok: false,
      code: 'highAmount',
      max: 20000,
      maxText: '20k',
    });
    expect(checkValueOfGoods(400, service, true)).toMatchObject({ code: 'lowAmount', excess: 500 });
  });

  it('without a cover there is no maximum, without an excess no minimum', () => {
    expect(checkValueOfGoods(1e9, {})).toEqual({ ok: true, value: 1e9 });
    expect(checkValueOfGoods(1, null)).toEqual({ ok: true, value: 1 });
  });
});

describe('formatThousands: the maximum in thousands with a k (back-office §5)', () => {
  it.each([
    [50000, '50k'],
    [20000, '20k'],
    [1000, '1k'],
    [7500, '7.5k'],
    [12345, '12.3k'],
    [12399, '12.3k'],
    [250000, '250k'],
    [999, '999'],
    [1e24, '1000000000000000000000k'],
    [0, '0'],
    [-5000, '-5k'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d is shown as %j', (value, text) => {
    expect(formatThousands(value)).toBe(text);
  });
});

describe('UK-only versus international by GB country codes (back-office §9)', () => {
  it.each([
    ['GB', 'GB', true],
    ['gb', ' GB ', true],
    ['ES', 'ES', true],
    ['GB', 'ES', false],
    ['ES', 'GB', false],
    ['GB', 'FR', false],
    ['FR', 'FR', false],
    ['IE', 'GB', false],
    [undefined, 'GB', false],
    ['', '', false],
    [null, null, false],
  ])('%j to %j is domestic: %s', (from, to, domestic) => {
    expect(isDomesticRoute(from, to)).toBe(domestic);
  });
});

describe('service terms with international overrides (back-office §9)', () => {
  it('reads excess, rate, minimum price and cover from the service data', () => {
    expect(serviceTerms(service, false)).toEqual({ rate: 0.02, minPrice: 25, excess: 250, cover: 50000 });
  });
  it('lets each international field override its UK-only twin on international routes', () => {
    expect(serviceTerms(service, true)).toEqual({ rate: 0.03, minPrice: 40, excess: 500, cover: 20000 });
  });
  it('falls back to the UK-only value where no international value is given', () => {
    expect(serviceTerms({ rate_price: 0.02, cover: '50000', international_cover: 'n/a' }, true)).toEqual({
      rate: 0.02,
      minPrice: 0,
      excess: 0,
      cover: 50000,
    });
  });
});

describe('premium: value × rate, at least the minimum price (quote flow §4)', () => {
  const uk = { pickupCountry: 'GB', deliveryCountry: 'GB' };
  const abroad = { pickupCountry: 'GB', deliveryCountry: 'FR' };
  it.each([
    [10000, uk, 200, false],
    [1000, uk, 25, false],
    [250, uk, 25, false],
    ['12,345', uk, 246.9, false],
    [10000, abroad, 300, true],
    [1000, abroad, 40, true],
    [10000, { pickupCountry: 'ES', deliveryCountry: 'ES' }, 200, false],
  ])('value %j on %j costs %d (international %s)', (value, route, premium, international) => {
    expect(insurancePremium(value, service, route)).toMatchObject({ ok: true, premium, international });
  });
  it('rounds to the penny', () => {
    expect(insurancePremium(333, { rate_price: 0.015 }, uk)).toMatchObject({ premium: 5 });
    expect(insurancePremium(1001, { rate_price: 0.0125 }, uk)).toMatchObject({ premium: 12.51 });
  });
  it('returns the check error instead of a premium for a refused value', () => {
    expect(insurancePremium('0', service, uk)).toEqual({ ok: false, code: 'noAmount' });
    expect(insurancePremium(25000, service, abroad)).toMatchObject({ code: 'highAmount', maxText: '20k' });
  });
});

describe('full_cover service ids below 112 disable the protection UI (back-office §9)', () => {
  it.each([
    [111, 'full_cover', true],
    ['100', 'full_cover_h', true],
    [112, 'full_cover', false],
    [150, 'full_cover_c_m', false],
    [100, 'full_insurance', false],
    [100, 'packing_material', false],
    [undefined, 'full_cover', false],
    ['abc', 'full_cover', false],
  ])('service %j of type %s disables it: %s', (service_id, type, disabled) => {
    expect(isProtectionDisabled({ service_id, type })).toBe(disabled);
  });
});

describe(`premium listings: default value ${DEFAULT_VALUE_OF_GOODS}, not selected at ${PREMIUM_MIN_VALUE_OF_GOODS} or less (quote flow §4, §9)`, () => {
  it.each([
    [5000, false],
    ['5000', false],
    [4999, false],
    [0, false],
    ['', false],
    [5000.01, true],
    [5001, true],
    ['10,000', true],
  ])('value %j: Protection Plus selected is %s', (value, selected) => {
    expect(premiumInsuranceSelected(value)).toBe(selected);
  });
  it('a premium listing falls back to 5000 when insurance is removed; others keep none', () => {
    expect(valueOfGoodsAfterRemoval('premium')).toBe(5000);
    expect(valueOfGoodsAfterRemoval('standard_plus')).toBeNull();
    expect(valueOfGoodsAfterRemoval(undefined)).toBeNull();
  });
  it('the fallback value counts as not selected', () => {
    expect(premiumInsuranceSelected(valueOfGoodsAfterRemoval('premium'))).toBe(false);
  });
});
