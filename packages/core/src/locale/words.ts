import type { Locale } from './locales.js';
import { later, spanish } from './words-registry.js';
import type { WordsPart } from './words-types.js';

export { addLaterWords, addSpanishWords, hasSpanishWords } from './words-registry.js';
export type { SpanishWords, Words, WordsPart } from './words-types.js';

const warned = new Set<WordsPart>();

/**
 * A catalogue's es-ES words, or its English while they have not arrived: a page that forgot to
 * load them reads English rather than keys, and the console says which catalogue was missing.
 */
function spanishOr<K extends string>(
  part: WordsPart,
  english: Readonly<Record<K, string>>,
): Readonly<Record<K, string>> {
  const words = spanish().get(part) as Readonly<Record<K, string>> | undefined;
  if (words) return words;
  if (!warned.has(part)) {
    warned.add(part);
    console.warn(`Haulkit: the es-ES words of “${part}” are not loaded; English is shown. See loadLocaleWords.`);
  }
  return english;
}

/**
 * A catalogue's words per locale: en-GB the English given, en-IE the same unless it differs,
 * es-ES read when asked for (so words that arrive later are used from then on).
 */
export function catalogues<K extends string>(
  part: WordsPart,
  english: Readonly<Record<K, string>>,
  irish: Readonly<Record<K, string>> = english,
): Readonly<Record<Locale, Readonly<Record<K, string>>>> {
  return {
    'en-GB': english,
    'en-IE': irish,
    get 'es-ES'() {
      return spanishOr(part, english);
    },
  };
}

/**
 * What a later part waits for before it shows: the later words some element of the page
 * registered, loading from the first call (undefined when there are none, as on any page that
 * shows no es-ES). It never fails: words that cannot load leave their English in place, and the
 * next call asks for them again.
 */
export function laterWords(): Promise<void> | undefined {
  const state = later();
  for (const load of state.waiting.splice(0)) {
    const run: Promise<unknown> = load().catch(() => {
      // Asked again by the next part that loads (a lost connection may be back by then).
      state.running.splice(state.running.indexOf(run), 1);
      state.waiting.push(load);
    });
    state.running.push(run);
  }
  if (state.running.length === 0) return undefined;
  return Promise.all(state.running).then(() => undefined);
}

/** A later part's loader that also waits for the later words, when there are any (laterWords). */
export function withLaterWords<M>(load: () => Promise<M>): () => Promise<M> {
  return () => {
    const words = laterWords();
    return words ? Promise.all([load(), words]).then(([module]) => module) : load();
  };
}

/** Forgets the es-ES words and the later loaders (tests of loading them). */
export function forgetSpanishWords(): void {
  spanish().clear();
  warned.clear();
  const state = later();
  state.waiting.length = 0;
  state.running.length = 0;
}
