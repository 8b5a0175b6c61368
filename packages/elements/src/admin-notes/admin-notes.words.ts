// The es-ES words of everything <hk-admin-notes> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list). The save outcome's words are
// the shared catalogue's.
import { addressPickerEsES, adminNotesEsES, esES, itemPickerEsES, type SpanishWords } from '@haulkit/core';

// The address and item pickers' catalogues come with the quote's first-step code the panel shares
// (as <hk-price-adjustments>'s do).
const words: SpanishWords = {
  'address-picker': addressPickerEsES,
  'item-picker': itemPickerEsES,
  'admin-notes': adminNotesEsES,
  messages: esES,
};

export default words;
