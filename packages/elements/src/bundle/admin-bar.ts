// <hk-admin-bar> alone, registered on load; `defineAdminBar({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.

import { adminBarElement } from '../admin-bar/admin-bar.element.js';
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';

/** Registers `<{prefix}-admin-bar>`. */
export function defineAdminBar(options: DefineOptions = {}): string[] {
  return defineElements([adminBarElement], options);
}
defineAdminBar();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
