import type { ItemSearchResult, ItemSetEntry, MoveItem } from '../../model/item.js';
import {
  MAX_ITEM_NAME_LENGTH,
  MAX_QUANTITY,
  QUANTITY_RANGE_ITEM_IDS,
  RANGE_STEP_FIVE_UP_TO,
  RANGE_STEP_ONE_BELOW,
} from './constants.js';
import { fakeId } from './fake-id.js';

/** Clamps a quantity to 1 … MAX_QUANTITY; anything that is not a finite number counts as 1. */
export function clampQuantity(quantity: number): number {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/** A move item made from one entry of a search result's item_set, with its fake_id. */
export function toMoveItem(entry: ItemSetEntry): MoveItem {
  const { qty, ...rest } = entry;
  const item: MoveItem = {
    ...rest,
    original_width: entry.original_width ?? entry.width,
    original_height: entry.original_height ?? entry.height,
    original_depth: entry.original_depth ?? entry.depth,
    original_weight: entry.original_weight ?? entry.weight,
    dimension_unit: entry.dimension_unit ?? 'cm',
    weight_unit: entry.weight_unit ?? 'kg',
    quantity: clampQuantity(qty),
    fake_id: '',
  };
  item.fake_id = fakeId(item);
  return item;
}

/**
 * Adds an item: one that matches an existing item by fake_id raises that item's quantity
 * (capped at MAX_QUANTITY); any other is appended. Returns a new list.
 */
export function addItem(items: readonly MoveItem[], item: MoveItem): MoveItem[] {
  const index = items.findIndex((existing) => existing.fake_id === item.fake_id);
  if (index === -1) return [...items, { ...item, quantity: clampQuantity(item.quantity) }];
  return items.map((existing, i) =>
    i === index ? { ...existing, quantity: clampQuantity(existing.quantity + item.quantity) } : existing,
  );
}

/** Adds every item of a search result's item_set (docs/behaviour/quote-flow.md §4, Item list). */
export function addSearchResult(items: readonly MoveItem[], result: ItemSearchResult): MoveItem[] {
  return result.item_set.reduce<MoveItem[]>((list, entry) => addItem(list, toMoveItem(entry)), [...items]);
}

/** True when the item's quantity steps by ranges (ids 845, 884, 1020, 28424, 26688). */
export function isQuantityRangeItem(item: Pick<MoveItem, 'item_id'>): boolean {
  return QUANTITY_RANGE_ITEM_IDS.includes(Number(item.item_id));
}

/**
 * The next quantity after pressing plus. Range items step 1 below 5, 5 from 5 to 30 and 10
 * above 30, landing on the grid (27 → 30, 33 → 40); others step by 1. Never above MAX_QUANTITY.
 */
export function nextQuantity(item: Pick<MoveItem, 'item_id' | 'quantity'>): number {
  const q = item.quantity;
  if (!isQuantityRangeItem(item) || q < RANGE_STEP_ONE_BELOW) return Math.min(MAX_QUANTITY, q + 1);
  const step = q < RANGE_STEP_FIVE_UP_TO ? 5 : 10;
  return Math.min(MAX_QUANTITY, Math.floor(q / step) * step + step);
}

/** Whether plus can still raise the item's quantity (it is not at the maximum). */
export function canIncreaseQuantity(item: Pick<MoveItem, 'item_id' | 'quantity'>): boolean {
  return nextQuantity(item) > item.quantity;
}

/**
 * The quantity after pressing minus; 0 means the item is removed (minus from 1 removes it).
 * Range items step down the same grid as nextQuantity (30 → 25, 5 → 4, 33 → 30).
 */
export function previousQuantity(item: Pick<MoveItem, 'item_id' | 'quantity'>): number {
  const q = item.quantity;
  if (!isQuantityRangeItem(item) || q <= RANGE_STEP_ONE_BELOW) return Math.max(0, q - 1);
  const step = q <= RANGE_STEP_FIVE_UP_TO ? 5 : 10;
  return Math.ceil(q / step) * step - step;
}

/** Sets one item's quantity; 0 or less removes it. Returns a new list. */
export function setItemQuantity(items: readonly MoveItem[], itemFakeId: string, quantity: number): MoveItem[] {
  if (quantity < 1) return items.filter((item) => item.fake_id !== itemFakeId);
  return items.map((item) => (item.fake_id === itemFakeId ? { ...item, quantity: clampQuantity(quantity) } : item));
}

/** Outcome of a typed quantity: the value to keep, and a code when the text was refused. */
export interface TypedQuantity {
  quantity: number;
  error?: 'quantityNotWhole' | 'quantityTooHigh';
}

/**
 * Reads a quantity the customer typed. It must be a positive whole number or it reverts to
 * the previous value (docs/behaviour/quote-flow.md §5); above 99,999 it reverts too, with its own
 * code so the message can name the maximum. Typing never removes an item: a typed 0 reverts
 * like any other refused text, and removing stays the job of minus at 1 and the remove button.
 */
export function parseTypedQuantity(text: string, previous: number): TypedQuantity {
  const trimmed = text.trim();
  // A box left at the quantity it showed changes nothing (a room's default item at 0 included).
  if (/^\d+$/.test(trimmed) && Number(trimmed) === previous) return { quantity: previous };
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { quantity: previous, error: 'quantityNotWhole' };
  const value = Number(trimmed);
  if (value > MAX_QUANTITY) return { quantity: previous, error: 'quantityTooHigh' };
  return { quantity: value };
}

/**
 * A quantity read back from a saved draft, held to the rule a typed one follows, so that a line
 * is kept for the customer to fix rather than the draft dropped or sent to fail: above 99,999 it
 * is 99,999, a fraction is cut, a numeric string is read, and anything else (0, negative, not a
 * number) is 1.
 * @example restoredQuantity(1e15) // 99999
 */
export function restoredQuantity(value: unknown): number {
  return clampQuantity(typeof value === 'string' && value.trim() !== '' ? Number(value) : (value as number));
}

/**
 * An item name as a line shows and names it: a name longer than MAX_ITEM_NAME_LENGTH (a restored
 * draft, a partner's catalogue) is cut there with an ellipsis, so that a row stays readable.
 * @example shortItemName('x'.repeat(5000)).length // 100
 */
export function shortItemName(name: string): string {
  return name.length > MAX_ITEM_NAME_LENGTH ? `${name.slice(0, MAX_ITEM_NAME_LENGTH - 1)}…` : name;
}

/** Total number of pieces in a list. */
export function countItems(items: readonly MoveItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Puts a removed item back where it was (an undo): at its old position, or raises the quantity
 * of the same item (by fake_id) when it was added again meanwhile.
 */
export function restoreItem(items: readonly MoveItem[], item: MoveItem, index: number): MoveItem[] {
  if (items.some((existing) => existing.fake_id === item.fake_id))
    return setItemQuantity(items, item.fake_id, item.quantity);
  return [...items.slice(0, index), item, ...items.slice(index)];
}
