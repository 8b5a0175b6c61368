import { CATALOGUE_ROWS, type CatalogueCategory } from './catalogue-data.js';
import { ITEM_SET_ROWS } from './item-sets-data.js';

export type { CatalogueCategory } from './catalogue-data.js';

/** One household item of the demo catalogue; sizes in cm, weight in kg. */
export interface CatalogueItem {
  readonly item_id: number;
  readonly name: string;
  /** The name used in Spain (es-ES): "Sofá de 3 plazas". */
  readonly name_es: string;
  /** The room or kind the item belongs to. */
  readonly category: CatalogueCategory;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly weight: number;
}

/** One line of an item set: which catalogue item, and how many of it. */
export interface ItemSetLine {
  readonly item_id: number;
  readonly qty: number;
}

/** A named group of catalogue items a customer adds in one go ("Double bed set"). */
export interface ItemSet {
  readonly name: string;
  /** The name used in Spain (es-ES). */
  readonly name_es: string;
  readonly items: readonly ItemSetLine[];
}

let catalogue: readonly CatalogueItem[] | undefined;
let byId: ReadonlyMap<number, CatalogueItem> | undefined;
let itemSets: readonly ItemSet[] | undefined;

/** Every catalogue item, built once from the compact rows on first use. */
export function getCatalogue(): readonly CatalogueItem[] {
  catalogue ??= Object.freeze(
    (Object.entries(CATALOGUE_ROWS) as [CatalogueCategory, (typeof CATALOGUE_ROWS)[CatalogueCategory]][]).flatMap(
      ([category, rows]) =>
        rows.map(([item_id, name, name_es, width, height, depth, weight]) =>
          Object.freeze({ item_id, name, name_es, category, width, height, depth, weight }),
        ),
    ),
  );
  return catalogue;
}

/** Every item set, built once from the compact rows on first use. */
export function getItemSets(): readonly ItemSet[] {
  itemSets ??= Object.freeze(
    ITEM_SET_ROWS.map(([name, name_es, lines]) =>
      Object.freeze({
        name,
        name_es,
        items: Object.freeze(lines.map(([item_id, qty]) => Object.freeze({ item_id, qty }))),
      }),
    ),
  );
  return itemSets;
}

/** The catalogue item with this id, or undefined when there is none. */
export function findItem(id: number): CatalogueItem | undefined {
  byId ??= new Map(getCatalogue().map((item) => [item.item_id, item]));
  return byId.get(id);
}
