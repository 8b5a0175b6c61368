import { describe, expect, it } from 'vitest';
import {
  blankAdminItemDimensions,
  type CustomItemInput,
  canSaveCustomItem,
  checkCarStep,
  checkCustomCar,
  checkCustomItem,
  checkCustomMakeModel,
  checkCustomPiano,
  MAX_MAKE_MODEL_LENGTH,
} from '../../src/rules/custom-item/index.js';
import { MAX_ITEM_NAME_LENGTH } from '../../src/rules/items/index.js';

const desk: CustomItemInput = { name: 'Desk', width: 120, height: 75, depth: 60, weight: 30 };

describe('custom item: name, width, height, depth and weight are required and non-zero (spec §5)', () => {
  it('accepts a complete item', () => {
    expect(checkCustomItem(desk).status).toBe('ok');
  });

  it.each([
    ['name missing', { name: undefined }, ['name']],
    ['name blank', { name: '   ' }, ['name']],
    ['width missing', { width: undefined }, ['width']],
    ['height zero', { height: 0 }, ['height']],
    ['depth empty text', { depth: '' }, ['depth']],
    ['weight not a number', { weight: 'heavy' }, ['weight']],
    ['width negative', { width: -5 }, ['width']],
    ['height that rounds to 0 (0.004)', { height: 0.004 }, ['height']],
    ['depth NaN', { depth: Number.NaN }, ['depth']],
    ['weight Infinity', { weight: Number.POSITIVE_INFINITY }, ['weight']],
    ['name and weight missing', { name: '', weight: null }, ['name', 'weight']],
  ])('shows dimensionsError when %s', (_case, change, fields) => {
    expect(checkCustomItem({ ...desk, ...change })).toEqual({ status: 'invalid', code: 'dimensionsError', fields });
  });

  it('shows dimensionsError on every field of an empty modal', () => {
    expect(checkCustomItem({})).toEqual({
      status: 'invalid',
      code: 'dimensionsError',
      fields: ['name', 'width', 'height', 'depth', 'weight'],
    });
  });
});

describe('a custom item name has a maximum length, told to the customer', () => {
  it('the maximum is 100 characters', () => {
    expect(MAX_ITEM_NAME_LENGTH).toBe(100);
  });

  it.each([
    ['100 characters', 'ok', 'a'.repeat(100)],
    ['100 characters and spaces around them', 'ok', ` ${'a'.repeat(100)} `],
    ['101 characters', 'nameTooLong', 'a'.repeat(101)],
    ['5,000 characters without a space (pasted)', 'nameTooLong', 'x'.repeat(5000)],
  ])('a name of %s: %s', (_case, outcome, name) => {
    const check = checkCustomItem({ ...desk, name });
    if (outcome === 'ok') expect(check.status).toBe('ok');
    else expect(check).toEqual({ status: 'invalid', code: 'nameTooLong', fields: ['name'], max: 100 });
  });

  it('a missing size is said first; a long name does not hide it', () => {
    expect(checkCustomItem({ ...desk, name: 'x'.repeat(200), weight: '' })).toEqual({
      status: 'invalid',
      code: 'dimensionsError',
      fields: ['weight'],
    });
  });
});

describe('custom item values are kept rounded to 2 decimals, in the unit typed (spec §5)', () => {
  it('rounds fractional values, keeps whole ones, trims the name and fills in default units', () => {
    const check = checkCustomItem({ name: ' Desk ', width: '120.456', height: 75, depth: 60.001, weight: '30.5' });
    expect(check).toMatchObject({
      status: 'ok',
      item: {
        name: 'Desk',
        width: 120.46,
        height: 75,
        depth: 60,
        weight: 30.5,
        dimension_unit: 'cm',
        weight_unit: 'kg',
      },
    });
  });

  it('keeps the unit typed and checks the converted sizes', () => {
    const check = checkCustomItem({
      ...desk,
      width: 4,
      height: 2.5,
      depth: 2,
      dimension_unit: 'ft',
      weight: 66,
      weight_unit: 'lbs',
    });
    expect(check).toMatchObject({
      status: 'ok',
      item: { width: 4, dimension_unit: 'ft', weight: 66, weight_unit: 'lbs' },
      measures: { widthCm: 121.92, heightCm: 76.2, depthCm: 60.96, weightKg: 29.7 },
    });
  });

  it('reads an unknown unit as the default (cm, kg)', () => {
    expect(checkCustomItem({ ...desk, dimension_unit: 'yd', weight_unit: 'stone' })).toMatchObject({
      item: { dimension_unit: 'cm', weight_unit: 'kg' },
    });
  });
});

describe('a soft warning may be confirmed; a block may not (spec §5, §8)', () => {
  const warning = checkCustomItem({ ...desk, weight: 300 });
  const blocked = checkCustomItem({ ...desk, weight: 20_000 });
  const invalid = checkCustomItem({ ...desk, name: '' });

  it.each([
    ['a fine item, unconfirmed', checkCustomItem(desk), false, true],
    ['a warning, unconfirmed', warning, false, false],
    ['a warning, confirmed', warning, true, true],
    ['a blocked item, confirmed', blocked, true, false],
    ['an incomplete item, confirmed', invalid, true, false],
  ])('%s can be saved: %s → %s', (_case, check, confirmed, expected) => {
    expect(canSaveCustomItem(check, confirmed)).toBe(expected);
  });
});

