/** Below this many cm, a side asks for confirmation (docs/behaviour/quote-flow.md §5, soft bounds). */
export const SOFT_MIN_SIDE_CM = 1;

/** Above this many cm, a side asks for confirmation (§5, soft bounds). */
export const SOFT_MAX_SIDE_CM = 300;

/** Below this many cm³, the volume asks for confirmation (§5, soft bounds). */
export const SOFT_MIN_VOLUME_CM3 = 8_000;

/** Above this many cm³, the volume asks for confirmation (§5, soft bounds). */
export const SOFT_MAX_VOLUME_CM3 = 4_000_000;

/** Below this many kg, the weight asks for confirmation (§5, soft bounds). */
export const SOFT_MIN_WEIGHT_KG = 1;

/** Above this many kg, the weight asks for confirmation (§5, soft bounds). */
export const SOFT_MAX_WEIGHT_KG = 250;

/** Below this many cm, a side blocks the item (docs/behaviour/quote-flow.md §5, hard bounds). */
export const HARD_MIN_SIDE_CM = 1;

/** Above this many cm, a side blocks the item (§5, hard bounds). */
export const HARD_MAX_SIDE_CM = 450;

/** Below this many kg, the weight blocks the item (§5, hard bounds). */
export const HARD_MIN_WEIGHT_KG = 1;

/** Above this many kg, the weight blocks the item (§5, hard bounds). */
export const HARD_MAX_WEIGHT_KG = 10_000;

/** Above this many cm³, the volume blocks the item (§5, hard bounds). */
export const HARD_MAX_VOLUME_CM3 = 10_000_000;

/** A make or model must hold at least one word character: a letter or digit of any script, or "_" (§5). */
export const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * Longest make, and longest model, a customer may type for a custom piano or car (§5). Not
 * specified: chosen. Room for any real make or model ("Steinway & Sons", "Range Rover Sport"),
 * and short enough that "{make} {model} piano" (40 + 1 + 40 + 6 = 87 characters) fits in the
 * 100-character item name (MAX_ITEM_NAME_LENGTH in rules/items/constants.ts).
 */
export const MAX_MAKE_MODEL_LENGTH = 40;
