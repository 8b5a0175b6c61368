// The es-ES words of everything <hk-time-slider> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { type SpanishWords, timeSliderEsES } from '@haulkit/core';

const words: SpanishWords = {
  'time-slider': timeSliderEsES,
};

export default words;
