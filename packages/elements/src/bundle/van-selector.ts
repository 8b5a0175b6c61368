// <hk-van-selector> alone, registered on load; `defineVanSelector({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { vanSelectorElement } from '../van-selector/van-selector.element.js';

/** Registers `<{prefix}-van-selector>`. */
export function defineVanSelector(options: DefineOptions = {}): string[] {
  return defineElements([vanSelectorElement], options);
}
defineVanSelector();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
