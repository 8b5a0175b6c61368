// The es-ES words of everything <hk-insurance> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { insuranceEsES, priceFailureEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  insurance: insuranceEsES,
  'price-failure': priceFailureEsES,
};

export default words;
