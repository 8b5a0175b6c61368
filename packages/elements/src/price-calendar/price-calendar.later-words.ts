// The es-ES words only <hk-price-calendar>'s later parts show, fetched when the first of them loads
// (price-calendar.words.ts names them; withLaterWords in @haulkit/core).

import type { SpanishWords } from '@haulkit/core';
import addressPickerWords from '../address-picker/address-picker.words.js';
import insuranceWords from '../insurance/insurance.words.js';
import jobSummaryWords from '../job-summary/job-summary.words.js';

const words: SpanishWords = {
  ...addressPickerWords,
  ...insuranceWords,
  ...jobSummaryWords,
};

export default words;
