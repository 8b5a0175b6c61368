// The es-ES words of everything <hk-admin-bar> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list). The save outcome's words are
// the shared catalogue's; the price adjustments panel it opens brings its own.
import { adminBarEsES, esES, type SpanishWords } from '@haulkit/core';
import priceAdjustmentsWords from '../price-adjustments/price-adjustments.words.js';

const words: SpanishWords = {
  ...priceAdjustmentsWords,
  'admin-bar': adminBarEsES,
  messages: esES,
};

export default words;
