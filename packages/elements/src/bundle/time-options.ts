// <hk-time-options> alone, registered on load; `defineTimeOptions({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { timeOptionsElement } from '../time-options/time-options.element.js';

/** Registers `<{prefix}-time-options>`. */
export function defineTimeOptions(options: DefineOptions = {}): string[] {
  return defineElements([timeOptionsElement], options);
}
defineTimeOptions();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
