import { type ItemSearchResult, type ItemSetEntry, QUANTITY_RANGE_ITEM_IDS } from '@haulkit/core';
import { type CatalogueItem, findItem, getCatalogue, getItemSets } from './catalogue.js';
import { MAX_SEARCH_RESULTS } from './constants.js';

/**
 * Words a customer types for what the catalogue names otherwise. A query word matches through
 * a synonym when it is the key, or (from three letters) the start of the key: "sett" → settee.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  couch: ['sofa'],
  settee: ['sofa'],
  sofabed: ['sofa'],
  telly: ['television'],
  tv: ['television'],
  boxes: ['box'],
  carton: ['box'],
  refrigerator: ['fridge'],
  hoover: ['vacuum'],
  closet: ['wardrobe'],
  cupboard: ['cabinet', 'wardrobe'],
  bookshelf: ['bookcase'],
  shelves: ['shelving', 'bookcase'],
  bike: ['bicycle'],
  cycle: ['bicycle', 'bike'],
  washer: ['washing'],
  oven: ['cooker'],
  stove: ['cooker'],
  bbq: ['barbecue'],
  lawnmower: ['mower'],
  pram: ['pushchair'],
  buggy: ['pushchair'],
  stroller: ['pushchair'],
  crib: ['cot'],
  light: ['lamp'],
  sack: ['bag'],
  computer: ['desktop', 'monitor'],
  pc: ['desktop'],
  ladders: ['ladder'],
};

/** Match quality, best first: exact name, name starts with the text, word prefixes, synonyms. */
const Rank = { Exact: 0, StartsWith: 1, WordPrefix: 2, Synonym: 3 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

interface Entry {
  readonly name: string;
  /** The name as lower-case words joined by single spaces ("Fridge-freezer" → "fridge freezer"). */
  readonly text: string;
  readonly words: readonly string[];
  /** Packing materials (the spec's quantity-range ids) come first among equal matches: "box" wants them. */
  readonly packing: boolean;
  readonly toResult: (categoryId: number) => ItemSearchResult;
}

/** Lower-case words of a text; apostrophes vanish ("Children's" → "childrens"). */
export function toWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function toEntry(item: CatalogueItem, qty: number, categoryId: number): ItemSetEntry {
  return {
    item_id: item.item_id,
    name: item.name,
    width: item.width,
    height: item.height,
    depth: item.depth,
    weight: item.weight,
    dimension_unit: 'cm',
    weight_unit: 'kg',
    category_id: categoryId,
    qty,
  };
}

function indexed(name: string, packing: boolean, toResult: Entry['toResult']): Entry {
  const words = toWords(name);
  return { name, words, text: words.join(' '), packing, toResult };
}

let index: readonly Entry[] | undefined;

function getIndex(): readonly Entry[] {
  index ??= [
    ...getCatalogue().map((item) =>
      indexed(item.name, QUANTITY_RANGE_ITEM_IDS.includes(item.item_id), (categoryId) => ({
        name: item.name,
        item_set: [toEntry(item, 1, categoryId)],
      })),
    ),
    ...getItemSets().map((set) =>
      indexed(set.name, false, (categoryId) => ({
        name: set.name,
        item_set: set.items.flatMap((line) => {
          const item = findItem(line.item_id);
          return item ? [toEntry(item, line.qty, categoryId)] : [];
        }),
      })),
    ),
  ];
  return index;
}

/** True when a word of the name starts with the query word or with its singular ("chairs" → chair). */
function matchesWord(word: string, words: readonly string[]): boolean {
  const stems = [word];
  if (word.length > 3 && word.endsWith('es')) stems.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s')) stems.push(word.slice(0, -1));
  return stems.some((stem) => words.some((candidate) => candidate.startsWith(stem)));
}

function synonymsOf(word: string): string[] {
  return Object.entries(SYNONYMS).flatMap(([key, targets]) =>
    key === word || (word.length >= 3 && key.startsWith(word)) ? targets : [],
  );
}

function rank(entry: Entry, text: string, queryWords: readonly string[]): Rank | undefined {
  if (entry.text === text) return Rank.Exact;
  if (entry.text.startsWith(text)) return Rank.StartsWith;
  let viaSynonym = false;
  for (const word of queryWords) {
    if (matchesWord(word, entry.words)) continue;
    if (!synonymsOf(word).some((synonym) => matchesWord(synonym, entry.words))) return undefined;
    viaSynonym = true;
  }
  return viaSynonym ? Rank.Synonym : Rank.WordPrefix;
}

/**
 * Searches the demo catalogue's items and item sets by name: case-insensitive, on whole words
 * and word prefixes plus a few synonyms ("couch" → sofa). Ranked exact name, then name starts
 * with the text, then word prefixes, then synonyms; ties go to packing materials, then the
 * shorter name, then alphabetically. At most 10 results; blank text gives none.
 */
export function searchCatalogue(name: string, categoryId: number): ItemSearchResult[] {
  const queryWords = toWords(name);
  if (queryWords.length === 0) return [];
  const text = queryWords.join(' ');
  return getIndex()
    .flatMap((entry) => {
      const found = rank(entry, text, queryWords);
      return found === undefined ? [] : [{ entry, found }];
    })
    .sort(
      (a, b) =>
        a.found - b.found ||
        Number(b.entry.packing) - Number(a.entry.packing) ||
        a.entry.name.length - b.entry.name.length ||
        (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0),
    )
    .slice(0, MAX_SEARCH_RESULTS)
    .map(({ entry }) => entry.toResult(categoryId));
}
