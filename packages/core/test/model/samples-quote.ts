/**
 * Realistic samples of what the marketplace's server sends, per schema of the customer quote flow: valid ones that must
 * parse and typical invalid ones that must fail. Shared by the model tests.
 */
import type * as v from 'valibot';
import * as m from '../../src/model/index.js';

/**
 * What a sample reads as: the fields that matter, matched against the parsed value (extra
 * fields allowed). An empty object means exactly `{}`: nothing was invented.
 */
export type Reads = Readonly<Record<string, unknown>>;

/** One schema with samples that parse (and what they read as) and samples that fail (and where). */
export interface SchemaCase {
  readonly name: string;
  readonly schema: v.GenericSchema;
  readonly valid: ReadonlyArray<readonly [sample: unknown, reads: Reads]>;
  /** label, value, and the dot path of the field the issue names (null: the value as a whole). */
  readonly invalid: ReadonlyArray<readonly [label: string, value: unknown, failsAt: string | null]>;
  /** Fields that are maps keyed by data (not objects with fields), so no extra field goes into them. */
  readonly mapFields?: readonly string[];
}

export const pickupAddress = {
  formatted_address: '10 Downing St, London SW1A 2AA, UK',
  latitude: 51.5034,
  longitude: -0.1276,
  types: ['street_address'],
  postcode: 'SW1A 2AA',
  town: 'London',
  name: 'Alex Smith',
  phone_number: '07700 900123',
  ISO_3166_1_Alpha_2: 'GB',
  country: 'United Kingdom',
  lookup: 'GB|RM|A|23747771',
};

export const deliveryAddress = {
  formatted_address: 'Queen St, Cardiff CF10 2BU, UK',
  latitude: '51.4816',
  longitude: '-3.1791',
  postcode: 'CF10 2BU',
  town: 'Cardiff',
  ISO_3166_1_Alpha_2: 'GB',
};

export const sofa = {
  item_id: 211,
  name: '2 seater sofa',
  quantity: 1,
  fake_id: 'a1b2c3',
  original_width: 160,
  original_height: 85,
  original_depth: 90,
  original_weight: 42,
  width: 160,
  height: 85,
  depth: 90,
  weight: 42,
  dimension_unit: 'cm',
  weight_unit: 'kg',
  category_id: 1,
  location_id: 3,
};

export const piano = {
  name: 'Upright piano',
  quantity: 1,
  fake_id: 'p9',
  make_id: 12,
  make_name: 'Yamaha',
  model_id: '340',
  model_name: 'U1',
  custom_make_name: '',
  custom_model_name: '',
  customerItem: false,
  is_admin: false,
  parent_item_id: 77,
  default: true,
  new: false,
};

export const insuranceService = {
  type: 'full_insurance',
  service_id: 115,
  amount: 24.5,
  finalAmount: '24.50',
  checked: true,
  confirmed: 1,
  package_type: 'premium',
  minServicePrice: 15,
  parameters: { value_of_goods: 8000 },
};

export const packingService = {
  type: 'packing_material',
  service_id: '41',
  amount: 39,
  checked: false,
  parameters: { small_boxes: 5, large_boxes: 3, wardrobe_boxes: 1, bubble_wrap: '2' },
};

export const cartEntries = [
  { type: 'delivery_base_price', service_id: 1, qty: 1, amount: 189, tp_amount: 151.2, admin_amount: null },
  { type: 'price_per_hour', service_id: 13, qty: 3, amount: 165, rate_price: 55, min_price: 110, unit_price: 55 },
  { type: 'mileage_cost', service_id: '12', amount: '18.40', base_price: 0 },
  {
    type: 'full_insurance_c_m',
    service_id: 118,
    amount: 32,
    admin_amount: 28,
    admin_tp_amount: 0,
    parameters: { value_of_goods: 12000 },
    tax_rate: 20,
    inc_tax: true,
    excess: 100,
    cover: 50000,
    excess_international: 250,
    cover_international: 25000,
  },
  { type: 'full_cover_basic', amount: 0 },
  { type: 'timeOption', amount: 15 },
];

export const timeOption = {
  option: '0800-1200',
  title: 'Morning, 8am – 12pm',
  start: 8,
  end: 12,
  delivery_start: '10:00',
  delivery_end: '18:00',
  price: 15,
  selected: false,
  disabled: 0,
  pickup_date_mode: 'fixed',
  delivery_date_mode: 'same_day',
};

