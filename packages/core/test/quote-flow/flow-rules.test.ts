import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  convertedParentHash,
  convertedRedirect,
  type FieldRules,
  flowCategoryOf,
  flowProblemsOf,
  flowStepIndex,
  flowStepOnRoute,
  flowStepsOf,
  isConvertedFromHouseMove,
  isPartnerListing,
  isQuoteFlowStep,
  itemsStepOf,
  ListingSchema,
  parentStepOf,
  QUOTE_FLOW_STEPS,
  remainingProblems,
  stepProblems,
} from '../../src/index.js';
import { furnitureListing } from '../session/fixtures.js';

const PRICES = 'listing-price-options';

describe('flowStepsOf: the steps of each category and route (docs/behaviour/quote-flow.md §2)', () => {
  it.each([
    ['furniture', false, ['listing-furniture', PRICES]],
    ['Furniture', false, ['listing-furniture', PRICES]],
    ['house-move', false, ['listing-inventory', PRICES]],
    ['piano', false, ['listing-items', PRICES]],
    ['car', false, ['listing-items', PRICES]],
    ['man-and-van', false, ['listing-items', PRICES]],
    ['international', false, ['listing-items', PRICES]],
    ['ferry', false, ['listing-items', PRICES]],
    ['boat', false, ['listing-items', PRICES]],
    [null, false, ['listing-items', PRICES]],
    [undefined, false, ['listing-items', PRICES]],
    ['furniture', true, ['partner-items', PRICES]],
    ['house-move', true, ['partner-items', PRICES]],
    [null, true, ['partner-items', PRICES]],
  ] as const)('%s (partner: %s) → %j', (category, partner, steps) => {
    expect(flowStepsOf(category, { partner })).toEqual(steps);
    expect(itemsStepOf(category, { partner })).toBe(steps[0]);
  });

  it('without options it is not the partner route', () => {
    expect(flowStepsOf('piano')).toEqual(['listing-items', PRICES]);
  });

  it.each([
    ['listing-items', ['listing-inventory', PRICES], 'listing-inventory', 0],
    ['listing-inventory', ['listing-inventory', PRICES], 'listing-inventory', 0],
    [PRICES, ['listing-inventory', PRICES], PRICES, 1],
    ['listing-items', ['listing-furniture', PRICES], null, -1],
    ['partner-items', ['listing-items', PRICES], null, -1],
    ['listing-items', ['listing-items', PRICES], 'listing-items', 0],
  ] as const)('%s on %j belongs to %s (index %i)', (step, steps, parent, index) => {
    expect(parentStepOf(step, steps)).toBe(parent);
    expect(flowStepIndex(step, steps)).toBe(index);
  });

  it.each([
    ['listing-items', ['listing-furniture', PRICES], 'listing-furniture'],
    ['listing-inventory', ['listing-furniture', PRICES], 'listing-furniture'],
    ['listing-items', ['partner-items', PRICES], 'partner-items'],
    ['listing-items', ['listing-inventory', PRICES], 'listing-inventory'],
    ['listing-inventory', ['listing-inventory', PRICES], 'listing-inventory'],
    ['listing-items', ['listing-items', PRICES], 'listing-items'],
    [PRICES, ['partner-items', PRICES], PRICES],
  ] as const)('the summary step %s on %j is %s', (step, steps, expected) => {
    expect(flowStepOnRoute(step, steps)).toBe(expected);
  });

  it('knows its steps', () => {
    expect(QUOTE_FLOW_STEPS.every(isQuoteFlowStep)).toBe(true);
    expect([undefined, null, 3, 'listing-confirmation', 'LISTING-ITEMS'].some(isQuoteFlowStep)).toBe(false);
  });

  it.each([
    [{ partner: { id: 2 } }, true],
    [{ partner: { id: '7' } }, true],
    [{ partner: { id: 0 } }, false],
    [{ partner: { id: 'x' } }, false],
    [{ partner: null }, false],
    [{}, false],
  ])('partner listing %j: %s', (listing, expected) => {
    expect(isPartnerListing(listing as never)).toBe(expected);
  });
});