describe('an admin-flagged item has its dimensions blanked for re-entry (spec §5)', () => {
  const item = {
    name: 'Sofa',
    is_admin: true,
    width: 200,
    height: 90,
    depth: 95,
    weight: 50,
    original_width: 200,
    original_height: 90,
    original_depth: 95,
    original_weight: 50,
    dimension_unit: 'cm' as const,
    quantity: 2,
  };

  it('removes width, height, depth, weight and their original values, keeping the rest', () => {
    expect(blankAdminItemDimensions(item)).toEqual({ name: 'Sofa', is_admin: true, dimension_unit: 'cm', quantity: 2 });
  });

  it.each([
    ['not admin-flagged', false],
    ['without the flag', undefined],
  ])('keeps the dimensions of an item %s', (_case, is_admin) => {
    const other = { ...item, is_admin };
    expect(blankAdminItemDimensions(other)).toEqual(other);
  });

  it('does not change the item it was given', () => {
    blankAdminItemDimensions(item);
    expect(item.width).toBe(200);
  });
});

describe('custom piano and custom car: make and model need a word character each (spec §5)', () => {
  it.each([
    ['Yamaha', 'U1', []],
    [' Steinway & Sons ', 'Model D', []],
    ['Škoda', 'Octavia', []],
    ['ヤマハ', 'C3', []],
    ['_', '1', []],
    ['', 'U1', ['make']],
    ['   ', 'U1', ['make']],
    ['Yamaha', '--', ['model']],
    ['?!', '', ['make', 'model']],
    [undefined, null, ['make', 'model']],
    [42, 'U1', ['make']],
  ])('make %j and model %j flag %j', (make, model, fields) => {
    const check = checkCustomMakeModel({ make, model });
    expect(check).toEqual(
      fields.length === 0
        ? { ok: true, make: String(make).trim(), model: String(model).trim() }
        : { ok: false, code: 'makeModelError', fields },
    );
  });

  it('applies the same check to the piano and the car modal', () => {
    expect(checkCustomPiano({ make: 'Bechstein', model: '' })).toEqual({
      ok: false,
      code: 'makeModelError',
      fields: ['model'],
    });
    expect(checkCustomCar({ make: '', model: 'Golf' })).toEqual({
      ok: false,
      code: 'makeModelError',
      fields: ['make'],
    });
  });
});

describe('custom piano and custom car: make and model each have a maximum length, told to the customer', () => {
  const at = 'a'.repeat(40);
  const over = 'a'.repeat(41);

  it('the maximum is 40 characters each, so "{make} {model} piano" fits in an item name', () => {
    expect(MAX_MAKE_MODEL_LENGTH).toBe(40);
    expect(`${at} ${at} piano`.length).toBeLessThanOrEqual(MAX_ITEM_NAME_LENGTH);
  });

  it.each([
    ['both at the maximum', at, at, []],
    ['a make at the maximum with spaces around it', `  ${at}  `, 'U1', []],
    ['a model at the maximum with a tab and a newline around it', 'Yamaha', `\t${at}\n`, []],
    ['a make one over', over, 'U1', ['make']],
    ['a model one over', 'Yamaha', over, ['model']],
    ['a model of 5,000 characters without a space (pasted)', 'Yamaha', 'x'.repeat(5000), ['model']],
    ['both over', over, 'y'.repeat(200), ['make', 'model']],
    ['a make over once trimmed', ` ${over} `, 'U1', ['make']],
  ])('%s: flags %j', (_case, make, model, fields) => {
    const check = checkCustomMakeModel({ make, model });
    expect(check).toEqual(
      fields.length === 0
        ? { ok: true, make: make.trim(), model: model.trim() }
        : { ok: false, code: 'makeModelTooLong', fields, max: 40 },
    );
  });

  it('a make or model without a letter or number is said first; a long one beside it does not hide it', () => {
    expect(checkCustomMakeModel({ make: '--', model: 'x'.repeat(5000) })).toEqual({
      ok: false,
      code: 'makeModelError',
      fields: ['make'],
    });
  });

  it('applies the same maximum to the piano and the car modal', () => {
    expect(checkCustomPiano({ make: 'Bechstein', model: over })).toEqual({
      ok: false,
      code: 'makeModelTooLong',
      fields: ['model'],
      max: 40,
    });
    expect(checkCustomCar({ make: over, model: 'Golf' })).toEqual({
      ok: false,
      code: 'makeModelTooLong',
      fields: ['make'],
      max: 40,
    });
  });
});

describe('car step: make and model are required (spec §5)', () => {
  it.each([
    ['picked from the dropdowns', { make_id: 12, model_id: 340 }, []],
    ['typed as custom names', { custom_make_name: 'Reliant', custom_model_name: 'Robin' }, []],
    ['picked by name', { make_name: 'Ford', model_name: 'Fiesta' }, []],
    ['make picked, model typed', { make_id: '12', custom_model_name: 'Mk2' }, []],
    ['nothing chosen', {}, ['make', 'model']],
    [
      'blank names and ids',
      { make_id: ' ', make_name: '', model_id: Number.NaN, custom_model_name: '  ' },
      ['make', 'model'],
    ],
    ['make only', { make_id: 12 }, ['model']],
  ])('%s → missing %j', (_case, car, fields) => {
    expect(checkCarStep(car)).toEqual(
      fields.length === 0 ? { ok: true } : { ok: false, code: 'makeModelRequired', fields },
    );
  });
});
