// The es-ES words of everything <hk-extra-services> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { extraServicesEsES, priceFailureEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'extra-services': extraServicesEsES,
  'price-failure': priceFailureEsES,
};

export default words;