describe('convertedRedirect: a furniture listing converted from a house move (§2)', () => {
  const converted = { isConvertedFromHouseMoveToFurniture: true, parentHash: 'b41c9e' };
  it.each([
    ['converted furniture, customer', converted, 'furniture', false, 'listing-inventory'],
    [
      'converted furniture without a parent hash',
      { isConvertedFromHouseMoveToFurniture: true },
      'furniture',
      false,
      'listing-inventory',
    ],
    ['converted furniture, admin stays', converted, 'furniture', true, null],
    ['not converted', { isConvertedFromHouseMoveToFurniture: false, parentHash: 'b41c9e' }, 'furniture', false, null],
    ['a parent hash alone is no conversion', { parentHash: 'b41c9e' }, 'furniture', false, null],
    ['another category', converted, 'piano', false, null],
    ['already a house move', converted, 'house-move', false, null],
    ['no category', converted, null, false, null],
  ] as const)('%s → %s', (_label, listing, category, isAdmin, expected) => {
    expect(convertedRedirect(listing, category, isAdmin)).toBe(expected);
    expect(flowCategoryOf(listing, category, isAdmin)).toBe(expected ? 'house-move' : category);
  });

  it('reads the flag as the listing schema gives it (1 is true)', () => {
    const listing = v.parse(ListingSchema, { move_items: [], isConvertedFromHouseMoveToFurniture: 1 });
    expect(convertedRedirect(listing, 'furniture', false)).toBe('listing-inventory');
  });

  it('a flag that is not true is no conversion', () => {
    expect(isConvertedFromHouseMove({ isConvertedFromHouseMoveToFurniture: null })).toBe(false);
    expect(isConvertedFromHouseMove({})).toBe(false);
  });
});

describe('convertedParentHash: the parent hash a converted listing carries (§2 redirect)', () => {
  const converted = (parentHash?: unknown) =>
    ({ isConvertedFromHouseMoveToFurniture: true, parentHash }) as { parentHash?: string };
  it.each([
    ['converted furniture, customer', converted('abc123'), 'furniture', false, 'abc123'],
    ['the category as the host wrote it', converted('abc123'), ' Furniture ', false, 'abc123'],
    ['kept as written', converted('AB c+1/2'), 'furniture', false, 'AB c+1/2'],
    ['admins are not redirected', converted('abc123'), 'furniture', true, null],
    ['not converted', { isConvertedFromHouseMoveToFurniture: false, parentHash: 'abc123' }, 'furniture', false, null],
    ['a parent hash alone is no conversion', { parentHash: 'abc123' }, 'furniture', false, null],
    ['another category', converted('abc123'), 'piano', false, null],
    ['already a house move', converted('abc123'), 'house-move', false, null],
    ['no category', converted('abc123'), null, false, null],
    ['no parent hash', converted(), 'furniture', false, null],
    ['a null parent hash', converted(null), 'furniture', false, null],
    ['an empty parent hash', converted(''), 'furniture', false, null],
    ['a blank parent hash', converted('   '), 'furniture', false, null],
    ['a parent hash that is no string', converted(123), 'furniture', false, null],
  ] as const)('%s → %s', (_label, listing, category, isAdmin, expected) => {
    expect(convertedParentHash(listing, category, isAdmin)).toBe(expected);
  });

  it('reads a listing as the schema gives it', () => {
    const listing = v.parse(ListingSchema, {
      move_items: [],
      isConvertedFromHouseMoveToFurniture: 1,
      parentHash: 'abc123',
    });
    expect(convertedParentHash(listing, 'furniture', false)).toBe('abc123');
  });
});

const located = (postcode: string) => ({ postcode, latitude: 51.5, longitude: -0.12 });
const EMPTY = { move_items: [] };

