import { describe, expect, it } from 'vitest';
import { type AddressInput, isValidAddress } from '../../src/rules/address/index.js';
import {
  canEnterStep,
  checkField,
  type FieldRules,
  ruleFor,
  STEP_FIELDS,
  validateStep,
} from '../../src/rules/booking-steps/index.js';

const london = { postcode: 'SW1A 1AA', town: 'London', latitude: 51.5, longitude: -0.14 };
const leeds = { postcode: 'LS1 1UR', town: 'Leeds', latitude: '53.8', longitude: '-1.55' };
const complete = {
  pickup_address_data: london,
  delivery_address_data: leeds,
  move_items: [{ name: 'Sofa', quantity: 1 }],
  pickup_date: '2025-06-03',
};
const rules: FieldRules = {
  pickup_address_data: { required: true },
  delivery_address_data: { required: true },
  move_items: { required: true, minLength: 1 },
  pickup_date: { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
};

describe('booking step fields (back-office §2, §5)', () => {
  it('step 1 validates the addresses and items, step 2 the pickup date, step 3 nothing', () => {
    expect(STEP_FIELDS).toEqual({
      1: ['pickup_address_data', 'delivery_address_data', 'move_items'],
      2: ['pickup_date'],
      3: [],
    });
  });
});

describe('entering a step needs every earlier step valid, else the first failing one (back-office §4)', () => {
  it.each([
    [1, {}, { ok: true }],
    [2, complete, { ok: true }],
    [3, complete, { ok: true }],
    [4, complete, { ok: true }],
    [
      2,
      { ...complete, pickup_address_data: undefined },
      { ok: false, step: 1, field: 'pickup_address_data', code: 'missing' },
    ],
    [
      3,
      { ...complete, delivery_address_data: {} },
      { ok: false, step: 1, field: 'delivery_address_data', code: 'missing' },
    ],
    [3, { ...complete, move_items: [] }, { ok: false, step: 1, field: 'move_items', code: 'missing' }],
    [2, { ...complete, pickup_date: '' }, { ok: true }],
    [3, { ...complete, pickup_date: '' }, { ok: false, step: 2, field: 'pickup_date', code: 'missing' }],
    [
      3,
      { ...complete, pickup_date: '03/06/2025' },
      { ok: false, step: 2, field: 'pickup_date', code: 'invalidFormat' },
    ],
    [4, { ...complete, pickup_date: null }, { ok: false, step: 2, field: 'pickup_date', code: 'missing' }],
    [3, { pickup_date: '2025-06-03' }, { ok: false, step: 1, field: 'pickup_address_data', code: 'missing' }],
    [0, complete, { ok: false, step: 1, field: null, code: 'unknownStep' }],
    [1.5, complete, { ok: false, step: 1, field: null, code: 'unknownStep' }],
    [Number.NaN, complete, { ok: false, step: 1, field: null, code: 'unknownStep' }],
  ])('step %d with %j gives %j', (step, listing, result) => {
    expect(canEnterStep(listing, step, rules)).toEqual(result);
  });

  it('an address is valid only with coordinates', () => {
    const typed = { ...complete, pickup_address_data: { town: 'London' } };
    expect(canEnterStep(typed, 2, rules)).toEqual({
      ok: false,
      step: 1,
      field: 'pickup_address_data',
      code: 'addressNoCoordinates',
    });
  });

  it('no rule for a field means valid', () => {
    expect(canEnterStep({}, 3, {})).toEqual({ ok: true });
    expect(canEnterStep({}, 3, null)).toEqual({ ok: true });
    expect(canEnterStep({ ...complete, move_items: [] }, 3, { pickup_date: { required: true } })).toEqual({ ok: true });
  });
});

describe('rules come per field with an optional locale suffix, default en-gb (back-office §5)', () => {
  const localised: FieldRules = {
    pickup_date: { required: true },
    'pickup_date.es-es': { required: true, code: 'fecha' },
    'move_items.en-gb': { minLength: 2 },
  };
  it.each([
    ['pickup_date', 'es-ES', { required: true, code: 'fecha' }],
    ['pickup_date', 'en-gb', { required: true }],
    ['pickup_date', undefined, { required: true }],
    ['move_items', undefined, { minLength: 2 }],
    ['move_items', 'es-es', undefined],
    ['delivery_address_data', 'en-gb', undefined],
  ])('%s in %s reads %j', (field, locale, rule) => {
    expect(ruleFor(localised, field, locale)).toEqual(rule);
  });
  it("uses the listing's locale when none is given, and a rule's own code on failure", () => {
    const spanish = { ...complete, locale: 'es-ES', pickup_date: '' };
    expect(validateStep(spanish, 2, localised)).toEqual({ ok: false, step: 2, field: 'pickup_date', code: 'fecha' });
    expect(validateStep({ ...spanish, locale: 'en-GB' }, 2, localised)).toMatchObject({ code: 'missing' });
  });
});

describe('a field rule: required, minLength, pattern, code', () => {
  it.each([
    [{ required: true }, '   ', 'missing'],
    [{ required: true }, [], 'missing'],
    [{ required: false }, '', undefined],
    [{ minLength: 3 }, ' ab ', 'tooShort'],
    [{ minLength: 3 }, 'abc', undefined],
    [{ minLength: 2 }, [1], 'tooShort'],
    [{ pattern: '^[A-Z]{2}$' }, 'GB', undefined],
    [{ pattern: '^[A-Z]{2}$' }, 'gbr', 'invalidFormat'],
    [{ pattern: '^\\d+$' }, 42, undefined],
    [{ pattern: '([' }, 'anything', undefined],
    [{ pattern: '^x$', code: 'custom_code' }, 'y', 'custom_code'],
  ])('%j on %j fails with %s', (rule, value, code) => {
    const check = checkField('field', value, rule);
    expect(check).toEqual(code === undefined ? { ok: true } : { ok: false, field: 'field', code });
  });
});

describe('an address field counts only with coordinates, by the address rule (quote flow §5)', () => {
  const addressRules: FieldRules = { pickup_address_data: { required: true } };
  it.each([
    ['numbers', true, london],
    ['numeric strings', true, leeds],
    ['(0, 0), what a failed geocode leaves', false, { postcode: 'SW1A 1AA', latitude: 0, longitude: 0 }],
    ["('0', '0') as text", false, { postcode: 'SW1A 1AA', latitude: '0', longitude: '0' }],
    ['a latitude of 0 off the coast of Africa', true, { latitude: 0, longitude: 9.5 }],
    ['a latitude out of range', false, { latitude: 91, longitude: 0.5 }],
    ['no longitude', false, { postcode: 'SW1A 1AA', latitude: 51.5 }],
    ['no coordinates at all', false, { postcode: 'SW1A 1AA', town: 'London' }],
    ['NaN', false, { latitude: Number.NaN, longitude: Number.NaN }],
    ['Infinity', false, { latitude: Number.POSITIVE_INFINITY, longitude: 1 }],
    ['blank strings', false, { latitude: '', longitude: '' }],
    ['words', false, { latitude: 'abc', longitude: 1 }],
    ['the address as plain text', false, 'London'],
  ])('%s: valid %s', (_case, valid, address) => {
    expect(isValidAddress(address as AddressInput)).toBe(valid);
    expect(validateStep({ ...complete, pickup_address_data: address }, 1, addressRules)).toEqual(
      valid ? { ok: true } : { ok: false, step: 1, field: 'pickup_address_data', code: 'addressNoCoordinates' },
    );
  });
  it('a step 2 entry is refused on a (0, 0) delivery address', () => {
    const listing = { ...complete, delivery_address_data: { ...leeds, latitude: 0, longitude: 0 } };
    expect(canEnterStep(listing, 2, rules)).toEqual({
      ok: false,
      step: 1,
      field: 'delivery_address_data',
      code: 'addressNoCoordinates',
    });
  });
});
