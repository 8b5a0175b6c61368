// The names of the word catalogues and the shapes of their words, apart from words.ts so that the
// registry of the page's words (words-registry.ts), which words.ts reads, can name them too.

/**
 * Words in a locale other than en-GB arrive on demand. en-GB (and en-IE, which speaks it here)
 * is in every bundle, since a catalogue's English is its reference and its fallback; the es-ES
 * words of each catalogue shown on a first view live in a module of their own
 * (`locale/es/<catalogue>.ts`), loaded only by a page that shows es-ES, so an English page never
 * downloads them. (Catalogues that only dialogs show keep their Spanish inline: the dialog's
 * own file brings it.) An element loads the es-ES words its first view shows together with the
 * view, before its first render, so a Spanish page never shows English first; the words only
 * its later parts show (the flow's price step, the calendar's dialogs) load when the first such
 * part does, which waits for them (`withLaterWords`). A React app that renders es-ES calls
 * `loadLocaleWords('es-ES')` first (locale/load-words.ts). The words are kept in
 * words-registry.ts.
 */
export type WordsPart =
  | 'address-picker'
  | 'admin-bar'
  | 'admin-notes'
  | 'card-by-phone'
  | 'extra-services'
  | 'insurance'
  | 'item-picker'
  | 'job-summary'
  | 'messages'
  | 'price-adjustments'
  | 'price-calendar'
  | 'price-failure'
  | 'price-tabs'
  | 'quote-flow'
  | 'quote-flow-view'
  | 'removal-inventory'
  | 'route-map'
  | 'send-quote'
  | 'similar-listings'
  | 'time-options'
  | 'time-slider'
  | 'van-selector';

/** One catalogue's words in one locale, by key. */
export type Words = Readonly<Record<string, string>>;

/** Some catalogues' es-ES words, by catalogue (what an element's words module exports). */
export type SpanishWords = Partial<Readonly<Record<WordsPart, Words>>>;
