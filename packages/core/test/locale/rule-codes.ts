import type { Listing } from '../../src/model/listing.js';
import { checkAddress } from '../../src/rules/address/index.js';
import { canEnterStep, checkField } from '../../src/rules/booking-steps/index.js';
import { dayState, toLocalDate } from '../../src/rules/calendar/index.js';
import { checkCarStep, checkCustomItem, checkCustomMakeModel } from '../../src/rules/custom-item/index.js';
import { allocateVariant } from '../../src/rules/experiments/index.js';
import { checkValueOfGoods } from '../../src/rules/insurance/index.js';
import { checkBackOfficeItem, parseTypedQuantity } from '../../src/rules/items/index.js';
import { checkPackingForm, parsePackingCount } from '../../src/rules/services/index.js';
import { storagePrice } from '../../src/rules/storage/index.js';
import { parseTimeOptionKey } from '../../src/rules/time-options/index.js';
import { switchSliderMode } from '../../src/rules/time-slider/index.js';
import { checkTotalVolume } from '../../src/rules/volume/index.js';
import { createDraftStore, createMemoryStorage } from '../../src/session/persistence.js';

const SERVICE = { cover: 50_000, excess: 100, rate_price: 0.02, min_price: 25 };
const NOW = new Date(2027, 2, 10, 12);
const STEP_RULES = {
  pickup_address_data: { required: true },
  delivery_address_data: { required: true },
  move_items: { required: true, minLength: 2 },
  pickup_date: { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
};
const ADDRESS = { latitude: 51.5, longitude: -0.1 };
const NO_PACKING = { small_boxes: '0', large_boxes: '', wardrobe_boxes: '0', bubble_wrap: '' };
const unsavable = { move_items: [], pre_listing_id: 10n } as unknown as Listing;

/**
 * One error value per code, each as a rule really returns it (so the words are tested against
 * the values views will pass), grouped by the area that returns it.
 */
export const RULE_ERRORS: ReadonlyArray<readonly [area: string, error: unknown]> = [
  ['insurance', checkValueOfGoods('abc', SERVICE)],
  ['insurance', checkValueOfGoods('60000', SERVICE)],
  ['insurance', checkValueOfGoods('50', SERVICE)],
  ['address', checkAddress({})],
  ['booking-steps', canEnterStep({}, 2, STEP_RULES)],
  [
    'booking-steps',
    canEnterStep({ pickup_address_data: ADDRESS, delivery_address_data: { town: 'Leeds' } }, 2, STEP_RULES),
  ],
  ['booking-steps', checkField('move_items', [{ name: 'Sofa' }], STEP_RULES.move_items)],
  ['booking-steps', checkField('pickup_date', '10/03/2027', STEP_RULES.pickup_date)],
  ['booking-steps', canEnterStep({}, 0, STEP_RULES)],
  ['custom-item', checkCustomItem({ name: '', width: 1 })],
  ['custom-item', checkCustomItem({ name: 'x'.repeat(5000), width: 40, height: 40, depth: 40, weight: 10 })],
  ['custom-item', checkCustomItem({ name: 'Desk', width: 0.5, height: 40, depth: 40, weight: 10 })],
  ['custom-item', checkCustomItem({ name: 'Beam', width: 320, height: 40, depth: 40, weight: 30 })],
  ['custom-item', checkCustomItem({ name: 'Mast', width: 500, height: 10, depth: 10, weight: 30 })],
  ['custom-item', checkCustomItem({ name: 'Box', width: 10, height: 10, depth: 10, weight: 2 })],
  ['custom-item', checkCustomItem({ name: 'Crate', width: 200, height: 200, depth: 200, weight: 200 })],
  ['custom-item', checkCustomItem({ name: 'Tank', width: 250, height: 250, depth: 250, weight: 200 })],
  ['custom-item', checkCustomItem({ name: 'Leaf', width: 40, height: 40, depth: 40, weight: 0.5 })],
  ['custom-item', checkCustomItem({ name: 'Safe', width: 80, height: 80, depth: 80, weight: 400 })],
  ['custom-item', checkCustomItem({ name: 'Press', width: 80, height: 80, depth: 80, weight: 12_000 })],
  ['make-model', checkCustomMakeModel({ make: 'Yamaha', model: '?' })],
  ['make-model', checkCustomMakeModel({ make: 'Yamaha', model: 'x'.repeat(5000) })],
  ['make-model', checkCarStep({ make_id: 12 })],
  ['volume', checkTotalVolume({ quantity: 2 })],
  ['volume', checkTotalVolume({ preset: 'cubicMetre', quantity: '' })],
  ['volume', checkTotalVolume({ preset: 'cubicMetre', quantity: '2.5' })],
  ['volume', checkTotalVolume({ preset: 'cubicMetre', quantity: 100_000 })],
  ['packing', parsePackingCount('2.5')],
  ['packing', parsePackingCount('100000')],
  ['packing', checkPackingForm({ ...NO_PACKING, small_boxes: 'x' })],
  ['packing', checkPackingForm(NO_PACKING)],
  ['items', parseTypedQuantity('2.5', 3)],
  ['items', parseTypedQuantity('100000', 3)],
  ['items', checkBackOfficeItem({ name: ' ' })],
  ['storage', storagePrice(0, 'longTerm')],
  ['storage', storagePrice(10, 'sometimes')],
  ['calendar', toLocalDate('2027-02-30')],
  ['calendar', dayState('2027-03-01', {}, NOW)],
  ['calendar', dayState('2027-03-20', {}, NOW)],
  ['time-options', parseTimeOptionKey('soon')],
  [
    'time-slider',
    switchSliderMode(
      { mode: 'collection', pickup: null, delivery: null, selectedTimeOption: null, collectionOnly: true },
      'delivery',
    ),
  ],
  ['session', createDraftStore({ storage: createMemoryStorage(), warn: () => {} }).save('k', unsavable)],
];

/** Codes the rules return that are not for people, each as a rule really returns it. */
export const INTERNAL_ERRORS: ReadonlyArray<readonly [area: string, error: unknown]> = [
  ['experiments', allocateVariant(12, { status: 'stopped' })],
  ['experiments', allocateVariant('abc', {})],
  ['experiments', allocateVariant(2e9, {})],
  ['experiments', allocateVariant(12, { bit: 99 })],
];
