// <hk-quote-flow> alone, registered on load; `defineQuoteFlow({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { quoteFlowElement } from '../quote-flow/quote-flow.element.js';

/** Registers `<{prefix}-quote-flow>`. */
export function defineQuoteFlow(options: DefineOptions = {}): string[] {
  return defineElements([quoteFlowElement], options);
}
defineQuoteFlow();

/** The tags' and events' types (HTMLElementTagNameMap, React's JSX elements) for pages that import this file. */
export type * from '../tags.js';
