// The es-ES words of everything <hk-price-adjustments> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list). The save outcome's words are the
// shared catalogue's.
import { esES, priceAdjustmentsEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'price-adjustments': priceAdjustmentsEsES,
  messages: esES,
};

export default words;
