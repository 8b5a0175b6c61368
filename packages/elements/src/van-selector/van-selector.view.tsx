import { VanSelector, vanSelectorStyles } from '@haulkit/react';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-van-selector>`: the shared ones. */
export const vanSelectorAttributes = { ...sharedAttributes };

/** The view of `<hk-van-selector>`, loaded on its first connection. */
export default createView({
  tag: 'van-selector',
  attributes: vanSelectorAttributes,
  styles: vanSelectorStyles,
  render: (props) => <VanSelector session={props.session} locale={props.locale} />,
});

/** `<hk-van-selector>` as the DOM sees it. */
export type HkVanSelectorElement = HTMLElement & AttributePropertiesOf<typeof vanSelectorAttributes>;
