/**
 * @haulkit/elements: Haulkit's custom elements for any page. `defineHaulkit()` registers
 * every `<hk-*>` tag; the prebuilt `dist/haulkit.js` does that on load.
 */

import { defineElements } from './define.js';
import type { DefineOptions } from './define-options.js';
import { allElements } from './elements.js';

// The documented surface only (the README's): the building blocks of an element (its class
// factory, attribute parsers, event emitter, styles) stay inside the package.
export { configure, getSession } from '@haulkit/core';
export type { Theme } from './attributes.js';
export type { DefineOptions } from './define-options.js';
export type {
  GoToStepDetail,
  HaulkitErrorDetail,
  HaulkitEventDetails,
  HaulkitEventMap,
  PageViewDetail,
  PriceLoadedDetail,
  ProceedDetail,
} from './events.js';
export { loadMapLibre, type MapLibreKit } from './load-maplibre.js';
export type * from './tags.js';
export { VERSION } from './version.js';

/** Registers every Haulkit element (`<hk-item-picker>`, …). Safe to call twice. */
export function defineHaulkit(options: DefineOptions = {}): string[] {
  return defineElements(allElements, options);
}
