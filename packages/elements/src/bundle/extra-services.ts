// <hk-extra-services> alone, registered on load; `defineExtraServices({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.

import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { extraServicesElement } from '../extra-services/extra-services.element.js';

/** Registers `<{prefix}-extra-services>`. */
export function defineExtraServices(options: DefineOptions = {}): string[] {
  return defineElements([extraServicesElement], options);
}
defineExtraServices();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
