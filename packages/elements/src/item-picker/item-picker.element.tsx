import { ItemPicker, itemPickerStyles } from '@haulkit/react';
import { type AttributePropertiesOf, attr, sharedAttributes } from '../attributes.js';
import { defineElement } from '../create-element.js';

/** Attributes of `<hk-item-picker>`. */
export const itemPickerAttributes = {
  ...sharedAttributes,
  /** category_id sent with the item search. @default 1 */
  'category-id': attr.number(1, { min: 1, integer: true }),
  /** Turns the search box and the quantity controls off; a bare attribute means true. */
  disabled: attr.boolean(),
};

/**
 * `<hk-item-picker>`: search the catalogue, add items and item sets, change quantities.
 *
 * @summary Item search (combobox) and the listing's item list with quantity steppers.
 * @event hk-change - The listing changed, or a saved draft was restored; detail: the listing.
 * @event hk-error - An attribute was refused (code `attribute`) or a search failed (the adapter's
 *   code: `network`, `server`, `timeout`, `permission`, `badResponse`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart attribute-error - The message of a refused attribute.
 * @csspart base - The picker inside the root.
 * @csspart label - The search box label.
 * @csspart control - The search box.
 * @csspart listbox - The list of results.
 * @csspart option - One result.
 * @csspart status - Search status and announcements.
 * @csspart items - The list of chosen items.
 * @csspart item - One chosen item.
 * @csspart quantity - An item's quantity box.
 * @csspart step-button - The minus and plus buttons.
 * @csspart heading - The "Your items" heading.
 * @csspart error - A refused quantity's message.
 * @csspart error-code - The code under that message.
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text.
 * @cssproperty --hk-color-accent - Step buttons.
 * @cssproperty --hk-color-focus - Focus ring and active option outline.
 * @cssproperty --hk-color-danger - Error text.
 * @cssproperty --hk-radius - Corner radius.
 */
export const itemPickerElement = defineElement({
  name: 'item-picker',
  attributes: itemPickerAttributes,
  styles: itemPickerStyles,
  render: (props, emit) => (
    <ItemPicker
      session={props.session}
      locale={props.locale}
      categoryId={props.categoryId}
      preListingId={props.preListingId}
      disabled={props.disabled}
      onError={(error) => emit('hk-error', error)}
    />
  ),
});

/** `<hk-item-picker>` as the DOM sees it. */
export type HkItemPickerElement = HTMLElement & AttributePropertiesOf<typeof itemPickerAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    'hk-item-picker': HkItemPickerElement;
  }
}
