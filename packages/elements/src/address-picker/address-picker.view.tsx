import { AddressPicker, addressPickerStyles } from '@haulkit/react';
import { type AttributePropertiesOf, attr, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-address-picker>`. */
export const addressPickerAttributes = {
  ...sharedAttributes,
  /** Turns the address boxes and "Use my location" off; a bare attribute means true. */
  disabled: attr.boolean(),
};

/** The view of `<hk-address-picker>`, loaded on its first connection. */
export default createView({
  tag: 'address-picker',
  attributes: addressPickerAttributes,
  styles: addressPickerStyles,
  render: (props, emit) => (
    <AddressPicker
      session={props.session}
      locale={props.locale}
      disabled={props.disabled}
      onError={(error) => emit('hk-error', error)}
    />
  ),
});

/** `<hk-address-picker>` as the DOM sees it. */
export type HkAddressPickerElement = HTMLElement & AttributePropertiesOf<typeof addressPickerAttributes>;
