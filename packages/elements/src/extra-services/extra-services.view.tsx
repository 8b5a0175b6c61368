import { ExtraServices, extraServicesStyles } from '@haulkit/react';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-extra-services>`: the shared ones. */
export const extraServicesAttributes = { ...sharedAttributes };

/** The view of `<hk-extra-services>`, loaded on its first connection. */
export default createView({
  tag: 'extra-services',
  attributes: extraServicesAttributes,
  styles: extraServicesStyles,
  render: (props) => <ExtraServices session={props.session} locale={props.locale} />,
});

/** `<hk-extra-services>` as the DOM sees it. */
export type HkExtraServicesElement = HTMLElement & AttributePropertiesOf<typeof extraServicesAttributes>;
