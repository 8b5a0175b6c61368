import type { MoveItem } from '../../model/item.js';
import type { CatalogueItem, RemovalDefaultItems } from '../../ports/quote-types.js';
import { toMoveItem } from '../items/items.js';
import { INVENTORY_ROOM_IDS } from './constants.js';
import { findInventoryItem, inventoryLineKey, roomOfItem } from './room-of.js';

export { findInventoryItem, inventoryLineKey, roomOfItem };

/**
 * One line of a room in the removal inventory: an item the room lists by default (with its
 * catalogue entry, shown at quantity 0 until the customer adds it), or an item the listing
 * holds in that room. Its key is its fake_id and room (InventoryKey): the same item may be in
 * two rooms.
 */
export interface InventoryLine {
  readonly fakeId: string;
  readonly locationId: number;
  /** The default item's catalogue entry, from which it is added; null for an item only the listing has. */
  readonly entry: CatalogueItem | null;
  /** The item's name, for the line's label while the listing does not hold it. */
  readonly name: string;
  /** The item's catalogue id, which chooses its quantity steps (§9), when known. */
  readonly itemId: number | string | undefined;
}

/** A room of the inventory (§2 removal inventory by room): its location_id and its lines. */
export interface InventoryRoom {
  readonly locationId: number;
  readonly lines: readonly InventoryLine[];
}

/** Where a room comes in the inventory: the rooms of a home in INVENTORY_ROOM_IDS order (boxes last), then any other by id. */
function roomOrder(locationId: number): number {
  const index = (INVENTORY_ROOM_IDS as readonly number[]).indexOf(locationId);
  return index === -1 ? INVENTORY_ROOM_IDS.length + locationId : index;
}

/**
 * The rooms of a removal inventory: the rooms of the property's default items (GET
 * /ng/inventory/removal-default-items, keyed by location_id) and any other room the listing has
 * items in, in the order of a home (living room first, boxes last). Each room lists its default
 * items in the answer's order (one line per fake_id), then the listing's other items of that
 * room in list order. Defaults may be absent (not loaded yet, or failed): then the listing's
 * rooms alone. Keys that are not room numbers are skipped.
 */
export function inventoryRooms(
  defaults: RemovalDefaultItems | null | undefined,
  items: readonly MoveItem[] | null | undefined,
): InventoryRoom[] {
  const rooms = new Map<number, { lines: InventoryLine[]; seen: Set<string> }>();
  const roomFor = (locationId: number) => {
    let room = rooms.get(locationId);
    if (!room) {
      room = { lines: [], seen: new Set() };
      rooms.set(locationId, room);
    }
    return room;
  };
  for (const [key, entries] of Object.entries(defaults ?? {})) {
    const locationId = Number(key);
    if (key.trim() === '' || !Number.isInteger(locationId) || locationId < 0) continue;
    const room = roomFor(locationId);
    for (const entry of Array.isArray(entries) ? entries : []) {
      const fakeId = toMoveItem(entry).fake_id;
      if (room.seen.has(fakeId)) continue;
      room.seen.add(fakeId);
      room.lines.push({ fakeId, locationId, entry, name: entry.name, itemId: entry.item_id });
    }
  }
  for (const item of items ?? []) {
    const locationId = roomOfItem(item);
    const room = roomFor(locationId);
    if (room.seen.has(item.fake_id)) continue;
    room.seen.add(item.fake_id);
    room.lines.push({ fakeId: item.fake_id, locationId, entry: null, name: item.name, itemId: item.item_id });
  }
  return [...rooms.entries()]
    .sort(([a], [b]) => roomOrder(a) - roomOrder(b))
    .map(([locationId, room]) => ({ locationId, lines: room.lines }));
}

const sameLine = (a: InventoryLine, b: InventoryLine) =>
  a.fakeId === b.fakeId && a.locationId === b.locationId && a.entry === b.entry && a.name === b.name;

const sameRoom = (a: InventoryRoom, b: InventoryRoom) =>
  a.locationId === b.locationId &&
  a.lines.length === b.lines.length &&
  a.lines.every((line, i) => sameLine(line, b.lines[i] as InventoryLine));

/**
 * The new rooms with every unchanged room kept as the previous object, and the previous list
 * itself when nothing changed: a view memoised on rooms renders only the rooms whose lines came
 * or went (a quantity change renders none of them).
 */
export function keepUnchangedRooms(
  previous: readonly InventoryRoom[],
  next: readonly InventoryRoom[],
): readonly InventoryRoom[] {
  let changed = previous.length !== next.length;
  const kept = next.map((room) => {
    const old = previous.find((candidate) => candidate.locationId === room.locationId);
    if (old && sameRoom(old, room)) return old;
    changed = true;
    return room;
  });
  if (!changed && kept.every((room, index) => room === previous[index])) return previous;
  return kept;
}

/** How many pieces a room holds (the sum of its items' quantities). */
export function roomItemCount(items: readonly MoveItem[] | null | undefined, locationId: number): number {
  let count = 0;
  for (const item of items ?? []) if (roomOfItem(item) === locationId) count += item.quantity;
  return count;
}
