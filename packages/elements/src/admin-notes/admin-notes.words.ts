// The es-ES words of everything <hk-admin-notes> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list). The save outcome's words are
// the shared catalogue's.
import {
  addressPickerEsES,
  adminNotesEsES,
  esES,
  itemPickerEsES,
  type SpanishWords,
  sendQuoteEsES,
} from '@haulkit/core';

// The address and item pickers' catalogues come with the quote's first-step code the panel shares
// (as <hk-price-adjustments>'s do). The send-quote dialog's come with them: the panel's part fetches
// its module when it shows, and waits for no later words.
const words: SpanishWords = {
  'address-picker': addressPickerEsES,
  'item-picker': itemPickerEsES,
  'admin-notes': adminNotesEsES,
  'send-quote': sendQuoteEsES,
  messages: esES,
};

export default words;
