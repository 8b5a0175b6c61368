// <hk-quote-flow> alone, registered on load; `defineQuoteFlow({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { quoteFlowElement } from '../quote-flow/quote-flow.element.js';

/** Registers `<{prefix}-quote-flow>`. */
export function defineQuoteFlow(options: DefineOptions = {}): string[] {
  return defineElements([quoteFlowElement], options);
}
defineQuoteFlow();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
