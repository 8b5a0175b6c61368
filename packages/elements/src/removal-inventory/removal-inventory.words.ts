// The es-ES words of everything <hk-removal-inventory> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list).
import { removalInventoryEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'removal-inventory': removalInventoryEsES,
};

export default words;
