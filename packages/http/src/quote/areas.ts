import type { QuoteApi } from '@haulkit/core';

/** QuoteApi's catalogue reads other than the item search: quote/catalogue.ts, loaded on first call. */
export const CATALOGUE_METHODS = [
  'getItem',
  'getMakes',
  'getModels',
  'getVehicleByPlate',
  'getFurnitureDefaults',
  'getRemovalDefaultItems',
  'getRemovalPreset',
  'getEbayItem',
] as const satisfies readonly (keyof QuoteApi)[];

/** QuoteApi's provider checks, shared look-ups and tracking: quote/lookups.ts, loaded on first call. */
export const LOOKUP_METHODS = [
  'checkUsername',
  'checkEmailValid',
  'checkEmailDuplicate',
  'checkPhoneDuplicate',
  'checkPhoneValid',
  'getSignedInUser',
  'getTrustRating',
  'getPersonalisedNumber',
  'getAffiliateStores',
  'getCssFilename',
  'trackStage',
  'trackEvents',
  'logDirections',
] as const satisfies readonly (keyof QuoteApi)[];

/** QuoteApi's pre-listing and price calls: quote/prelisting.ts, loaded on first call. */
export const PRELISTING_METHODS = [
  'loadPrelisting',
  'savePrelisting',
  'recalculatePrelisting',
  'sendQuote',
  'getPrelistingHistory',
  'saveSpecialInstructions',
  'getActivePrelistings',
] as const satisfies readonly (keyof QuoteApi)[];

/** The QuoteApi methods of one area, named by its list. */
export type AreaCalls<TNames extends readonly (keyof QuoteApi)[]> = Pick<QuoteApi, TNames[number]>;
