import type { VanTypeKey } from '../model/van.js';
import { formatSliderHour } from '../rules/time-slider/format.js';
import { addressPickerMessage } from './address-picker.js';
import { formatDayKey } from './date-fns.js';
import { type Locale, resolveLocale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The job summary's words (docs/behaviour/quote-flow.md §2: job summary with a go-to-step action, the
 * loading info modal; §6 lifetime discount), apart from the full catalogue so a page showing the
 * summary loads only these. The route's distance and driving time are the address picker's words
 * (`routeMessage`). A few service types have words here; any other is written from its type.
 */
export const jobSummaryEnGB = {
  title: 'Your job',
  empty: 'Your job summary appears here as you choose.',
  notChosen: 'Not chosen yet',
  change: 'Change',
  // The names of the "Change" buttons start with the visible word (WCAG 2.5.3).
  change_route: 'Change route',
  change_items: 'Change items',
  change_van: 'Change van',
  change_date: 'Change date and time',
  change_helpers: 'Change crew',
  change_services: 'Change extra services',
  change_insurance: 'Change Protection Plus',
  section_route: 'Route',
  section_items: 'Items',
  section_van: 'Van',
  section_date: 'Date and time',
  section_helpers: 'Crew',
  section_services: 'Extra services',
  section_insurance: 'Protection Plus',
  routeFrom: 'From',
  routeTo: 'To',
  itemsOne: '1 item',
  itemsMany: '{count} items',
  carsOne: '1 car',
  carsMany: '{count} cars',
  itemsVolume: 'about {volume} m³',
  van_small_transit: 'Small van',
  van_large_transit: 'Large van',
  van_luton_van: 'Luton van',
  dateRange: 'From {start} to {end}',
  // date-fns patterns: a fixed day in full, the ends of a range shorter.
  datePatternLong: 'EEEE d MMMM yyyy',
  datePatternShort: 'EEE d MMM yyyy',
  windowPickup: 'Collection {from}–{to}',
  windowDelivery: 'Delivery {from}–{to}',
  hoursOne: '1 hour booked',
  hoursMany: '{hours} hours booked',
  dayPrice: 'Price',
  timeCharge: 'Time window',
  helpersOne: '1 person (the driver)',
  helpersMany: '{count} people',
  loadingTime: 'Loading time: {duration}',
  loadingTimeUnknown: 'Loading time',
  loadingInfoOpen: 'About loading time',
  loadingInfoTitle: 'About loading time',
  loadingInfoWhat:
    'Loading time is how long the crew needs to load your things at the pickup address and unload them at the delivery address. It is included in your price.',
  loadingInfoEstimate: 'For your job we estimate {duration} in all.',
  loadingInfoBasis: 'That is for {items} with {helpers}.',
  loadingInfoLater: 'We work it out with your prices, from your items and the number of helpers.',
  loadingInfoFactors:
    'It takes longer with more or bulkier items, with stairs, or where there is no lift, and less with more helpers.',
  loadingInfoDriving: 'Driving time comes on top: {duration} for your route.',
  loadingInfoList: 'List every item, so the estimate and the price are right.',
  close: 'Close',
  loadFailed: 'This could not load. Check your connection and try again.',
  retry: 'Try again',
  insuranceValue: 'Value of goods',
  insurancePremium: 'Premium',
  total: 'Total',
  totalNotPriced: 'Your price appears once you choose a date.',
  totalWas: 'was',
  totalUpdating: 'Updating your price…',
  lifetimeDiscount: 'Lifetime discount {percent}\u00a0%',
  lifetimeNotHourly: 'Your lifetime discount does not apply to hourly-rate jobs.',
  totalNow: 'Total now {total}',
  totalNowDiscounted: 'Total now {total}, with your lifetime discount',
  service_packing_material: 'Packing materials',
  service_mileage_cost: 'Mileage',
  service_price_per_hour: 'Price per hour',
  service_dismantling: 'Dismantling',
  service_assembly: 'Assembly',
  service_storage: 'Storage',
};

/** Keys of the job summary's words. */
export type JobSummaryMessageKey = keyof typeof jobSummaryEnGB;

/** The job summary's words per locale (en-IE speaks en-GB here). */
export const JOB_SUMMARY_MESSAGES: Readonly<Record<Locale, Readonly<Record<JobSummaryMessageKey, string>>>> =
  catalogues('job-summary', jobSummaryEnGB);

/** The job summary's words for a key, placeholders filled (see `createTranslator`). */
export const jobSummaryMessage = createTranslator((locale) => JOB_SUMMARY_MESSAGES[locale]);

/**
 * The words of a service type: this catalogue's, else the type written as words
 * ('furniture_assembly' → 'Furniture assembly'), so a new service of the server still reads.
 * @example serviceTypeWords('en-GB', 'packing_material') // 'Packing materials'
 */
export function serviceTypeWords(locale: Locale, type: string): string {
  const key = `service_${type}` as JobSummaryMessageKey;
  if (Object.hasOwn(jobSummaryEnGB, key)) return jobSummaryMessage(locale, key);
  const words = String(type).replace(/[_-]+/g, ' ').trim();
  return words === '' ? String(type) : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The words of a van type (the van selector's label). */
export function vanTypeWords(locale: Locale, van: VanTypeKey): string {
  return jobSummaryMessage(locale, `van_${van}`);
}

/**
 * A chosen day (YYYY-MM-DD) in words for the locale, through date-fns with the locale's own
 * names: `long` for a fixed day, `short` for the ends of a range. A key that is no date comes
 * back as it is.
 * @example summaryDateWords('en-GB', '2030-01-14', 'long') // 'Monday 14 January 2030'
 */
export function summaryDateWords(locale: Locale, key: string, length: 'long' | 'short'): string {
  const resolved = resolveLocale(locale);
  const pattern = jobSummaryMessage(resolved, length === 'long' ? 'datePatternLong' : 'datePatternShort');
  return formatDayKey(key, pattern, resolved);
}

/**
 * A window of the day in words: its side and hours as the time slider writes them (§9: 'ha',
 * h:mm for es-ES).
 * @example summaryWindowWords('en-GB', { side: 'pickup', from: 8, to: 18 }) // 'Collection 8am–6pm'
 */
export function summaryWindowWords(
  locale: Locale,
  window: { side: 'pickup' | 'delivery'; from: number; to: number },
): string {
  const resolved = resolveLocale(locale);
  return jobSummaryMessage(resolved, window.side === 'delivery' ? 'windowDelivery' : 'windowPickup', {
    from: formatSliderHour(window.from, resolved),
    to: formatSliderHour(window.to, resolved),
  });
}

const MINUTES_PER_HOUR = 60;

/**
 * A duration in hours as the route's words write one ('about 2 hr 30 min'), at least 1 min.
 * @example durationWords('en-GB', 2.5) // 'about 2 hr 30 min'
 */
export function durationWords(locale: Locale, hours: number): string {
  const minutes = Math.max(1, Math.round(hours * MINUTES_PER_HOUR));
  const whole = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (whole === 0) return addressPickerMessage(locale, 'routeAboutMinutes', { minutes: String(minutes) });
  if (rest === 0) return addressPickerMessage(locale, 'routeAboutHours', { hours: String(whole) });
  return addressPickerMessage(locale, 'routeAboutHoursMinutes', { hours: String(whole), minutes: String(rest) });
}
