// The es-ES words only <hk-quote-flow>'s later parts show (the admin bar's and the send-quote dialog's among them), fetched when the first of them loads
// (quote-flow.words.ts names them; withLaterWords in @haulkit/core).

import { type SpanishWords, sendQuoteEsES } from '@haulkit/core';
import adminBarWords from '../admin-bar/admin-bar.words.js';
import extraServicesWords from '../extra-services/extra-services.words.js';
import insuranceWords from '../insurance/insurance.words.js';
import priceCalendarWords from '../price-calendar/price-calendar.words.js';
import timeOptionsWords from '../time-options/time-options.words.js';
import timeSliderWords from '../time-slider/time-slider.words.js';

const words: SpanishWords = {
  ...adminBarWords,
  ...extraServicesWords,
  ...insuranceWords,
  ...priceCalendarWords,
  ...timeOptionsWords,
  ...timeSliderWords,
  'send-quote': sendQuoteEsES,
};

export default words;
