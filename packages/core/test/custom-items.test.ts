import { describe, expect, it } from 'vitest';
import {
  checkCustomItem,
  fakeId,
  type Listing,
  MAX_ITEM_NAME_LENGTH,
  type MoveItem,
  type QuoteState,
  quoteTransitions as t,
  VOLUME_PRESETS,
} from '../src/index.js';
import { furnitureListing, sofa, stateOf, wardrobe } from './session/fixtures.js';

/** A listing with a sofa, a wardrobe the back office flagged for re-measuring, and cached prices. */
const flaggedWardrobe: MoveItem = { ...wardrobe, quantity: 2, is_admin: true, location_id: 3, category_id: 1 };
const start = (items: MoveItem[] = [sofa, flaggedWardrobe]): QuoteState =>
  stateOf(furnitureListing({ move_items: items }));

const desk = { name: 'Desk', width: 120, height: 75, depth: 60, weight: 30 };
const deskId = fakeId({ ...desk, dimension_unit: 'cm', weight_unit: 'kg' });

/** The list as [name, quantity, fake_id] rows: the whole of what a person sees, in order. */
const rows = (listing: Listing) => (listing.move_items ?? []).map((item) => [item.name, item.quantity, item.fake_id]);

/** Every cached price is gone and the price lines left the cart (§4, "any change clears the cached price options"). */
function expectPricesCleared(listing: Listing) {
  for (const field of ['prices', 'pricesKeys', 'lowest_price', 'calendarLabels', 'availableTimeOptions']) {
    expect(listing).not.toHaveProperty(field);
  }
  expect(listing.listing_cart?.map((line) => line.type)).toEqual([]);
}

describe('customMoveItem: one builder for the customer and the partner flows', () => {
  it('makes the kept values a customer item of one, sizes and original sizes alike, with its fake_id', () => {
    const check = checkCustomItem({ ...desk, name: '  Desk ', width: '120.456', dimension_unit: 'cm' });
    if (check.status === 'invalid') throw new Error('expected a checked item');
    expect(t.customMoveItem(check)).toEqual({
      name: 'Desk',
      width: 120.46,
      height: 75,
      depth: 60,
      weight: 30,
      original_width: 120.46,
      original_height: 75,
      original_depth: 60,
      original_weight: 30,
      dimension_unit: 'cm',
      weight_unit: 'kg',
      quantity: 1,
      customerItem: true,
      fake_id: fakeId({ ...desk, width: 120.46, dimension_unit: 'cm', weight_unit: 'kg' }),
    });
  });

  it('the partner flow saves the same item the customer flow adds', () => {
    const partner = t.saveCustomItem(stateOf(furnitureListing({ partner: { id: 2 } })), { item: desk });
    const customer = t.addCustomItem(start(), { item: desk });
    expect(partner.listing.move_items?.at(-1)).toEqual(customer.listing.move_items?.at(-1));
  });
});

