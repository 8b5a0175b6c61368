// <hk-price-calendar> alone, registered on load; `definePriceCalendar({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { priceCalendarElement } from '../price-calendar/price-calendar.element.js';

/** Registers `<{prefix}-price-calendar>`. */
export function definePriceCalendar(options: DefineOptions = {}): string[] {
  return defineElements([priceCalendarElement], options);
}
definePriceCalendar();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
