// The es-ES words of everything <hk-van-selector> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { type SpanishWords, vanSelectorEsES } from '@haulkit/core';

const words: SpanishWords = {
  'van-selector': vanSelectorEsES,
};

export default words;
