import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { defineElement } from '../create-element.js';
import { objectProperty } from '../object-property.js';
import { paintItemPickerSkeleton } from './item-picker.skeleton.js';

/**
 * `<hk-item-picker>`: search the catalogue, add items and item sets, change quantities.
 * The view, its attribute schema (`itemPickerAttributes`) and its styles load on the first
 * connection, behind a skeleton of the same shape. Beside the search (from 992 px) it shows the
 * furniture defaults as "Popular items"; below 992 px the search opens full-screen and "Browse by
 * category" opens a dialog of them. With `partner-id` it shows the partner item screens (default
 * items, custom item, search) and records the partner (and `partner-listing-id`) on the listing;
 * for the eBay channels (1 and 4) the default items are those of the eBay listing
 * `partner-listing-id`. `category` is the flow (`car` shows no furniture defaults), and
 * `pre-listing-id` goes with the item search.
 *
 * @summary Item search (combobox), popular items by category, the listing's items with quantity steppers and a running total; the partner item screens.
 * @event hk-change - The listing changed, or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-items-done - Partner item screens: the person pressed Continue with at least one
 *   default item chosen; detail: the listing. (With none chosen the missing-item error shows
 *   instead, `data-code="missingItem"`.)
 * @event hk-error - An attribute was refused (code `attribute`), a field of `prefill` was refused
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 *   (code `prefill`, the message names it), a search failed (the adapter's code: `network`,
 *   `server`, `timeout`, `permission`, `badResponse`), or the view could not load (`load`) or
 *   render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The picker inside the root.
 * @csspart label - The search box label.
 * @csspart control - The search box.
 * @csspart listbox - The list of results.
 * @csspart option - One result.
 * @csspart status - Search status.
 * @csspart items - The list of chosen items.
 * @csspart item - One chosen item.
 * @csspart quantity - An item's quantity box.
 * @csspart step-button - The minus and plus buttons.
 * @csspart remove-button - An item's remove (×) button.
 * @csspart heading - The "Your items" heading.
 * @csspart total - The running total (items, volume, van).
 * @csspart field-error - A refused quantity's message, or the partner missing-item error.
 * @csspart browse - The "Popular items" panel beside the search (992 px and wider).
 * @csspart browse-item - A popular item's "Add {name}" button.
 * @csspart browse-error - The message shown when the popular items could not load, with Try again.
 * @csspart browse-button - The "Browse by category" button (below 992 px).
 * @csspart default-items - The partner's default items.
 * @csspart default-item - One default item, with its stepper from 0.
 * @csspart continue-button - The partner screens' Continue button.
 * @csspart add-links - The ways to add what the search does not find: your own item, a piano, a total volume.
 * @csspart missing-button - "Can't find your item?" under a search with no match (opens the missing-item dialog).
 * @csspart remeasure-button - "Enter size" on an item the office flagged.
 * @csspart ebay - The eBay listing shown for an eBay item number in the search box.
 * @csspart form - A dialog's form (custom item, piano, total volume, custom car, plate).
 * @csspart error-summary - The custom item form's list of missing fields.
 * @csspart size-alert - The custom item form's size warning or block.
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: buttons, active option; tints derive from it.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text.
 * @cssproperty --hk-color-surface - Card and field background.
 * @cssproperty --hk-color-border - Field borders.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 */
export const itemPickerElement = defineElement({
  name: 'item-picker',
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'category-id', 'disabled', 'prefill'],
  skeleton: paintItemPickerSkeleton,
  load: () => import('./item-picker.view.js'),
  // `prefill` also takes an object (the partner's job), kept as it is.
  extend: objectProperty('prefill'),
  words: () => import('./item-picker.words.js'),
});
