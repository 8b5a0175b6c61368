import type { SpanishWords, Words, WordsPart } from './words-types.js';

/**
 * Where the es-ES words of the page are kept, apart from the catalogues (words.ts) so that an
 * element's first script, which keeps the words its view needs as they arrive, carries only
 * this. On globalThis, so two separately built Haulkit bundles on one page share them (as their
 * sessions do, session/registry.ts).
 */
const SPANISH = Symbol.for('haulkit.words.es-ES@1');

/** The es-ES words of the page, by catalogue. */
export function spanish(): Map<WordsPart, Words> {
  const holder = globalThis as { [SPANISH]?: Map<WordsPart, Words> };
  holder[SPANISH] ??= new Map();
  return holder[SPANISH];
}

/** Keeps es-ES words for the catalogues given (what an element's words module exports). */
export function addSpanishWords(words: SpanishWords): void {
  const map = spanish();
  for (const [part, entries] of Object.entries(words) as [WordsPart, Words | undefined][]) {
    if (entries) map.set(part, entries);
  }
}

/** True when the es-ES words of a catalogue are here. */
export function hasSpanishWords(part: WordsPart): boolean {
  return spanish().has(part);
}

const LATER = Symbol.for('haulkit.words.later@1');

/** The page's loaders of words only later parts show (words.ts, laterWords). */
export interface Later {
  /** Loaders not yet run. */
  waiting: (() => Promise<unknown>)[];
  /** What the loaders run so far will bring. */
  running: Promise<unknown>[];
}

/** The page's later words: loaders waiting and loads under way. */
export function later(): Later {
  const holder = globalThis as { [LATER]?: Later };
  holder[LATER] ??= { waiting: [], running: [] };
  return holder[LATER];
}

/**
 * Keeps a loader of es-ES words that only later parts show (the flow's price step, a piece's
 * dialogs): an element whose words module names one registers it, and it runs when such a part
 * first loads (`laterWords`), so a Spanish page fetches them only if it goes that far.
 */
export function addLaterWords(load: () => Promise<unknown>): void {
  later().waiting.push(load);
}
