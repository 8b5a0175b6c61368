import { addressPickerElement } from './address-picker/address-picker.element.js';
import { adminBarElement } from './admin-bar/admin-bar.element.js';
import { adminNotesElement } from './admin-notes/admin-notes.element.js';
import { cardByPhoneElement } from './card-by-phone/card-by-phone.element.js';
import { extraServicesElement } from './extra-services/extra-services.element.js';
import { insuranceElement } from './insurance/insurance.element.js';
import { itemPickerElement } from './item-picker/item-picker.element.js';
import { jobSummaryElement } from './job-summary/job-summary.element.js';
import { priceAdjustmentsElement } from './price-adjustments/price-adjustments.element.js';
import { priceCalendarElement } from './price-calendar/price-calendar.element.js';
import { quoteFlowElement } from './quote-flow/quote-flow.element.js';
import { removalInventoryElement } from './removal-inventory/removal-inventory.element.js';
import { routeMapElement } from './route-map/route-map.element.js';
import { timeOptionsElement } from './time-options/time-options.element.js';
import { timeSliderElement } from './time-slider/time-slider.element.js';
import { vanSelectorElement } from './van-selector/van-selector.element.js';

/** Every element Haulkit defines. */
export const allElements = [
  addressPickerElement,
  itemPickerElement,
  routeMapElement,
  vanSelectorElement,
  extraServicesElement,
  jobSummaryElement,
  insuranceElement,
  removalInventoryElement,
  priceCalendarElement,
  timeOptionsElement,
  timeSliderElement,
  quoteFlowElement,
  cardByPhoneElement,
  priceAdjustmentsElement,
  adminBarElement,
  adminNotesElement,
] as const;
