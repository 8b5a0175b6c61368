import type { VanTypeKey } from '../model/van.js';
import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The van selector's words (docs/behaviour/quote-flow.md §2 van selector, §3 van types), apart from the
 * full catalogue so a page showing the selector loads only these. Each van type's label, info and
 * description are here per locale (VAN_TYPES holds en-GB defaults for servers that send keys only;
 * the figures, sizes and payloads, come from VAN_TYPES).
 */
export const vanSelectorEnGB = {
  vanLegend: 'Choose your van',
  van_small_transit_label: 'Small van',
  van_small_transit_info: 'Short-wheelbase Transit, about 6\u00a0m³',
  van_small_transit_description: 'Fits a few pieces of furniture and boxes, such as a single room or a student move.',
  van_large_transit_label: 'Large van',
  van_large_transit_info: 'Long-wheelbase high-roof Transit, about 12\u00a0m³',
  van_large_transit_description: 'Fits the contents of a one-bedroom flat, or a sofa, a bed and around twenty boxes.',
  van_luton_van_label: 'Luton van',
  van_luton_van_info: '3.5\u00a0t box van, about 20\u00a0m³, driven on a car licence',
  van_luton_van_description:
    'Fits the contents of a two-bedroom home; the box body takes tall items such as wardrobes upright.',
  vanLoadSpace: 'Load space {length} × {width} × {height}\u00a0cm',
  vanPayload: 'Carries up to {payload}\u00a0kg',
  vanFitsBadge: 'Fits your items',
  vanItems: 'Your items: about {volume}\u00a0m³, {weight}\u00a0kg.',
  vanItemsFit: 'Smallest van that fits them: {van}.',
  vanNoItems: 'Add your items to see which van fits them.',
  vanNoneFitsTitle: 'Your items need more than one van load',
  vanNoneFits: 'About {volume}\u00a0m³ and {weight}\u00a0kg is more than even the Luton van takes at once.',
  vanTooSmall: 'Your items may not fit in the van you chose ({van}). The smallest that takes them: {fit}.',
  vanChosen: '{van} chosen',
};

/** Keys of the van selector's words. */
export type VanSelectorMessageKey = keyof typeof vanSelectorEnGB;

/** The van selector's words per locale (en-IE speaks en-GB here). */
export const VAN_SELECTOR_MESSAGES: Readonly<Record<Locale, Readonly<Record<VanSelectorMessageKey, string>>>> =
  catalogues('van-selector', vanSelectorEnGB);

/** The van selector's words for a key, placeholders filled (see `createTranslator`). */
export const vanSelectorMessage = createTranslator((locale) => VAN_SELECTOR_MESSAGES[locale]);

/** The key of a van type's label, info or description. */
export const vanWordKey = (type: VanTypeKey, field: 'label' | 'info' | 'description'): VanSelectorMessageKey =>
  `van_${type}_${field}`;