describe('addCustomItem (docs/behaviour/quote-flow.md §4, §5)', () => {
  it.each([
    ['a new item joins the end of the list', [desk], [['Desk', 1, deskId]]],
    ['the same item twice raises its quantity (merged by fake_id)', [desk, desk], [['Desk', 2, deskId]]],
    ['the name is matched without case or spaces', [desk, { ...desk, name: ' desk ' }], [['Desk', 2, deskId]]],
    [
      'a warning the person confirmed is added',
      [{ ...desk, width: 320 }],
      [['Desk', 1, fakeId({ ...desk, width: 320, dimension_unit: 'cm', weight_unit: 'kg' })]],
    ],
  ])('%s', (_label, items, added) => {
    const next = items.reduce((state, item) => t.addCustomItem(state, { item, confirmed: true }), start());
    expect(rows(next.listing)).toEqual([
      ['2 seater sofa', 1, 'sofa-1'],
      ['Double wardrobe', 2, 'wardrobe-1'],
      ...added,
    ]);
    expectPricesCleared(next.listing);
    expect(next.ui.priceStatus).toBe('idle');
  });

  it('converts nothing: the item keeps the units typed (inches and pounds)', () => {
    const next = t.addCustomItem(start(), {
      item: { ...desk, width: 47, height: 29.5, depth: 23.6, weight: 66, dimension_unit: 'in', weight_unit: 'lbs' },
    });
    expect(next.listing.move_items?.at(-1)).toMatchObject({
      width: 47,
      height: 29.5,
      depth: 23.6,
      weight: 66,
      dimension_unit: 'in',
      weight_unit: 'lbs',
      customerItem: true,
    });
  });

  it('closes the custom item modal when it was open', () => {
    const open = t.openModal(start(), 'customItem');
    expect(t.addCustomItem(open, { item: desk }).ui.modals.customItem).toBe(false);
  });

  it('with replaces, the re-measured item takes the flagged one’s place, quantity, room and category', () => {
    const next = t.addCustomItem(start(), { item: { ...desk, name: 'Double wardrobe' }, replaces: 'wardrobe-1' });
    const remeasured = fakeId({ ...desk, name: 'Double wardrobe', dimension_unit: 'cm', weight_unit: 'kg' });
    expect(rows(next.listing)).toEqual([
      ['2 seater sofa', 1, 'sofa-1'],
      ['Double wardrobe', 2, remeasured],
    ]);
    const item = next.listing.move_items?.[1];
    expect(item).toMatchObject({ width: 120, original_width: 120, location_id: 3, category_id: 1, customerItem: true });
    expect(item).not.toHaveProperty('is_admin');
    expectPricesCleared(next.listing);
  });

  it('with replaces, an item that matches another line joins that line (one line per fake_id)', () => {
    const withDesk = t.addCustomItem(start(), { item: desk });
    const next = t.addCustomItem(withDesk, { item: desk, replaces: 'wardrobe-1' });
    expect(rows(next.listing)).toEqual([
      ['2 seater sofa', 1, 'sofa-1'],
      ['Desk', 3, deskId],
    ]);
  });

  it('with replaces naming no item, the item is added as usual', () => {
    const next = t.addCustomItem(start(), { item: desk, replaces: 'gone' });
    expect(rows(next.listing).map((row) => row[0])).toEqual(['2 seater sofa', 'Double wardrobe', 'Desk']);
  });

  it.each([
    ['a missing name', { ...desk, name: '  ' }, false],
    ['a missing weight', { ...desk, weight: '' }, false],
    ['a size of 0', { ...desk, depth: 0 }, false],
    ['a size that is not a number', { ...desk, height: '75cm' }, false],
    ['a warning not confirmed (side over 300 cm)', { ...desk, width: 320 }, false],
    ['a warning not confirmed (over 250 kg)', { ...desk, weight: 251 }, false],
    ['a block, even confirmed (side over 450 cm)', { ...desk, width: 451 }, true],
    ['a block, even confirmed (over 10,000,000 cm³)', { ...desk, width: 400, height: 400, depth: 70 }, true],
    ['a block in another unit (5 m)', { ...desk, width: 5, dimension_unit: 'm' }, true],
  ])('%s leaves the state as it was', (_label, item, confirmed) => {
    const before = start();
    expect(t.addCustomItem(before, { item, confirmed, replaces: 'wardrobe-1' })).toBe(before);
  });
});

describe('addCustomPiano (docs/behaviour/quote-flow.md §2, §5)', () => {
  it('adds "{make} {model} piano" with its make, model, upright sizes and the listing’s category', () => {
    const next = t.addCustomPiano(start(), { make: ' Yamaha ', model: 'U1' });
    const piano = next.listing.move_items?.at(-1);
    expect(piano).toEqual({
      name: 'Yamaha U1 piano',
      custom_make_name: 'Yamaha',
      custom_model_name: 'U1',
      width: 150,
      height: 125,
      depth: 65,
      weight: 230,
      original_width: 150,
      original_height: 125,
      original_depth: 65,
      original_weight: 230,
      dimension_unit: 'cm',
      weight_unit: 'kg',
      category_id: 1,
      quantity: 1,
      fake_id: fakeId({ name: 'Yamaha U1 piano', width: 150, height: 125, depth: 65, weight: 230 }),
    });
    expect(rows(next.listing).map((row) => row[0])).toEqual(['2 seater sofa', 'Double wardrobe', 'Yamaha U1 piano']);
    expectPricesCleared(next.listing);
  });

  it('its sizes pass the custom-item bounds without a warning', () => {
    const { width, height, depth, weight } = t.CUSTOM_PIANO_SIZE;
    expect(checkCustomItem({ name: 'Piano', width, height, depth, weight }).status).toBe('ok');
  });

  it('the same piano twice is one line of two', () => {
    const once = t.addCustomPiano(start(), { make: 'Yamaha', model: 'U1' });
    expect(rows(t.addCustomPiano(once, { make: 'yamaha', model: 'u1' }).listing).at(-1)?.[1]).toBe(2);
  });

  it('a listing without a category adds a piano without one', () => {
    const next = t.addCustomPiano(stateOf({ move_items: [] }), { make: 'Bechstein', model: 'A 124' });
    expect(next.listing.move_items?.[0]).not.toHaveProperty('category_id');
  });

  it.each([
    ['a blank make', { make: '  ', model: 'U1' }],
    ['a model without a word character', { make: 'Yamaha', model: '--' }],
    ['both missing', {}],
  ])('%s leaves the state as it was', (_label, input) => {
    const before = start();
    expect(t.addCustomPiano(before, input)).toBe(before);
  });

  it.each([
    ['a make of 41 characters', { make: 'a'.repeat(41), model: 'U1' }],
    ['a model of 5,000 characters (pasted)', { make: 'Yamaha', model: 'x'.repeat(5000) }],
  ])('%s is not sent: the state stays as it was', (_label, input) => {
    const before = start();
    expect(t.addCustomPiano(before, input)).toBe(before);
  });

  it('a make and a model at the maximum, spaces around them, give a name within the item name maximum', () => {
    const next = t.addCustomPiano(start(), { make: ` ${'M'.repeat(40)} `, model: `${'m'.repeat(40)}  ` });
    const piano = next.listing.move_items?.at(-1);
    expect(piano?.name).toBe(`${'M'.repeat(40)} ${'m'.repeat(40)} piano`);
    expect(piano?.name.length).toBeLessThanOrEqual(MAX_ITEM_NAME_LENGTH);
  });
});

