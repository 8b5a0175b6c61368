import { itemPickerElement } from './item-picker/item-picker.element.js';

/** Every element Haulkit defines. */
export const allElements = [itemPickerElement] as const;
