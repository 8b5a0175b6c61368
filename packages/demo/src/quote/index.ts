/** The quote look-ups the demo QuoteApi loads on first use (one lazy chunk). */
export { findEbayItem, knownEbayItemIds } from './ebay.js';
export {
  furnitureDefaults,
  propertyTypeKeys,
  propertyTypeOf,
  removalDefaultItems,
  removalPreset,
  toPortItem,
} from './inventory.js';
export {
  affiliateStores,
  checkEmailDuplicate,
  checkEmailValid,
  checkPhoneDuplicate,
  checkPhoneValid,
  checkUsername,
  cssFilename,
  personalisedNumber,
  trustRating,
} from './lookups.js';
export { findMakes, findModels, knownPlates, lookUpPlate, normalisePlate } from './vehicles.js';
