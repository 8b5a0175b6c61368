import { describe, expect, it } from 'vitest';
import { DEFAULT_VALUE_OF_GOODS, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, insuranceLine, insuranceService, lines, stateOf } from './fixtures.js';

const base = [{ type: 'priceOption', amount: 149 }];
const uninsured = () => stateOf(furnitureListing({ listing_cart: base }));
const insured = (packageType?: 'premium' | 'standard') =>
  stateOf(furnitureListing({ listing_cart: [...base, insuranceLine], packageType }));

describe('ticking and unticking Protection Plus (docs/behaviour/quote-flow.md §4)', () => {
  it('ticking opens the value area and the modal with a snapshot; the listing does not change', () => {
    const start = insured();
    const next = t.tickInsurance(start, insuranceService, contextOf());
    expect(next.listing).toBe(start.listing);
    expect(next.ui.modals.insurance).toBe(true);
    expect(next.ui.insurance).toMatchObject({
      open: true,
      value: '12000',
      error: null,
      snapshot: { lines: [insuranceLine], value: '12000' },
      service: insuranceService,
    });
  });

  it('unticking removes insurance from the cart and closes the area', () => {
    const open = t.tickInsurance(insured('standard'), insuranceService, contextOf());
    const next = t.untickInsurance(open, contextOf());
    expect(lines(next.listing)).toEqual([['priceOption', 149]]);
    expect(next.ui.insurance).toMatchObject({ open: false, value: '', snapshot: null });
    expect(next.ui.modals.insurance).toBe(false);
  });

  it(`a premium listing falls back to a value of goods of ${DEFAULT_VALUE_OF_GOODS}, which counts as not selected`, () => {
    const start = insured('premium');
    expect(t.insuranceSelected(start.listing)).toBe(true);
    const next = t.untickInsurance(start, contextOf());
    const line = next.listing.listing_cart?.find((entry) => entry.type === 'full_insurance');
    expect(line).toMatchObject({ amount: 0, parameters: { value_of_goods: 5000 } });
    expect(next.ui.insurance.value).toBe('5000');
    expect(t.insuranceSelected(next.listing)).toBe(false);
  });

  it.each([
    [5000, false],
    [5001, true],
  ])('a premium listing with a value of goods of %i counts as selected: %s', (value, selected) => {
    const listing = furnitureListing({
      packageType: 'premium',
      listing_cart: [{ ...insuranceLine, parameters: { value_of_goods: value } }],
    });
    expect(t.insuranceSelected(listing)).toBe(selected);
  });
});

describe('submitting the value of goods (§4, §5)', () => {
  it('validates, replaces the cart line and computes the premium (2% of 10000, at least 25)', () => {
    const open = t.tickInsurance(insured(), insuranceService, contextOf());
    const next = t.submitInsurance(open, '10,000', contextOf());
    expect(lines(next.listing)).toEqual([
      ['priceOption', 149],
      ['full_insurance', 200],
    ]);
    expect(next.listing.listing_cart?.[1]).toMatchObject({ service_id: 115, parameters: { value_of_goods: 10000 } });
    expect(next.ui.insurance).toMatchObject({ open: false, value: '10000', error: null });
    expect(next.ui.modals.insurance).toBe(false);
  });

  it('a full_cover service keeps its own type on the cart line, replacing the cover it had', () => {
    const cover = { ...insuranceService, type: 'full_cover_h', service_id: 120 };
    const start = stateOf(
      furnitureListing({ listing_cart: [...base, { type: 'full_cover_h', amount: 25, service_id: 120 }] }),
    );
    const next = t.submitInsurance(t.tickInsurance(start, cover, contextOf()), '10000', contextOf());
    expect(lines(next.listing)).toEqual([
      ['priceOption', 149],
      ['full_cover_h', 200],
    ]);
  });

  it.each([
    ['1000', 25],
    ['50000', 1000],
  ])('a value of %s costs £%d on a UK route', (value, premium) => {
    const open = t.tickInsurance(uninsured(), insuranceService, contextOf());
    expect(t.submitInsurance(open, value, contextOf()).listing.listing_cart?.at(-1)?.amount).toBe(premium);
  });

  it('an international route uses the international rate and cover', () => {
    const listing = furnitureListing({
      listing_cart: base,
      delivery_address_data: { postcode: '75001', latitude: 48.86, longitude: 2.34, ISO_3166_1_Alpha_2: 'FR' },
    });
    const open = t.tickInsurance(stateOf(listing), insuranceService, contextOf());
    expect(t.submitInsurance(open, '10000', contextOf()).listing.listing_cart?.at(-1)?.amount).toBe(400);
    expect(t.submitInsurance(open, '30000', contextOf()).ui.insurance.error).toMatchObject({
      code: 'highAmount',
      max: 25000,
    });
  });

  it.each([
    ['abc', { code: 'noAmount' }, 'abc'],
    ['0', { code: 'noAmount' }, '0'],
    ['60000', { code: 'highAmount', max: 50000, maxText: '50k' }, '60000'],
    ['50', { code: 'lowAmount', excess: 100 }, ''],
  ])(
    '%j gives a coded error, keeps the cart and shows %j; the typed value stays (cleared below the excess)',
    (value, error, shown) => {
      const open = t.tickInsurance(insured(), insuranceService, contextOf());
      const next = t.submitInsurance(open, value, contextOf());
      expect(next.listing).toBe(open.listing);
      expect(next.ui.insurance).toMatchObject({
        open: true,
        error,
        value: shown,
        snapshot: open.ui.insurance.snapshot,
      });
      expect(next.ui.modals.insurance).toBe(true);
    },
  );

  it('submits what was typed when no value is given; typing clears a shown error', () => {
    let state = t.tickInsurance(uninsured(), insuranceService, contextOf());
    state = t.submitInsurance(state, 'x', contextOf());
    state = t.typeInsuranceValue(state, '7500');
    expect(state.ui.insurance.error).toBeNull();
    expect(t.submitInsurance(state, undefined, contextOf()).listing.listing_cart?.at(-1)?.amount).toBe(150);
  });
});

describe('cancelling the value area (§4: cancel restores the original values)', () => {
  it('restores the insurance line and value of goods of tick time', () => {
    const start = insured();
    let state = t.tickInsurance(start, insuranceService, contextOf());
    state = t.typeInsuranceValue(state, '40000');
    state = t.submitInsurance(state, '99999', contextOf());
    const next = t.cancelInsurance(state);
    expect(next.listing.listing_cart).toEqual(start.listing.listing_cart);
    expect(next.ui.insurance).toMatchObject({ open: false, value: '12000', error: null, snapshot: null });
    expect(next.ui.modals.insurance).toBe(false);
  });

  it('a listing that had no insurance has none after cancel', () => {
    const next = t.cancelInsurance(t.tickInsurance(uninsured(), insuranceService, contextOf()));
    expect(lines(next.listing)).toEqual([['priceOption', 149]]);
    expect(t.insuranceSelected(next.listing)).toBe(false);
  });
});
