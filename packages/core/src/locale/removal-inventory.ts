import type { PropertyType } from '../rules/inventory/property-types.js';
import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The removal inventory's words (docs/behaviour/quote-flow.md §2: removal inventory by room, boxes
 * list view, estimated-boxes suggestion), apart from the full catalogue so a page showing the
 * inventory loads only these. Rooms are `room_<location_id>` (0 means boxes, §3); property types
 * are `type_<key>` (the select) and `typical_<key>` (inside a sentence).
 */
export const removalInventoryEnGB = {
  propertyTypeLabel: 'Type of home',
  propertyTypeHint: 'We list the rooms and the furniture a home like yours usually has.',
  propertyTypeChoose: 'Choose your type of home',
  type_studio: 'Studio flat',
  'type_1-bed-flat': '1-bed flat',
  'type_2-bed-flat': '2-bed flat',
  'type_2-bed-house': '2-bed house',
  'type_3-bed-house': '3-bed house',
  'type_4-bed-house': '4-bed house',
  typical_studio: 'a typical studio flat',
  'typical_1-bed-flat': 'a typical 1-bed flat',
  'typical_2-bed-flat': 'a typical 2-bed flat',
  'typical_2-bed-house': 'a typical 2-bed house',
  'typical_3-bed-house': 'a typical 3-bed house',
  'typical_4-bed-house': 'a typical 4-bed house',
  chooseFirst: 'Choose your type of home to list its rooms and their usual furniture.',
  fillPreset: 'Fill with {typical}',
  clearInventory: 'Clear the inventory',
  presetFailed: 'The typical inventory could not load. Check your connection and try again.',
  retry: 'Try again',
  viewLabel: 'Inventory',
  tabRooms: 'Rooms',
  tabBoxes: 'Boxes',
  room_0: 'Boxes',
  room_1: 'Living room',
  room_2: 'Kitchen',
  room_3: 'Dining room',
  room_4: 'Main bedroom',
  room_5: 'Bedroom 2',
  room_6: 'Bedroom 3',
  room_7: 'Bedroom 4',
  room_8: 'Bathroom',
  room_9: 'Office',
  room_10: 'Garden and garage',
  roomOther: 'Room {id}',
  roomCountNone: 'none yet',
  roomCountOne: '1 item',
  roomCountMany: '{count} items',
  roomsEmpty: 'No rooms yet. Choose your type of home above to list them.',
  boxesEmpty: 'No boxes yet. Add the suggested boxes below, or fill the inventory with a typical home.',
  defaultsLoading: 'Finding the rooms of {typical}…',
  defaultsFailedTitle: 'The rooms could not load',
  defaultsFailed: 'Check your connection and try again.',
  itemIncrease: 'Add one {name} to {room}',
  itemDecrease: 'Remove one {name} from {room}',
  itemQuantity: 'Quantity of {name} in {room}',
  quantityNotWhole: 'Enter a whole number from 1 to {max}, like 2. The quantity is still {previous}.',
  quantityTooHigh: 'Enter {max} or fewer. The quantity is still {previous}.',
  changed: '{name} in {room}: {quantity}. {total}',
  totalLabel: 'Your inventory',
  totalOne: '1 item',
  totalMany: '{count} items',
  totalVolume: 'about {volume} m³',
  totalVolumeFeet: 'about {volume} m³ ({feet} ft³)',
  estimateTitle: 'Boxes for your move',
  estimate: 'We suggest {total} boxes: {small} small, {large} large.',
  estimateHint: 'From about {volume} m³ of furniture: 2.5 boxes for each m³.',
  estimateAdd: 'Add these boxes',
  estimateAdded: 'The suggested boxes are in your inventory.',
  estimateFailed: 'The boxes could not be added. Check your connection and try again.',
  estimateAnnounce: 'Added {small} small and {large} large boxes. {total}',
  presetAnnounce: 'Filled with {typical}. {total}',
  clearedAnnounce: 'The inventory is empty.',
  confirmPresetTitle: 'Replace your items with {typical}?',
  confirmPresetBody:
    'The {count} items in your inventory will be replaced by the usual furniture and boxes of {typical}.',
  confirmPresetBodyOne: 'The 1 item in your inventory will be replaced by the usual furniture and boxes of {typical}.',
  confirmPresetYes: 'Replace my items',
  confirmClearTitle: 'Clear the inventory?',
  confirmClearBody: 'This removes all {count} items from every room.',
  confirmClearBodyOne: 'This removes the 1 item in your inventory.',
  confirmClearYes: 'Clear the inventory',
  confirmNo: 'Keep my items',
  dialogClose: 'Close',
  dialogLoadFailed: 'This could not open. Check your connection and try again.',
};

/** Keys of the removal inventory's words. */
export type RemovalInventoryMessageKey = keyof typeof removalInventoryEnGB;

/** The removal inventory's words per locale (en-IE speaks en-GB here). */
export const REMOVAL_INVENTORY_MESSAGES: Readonly<
  Record<Locale, Readonly<Record<RemovalInventoryMessageKey, string>>>
> = catalogues('removal-inventory', removalInventoryEnGB);

/** The removal inventory's words for a key, placeholders filled (see `createTranslator`). */
export const removalInventoryMessage = /* @__PURE__ */ createTranslator((locale) => REMOVAL_INVENTORY_MESSAGES[locale]);

/** The key of a room's name: `room_<location_id>` for the rooms of a home, else null (`roomOther`). */
export function roomMessageKey(locationId: number): RemovalInventoryMessageKey | null {
  const key = `room_${locationId}`;
  return Object.hasOwn(removalInventoryEnGB, key) ? (key as RemovalInventoryMessageKey) : null;
}

/** The keys of a property type's words: its name in the select and its phrase inside a sentence. */
export function propertyTypeMessageKeys(type: PropertyType): {
  name: RemovalInventoryMessageKey;
  typical: RemovalInventoryMessageKey;
} {
  return { name: `type_${type}`, typical: `typical_${type}` };
}
