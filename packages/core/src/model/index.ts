/** The domain model of @haulkit/core: valibot schemas and their inferred types. */
export * from './address.js';
export * from './admin.js';
export * from './affiliate.js';
export * from './cart.js';
export * from './common.js';
export * from './constants.js';
export * from './experiment.js';
export * from './item.js';
export * from './listing.js';
export { DateOptionSchema, type ListingDateOption, type Partner, PartnerSchema } from './listing-fields.js';
export * from './payment.js';
export * from './prefill.js';
export * from './prefill-read.js';
export * from './price-adjustment.js';
export * from './prices.js';
export * from './server-error.js';
export * from './similar-listing.js';
export * from './time-option.js';
export * from './user.js';
/** valibot's object schemas for adapters' own schemas, safe on a polluted page (model/valibot.ts). */
export { looseObject as hostSafeLooseObject, object as hostSafeObject } from './valibot.js';
export * from './van.js';
