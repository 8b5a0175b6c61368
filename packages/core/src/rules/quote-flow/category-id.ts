import {
  CAR_FLOW_CATEGORY,
  FURNITURE_FLOW_CATEGORY,
  HOUSE_MOVE_FLOW_CATEGORY,
  MAN_AND_VAN_FLOW_CATEGORY,
  PIANO_FLOW_CATEGORY,
} from './categories.js';

/**
 * The listing's `category_id` for a flow category (docs/behaviour/quote-flow.md §3 Listing: category_id;
 * §7: the price call sends the whole listing). The price answer depends on it: a man-and-van job
 * is priced by the hour, a piano takes two helpers. The ids are the marketplace's as this library
 * knows them (furniture 1 is the item search's category_id, §7; 4 is the car flow's default;
 * 2, 3, 5 are the demo catalogue's); the spec shows no others.
 */
export const FLOW_CATEGORY_IDS: Readonly<Record<string, number>> = Object.freeze({
  [FURNITURE_FLOW_CATEGORY]: 1,
  [HOUSE_MOVE_FLOW_CATEGORY]: 2,
  [PIANO_FLOW_CATEGORY]: 3,
  [CAR_FLOW_CATEGORY]: 4,
  [MAN_AND_VAN_FLOW_CATEGORY]: 5,
});

/**
 * Every flow category a quote can be for: those with a category_id of their own, and the ones
 * told apart by their addresses (international, ferry) or by nothing (none).
 */
export const FLOW_CATEGORIES: readonly string[] = [...Object.keys(FLOW_CATEGORY_IDS), 'international', 'ferry', 'none'];

/**
 * The flow category a text names (trimmed, any case), or undefined when it names none.
 * @example knownFlowCategory(' Piano ') // 'piano'
 * @example knownFlowCategory('sofas') // undefined
 */
export function knownFlowCategory(text: string | null | undefined): string | undefined {
  const name = String(text ?? '')
    .trim()
    .toLowerCase();
  return FLOW_CATEGORIES.includes(name) ? name : undefined;
}

/**
 * The category_id of a flow category, or undefined for one with no id of its own (international,
 * ferry, none: those jobs are told apart by their addresses, not their category).
 * @example flowCategoryId('man-and-van') // 5
 * @example flowCategoryId(' Piano ') // 3
 * @example flowCategoryId('international') // undefined
 */
export function flowCategoryId(category: string | null | undefined): number | undefined {
  const name = String(category ?? '')
    .trim()
    .toLowerCase();
  return Object.hasOwn(FLOW_CATEGORY_IDS, name) ? FLOW_CATEGORY_IDS[name] : undefined;
}

/**
 * The listing with its flow category's category_id when it has none (the same listing when it
 * has one, or the category has no id): what the price call sends.
 * @example withFlowCategoryId({ move_items: [] }, 'piano') // { move_items: [], category_id: 3 }
 */
export function withFlowCategoryId<T extends { category_id?: number | null | undefined }>(
  listing: T,
  category: string | null | undefined,
): T {
  const id = flowCategoryId(category);
  return id === undefined || listing.category_id != null ? listing : { ...listing, category_id: id };
}
