// <hk-removal-inventory> alone, registered on load; `defineRemovalInventory({ prefix })` adds
// another prefix. `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { removalInventoryElement } from '../removal-inventory/removal-inventory.element.js';

/** Registers `<{prefix}-removal-inventory>`. */
export function defineRemovalInventory(options: DefineOptions = {}): string[] {
  return defineElements([removalInventoryElement], options);
}
defineRemovalInventory();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
