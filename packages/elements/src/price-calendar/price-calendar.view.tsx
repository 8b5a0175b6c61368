import { getSession } from '@haulkit/core';
import { PriceCalendar, priceCalendarStyles } from '@haulkit/react';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { Prefill, prefillAttribute, prefillCategory } from '../prefill.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-price-calendar>`: the shared ones and `prefill`. */
export const priceCalendarAttributes = {
  ...sharedAttributes,
  /**
   * What the partner already knows about the job, as a JSON object (the `prefill` property also
   * takes the object itself); the price calendar applies its `email` (checked as the email ask
   * checks a typed one; the email ask then starts with it) and its `category` when there is no
   * `category` attribute. The other fields (`items`, `pickup`, `delivery`) are checked and left to
   * the pieces that type them (see `<hk-quote-flow>`). A bad field is refused alone, with an
   * `hk-error` (code `prefill`, its
   * message naming the field, also on the console) and the rest applies. It fills a new job once
   * per session: where the customer typed, or a draft of the session was restored, that wins,
   * field by field; the same value set again, or another one later, changes nothing (a new
   * `session` takes a new prefill).
   * @property {QuotePrefillInput}
   */
  prefill: prefillAttribute(),
};

/** The view of `<hk-price-calendar>`, loaded on its first connection. */
export default createView({
  tag: 'price-calendar',
  attributes: priceCalendarAttributes,
  styles: priceCalendarStyles,
  render: (props, emit, host) => (
    <>
      <Prefill
        value={props.prefill}
        sessionKey={props.session}
        session={() => getSession(props.session)}
        fields={['category', 'email']}
        emit={emit}
        tag={host?.localName ?? 'hk-price-calendar'}
      />
      <PriceCalendar
        session={props.session}
        locale={props.locale}
        category={props.category ?? prefillCategory(props.prefill)}
      />
    </>
  ),
});

/** `<hk-price-calendar>` as the DOM sees it. */
export type HkPriceCalendarElement = HTMLElement & AttributePropertiesOf<typeof priceCalendarAttributes>;
