/**
 * @haulkit/elements: Haulkit's custom elements for any page. `defineHaulkit()` registers
 * every `<hk-*>` tag; the prebuilt `dist/haulkit.js` does that on load.
 */
import { type DefineOptions, defineElements } from './define.js';
import { allElements } from './elements.js';

export { configure, getSession } from '@haulkit/core';
export { loadMapLibre } from '@haulkit/react';
export * from './address-picker/address-picker.element.js';
export * from './attributes.js';
export * from './create-element.js';
export * from './define.js';
export * from './events.js';
export * from './item-picker/item-picker.element.js';
export * from './route-map/route-map.element.js';
export * from './styles.js';
export type * from './tags.js';
export * from './version.js';

/** Registers every Haulkit element (`<hk-item-picker>`, …). Safe to call twice. */
export function defineHaulkit(options: DefineOptions = {}): string[] {
  return defineElements(allElements, options);
}
