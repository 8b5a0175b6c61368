// The es-ES words <hk-quote-flow> shows first: loaded with its view when its locale is es-ES
// (create-element.ts, `words`; `npm run size` checks the list). The words only its later parts
// show are in quote-flow.later-words.ts, fetched when the first such part loads (withLaterWords).

import { esES, quoteFlowEsES, quoteFlowViewEsES, type SpanishWords } from '@haulkit/core';
import itemPickerWords from '../item-picker/item-picker.words.js';
import jobSummaryWords from '../job-summary/job-summary.words.js';
import removalInventoryWords from '../removal-inventory/removal-inventory.words.js';
import routeMapWords from '../route-map/route-map.words.js';
import vanSelectorWords from '../van-selector/van-selector.words.js';

const words: SpanishWords = {
  ...itemPickerWords,
  ...jobSummaryWords,
  ...removalInventoryWords,
  ...routeMapWords,
  ...vanSelectorWords,
  messages: esES,
  'quote-flow': quoteFlowEsES,
  'quote-flow-view': quoteFlowViewEsES,
};

export default words;

/** The words only later parts show. */
export const later = () => import('./quote-flow.later-words.js');
