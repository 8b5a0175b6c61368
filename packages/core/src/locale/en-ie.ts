import { addressPickerEnIEOverrides } from './address-picker.js';
import type { GeneralCatalogue } from './en-gb.js';

/**
 * en-IE: the en-GB words except where Irish usage differs. Money is shown in euro by
 * `formatMoney`, not here; Irish postcodes are Eircodes.
 */
export const enIEOverrides: Partial<GeneralCatalogue> = {
  ...addressPickerEnIEOverrides,
  addressSearchPlaceholder: 'Start typing an address or Eircode',
  postcodeLabel: 'Eircode',
};
