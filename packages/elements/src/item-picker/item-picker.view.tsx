import { getSession } from '@haulkit/core';
import { ItemPicker, itemPickerStyles } from '@haulkit/react';
import { type AttributePropertiesOf, attr, sharedAttributes } from '../attributes.js';
import { takeEarlyInput } from '../early-input.js';
import { Prefill, prefillAttribute, prefillCategory } from '../prefill.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-item-picker>`. */
export const itemPickerAttributes = {
  ...sharedAttributes,
  /** category_id sent with the item search. @default 1 */
  'category-id': attr.number(1, { min: 1, integer: true }),
  /** Turns the search box and the quantity controls off; a bare attribute means true. */
  disabled: attr.boolean(),
  /**
   * What the partner already knows about the job, as a JSON object (the `prefill` property also
   * takes the object itself); the item picker applies its `items`, each `{"id": 102, "quantity":
   * 2}` (a catalogue item), `{"name": "Armchair"}` (the catalogue item of exactly that name, found
   * with `category-id`) or a name with all of `width`, `height`, `depth` and `weight` (a custom
   * item), and its `category` when there is no `category` attribute. The other fields (`pickup`,
   * `delivery`, `email`) are checked and left to the pieces that type them (see
   * `<hk-quote-flow>`). A bad field is refused alone, with an `hk-error` (code `prefill`, its
   * message naming the field, also on the console) and the rest applies. It fills a new job once
   * per session: where the customer typed, or a draft of the session was restored, that wins,
   * field by field; the same value set again, or another one later, changes nothing (a new
   * `session` takes a new prefill).
   * @property {QuotePrefillInput}
   */
  prefill: prefillAttribute(),
};

/** The view of `<hk-item-picker>`, loaded on its first connection. */
export default createView({
  tag: 'item-picker',
  attributes: itemPickerAttributes,
  styles: itemPickerStyles,
  render: (props, emit, host) => (
    <>
      <Prefill
        value={props.prefill}
        sessionKey={props.session}
        session={() => getSession(props.session)}
        fields={['category', 'items']}
        categoryId={props.categoryId}
        emit={emit}
        tag={host?.localName ?? 'hk-item-picker'}
      />
      <ItemPicker
        early={takeEarlyInput(host)}
        session={props.session}
        locale={props.locale}
        categoryId={props.categoryId}
        category={props.category ?? prefillCategory(props.prefill)}
        partnerId={props.partnerId}
        partnerListingId={props.partnerListingId}
        preListingId={props.preListingId}
        disabled={props.disabled}
        onError={(error) => emit('hk-error', error)}
        onContinue={(listing) => emit('hk-items-done', listing)}
      />
    </>
  ),
});

/** `<hk-item-picker>` as the DOM sees it. */
export type HkItemPickerElement = HTMLElement & AttributePropertiesOf<typeof itemPickerAttributes>;
