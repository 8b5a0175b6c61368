/**
 * The property types the removal inventory offers (origin_type_of_property, docs/behaviour/quote-flow.md
 * §7). The marketplace's own values are not shown in the spec: these are the demo catalogue's
 * keys, smallest home first.
 */
export const PROPERTY_TYPES = [
  'studio',
  '1-bed-flat',
  '2-bed-flat',
  '2-bed-house',
  '3-bed-house',
  '4-bed-house',
] as const;

/** Rooms the inventory has words for, by location_id (§3: the room; 0 means boxes), in display order. */
export const INVENTORY_ROOM_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0] as const;
