import { Insurance, insuranceStyles } from '@haulkit/react';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-insurance>`: the shared ones only. */
export const insuranceAttributes = { ...sharedAttributes };

/** The view of `<hk-insurance>`, loaded on its first connection. */
export default createView({
  tag: 'insurance',
  attributes: insuranceAttributes,
  styles: insuranceStyles,
  render: (props) => <Insurance session={props.session} locale={props.locale} />,
});

/** `<hk-insurance>` as the DOM sees it. */
export type HkInsuranceElement = HTMLElement & AttributePropertiesOf<typeof insuranceAttributes>;
