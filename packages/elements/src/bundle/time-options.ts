// <hk-time-options> alone, registered on load; `defineTimeOptions({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { timeOptionsElement } from '../time-options/time-options.element.js';

/** Registers `<{prefix}-time-options>`. */
export function defineTimeOptions(options: DefineOptions = {}): string[] {
  return defineElements([timeOptionsElement], options);
}
defineTimeOptions();

/** The tags' and events' types (HTMLElementTagNameMap, React's JSX elements) for pages that import this file. */
export type * from '../tags.js';
