import { addressText, isValidAddress } from '../rules/address/address.js';
import type { BoundIssue } from '../rules/custom-item/bounds.js';
import { type CustomItemField, checkCustomItem } from '../rules/custom-item/custom-item.js';
import { checkEmail } from '../rules/email/email.js';
import { MAX_ITEM_NAME_LENGTH, MAX_QUANTITY } from '../rules/items/constants.js';
import { FLOW_CATEGORIES, knownFlowCategory } from '../rules/quote-flow/category-id.js';
import { type Address, AddressSchema } from './address.js';
import { IdSchema } from './common.js';
import { DimensionUnitSchema, WeightUnitSchema } from './item.js';
import * as v from './valibot.js';

/**
 * What a partner may already know about a job and give the widget (the `prefill` attribute and
 * property of the elements, or `prefillSession` in a React page): the flow category, the items,
 * the two addresses and the customer's e-mail. Each field is checked by the rule a customer's
 * typing meets (quantities §5 and §9, custom items §5, addresses with coordinates §5, the e-mail
 * check of the email ask); a bad field is refused alone and the rest still applies
 * (`readPrefill`).
 */

/** The fields a prefill may hold, in the order they are read. */
export const PREFILL_FIELDS = ['category', 'items', 'pickup', 'delivery', 'email'] as const;

/** One field of a prefill. */
export type PrefillField = (typeof PREFILL_FIELDS)[number];

/** The fields an item of a prefill may hold. */
export const PREFILL_ITEM_FIELDS = [
  'id',
  'name',
  'quantity',
  'width',
  'height',
  'depth',
  'weight',
  'dimension_unit',
  'weight_unit',
] as const;

/** The size fields of an item: all four given (a custom item, §5), or none. */
const SIZE_FIELDS = ['width', 'height', 'depth', 'weight'] as const;

/** A field's value as valibot shows it in an issue (`"abc"`, `0`, `2.5`). */
type Shown = { received: string };

const quantityText = `a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-GB')}`;

/**
 * How many of an item: as a typed quantity must be (docs/behaviour/quote-flow.md §5, §9), a whole
 * number from 1 to 99,999; a numeric string ("2") counts. Absent means 1.
 */
export const PrefillQuantitySchema = v.pipe(
  v.union(
    [
      v.number(),
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d+$/, (issue: Shown) => `${issue.received} is not ${quantityText}`),
        v.transform(Number),
      ),
    ],
    (issue: Shown) => `${issue.received} is not ${quantityText}`,
  ),
  v.check(
    (quantity) => Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY,
    (issue: Shown) => `${issue.received} is not ${quantityText}`,
  ),
);

/** A name as the custom item dialog takes one: not blank, at most MAX_ITEM_NAME_LENGTH characters. */
const PrefillNameSchema = v.pipe(
  v.string((issue: Shown) => `${issue.received} is not text`),
  v.trim(),
  v.nonEmpty('is blank'),
  v.maxLength(MAX_ITEM_NAME_LENGTH, `is longer than ${MAX_ITEM_NAME_LENGTH} characters`),
);

/** The path item of an item's field, for an issue the item-level check finds. */
const fieldPath = (input: Record<string, unknown>, key: string): [v.IssuePathItem] => [
  { type: 'object', origin: 'value', input, key, value: input[key] },
];

const UNITS: Readonly<Record<BoundIssue['field'], string>> = {
  width: 'cm',
  height: 'cm',
  depth: 'cm',
  volume: 'cm³',
  weight: 'kg',
};

/** A crossed hard bound in words: "500 cm is more than the 450 cm an item may measure". */
function boundText(issue: BoundIssue): string {
  const unit = UNITS[issue.field];
  const way = issue.value > issue.limit ? 'more' : 'less';
  const what = issue.field === 'weight' ? 'weigh' : issue.field === 'volume' ? 'take up' : 'measure';
  return `${issue.value.toLocaleString('en-GB')} ${unit} is ${way} than the ${issue.limit.toLocaleString('en-GB')} ${unit} an item may ${what}`;
}

/**
 * One item of a prefill. With an `id`, the catalogue item of that id (GET /ng/get_item); else by
 * `name`: with all of width, height, depth and weight, a custom item checked by the custom item
 * rules (§5: every size above 0, the hard bounds block, the soft ones only ask a person to
 * confirm and are accepted here), without them the catalogue item of exactly that name (the
 * item search). `quantity` (default 1) is checked as a typed quantity. An unknown field refuses
 * the item, so a misspelt `qty` never turns into one of it.
 * @example v.parse(PrefillItemSchema, { name: '3-seat sofa', quantity: 2 })
 */
