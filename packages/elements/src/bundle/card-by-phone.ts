// <hk-card-by-phone> alone, registered on load; `defineCardByPhone({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { cardByPhoneElement } from '../card-by-phone/card-by-phone.element.js';
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';

/** Registers `<{prefix}-card-by-phone>`. */
export function defineCardByPhone(options: DefineOptions = {}): string[] {
  return defineElements([cardByPhoneElement], options);
}
defineCardByPhone();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
