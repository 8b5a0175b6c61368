import type { Words, WordsPart } from '../words.js';
import { addressPickerEsES } from './address-picker.js';
import { adminBarEsES } from './admin-bar.js';
import { adminNotesEsES } from './admin-notes.js';
import { cardByPhoneEsES } from './card-by-phone.js';
import { extraServicesEsES } from './extra-services.js';
import { insuranceEsES } from './insurance.js';
import { itemPickerEsES } from './item-picker.js';
import { jobSummaryEsES } from './job-summary.js';
import { esES } from './messages.js';
import { priceAdjustmentsEsES } from './price-adjustments.js';
import { priceCalendarEsES } from './price-calendar.js';
import { priceFailureEsES } from './price-failure.js';
import { priceTabsEsES } from './price-tabs.js';
import { quoteFlowEsES } from './quote-flow.js';
import { quoteFlowViewEsES } from './quote-flow-view.js';
import { removalInventoryEsES } from './removal-inventory.js';
import { routeMapEsES } from './route-map.js';
import { sendQuoteEsES } from './send-quote.js';
import { similarListingsEsES } from './similar-listings.js';
import { timeOptionsEsES } from './time-options.js';
import { timeSliderEsES } from './time-slider.js';
import { vanSelectorEsES } from './van-selector.js';

export {
  addressPickerEsES,
  adminBarEsES,
  adminNotesEsES,
  cardByPhoneEsES,
  esES,
  extraServicesEsES,
  insuranceEsES,
  itemPickerEsES,
  jobSummaryEsES,
  priceAdjustmentsEsES,
  priceCalendarEsES,
  priceFailureEsES,
  priceTabsEsES,
  quoteFlowEsES,
  quoteFlowViewEsES,
  removalInventoryEsES,
  routeMapEsES,
  sendQuoteEsES,
  similarListingsEsES,
  timeOptionsEsES,
  timeSliderEsES,
  vanSelectorEsES,
};

/**
 * Every catalogue's es-ES words (`loadLocaleWords('es-ES')` loads this module; the unit tests
 * register it before they run). An element loads only its own catalogues' words (its `words`).
 */
export const SPANISH_WORDS: Readonly<Record<WordsPart, Words>> = {
  'address-picker': addressPickerEsES,
  'admin-bar': adminBarEsES,
  'admin-notes': adminNotesEsES,
  'card-by-phone': cardByPhoneEsES,
  'extra-services': extraServicesEsES,
  insurance: insuranceEsES,
  'item-picker': itemPickerEsES,
  'job-summary': jobSummaryEsES,
  messages: esES,
  'price-adjustments': priceAdjustmentsEsES,
  'price-calendar': priceCalendarEsES,
  'price-failure': priceFailureEsES,
  'price-tabs': priceTabsEsES,
  'quote-flow-view': quoteFlowViewEsES,
  'quote-flow': quoteFlowEsES,
  'removal-inventory': removalInventoryEsES,
  'route-map': routeMapEsES,
  'send-quote': sendQuoteEsES,
  'similar-listings': similarListingsEsES,
  'time-options': timeOptionsEsES,
  'time-slider': timeSliderEsES,
  'van-selector': vanSelectorEsES,
};
