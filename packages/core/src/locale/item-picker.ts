import { ITEM_SEARCH_WORDS } from './item-search-words.js';
import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The item picker's words, apart from the full catalogue so that a page showing only the picker
 * loads only these (the full catalogues spread them in, so every key is in both).
 */
export const itemPickerEnGB = {
  itemSearchLabel: ITEM_SEARCH_WORDS.en.label,
  itemSearchPlaceholder: ITEM_SEARCH_WORDS.en.placeholder,
  itemSearchLoading: 'Searching…',
  itemSearchNoResults: 'No items found for “{text}”. Try another word, like “table”.',
  itemSearchFailedTitle: 'We could not search just now',
  itemSearchFailed: 'Check your connection, then try again. Your items are kept.',
  itemSearchResult: '1 result',
  itemSearchResults: '{count} results',
  itemSetCount: '{count} items',
  retry: 'Try again',
  itemsHeading: 'Your items',
  itemsHeadingCar: 'Your cars',
  itemsEmpty: 'No items yet. Search above to add your first one, like “sofa” or “boxes”.',
  itemIncrease: 'Add one {name}',
  itemDecrease: 'Remove one {name}',
  itemRemove: 'Remove {name}',
  itemQuantity: 'Quantity of {name}',
  itemAdded: 'Added {name}',
  itemRemoved: 'Removed {name}',
  itemRestored: 'Put back {name}',
  itemQuantityNow: '{name}, quantity {quantity}',
  undo: 'Undo',
  totalOne: '1 item',
  totalMany: '{count} items',
  totalCarOne: '1 car',
  totalCarMany: '{count} cars',
  totalVolume: 'about {volume} m³',
  totalVolumeFeet: 'about {volume} m³ ({feet} ft³)',
  fits_small_transit: 'fits a small van',
  fits_large_transit: 'fits a large van',
  fits_luton_van: 'fits a Luton van',
  fitsNone: 'more than one Luton van',
  quantityNotWhole: 'Enter a whole number from 1 to {max}, like 2. The quantity is still {previous}.',
  quantityTooHigh: 'Enter {max} or fewer. The quantity is still {previous}.',
  quantityMost: '{max} is the most for one item.',
  dialogClose: 'Close',
  browseHeading: 'Popular items',
  browseAdd: 'Add {name}',
  browseFailedTitle: 'We could not load popular items',
  browseFailed: 'You can still search for any item above.',
  browseEmpty: 'No popular items to show just now. Search for an item instead.',
  browseByCategory: 'Browse by category',
  browseBack: 'Back to categories',
  partnerListingHeading: 'Items in your {name} listing',
  partnerNamedHeading: 'Your {name} items',
  partnerHeading: 'Suggested items',
  partnerHint: 'Choose how many of each item you are moving.',
  partnerListingFailedTitle: 'We could not load your listing’s items',
  partnerDefaultsFailedTitle: 'We could not load the suggested items',
  partnerDefaultsFailed: 'Try again, search for your items, or add one that is not listed.',
  partnerDefaultsEmpty: 'No suggested items. Search for your items, or add one that is not listed.',
  partnerAddUnlisted: 'Add an item that is not listed',
  partnerSearchOther: 'Search for other items',
  partnerBackToSuggested: 'Back to suggested items',
  partnerContinue: 'Continue',
  partnerMissingItem: 'Choose at least one item and how many of it, or add one that is not listed.',
  partnerItemsEmpty: 'No items chosen yet.',
  addOwnItem: 'Add your own item',
  missingItem: 'Can’t find your item? Add it yourself',
  itemsEmptyCar: 'No car yet. Choose its make and model above, or look it up by its registration plate.',
  addPiano: 'Add a piano by make and model',
  itemsEmptyPiano: 'No piano yet. Add it by its make and model above.',
  addVolume: 'Know the total volume? Add it',
  enterSize: 'Enter size of {name}',
  enterSizeShort: 'Enter size',
  sizeNeeded: 'Size needed',
  dialogLoadFailed: 'This could not open just now. Check your connection, then try again.',
};

/** Keys of the item picker's words. */
export type ItemPickerMessageKey = keyof typeof itemPickerEnGB;

/** The item picker's words per locale (en-IE speaks en-GB here). */
export const ITEM_PICKER_MESSAGES: Readonly<Record<Locale, Readonly<Record<ItemPickerMessageKey, string>>>> =
  catalogues('item-picker', itemPickerEnGB);

/** The item picker's words for a key, placeholders filled (see `message`). */
export const itemPickerMessage = createTranslator((locale) => ITEM_PICKER_MESSAGES[locale]);