export const PrefillItemSchema = v.pipe(
  v.strictObject(
    {
      id: v.optional(IdSchema),
      name: v.optional(PrefillNameSchema),
      quantity: v.optional(PrefillQuantitySchema, 1),
      width: v.optional(v.unknown()),
      height: v.optional(v.unknown()),
      depth: v.optional(v.unknown()),
      weight: v.optional(v.unknown()),
      dimension_unit: v.optional(DimensionUnitSchema),
      weight_unit: v.optional(WeightUnitSchema),
    },
    (issue: { expected: string | null; received: string }) =>
      issue.expected === 'never'
        ? `is not a field of an item (${PREFILL_ITEM_FIELDS.join(', ')})`
        : `${issue.received} is not an item: give an object with an id or a name`,
  ),
  v.check((item) => item.id !== undefined || item.name !== undefined, 'has neither an id nor a name'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const item = dataset.value as Record<string, unknown>;
    if (item.id !== undefined || SIZE_FIELDS.every((field) => item[field] === undefined)) return;
    const check = checkCustomItem(item);
    if (check.status === 'invalid') {
      for (const field of check.fields.filter((name): name is Exclude<CustomItemField, 'name'> => name !== 'name'))
        addIssue({
          message:
            item[field] === undefined
              ? 'is missing: give all of width, height, depth and weight, or none'
              : `${JSON.stringify(item[field])} is not a size above 0`,
          path: fieldPath(item, field),
        });
    } else if (check.status === 'blocked') {
      for (const issue of check.issues)
        addIssue({
          message: boundText(issue),
          ...(issue.field === 'volume' ? {} : { path: fieldPath(item, issue.field) }),
        });
    }
  }),
);
export type PrefillItem = v.InferOutput<typeof PrefillItemSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of the model's address, which a prefill's address keeps (others are dropped). */
const ADDRESS_KEYS = Object.keys(AddressSchema.entries);

/**
 * A pickup or delivery address of a prefill: an address with latitude and longitude (§5: an
 * address counts as valid only with coordinates), which is used as it is, or the text of one
 * (a postcode, a street and town), which is looked up as a customer's typing is (geocoded, the
 * first place found). An address object without coordinates is looked up by its
 * text (`formatted_address`, else its name, else postcode and town: `addressText`).
 * @example v.parse(PrefillAddressSchema, 'SW1A 2AA') // { formatted_address: 'SW1A 2AA' }
 */
export const PrefillAddressSchema = v.pipe(
  v.unknown(),
  v.transform((input) => (typeof input === 'string' ? { formatted_address: input.trim() } : input)),
  v.check(
    isRecord,
    (issue: Shown) => `${issue.received} is not an address: give an object with latitude and longitude, or its text`,
  ),
  AddressSchema,
  v.transform(
    (address): Address =>
      Object.fromEntries(
        Object.entries(address).filter(([key, value]) => ADDRESS_KEYS.includes(key) && value !== undefined),
      ) as Address,
  ),
  v.check(
    (address) => isValidAddress(address) || addressText(address) !== '',
    'has no latitude and longitude and no text to look up (formatted_address, name, postcode or town)',
  ),
);

/** The customer's email address, checked as the email ask checks a typed one (`checkEmail`). */
export const PrefillEmailSchema = v.pipe(
  v.string((issue: Shown) => `${issue.received} is not text`),
  v.trim(),
  v.check(
    (text) => checkEmail(text).ok,
    (issue: Shown) => `${issue.received} is not a valid email address`,
  ),
);

/** The flow category, read as the `category` attribute is (trimmed, any case). */
export const PrefillCategorySchema = v.pipe(
  v.string((issue: Shown) => `${issue.received} is not text`),
  v.check(
    (text) => knownFlowCategory(text) !== undefined,
    (issue: Shown) => `${issue.received} is not one of ${FLOW_CATEGORIES.join(', ')}`,
  ),
  v.transform((text) => knownFlowCategory(text) as string),
);

/**
 * The whole prefill: every field optional. `readPrefill` reads it field by field and item by
 * item, so that one bad part does not cost the others.
 */
export const PrefillSchema = v.object({
  category: v.optional(PrefillCategorySchema),
  items: v.optional(v.array(PrefillItemSchema, (issue: Shown) => `${issue.received} is not a list of items`)),
  pickup: v.optional(PrefillAddressSchema),
  delivery: v.optional(PrefillAddressSchema),
  email: v.optional(PrefillEmailSchema),
});

/** An address as a partner may give one: its text (a postcode, a street and town), or an address object. */
export type PrefillAddressInput = string | v.InferInput<typeof AddressSchema>;

/**
 * A prefill as a partner writes it (JSON, or the object the `prefill` property takes).
 * @example { category: 'furniture', items: [{ id: 102, quantity: 2 }, { name: 'Armchair' }], pickup: 'SW1A 2AA', email: 'ana@example.com' }
 */
export type QuotePrefillInput = Omit<v.InferInput<typeof PrefillSchema>, 'pickup' | 'delivery'> & {
  pickup?: PrefillAddressInput;
  delivery?: PrefillAddressInput;
};
/** A checked prefill: only the fields and items that passed, ready for `prefillSession`. */
export type QuotePrefill = v.InferOutput<typeof PrefillSchema>;
