import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { defineElement } from '../create-element.js';
import { ItemPickerSkeleton } from './item-picker.skeleton.js';

/**
 * `<hk-item-picker>`: search the catalogue, add items and item sets, change quantities.
 * The view, its attribute schema (`itemPickerAttributes`) and its styles load on the first
 * connection, behind a skeleton of the same shape.
 *
 * @summary Item search (combobox), the listing's items with quantity steppers and a running total.
 * @event hk-change - The listing changed, or a saved draft was restored; detail: the listing.
 * @event hk-error - An attribute was refused (code `attribute`), a search failed (the adapter's
 *   code: `network`, `server`, `timeout`, `permission`, `badResponse`), or the view could not
 *   load (`load`) or render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart attribute-error - The message of a refused attribute.
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
 * @csspart field-error - A refused quantity's message.
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
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'category-id', 'disabled'],
  skeleton: ItemPickerSkeleton,
  load: () => import('./item-picker.view.js'),
});