describe('addCustomVehicle: make and model each at most 40 characters (docs/behaviour/quote-flow.md §2, §5)', () => {
  it.each([
    ['at the maximum', 'F'.repeat(40), ` ${'f'.repeat(40)} `, null],
    ['a make one over', 'F'.repeat(41), 'Focus', ['make']],
    ['a model of 5,000 characters (pasted)', 'Ford', 'x'.repeat(5000), ['model']],
  ])('%s', (_label, make, model, fields) => {
    const before = start();
    const next = t.addCustomVehicle(before, { make, model });
    if (fields === null) {
      expect(next.listing.move_items?.at(-1)).toMatchObject({
        name: `${make} ${model.trim()}`,
        custom_make_name: make,
        custom_model_name: model.trim(),
      });
      expect(next.ui.vehicle?.customError).toBeNull();
    } else {
      expect(next.listing).toBe(before.listing);
      expect(next.ui.vehicle?.customError).toEqual({ ok: false, code: 'makeModelTooLong', fields, max: 40 });
    }
  });
});

describe('addTotalVolume (docs/behaviour/quote-flow.md §2, §5, §9)', () => {
  it.each(Object.entries(VOLUME_PRESETS))('%s × 3 joins the list with the preset’s sizes', (id, preset) => {
    const next = t.addTotalVolume(start(), { preset: id, quantity: '3' });
    expect(next.listing.move_items?.at(-1)).toMatchObject({
      name: preset.name,
      width: preset.width,
      height: preset.height,
      depth: preset.depth,
      weight: preset.weight,
      quantity: 3,
      customerItem: true,
    });
    expect(next.listing.move_items).toHaveLength(3);
    expectPricesCleared(next.listing);
  });

  it('the same preset again raises its quantity', () => {
    const once = t.addTotalVolume(start(), { preset: 'cubicMetre', quantity: 12 });
    const twice = t.addTotalVolume(once, { preset: 'cubicMetre', quantity: '3' });
    expect(rows(twice.listing).map(([name, quantity]) => [name, quantity])).toEqual([
      ['2 seater sofa', 1],
      ['Double wardrobe', 2],
      ['Cubic metre', 15],
    ]);
  });

  it.each([
    ['no preset', { quantity: 3 }],
    ['an unknown preset', { preset: 'bucket', quantity: 3 }],
    ['no quantity', { preset: 'cubicFoot', quantity: '' }],
    ['a quantity of 0', { preset: 'cubicFoot', quantity: '0' }],
    ['a fractional quantity', { preset: 'cubicFoot', quantity: '2.5' }],
    ['a negative quantity', { preset: 'cubicFoot', quantity: -2 }],
    ['a quantity over 99,999', { preset: 'cubicFoot', quantity: 100_000 }],
  ])('%s leaves the state as it was', (_label, input) => {
    const before = start();
    expect(t.addTotalVolume(before, input)).toBe(before);
  });
});
