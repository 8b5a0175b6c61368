import type { CatalogueItem, FurnitureDefaults } from '../../ports/quote-types.js';
import { toMoveItem } from './items.js';

/** The furniture-defaults group dropped on phones (docs/behaviour/quote-flow.md §7), matched ignoring case and spaces. */
export const CLOTHING_GROUP = 'clothing';

/**
 * The Clothing group's name in each language the server answers in (it names groups in the
 * request's Accept-Language): en-GB and en-IE `Clothing`, es-ES `Ropa`.
 */
const CLOTHING_NAMES: readonly string[] = [CLOTHING_GROUP, 'ropa'];

/** One group of the furniture defaults: its name as the server gives it, and its items in order. */
export interface FurnitureGroup {
  readonly name: string;
  readonly items: readonly CatalogueItem[];
}

/** Options of furnitureDefaultGroups. */
export interface FurnitureGroupOptions {
  /** The phone view (below 768 px, §9), which drops the Clothing group. @default false */
  phone?: boolean;
}

/** Whether a group name is the Clothing group: `Clothing`, `clothing `, `CLOTHING`, `Ropa` … */
export function isClothingGroup(name: string): boolean {
  return typeof name === 'string' && CLOTHING_NAMES.includes(name.trim().toLowerCase());
}

/**
 * The furniture defaults as groups to browse (docs/behaviour/quote-flow.md §7): the server's groups in
 * the server's order, each with its items; a group with no items (or that is not a list) is left
 * out, and on the phone view the Clothing group is dropped.
 * @example furnitureDefaultGroups({ Bedroom: [bed], Clothing: [rail] }, { phone: true }) // [{ name: 'Bedroom', items: [bed] }]
 */
export function furnitureDefaultGroups(
  defaults: FurnitureDefaults | null | undefined,
  { phone = false }: FurnitureGroupOptions = {},
): FurnitureGroup[] {
  if (typeof defaults !== 'object' || defaults === null) return [];
  return Object.entries(defaults).flatMap(([name, items]) =>
    Array.isArray(items) && items.length > 0 && !(phone && isClothingGroup(name)) ? [{ name: name.trim(), items }] : [],
  );
}

/** An item a person can choose on the partner default-items screen, with the fake_id it joins the list under. */
export interface DefaultItemChoice {
  readonly fakeId: string;
  readonly item: CatalogueItem;
}

/**
 * The items of a partner's default-items screen (§4, Partner item view), one per fake_id: an item
 * that two groups hold (a box under "Boxes" and "Clothing") is offered once, where it first comes.
 * @example defaultItemChoices(furnitureDefaultGroups(defaults).flatMap((group) => group.items))
 */
export function defaultItemChoices(items: Iterable<CatalogueItem>): DefaultItemChoice[] {
  const seen = new Set<string>();
  const choices: DefaultItemChoice[] = [];
  for (const item of items) {
    const id = toMoveItem({ ...item, qty: 1 }).fake_id;
    if (seen.has(id)) continue;
    seen.add(id);
    choices.push({ fakeId: id, item });
  }
  return choices;
}
