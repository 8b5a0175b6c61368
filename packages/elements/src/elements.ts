import { addressPickerElement } from './address-picker/address-picker.element.js';
import { itemPickerElement } from './item-picker/item-picker.element.js';
import { routeMapElement } from './route-map/route-map.element.js';

/** Every element Haulkit defines. */
export const allElements = [addressPickerElement, itemPickerElement, routeMapElement] as const;