describe('stepProblems: every failing field of a booking step (back-office §4, §5)', () => {
  it('lists every failing field of step 1 in the spec order, all required by default', () => {
    expect(stepProblems(EMPTY, 1, null)).toEqual([
      { bookingStep: 1, field: 'pickup_address_data', code: 'missing' },
      { bookingStep: 1, field: 'delivery_address_data', code: 'missing' },
      { bookingStep: 1, field: 'move_items', code: 'missing' },
    ]);
  });

  it('a complete listing has none; step 2 needs the pickup date unless the server rule says otherwise', () => {
    expect(stepProblems(furnitureListing(), 1, null)).toEqual([]);
    expect(stepProblems(furnitureListing(), 2, null)).toEqual([]);
    expect(stepProblems(furnitureListing({ pickup_date: undefined }), 2, undefined)).toEqual([
      { bookingStep: 2, field: 'pickup_date', code: 'missing' },
    ]);
    expect(stepProblems(furnitureListing({ pickup_date: undefined }), 2, { pickup_date: { required: false } })).toEqual(
      [],
    );
  });

  it.each([
    [
      'an address with no coordinates',
      { pickup_address_data: { postcode: 'SW1A 2AA' } },
      'pickup_address_data',
      'addressNoCoordinates',
    ],
    [
      'an address at (0, 0)',
      { delivery_address_data: { postcode: 'X', latitude: 0, longitude: 0 } },
      'delivery_address_data',
      'addressNoCoordinates',
    ],
    ['no items', { move_items: [] }, 'move_items', 'missing'],
    ['a blank pickup address', { pickup_address_data: null }, 'pickup_address_data', 'missing'],
  ])('%s fails %s with %s', (_label, change, field, code) => {
    expect(stepProblems({ ...furnitureListing(), ...change }, 1, null)).toEqual([{ bookingStep: 1, field, code }]);
  });

  it('addresses and items are the floor: a server rule adds to them (its code) but never makes them optional', () => {
    const rules: FieldRules = {
      move_items: { required: false },
      pickup_address_data: { required: true, code: 'pickup_needed' },
    };
    expect(stepProblems(EMPTY, 1, rules)).toEqual([
      { bookingStep: 1, field: 'pickup_address_data', code: 'pickup_needed' },
      { bookingStep: 1, field: 'delivery_address_data', code: 'missing' },
      { bookingStep: 1, field: 'move_items', code: 'missing' },
    ]);
  });

  it.each([
    ['es-es', [{ bookingStep: 1, field: 'move_items', code: 'tooShort' }]],
    ['en-gb', []],
    [undefined, []],
  ])('a rule with a locale suffix applies in its locale only (%s)', (locale, expected) => {
    const rules: FieldRules = { 'move_items.es-ES': { minLength: 3 } };
    expect(stepProblems(furnitureListing(), 1, rules, locale)).toEqual(expected);
  });

  it('without a locale, the listing’s applies', () => {
    const rules: FieldRules = { 'pickup_date.es-es': { pattern: '^\\d{2}/\\d{2}/\\d{4}$' } };
    expect(stepProblems(furnitureListing({ locale: 'es-es' }), 2, rules)).toEqual([
      { bookingStep: 2, field: 'pickup_date', code: 'invalidFormat' },
    ]);
    expect(stepProblems(furnitureListing({ locale: 'en-gb' }), 2, rules)).toEqual([]);
  });

  it('places each problem on the step where it is fixed', () => {
    const listing = { move_items: [], pickup_address_data: located('SW1A 2AA') };
    expect(flowProblemsOf(listing, 2, 'listing-furniture', null)).toEqual([
      { step: 'listing-furniture', bookingStep: 1, field: 'delivery_address_data', code: 'missing' },
      { step: 'listing-furniture', bookingStep: 1, field: 'move_items', code: 'missing' },
      { step: PRICES, bookingStep: 2, field: 'pickup_date', code: 'missing' },
    ]);
    expect(flowProblemsOf(listing, 1, 'partner-items', null).map((problem) => problem.step)).toEqual([
      'partner-items',
      'partner-items',
    ]);
  });

  it('remainingProblems drops the fixed ones, keeps the list object when nothing changed', () => {
    const problems = flowProblemsOf(EMPTY, 2, 'listing-items', null);
    expect(remainingProblems(problems, EMPTY, null)).toBe(problems);
    const fixed = { move_items: [], pickup_address_data: located('SW1A 2AA'), pickup_date: '2030-01-14' };
    expect(remainingProblems(problems, fixed, null).map((problem) => problem.field)).toEqual([
      'delivery_address_data',
      'move_items',
    ]);
    const moved = { ...fixed, delivery_address_data: { postcode: 'CF10' } };
    expect(remainingProblems(problems, moved, null).map((problem) => [problem.field, problem.code])).toEqual([
      ['delivery_address_data', 'addressNoCoordinates'],
      ['move_items', 'missing'],
    ]);
    expect(remainingProblems([], EMPTY, null)).toEqual([]);
  });
});
