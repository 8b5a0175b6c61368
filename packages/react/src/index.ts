/**
 * @haulkit/react: the React components behind every Haulkit element, for React pages that
 * compose the pieces themselves. Each component reads and changes a quote session of
 * @haulkit/core.
 */
export * from './address-picker/index.js';
export * from './admin-bar/index.js';
export * from './admin-notes/index.js';
export * from './card-by-phone/index.js';
export * from './combobox/use-combobox.js';
export * from './common/index.js';
export * from './extra-services/index.js';
export * from './insurance/index.js';
export * from './item-picker/car/index.js';
export * from './item-picker/dialogs/index.js';
export * from './item-picker/ebay/index.js';
export * from './item-picker/index.js';
export * from './job-summary/index.js';
export { PartLoadReport } from './lazy-part.js';
export * from './map/load-maplibre.js';
export * from './price-adjustments/index.js';
export * from './price-calendar/index.js';
export * from './price-tabs/index.js';
export * from './pricing/index.js';
export * from './quote-flow/index.js';
export * from './removal-inventory/index.js';
export * from './route-map/index.js';
export * from './send-quote/index.js';
export * from './similar-listings/index.js';
export * from './time-options/index.js';
export * from './time-slider/index.js';
export * from './ui/index.js';
export * from './use-haulkit-event.js';
export * from './use-messages.js';
export * from './use-session-events.js';
export { type Readable, useStore } from './use-store.js';
export * from './van-selector/index.js';
