// The es-ES words of everything <hk-address-picker> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { addressPickerEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'address-picker': addressPickerEsES,
};

export default words;
