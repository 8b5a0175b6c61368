import { getSession, withQuoteBase } from '@haulkit/core';
import { AddressPicker, addressPickerStyles } from '@haulkit/react';
import { type AttributePropertiesOf, attr, sharedAttributes } from '../attributes.js';
import { Prefill, prefillAttribute } from '../prefill.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-address-picker>`. */
export const addressPickerAttributes = {
  ...sharedAttributes,
  /** Turns the address boxes and "Use my location" off; a bare attribute means true. */
  disabled: attr.boolean(),
  /**
   * What the partner already knows about the job, as a JSON object (the `prefill` property also
   * takes the object itself); the address picker applies its `pickup` and `delivery`, each an
   * address with `latitude` and `longitude` (used as it is) or its text to look up (`"SW1A 2AA"`,
   * the first place found), and its `category` when the session has none. The other fields
   * (`items`, `email`) are checked and left to the pieces that type them (see `<hk-quote-flow>`).
   * A bad field is refused alone, with an `hk-error` (code `prefill`, its
   * message naming the field, also on the console) and the rest applies. It fills a new job once
   * per session: where the customer typed, or a draft of the session was restored, that wins,
   * field by field; the same value set again, or another one later, changes nothing (a new
   * `session` takes a new prefill).
   * @property {QuotePrefillInput}
   */
  prefill: prefillAttribute(),
};

/** The view of `<hk-address-picker>`, loaded on its first connection. */
export default createView({
  tag: 'address-picker',
  attributes: addressPickerAttributes,
  styles: addressPickerStyles,
  render: (props, emit, host) => (
    <>
      <Prefill
        value={props.prefill}
        sessionKey={props.session}
        session={() => withQuoteBase(getSession(props.session))}
        fields={['category', 'pickup', 'delivery']}
        emit={emit}
        tag={host?.localName ?? 'hk-address-picker'}
      />
      <AddressPicker
        session={props.session}
        locale={props.locale}
        disabled={props.disabled}
        onError={(error) => emit('hk-error', error)}
      />
    </>
  ),
});

/** `<hk-address-picker>` as the DOM sees it. */
export type HkAddressPickerElement = HTMLElement & AttributePropertiesOf<typeof addressPickerAttributes>;
