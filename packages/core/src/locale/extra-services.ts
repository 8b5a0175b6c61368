import type { PackingMaterial } from '../rules/packing/constants.js';
import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The extra services' words (docs/behaviour/quote-flow.md §2 additional services list, packing
 * materials modal; §3 additional service), apart from the full catalogue so a page showing the
 * list loads only these. Service names are per type (`service_<type>`); a type without words
 * is named from the type itself (see extraServiceName).
 */
export const extraServicesEnGB = {
  servicesHeading: 'Extra services',
  service_packing_material: 'Packing materials',
  service_full_insurance: 'Protection Plus',
  service_mileage_cost: 'Mileage',
  service_price_per_hour: 'Price per hour',
  servicePackingHint: 'Boxes, wardrobe boxes and bubble wrap for your move',
  servicePackingChosen: 'Your packing: {list}',
  servicePriceFrom: 'Suggested for your items',
  servicesNotPriced: 'Extra services and their prices appear once your job is priced.',
  servicesNoneOffered: 'No extra services are offered for this job.',
  servicesLoading: 'Loading extra services…',
  servicesRetry: 'Try again',
  serviceAdded: 'Added {name}.',
  serviceRemoved: 'Removed {name}.',
  servicesTotal: 'Total so far',
  servicesTotalNow: 'Total so far: {total}.',
  packingChange: 'Change',
  packingChangeLabel: 'Change packing materials',
  packingTitle: 'Packing materials',
  packingIntro: 'Choose how many of each you need. The price updates as you go.',
  packing_small_boxes: 'Small boxes',
  packing_large_boxes: 'Large boxes',
  packing_wardrobe_boxes: 'Wardrobe boxes',
  packing_bubble_wrap: 'Bubble wrap rolls',
  packingUnitPrice: '{price} each',
  packingBoxUnitPrice: '{price} each',
  packingFewer: 'One fewer: {name}',
  packingMore: 'One more: {name}',
  packingCountOf: '{count}\u00a0×\u00a0{name}',
  packingPrice: 'Packing price',
  packingAdd: 'Add packing',
  packingUpdate: 'Update packing',
  packingCancel: 'Cancel',
  packingClose: 'Close',
  packingLoadFailed: 'The packing form could not load. Check your connection and try again.',
  errorPrefix: 'Error:',
  packingCountNotWhole: 'Enter a whole number from 0 to {max}, like 2.',
  packingCountTooHigh: 'Enter {max} or fewer.',
  packingCounts: 'Some counts need fixing before packing can be added.',
  packingEmpty: 'Choose at least one packing item.',
};

/** Keys of the extra services' words. */
export type ExtraServicesMessageKey = keyof typeof extraServicesEnGB;

/** The extra services' words per locale (en-IE speaks en-GB here). */
export const EXTRA_SERVICES_MESSAGES: Readonly<Record<Locale, Readonly<Record<ExtraServicesMessageKey, string>>>> =
  catalogues('extra-services', extraServicesEnGB);

/** The extra services' words for a key, placeholders filled (see `createTranslator`). */
export const extraServicesMessage = createTranslator((locale) => EXTRA_SERVICES_MESSAGES[locale]);

/** The key of a packing material's name. */
export const packingMaterialKey = (material: PackingMaterial): ExtraServicesMessageKey => `packing_${material}`;

/** The key of a packing material's unit price: boxes have their own, as Spanish says "cada una" of cajas. */
export const packingUnitPriceKey = (material: PackingMaterial): ExtraServicesMessageKey =>
  material === 'bubble_wrap' ? 'packingUnitPrice' : 'packingBoxUnitPrice';

/**
 * A service's name for a locale: its words when the catalogue has them, else a readable name
 * built from its type ("assembly_service" → "Assembly service"), so an unknown service still
 * reads as words, never as a code.
 * @example extraServiceName('en-GB', 'packing_material') // 'Packing materials'
 * @example extraServiceName('en-GB', 'furniture-assembly') // 'Furniture assembly'
 */
export function extraServiceName(locale: Locale, type: string): string {
  const catalogue = EXTRA_SERVICES_MESSAGES[locale] ?? extraServicesEnGB;
  const key = `service_${type}`;
  if (Object.hasOwn(catalogue, key)) return catalogue[key as ExtraServicesMessageKey];
  const words = type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? type : words.charAt(0).toUpperCase() + words.slice(1);
}
