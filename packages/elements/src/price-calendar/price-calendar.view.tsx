import { PriceCalendar, priceCalendarStyles } from '@haulkit/react';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-price-calendar>`: the shared ones only. */
export const priceCalendarAttributes = { ...sharedAttributes };

/** The view of `<hk-price-calendar>`, loaded on its first connection. */
export default createView({
  tag: 'price-calendar',
  attributes: priceCalendarAttributes,
  styles: priceCalendarStyles,
  render: (props) => <PriceCalendar session={props.session} locale={props.locale} category={props.category} />,
});

/** `<hk-price-calendar>` as the DOM sees it. */
export type HkPriceCalendarElement = HTMLElement & AttributePropertiesOf<typeof priceCalendarAttributes>;
