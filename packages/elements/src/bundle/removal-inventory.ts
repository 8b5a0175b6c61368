// <hk-removal-inventory> alone, registered on load; `defineRemovalInventory({ prefix })` adds
// another prefix. `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { removalInventoryElement } from '../removal-inventory/removal-inventory.element.js';

/** Registers `<{prefix}-removal-inventory>`. */
export function defineRemovalInventory(options: DefineOptions = {}): string[] {
  return defineElements([removalInventoryElement], options);
}
defineRemovalInventory();
