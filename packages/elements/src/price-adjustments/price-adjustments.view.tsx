import { getSession } from '@haulkit/core';
import { isPriceAdjustmentApi, PriceAdjustments, priceAdjustmentsStyles } from '@haulkit/react';
import { adminPortOf } from '../admin-port.js';
import { type AttributePropertiesOf, attr, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-price-adjustments>`. */
export const priceAdjustmentsAttributes = {
  ...sharedAttributes,
  /**
   * The customer-discounts service key, sent as a header with GET customer-discounts. Absent:
   * the customer's discounts are not shown.
   */
  'discounts-key': attr.string(),
};

/** The view of `<hk-price-adjustments>`, loaded on its first connection. */
export default createView({
  tag: 'price-adjustments',
  attributes: priceAdjustmentsAttributes,
  styles: priceAdjustmentsStyles,
  render: (props) => (
    <PriceAdjustments
      session={props.session}
      locale={props.locale}
      port={adminPortOf(getSession(props.session), isPriceAdjustmentApi, props.apiBase, props.locale)}
      {...(props.discountsKey ? { discountsKey: props.discountsKey } : {})}
    />
  ),
});

/** `<hk-price-adjustments>` as the DOM sees it. */
export type HkPriceAdjustmentsElement = HTMLElement & AttributePropertiesOf<typeof priceAdjustmentsAttributes>;
