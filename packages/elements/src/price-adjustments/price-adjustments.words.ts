// The es-ES words of everything <hk-price-adjustments> can show: loaded with its view when its locale is
// es-ES (create-element.ts, `words`; `npm run size` checks the list). The save outcome's words are the
// shared catalogue's; the quote session it prices again brings the address and item words with it.
import { addressPickerEsES, esES, itemPickerEsES, priceAdjustmentsEsES, type SpanishWords } from '@haulkit/core';

const words: SpanishWords = {
  'address-picker': addressPickerEsES,
  'item-picker': itemPickerEsES,
  'price-adjustments': priceAdjustmentsEsES,
  messages: esES,
};

export default words;
