// <hk-removal-inventory> alone, registered on load; `defineRemovalInventory({ prefix })` adds
// another prefix. `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { removalInventoryElement } from '../removal-inventory/removal-inventory.element.js';

/** Registers `<{prefix}-removal-inventory>`. */
export function defineRemovalInventory(options: DefineOptions = {}): string[] {
  return defineElements([removalInventoryElement], options);
}
defineRemovalInventory();

/** The tags' and events' types (HTMLElementTagNameMap, React's JSX elements) for pages that import this file. */
export type * from '../tags.js';
