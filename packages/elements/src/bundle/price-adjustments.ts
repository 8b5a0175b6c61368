// <hk-price-adjustments> alone, registered on load; `definePriceAdjustments({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.

import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { priceAdjustmentsElement } from '../price-adjustments/price-adjustments.element.js';

/** Registers `<{prefix}-price-adjustments>`. */
export function definePriceAdjustments(options: DefineOptions = {}): string[] {
  return defineElements([priceAdjustmentsElement], options);
}
definePriceAdjustments();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
