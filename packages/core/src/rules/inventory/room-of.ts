import type { MoveItem } from '../../model/item.js';
import { BOXES_LOCATION } from '../boxes/constants.js';

/**
 * The room of a move item: its location_id, or the boxes (0) when it has none, as the session's
 * inventory actions read it (docs/behaviour/quote-flow.md §3: 0 means boxes).
 */
export function roomOfItem(item: Pick<MoveItem, 'location_id'>): number {
  const room = Number(item.location_id ?? BOXES_LOCATION);
  return Number.isFinite(room) ? room : BOXES_LOCATION;
}

/** An item of the removal inventory: its fake_id and its room (the same item may be in two rooms). */
export interface InventoryKey {
  fakeId: string;
  locationId: number;
}

/** A key naming one line: its fake_id and room. */
export function inventoryLineKey(line: InventoryKey): string {
  return `${line.fakeId}@${line.locationId}`;
}

const INDEXES = new WeakMap<readonly MoveItem[], Map<string, MoveItem>>();

/**
 * The listing's item on an inventory line (the first with its fake_id in its room), or undefined
 * when the room does not hold it. The items are indexed once per list, so each of many rows
 * finds its item in constant time.
 */
export function findInventoryItem(
  items: readonly MoveItem[] | null | undefined,
  key: InventoryKey,
): MoveItem | undefined {
  if (!items) return undefined;
  let index = INDEXES.get(items);
  if (!index) {
    index = new Map();
    for (const item of items) {
      const at = inventoryLineKey({ fakeId: item.fake_id, locationId: roomOfItem(item) });
      if (!index.has(at)) index.set(at, item);
    }
    INDEXES.set(items, index);
  }
  return index.get(inventoryLineKey(key));
}
