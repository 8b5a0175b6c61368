/**
 * @haulkit/core: the domain of the Haulkit widgets. Schemas, pure business rules, quote
 * sessions (nanostores) and the ports that adapters implement. No React, no DOM, no URLs.
 */
export * from './errors.js';
export * from './item-picker/search.js';
export * from './locale/messages.js';
export * from './model/item.js';
export * from './model/listing.js';
export type * from './ports/quote-api.js';
export * from './rules/items/index.js';
export * from './rules/listing.js';
export * from './session/quote-session.js';
