/**
 * Inventory tables: furniture defaults by group, the rooms of a removal with their default
 * items, and the presets by property type. Item ids are those of the demo catalogue. Box counts
 * follow docs/domain-notes.md (1-bed 20–25, 2-bed 40–45, 3-bed 60–65, 4-bed 80–85) and sit on the
 * quantity-range grid of the box ids (docs/behaviour/quote-flow.md §9).
 */

/**
 * GET /ng/inventory/furniture-defaults: the group's name in English and in Spanish (the server
 * answers in the request's Accept-Language) → item ids, in display order.
 */
// biome-ignore format: one group per row reads as a table
export const FURNITURE_DEFAULT_GROUPS: readonly (readonly [group: string, groupEs: string, ids: readonly number[]])[] = [
  ['Living room', 'Salón', [102, 101, 104, 107, 114, 118, 120, 122, 125, 131]],
  ['Bedroom', 'Dormitorio', [203, 204, 205, 206, 201, 202, 212, 213, 217, 216]],
  ['Dining room', 'Comedor', [301, 302, 306, 310, 125]],
  ['Kitchen and appliances', 'Cocina y electrodomésticos', [506, 507, 501, 502, 504, 511, 407, 401]],
  ['Office', 'Despacho', [601, 604, 606, 612, 608]],
  ['Garden', 'Jardín', [701, 702, 703, 708, 709, 1201]],
  ['Boxes and packing', 'Cajas y embalaje', [1020, 884, 845, 28424, 26688]],
  ['Clothing', 'Ropa', [28424, 805, 806, 807, 223]],
];

/** The rooms of a removal inventory: location_id (0 means boxes, §3) → name. */
export const ROOMS: Readonly<Record<number, string>> = {
  0: 'Boxes',
  1: 'Living room',
  2: 'Kitchen',
  3: 'Dining room',
  4: 'Main bedroom',
  5: 'Bedroom 2',
  6: 'Bedroom 3',
  7: 'Bedroom 4',
  8: 'Bathroom',
  9: 'Office',
  10: 'Garden and garage',
};

/** What a room holds in a typical home: [item_id, qty] (the qty a preset starts with). */
// biome-ignore format: one room per row reads as a table
export const ROOM_ITEMS: Readonly<Record<number, readonly (readonly [id: number, qty: number])[]>> = {
  1: [[102, 1], [107, 1], [114, 1], [118, 1], [120, 1], [122, 1], [129, 1], [131, 1]],
  2: [[506, 1], [501, 1], [407, 1], [401, 1], [402, 2], [514, 1], [413, 1]],
  3: [[302, 1], [306, 6], [125, 1]],
  4: [[203, 1], [204, 1], [212, 2], [217, 1], [213, 1]],
  5: [[203, 1], [204, 1], [212, 1], [216, 1], [213, 1]],
  6: [[201, 1], [202, 1], [216, 1], [601, 1]],
  7: [[201, 1], [202, 1], [216, 1], [212, 1]],
  8: [[901, 1], [905, 1], [908, 1]],
  9: [[601, 1], [604, 1], [606, 1], [612, 1]],
  10: [[702, 2], [709, 1], [716, 1]],
};

/** A studio has no separate bedroom: its bed and storage are counted in the living room. */
export const STUDIO_LIVING_ROOM: readonly (readonly [id: number, qty: number])[] = [
  [224, 1],
  [114, 1],
  [118, 1],
  [120, 1],
  [216, 1],
  [213, 1],
  [129, 1],
];

/** A property type: its label, rooms, and the boxes of its preset (small, medium, large, wardrobe, bubble wrap). */
export interface PropertyType {
  readonly label: string;
  readonly rooms: readonly number[];
  readonly boxes: readonly [small: number, medium: number, large: number, wardrobe: number, bubbleWrap: number];
  /** A studio's bed and storage stand in its living room (STUDIO_LIVING_ROOM). */
  readonly bedInLivingRoom?: true;
}

/** origin_type_of_property values the demo knows (the marketplace's values are not shown). */
export const PROPERTY_TYPES: Readonly<Record<string, PropertyType>> = {
  studio: { label: 'Studio flat', rooms: [1, 2, 8, 0], boxes: [5, 5, 3, 2, 1], bedInLivingRoom: true },
  '1-bed-flat': { label: '1-bed flat', rooms: [1, 2, 4, 8, 0], boxes: [10, 5, 5, 2, 1] },
  '2-bed-flat': { label: '2-bed flat', rooms: [1, 2, 4, 5, 8, 0], boxes: [15, 15, 10, 2, 2] },
  '2-bed-house': { label: '2-bed house', rooms: [1, 2, 4, 5, 8, 10, 0], boxes: [15, 15, 10, 4, 2] },
  '3-bed-house': { label: '3-bed house', rooms: [1, 2, 3, 4, 5, 6, 8, 10, 0], boxes: [20, 20, 20, 2, 3] },
  '4-bed-house': { label: '4-bed house', rooms: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0], boxes: [30, 25, 25, 2, 4] },
};

/** The box item ids in the order of PropertyType.boxes. */
export const BOX_IDS = [1020, 884, 845, 28424, 26688] as const;
