import { type ItemSearchResult, type ItemSetEntry, QUANTITY_RANGE_ITEM_IDS } from '@haulkit/core';
import { type CatalogueItem, findItem, getCatalogue, getItemSets } from './catalogue.js';
import { MAX_SEARCH_RESULTS } from './constants.js';
import { type Language, languageOf } from './language.js';

/**
 * Words a customer types for what the catalogue names otherwise, per language, without
 * accents. A query word matches through a synonym when it is the key, or (from three letters)
 * the start of the key: "sett" → settee.
 */
const SYNONYMS: Readonly<Record<Language, Readonly<Record<string, readonly string[]>>>> = {
  en: {
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
  },
  es: {
    nevera: ['frigorifico'],
    refrigerador: ['frigorifico'],
    tv: ['televisor'],
    television: ['televisor'],
    ropero: ['armario'],
    lavaplatos: ['lavavajillas'],
    mesilla: ['mesita'],
    butaca: ['sillon'],
    somier: ['cama'],
    horno: ['cocina', 'microondas'],
    carton: ['caja'],
    cochecito: ['paseo'],
    pc: ['ordenador'],
  },
};

/**
 * Match quality, best first: the exact name; every query word a whole word of the name, one of
 * them its head noun ("sofa" in "3-seat sofa"); every query word a whole word ("sofa" in "Sofa
 * bed"); every query word the start of a word ("bed" in "Bedside table"); through synonyms.
 */
const Rank = { Exact: 0, Head: 1, Whole: 2, WordStart: 3, Synonym: 4 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

interface Entry {
  readonly name: string;
  /** The name as folded words joined by single spaces ("Fridge-freezer" → "fridge freezer"). */
  readonly text: string;
  readonly words: readonly string[];
  /** Index in `words` of the name's head noun, or -1 when it has none. */
  readonly head: number;
  /** Packing materials (the spec's quantity-range ids) come first among equal matches: "box" wants them. */
  readonly packing: boolean;
  readonly toResult: (categoryId: number) => ItemSearchResult;
}

/**
 * Folded words of a text: lower case, without accents or apostrophes ("Children's" →
 * "childrens", "Sofá" → "sofa"), so a Spanish query matches with or without its accents.
 */
export function toWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}|['’]/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function toEntry(item: CatalogueItem, language: Language, qty: number, categoryId: number): ItemSetEntry {
  return {
    item_id: item.item_id,
    name: language === 'es' ? item.name_es : item.name,
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

type Named = Pick<Entry, 'name' | 'packing' | 'toResult'>;

/**
 * The head noun of each name. English puts it last ("3-seat sofa", "Dining table (4 seater)":
 * the words before a bracket). Spanish puts it first ("Sofá de 3 plazas"), unless the second
 * word is itself the head of another name: "Sofá cama" and "Caja armario" join two nouns, so
 * neither is their head and a search for "sofá" lists real sofas first.
 */
function withHeads(named: readonly Named[], language: Language): Entry[] {
  const all = named.map((entry) => ({ ...entry, words: toWords(entry.name) }));
  const spanishHeads = new Set(all.map(({ words }) => words[0]));
  return all.map(({ words, ...entry }) => {
    const head =
      language === 'en' ? toWords(entry.name.split('(')[0] ?? '').length - 1 : spanishHeads.has(words[1]) ? -1 : 0;
    return { ...entry, words, text: words.join(' '), head };
  });
}

const indexes: Partial<Record<Language, readonly Entry[]>> = {};

function getIndex(language: Language): readonly Entry[] {
  indexes[language] ??= withHeads(
    [
      ...getCatalogue().map((item) => {
        const name = language === 'es' ? item.name_es : item.name;
        return {
          name,
          packing: QUANTITY_RANGE_ITEM_IDS.includes(item.item_id),
          toResult: (categoryId: number) => ({ name, item_set: [toEntry(item, language, 1, categoryId)] }),
        };
      }),
      ...getItemSets().map((set) => {
        const name = language === 'es' ? set.name_es : set.name;
        return {
          name,
          packing: false,
          toResult: (categoryId: number) => ({
            name,
            item_set: set.items.flatMap((line) => {
              const item = findItem(line.item_id);
              return item ? [toEntry(item, language, line.qty, categoryId)] : [];
            }),
          }),
        };
      }),
    ],
    language,
  );
  return indexes[language];
}

/** A query word and its singulars ("chairs" → chair, "boxes" → box, "sofás" → sofa). */
function stemsOf(word: string): string[] {
  const stems = [word];
  if (word.length > 3 && word.endsWith('es')) stems.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s')) stems.push(word.slice(0, -1));
  return stems;
}

/** Index of the first word of the name that is the query word (or its singular), or -1. */
function wholeWord(stems: readonly string[], words: readonly string[]): number {
  return words.findIndex((candidate) => stems.includes(candidate));
}

/** True when a word of the name starts with the query word or with its singular. */
function startsWord(stems: readonly string[], words: readonly string[]): boolean {
  return stems.some((stem) => words.some((candidate) => candidate.startsWith(stem)));
}

function synonymsOf(word: string, language: Language): string[] {
  return Object.entries(SYNONYMS[language]).flatMap(([key, targets]) =>
    key === word || (word.length >= 3 && key.startsWith(word)) ? targets : [],
  );
}

/** What a search compares every name with, worked out once per search. */
interface Query {
  readonly text: string;
  readonly words: readonly string[];
  readonly stems: readonly (readonly string[])[];
  readonly language: Language;
}

function rank(entry: Entry, query: Query): Rank | undefined {
  if (entry.text === query.text) return Rank.Exact;
  const found = query.stems.map((stems) => wholeWord(stems, entry.words));
  if (!found.includes(-1)) return found.includes(entry.head) ? Rank.Head : Rank.Whole;
  let viaSynonym = false;
  for (const [i, stems] of query.stems.entries()) {
    if (startsWord(stems, entry.words)) continue;
    const synonyms = synonymsOf(query.words[i] ?? '', query.language);
    if (!synonyms.some((synonym) => startsWord([synonym], entry.words))) return undefined;
    viaSynonym = true;
  }
  return viaSynonym ? Rank.Synonym : Rank.WordStart;
}

/**
 * Searches the demo catalogue's items and item sets by name, in the locale's language (es-ES
 * names for `es` and `es-*`, en-GB otherwise): case- and accent-insensitive, on whole words
 * and word starts plus a few synonyms ("couch" → sofa, "nevera" → frigorífico). Ranked: exact
 * name; the query is the name's head noun ("sofa" → "3-seat sofa", "sofá" → "Sofá de 3
 * plazas"); another whole word ("Sofa bed"); the start of a word ("Bedside table"); synonyms.
 * Ties go to packing materials, then the shorter name, then catalogue order. At most 10
 * results; blank text gives none.
 */
export function searchCatalogue(name: string, categoryId: number, locale?: string): ItemSearchResult[] {
  const words = toWords(name);
  if (words.length === 0) return [];
  const query: Query = { text: words.join(' '), words, stems: words.map(stemsOf), language: languageOf(locale) };
  return getIndex(query.language)
    .flatMap((entry, order) => {
      const found = rank(entry, query);
      return found === undefined ? [] : [{ entry, found, order }];
    })
    .sort(
      (a, b) =>
        a.found - b.found ||
        Number(b.entry.packing) - Number(a.entry.packing) ||
        a.entry.name.length - b.entry.name.length ||
        a.order - b.order,
    )
    .slice(0, MAX_SEARCH_RESULTS)
    .map(({ entry }) => entry.toResult(categoryId));
}
