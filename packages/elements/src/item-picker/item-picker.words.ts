// The es-ES words of everything <hk-item-picker> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { itemPickerEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'item-picker': itemPickerEsES,
};

export default words;
