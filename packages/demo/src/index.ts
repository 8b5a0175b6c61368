/**
 * @haulkit/demo: the in-memory QuoteApi used when a widget has no `api-base`. A real UK
 * household catalogue, item sets, and illustrative (not real) prices.
 */

/** Catalogue accessors and types, for the reference server and tests. */
export {
  type CatalogueCategory,
  type CatalogueItem,
  findItem,
  getCatalogue,
  getItemSets,
  type ItemSet,
  type ItemSetLine,
} from './catalogue.js';
/** The demo's illustrative pricing constants. */
export { DEMO_BASE_PRICE, DEMO_PRICE_DAYS, DEMO_PRICE_PER_M3, DEMO_WEEKEND_SURCHARGE } from './constants.js';
/** The illustrative demo pricing, for the reference server. */
export { type DemoDayPrice, demoDayPrice, demoPrices, priceListing, totalVolumeM3 } from './pricing.js';
/** The in-memory QuoteApi, its options and its stored-listing read. */
export { createDemoQuoteApi, type DemoQuoteApi, type DemoQuoteApiOptions } from './quote-api.js';
/** The search the demo adapter answers with, without the latency or signal. */
export { searchCatalogue } from './search.js';
