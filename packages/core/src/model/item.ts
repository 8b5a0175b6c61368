import * as v from './valibot.js';

/** A number that may arrive as a numeric string from the server ("120" → 120). */
export const NumericSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number), v.number(), v.finite()),
]);

/** Units a dimension may be given in (docs/behaviour/quote-flow.md §3); rules read a missing unit as cm. */
export const DimensionUnitSchema = v.picklist(['cm', 'm', 'in', 'ft', 'mm']);
export type DimensionUnit = v.InferOutput<typeof DimensionUnitSchema>;

/** Units a weight may be given in; rules read a missing unit as kg. */
export const WeightUnitSchema = v.picklist(['kg', 'lbs']);
export type WeightUnit = v.InferOutput<typeof WeightUnitSchema>;

const optionalNumber = v.optional(NumericSchema);

/** Fields shared by catalogue items, item-set entries and items in a listing. */
const itemFields = {
  item_id: v.optional(v.union([v.number(), v.string()])),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  original_width: optionalNumber,
  original_height: optionalNumber,
  original_depth: optionalNumber,
  original_weight: optionalNumber,
  width: optionalNumber,
  height: optionalNumber,
  depth: optionalNumber,
  weight: optionalNumber,
  dimension_unit: v.optional(DimensionUnitSchema),
  weight_unit: v.optional(WeightUnitSchema),
  category_id: optionalNumber,
};

/** One item of an item search result's `item_set`, with how many of it the set holds. */
export const ItemSetEntrySchema = v.looseObject({
  ...itemFields,
  qty: v.optional(v.pipe(NumericSchema, v.integer(), v.minValue(1)), 1),
});
export type ItemSetEntry = v.InferOutput<typeof ItemSetEntrySchema>;

/** An answer of the item search: a name plus the items it adds (docs/behaviour/quote-flow.md §3). */
export const ItemSearchResultSchema = v.looseObject({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  item_set: v.pipe(v.array(ItemSetEntrySchema), v.minLength(1)),
});
export type ItemSearchResult = v.InferOutput<typeof ItemSearchResultSchema>;

/** The item search answer: a list of results. */
export const ItemSearchResponseSchema = v.array(ItemSearchResultSchema);

/** An item in a listing's `move_items` (docs/behaviour/quote-flow.md §3, Move item). */
export const MoveItemSchema = v.looseObject({
  ...itemFields,
  quantity: v.pipe(NumericSchema, v.integer(), v.minValue(1)),
  fake_id: v.string(),
  customerItem: v.optional(v.boolean()),
  is_admin: v.optional(v.boolean()),
  parent_item_id: v.optional(v.union([v.number(), v.string()])),
  default: v.optional(v.boolean()),
  new: v.optional(v.boolean()),
  location_id: optionalNumber,
  make_id: v.optional(v.union([v.number(), v.string()])),
  make_name: v.optional(v.string()),
  model_id: v.optional(v.union([v.number(), v.string()])),
  model_name: v.optional(v.string()),
  custom_make_name: v.optional(v.string()),
  custom_model_name: v.optional(v.string()),
});
export type MoveItem = v.InferOutput<typeof MoveItemSchema>;