export const trustRating = { numberOfReviews: 48213, score: { trustScore: 4.7, stars: 4.5 } };

export const quoteCases: readonly SchemaCase[] = [
  {
    name: 'AddressSchema',
    schema: m.AddressSchema,
    valid: [
      [
        pickupAddress,
        {
          latitude: 51.5034,
          longitude: -0.1276,
          types: ['street_address'],
          ISO_3166_1_Alpha_2: 'GB',
          lookup: 'GB|RM|A|23747771',
        },
      ],
      [deliveryAddress, { latitude: 51.4816, longitude: -3.1791, postcode: 'CF10 2BU', town: 'Cardiff' }],
      // A half-typed draft address: kept empty (whether it is usable is a rule, not the schema's).
      [{}, {}],
    ],
    invalid: [
      ['latitude out of range', { latitude: 123 }, 'latitude'],
      ['three-letter country code', { ISO_3166_1_Alpha_2: 'GBR' }, 'ISO_3166_1_Alpha_2'],
      ['place types not a list', { types: 'street_address' }, 'types'],
      ['not an object', 'SW1A 2AA', null],
    ],
  },
  {
    name: 'MoveItemSchema',
    schema: m.MoveItemSchema,
    valid: [
      [
        sofa,
        {
          fake_id: 'a1b2c3',
          quantity: 1,
          width: 160,
          height: 85,
          depth: 90,
          weight: 42,
          dimension_unit: 'cm',
          weight_unit: 'kg',
          location_id: 3,
        },
      ],
      [
        piano,
        {
          name: 'Upright piano',
          make_id: 12,
          make_name: 'Yamaha',
          model_id: '340',
          model_name: 'U1',
          customerItem: false,
          parent_item_id: 77,
          default: true,
        },
      ],
    ],
    invalid: [
      ['quantity 0', { ...sofa, quantity: 0 }, 'quantity'],
      ['no fake_id', { name: 'Sofa', quantity: 1 }, 'fake_id'],
      ['unit yards', { ...sofa, dimension_unit: 'yd' }, 'dimension_unit'],
      ['blank name', { ...sofa, name: '  ' }, 'name'],
    ],
  },
  {
    name: 'ItemSearchResultSchema',
    schema: m.ItemSearchResultSchema,
    valid: [
      [
        { name: 'Bed (double)', item_set: [{ name: 'Double bed frame', qty: 1 }, { name: 'Double mattress' }] },
        // An entry without qty counts once.
        {
          name: 'Bed (double)',
          item_set: [
            { name: 'Double bed frame', qty: 1 },
            { name: 'Double mattress', qty: 1 },
          ],
        },
      ],
    ],
    invalid: [
      ['empty item_set', { name: 'Bed', item_set: [] }, 'item_set'],
      ['qty 0', { name: 'Bed', item_set: [{ name: 'Frame', qty: 0 }] }, 'item_set.0.qty'],
      ['no name', { item_set: [{ name: 'Frame' }] }, 'name'],
    ],
  },
  {
    name: 'VanTypeSchema',
    schema: m.VanTypeSchema,
    valid: [
      [m.VAN_TYPES.small_transit, { type: 'small_transit', id: 30 }],
      [m.VAN_TYPES.luton_van, { type: 'luton_van', id: 40 }],
      [
        { type: 'large_transit', id: '34', amount: '0' },
        { type: 'large_transit', amount: 0 },
      ],
    ],
    invalid: [
      ['unknown van', { type: 'tipper_truck' }, 'type'],
      ['negative payload', { type: 'luton_van', payload: -1 }, 'payload'],
    ],
  },
  {
    name: 'AdditionalServiceSchema',
    schema: m.AdditionalServiceSchema,
    valid: [
      [
        insuranceService,
        {
          type: 'full_insurance',
          service_id: 115,
          finalAmount: 24.5,
          checked: true,
          confirmed: true,
          package_type: 'premium',
          parameters: { value_of_goods: 8000 },
        },
      ],
      [
        packingService,
        {
          type: 'packing_material',
          checked: false,
          parameters: { small_boxes: 5, large_boxes: 3, wardrobe_boxes: 1, bubble_wrap: 2 },
        },
      ],
    ],
    invalid: [
      ['no type', { service_id: 115 }, 'type'],
      ['unknown package_type', { ...insuranceService, package_type: 'gold' }, 'package_type'],
      ['fractional box count', { ...packingService, parameters: { small_boxes: 1.5 } }, 'parameters.small_boxes'],
      [
        'negative value of goods',
        { ...insuranceService, parameters: { value_of_goods: -5 } },
        'parameters.value_of_goods',
      ],
    ],
  },
  {
    name: 'CartLineSchema',
    schema: m.CartLineSchema,
    valid: [
      [
        { type: 'priceOption', amount: 189 },
        { type: 'priceOption', amount: 189 },
      ],
      [
        { type: 'timeOption', amount: '15.00' },
        { type: 'timeOption', amount: 15 },
      ],
      [
        { type: 'full_insurance', amount: 24.5 },
        { type: 'full_insurance', amount: 24.5 },
      ],
    ],
    invalid: [
      ['no amount', { type: 'priceOption' }, 'amount'],
      ['amount not a number', { type: 'priceOption', amount: 'free' }, 'amount'],
      ['blank type', { type: '', amount: 1 }, 'type'],
    ],
  },
  {
    name: 'CartEntrySchema',
    schema: m.CartEntrySchema,
    valid: [
      [cartEntries[0], { type: 'delivery_base_price', service_id: 1, amount: 189, tp_amount: 151.2 }],
      [cartEntries[1], { type: 'price_per_hour', service_id: 13, qty: 3, amount: 165, rate_price: 55 }],
      [cartEntries[2], { type: 'mileage_cost', service_id: '12', amount: 18.4 }],
      [
        cartEntries[3],
        {
          type: 'full_insurance_c_m',
          admin_amount: 28,
          parameters: { value_of_goods: 12000 },
          inc_tax: true,
          excess: 100,
          cover: 50000,
          excess_international: 250,
        },
      ],
      [cartEntries[4], { type: 'full_cover_basic', amount: 0 }],
      [cartEntries[5], { type: 'timeOption', amount: 15 }],
    ],
    invalid: [
      ['price_per_hour not service 13', { type: 'price_per_hour', service_id: 12, amount: 55 }, null],
      ['mileage_cost not service 12', { type: 'mileage_cost', service_id: '13', amount: 5 }, null],
      ['tax rate over 100', { type: 'delivery_base_price', tax_rate: 120 }, 'tax_rate'],
      ['no type', { amount: 10 }, 'type'],
    ],
  },
  {
    name: 'TimeOptionSchema',
    schema: m.TimeOptionSchema,
    valid: [
      [
        timeOption,
        {
          option: '0800-1200',
          start: 8,
          end: 12,
          delivery_start: '10:00',
          price: 15,
          selected: false,
          disabled: false,
          pickup_date_mode: 'fixed',
        },
      ],
      [
        { option: '0800-1800', price: 0 },
        { option: '0800-1800', price: 0 },
      ],
    ],
    invalid: [
      ['price not a number', { ...timeOption, price: 'cheap' }, 'price'],
      ['selected not a flag', { ...timeOption, selected: 'maybe' }, 'selected'],
    ],
  },
  {
    name: 'UserSchema',
    schema: m.UserSchema,
    valid: [
      [
        { user_id: 552211, has_lifetime_discount: true },
        { user_id: 552211, has_lifetime_discount: true },
      ],
      [
        { user_id: '552211', has_lifetime_discount: '0' },
        { user_id: '552211', has_lifetime_discount: false },
      ],
    ],
    invalid: [['flag not a flag', { user_id: 1, has_lifetime_discount: 'yes please' }, 'has_lifetime_discount']],
  },
  {
    name: 'DiscountSchema',
    schema: m.DiscountSchema,
    valid: [
      [
        { percent: 15, type: 'lifetime' },
        { percent: 15, type: 'lifetime' },
      ],
      [{ percent: '10' }, { percent: 10 }],
    ],
    invalid: [
      ['over 100 percent', { percent: 150, type: 'lifetime' }, 'percent'],
      ['no percent', { type: 'lifetime' }, 'percent'],
    ],
  },
  {
    name: 'TrustRatingSchema',
    schema: m.TrustRatingSchema,
    valid: [
      [trustRating, { numberOfReviews: 48213, score: { trustScore: 4.7, stars: 4.5 } }],
      [
        { numberOfReviews: '120', score: { trustScore: '4.5' } },
        { numberOfReviews: 120, score: { trustScore: 4.5 } },
      ],
    ],
    invalid: [
      ['no score', { numberOfReviews: 10 }, 'score'],
      ['fractional review count', { numberOfReviews: 10.5, score: { trustScore: 4 } }, 'numberOfReviews'],
    ],
  },
];
