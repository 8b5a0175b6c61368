// <hk-item-picker> alone, registered on load; `defineItemPicker({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { itemPickerElement } from '../item-picker/item-picker.element.js';

/** Registers `<{prefix}-item-picker>`. */
export function defineItemPicker(options: DefineOptions = {}): string[] {
  return defineElements([itemPickerElement], options);
}
defineItemPicker();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
