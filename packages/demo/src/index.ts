/**
 * @haulkit/demo: the in-memory adapters a widget uses when it has no `api-base`. Every port of
 * @haulkit/core (quote, maps, card-by-phone payment, admin) with a real UK household catalogue,
 * a gazetteer and illustrative (not real) prices; deterministic for a seed and clock.
 */

/** Every demo port sharing one state, and its options. */
export { createDemoAdapters, type DemoAdapters } from './adapters.js';
/** The demo admin port's extra read. */
export type { DemoAdminApi, DemoListingActionRecord } from './admin/admin-api.js';
/** The demo admin tools sharing a demo QuoteApi's state (its prices follow their price adjustments). */
export { demoAdminApiOf } from './admin/shared-admin.js';
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
export { DEFAULT_LOCALE, DEFAULT_SEED, type DemoOptions } from './context.js';
/** The error the demo rejects with, and its guard. */
export { DemoError, isDemoError } from './errors/demo-error.js';
export { heldDemoVariant, holdDemoVariant } from './lab-choice.js';
/** The card-by-phone simulator's controls and statuses. */
export type { CaptureErrorType } from './payment/cards.js';
export { type CancelRefusal, DEMO_SESSION_STATUSES, type DemoPaymentControls } from './payment/simulator.js';
/** The in-memory QuoteApi, its options, its localised item search and its stored-listing read. */
export {
  createDemoQuoteApi,
  type DemoItemSearchQuery,
  type DemoNamingCalls,
  type DemoQuoteApi,
  type DemoQuoteApiOptions,
} from './quote-api.js';
/** The search the demo adapter answers with, without the latency or signal. */
export { searchCatalogue } from './search.js';
/** Who the demo says is signed in: the page's choice, and the answers. */
export { DEMO_SIGNED_IN_USERS, type DemoSignedIn, setDemoSignedIn } from './signed-in.js';
