import type { FurnitureDefaults, CatalogueItem as PortCatalogueItem, RemovalDefaultItems } from '@haulkit/core';
import { findItem } from '../catalogue.js';
import { type Language, languageOf } from '../language.js';
import {
  BOX_IDS,
  FURNITURE_DEFAULT_GROUPS,
  PROPERTY_TYPES,
  type PropertyType,
  ROOM_ITEMS,
  STUDIO_LIVING_ROOM,
} from './inventory-data.js';

/**
 * The catalogue item with this id as the port's catalogue item (cm, kg, qty), named in the
 * locale's language (es-ES names for `es` and `es-*`, en-GB otherwise), or undefined.
 */
export function toPortItem(id: number, qty = 1, locationId?: number, locale?: string): PortCatalogueItem | undefined {
  return portItem(id, qty, locationId, languageOf(locale));
}

function portItem(
  id: number,
  qty: number,
  locationId: number | undefined,
  language: Language,
): PortCatalogueItem | undefined {
  const item = findItem(id);
  if (!item) return undefined;
  return {
    item_id: item.item_id,
    name: language === 'es' ? item.name_es : item.name,
    width: item.width,
    height: item.height,
    depth: item.depth,
    weight: item.weight,
    dimension_unit: 'cm',
    weight_unit: 'kg',
    qty,
    ...(locationId === undefined ? {} : { location_id: locationId }),
  };
}

function items(
  rows: readonly (readonly [number, number])[],
  language: Language,
  locationId?: number,
): PortCatalogueItem[] {
  return rows.flatMap(([id, qty]) => portItem(id, qty, locationId, language) ?? []);
}

/**
 * GET /ng/inventory/furniture-defaults: catalogue items grouped by category, Clothing last;
 * groups and items named in the locale's language.
 */
export function furnitureDefaults(locale?: string): FurnitureDefaults {
  const language = languageOf(locale);
  return Object.fromEntries(
    FURNITURE_DEFAULT_GROUPS.map(([group, groupEs, ids]) => [
      language === 'es' ? groupEs : group,
      items(
        ids.map((id) => [id, 1]),
        language,
      ),
    ]),
  );
}

/**
 * The property type an origin_type_of_property names, read leniently: case, spaces and
 * underscores do not matter and "bedroom" reads as "bed" ("2 Bedroom House" → 2-bed-house).
 */
export function propertyTypeOf(text: string): PropertyType | undefined {
  const key = String(text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/bedroom|bedrooms|beds/g, 'bed')
    .replace(/-flat$|-apartment$/, '-flat');
  return Object.hasOwn(PROPERTY_TYPES, key) ? PROPERTY_TYPES[key] : undefined;
}

/** Every origin_type_of_property value the demo knows, smallest first. */
export function propertyTypeKeys(): string[] {
  return Object.keys(PROPERTY_TYPES);
}

function roomRows(property: PropertyType, room: number): readonly (readonly [number, number])[] {
  if (room === 0)
    return BOX_IDS.map((id, index) => [id, property.boxes[index] ?? 0] as const).filter(([, qty]) => qty > 0);
  if (room === 1 && property.bedInLivingRoom) return STUDIO_LIVING_ROOM;
  return ROOM_ITEMS[room] ?? [];
}

/**
 * GET /ng/inventory/removal-default-items: the items each room of the property starts with,
 * keyed by location_id as text (0 = boxes, docs/behaviour/quote-flow.md §3), named in the locale's
 * language.
 */
export function removalDefaultItems(property: PropertyType, locale?: string): RemovalDefaultItems {
  const language = languageOf(locale);
  return Object.fromEntries(
    property.rooms.map((room) => [String(room), items(roomRows(property, room), language, room)]),
  );
}

/**
 * GET /ng/inventory/removal-preset: the whole inventory of a typical home of that type, rooms in
 * order, named in the locale's language.
 */
export function removalPreset(property: PropertyType, locale?: string): PortCatalogueItem[] {
  const language = languageOf(locale);
  return property.rooms.flatMap((room) => items(roomRows(property, room), language, room));
}
