// The es-ES words of everything <hk-card-by-phone> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { cardByPhoneEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'card-by-phone': cardByPhoneEsES,
};

export default words;
