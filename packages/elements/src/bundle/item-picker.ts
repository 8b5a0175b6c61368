// <hk-item-picker> alone, registered on load; `defineItemPicker({ prefix })` adds another prefix.
import { configure, getSession } from '@haulkit/core';
import { type DefineOptions, defineElements } from '../define.js';
import { itemPickerElement } from '../item-picker/item-picker.element.js';

export { configure, getSession };

/** Registers `<{prefix}-item-picker>`. */
export function defineItemPicker(options: DefineOptions = {}): string[] {
  return defineElements([itemPickerElement], options);
}
defineItemPicker();
