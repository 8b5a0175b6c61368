// The es-ES words of everything <hk-time-options> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { type SpanishWords, timeOptionsEsES } from '@haulkit/core';

const words: SpanishWords = {
  'time-options': timeOptionsEsES,
};

export default words;
