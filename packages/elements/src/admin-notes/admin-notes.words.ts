// The es-ES words of everything <hk-admin-notes> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list). The save outcome's words are
// the shared catalogue's.
import { adminNotesEsES, esES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'admin-notes': adminNotesEsES,
  messages: esES,
};

export default words;
