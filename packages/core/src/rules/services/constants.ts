/** Constants of the extra services list and the van selector's hint (docs/behaviour/quote-flow.md §2, §3, §9). */

/** Volumes in the van hint are shown to one decimal of a cubic metre ("about 4.2 m³"). */
export const VAN_HINT_VOLUME_DECIMALS = 1;

/** The largest packing count a person may type: the per-item quantity maximum (§9: 99,999). */
export { MAX_QUANTITY as MAX_PACKING_COUNT } from '../items/constants.js';
