// The es-ES words of everything <hk-job-summary> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).

import { jobSummaryEsES, type SpanishWords } from '@haulkit/core';
import addressPickerWords from '../address-picker/address-picker.words.js';

const words: SpanishWords = {
  ...addressPickerWords,
  'job-summary': jobSummaryEsES,
};

export default words;
