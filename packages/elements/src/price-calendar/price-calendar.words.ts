// The es-ES words <hk-price-calendar> shows first: loaded with its view when its locale is es-ES
// (create-element.ts, `words`; `npm run size` checks the list). The words only its later parts
// show are in price-calendar.later-words.ts, fetched when the first such part loads (withLaterWords).
import { priceCalendarEsES, priceFailureEsES, priceTabsEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'price-calendar': priceCalendarEsES,
  'price-failure': priceFailureEsES,
  'price-tabs': priceTabsEsES,
};

export default words;

/** The words only later parts show. */
export const later = () => import('./price-calendar.later-words.js');
