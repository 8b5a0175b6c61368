import { TimeOptions, timeOptionsStyles } from '@haulkit/react';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-time-options>`: the shared ones (`category="man-and-van"` shows the hourly-rate variant). */
export const timeOptionsAttributes = { ...sharedAttributes };

/** The view of `<hk-time-options>`, loaded on its first connection. */
export default createView({
  tag: 'time-options',
  attributes: timeOptionsAttributes,
  styles: timeOptionsStyles,
  render: (props) => <TimeOptions session={props.session} locale={props.locale} category={props.category} />,
});

/** `<hk-time-options>` as the DOM sees it. */
export type HkTimeOptionsElement = HTMLElement & AttributePropertiesOf<typeof timeOptionsAttributes>;
