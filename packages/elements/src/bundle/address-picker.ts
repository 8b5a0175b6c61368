// <hk-address-picker> alone, registered on load; `defineAddressPicker({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { addressPickerElement } from '../address-picker/address-picker.element.js';
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';

/** Registers `<{prefix}-address-picker>`. */
export function defineAddressPicker(options: DefineOptions = {}): string[] {
  return defineElements([addressPickerElement], options);
}
defineAddressPicker();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
