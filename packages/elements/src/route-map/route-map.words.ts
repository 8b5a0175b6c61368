// The es-ES words of everything <hk-route-map> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).

import { routeMapEsES, type SpanishWords } from '@haulkit/core';
import addressPickerWords from '../address-picker/address-picker.words.js';

const words: SpanishWords = {
  ...addressPickerWords,
  'route-map': routeMapEsES,
};

export default words;
