import { ItemPicker, itemPickerStyles } from '@haulkit/react';
import { type AttributePropertiesOf, attr, sharedAttributes } from '../attributes.js';
import { takeEarlyInput } from '../early-input.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-item-picker>`. */
export const itemPickerAttributes = {
  ...sharedAttributes,
  /** category_id sent with the item search. @default 1 */
  'category-id': attr.number(1, { min: 1, integer: true }),
  /** Turns the search box and the quantity controls off; a bare attribute means true. */
  disabled: attr.boolean(),
};

/** The view of `<hk-item-picker>`, loaded on its first connection. */
export default createView({
  tag: 'item-picker',
  attributes: itemPickerAttributes,
  styles: itemPickerStyles,
  render: (props, emit, host) => (
    <ItemPicker
      early={takeEarlyInput(host)}
      session={props.session}
      locale={props.locale}
      categoryId={props.categoryId}
      category={props.category}
      partnerId={props.partnerId}
      partnerListingId={props.partnerListingId}
      preListingId={props.preListingId}
      disabled={props.disabled}
      onError={(error) => emit('hk-error', error)}
      onContinue={(listing) => emit('hk-items-done', listing)}
    />
  ),
});

/** `<hk-item-picker>` as the DOM sees it. */
export type HkItemPickerElement = HTMLElement & AttributePropertiesOf<typeof itemPickerAttributes>;
