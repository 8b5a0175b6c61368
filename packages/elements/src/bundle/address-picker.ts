// <hk-address-picker> alone, registered on load; `defineAddressPicker({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { addressPickerElement } from '../address-picker/address-picker.element.js';
import { type DefineOptions, defineElements } from '../define.js';

/** Registers `<{prefix}-address-picker>`. */
export function defineAddressPicker(options: DefineOptions = {}): string[] {
  return defineElements([addressPickerElement], options);
}
defineAddressPicker();

/** The tags' and events' types (HTMLElementTagNameMap, React's JSX elements) for pages that import this file. */
export type * from '../tags.js';
