// <hk-van-selector> alone, registered on load; `defineVanSelector({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { vanSelectorElement } from '../van-selector/van-selector.element.js';

/** Registers `<{prefix}-van-selector>`. */
export function defineVanSelector(options: DefineOptions = {}): string[] {
  return defineElements([vanSelectorElement], options);
}
defineVanSelector();

/** The tags' and events' types (HTMLElementTagNameMap, React's JSX elements) for pages that import this file. */
export type * from '../tags.js';
