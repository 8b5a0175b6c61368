import { TimeSlider, timeSliderStyles } from '@haulkit/react';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-time-slider>`: the shared ones only (`category` makes a furniture flow ask before switching mode). */
export const timeSliderAttributes = { ...sharedAttributes };

/** The view of `<hk-time-slider>`, loaded on its first connection. */
export default createView({
  tag: 'time-slider',
  attributes: timeSliderAttributes,
  styles: timeSliderStyles,
  render: (props) => <TimeSlider session={props.session} locale={props.locale} category={props.category} />,
});

/** `<hk-time-slider>` as the DOM sees it. */
export type HkTimeSliderElement = HTMLElement & AttributePropertiesOf<typeof timeSliderAttributes>;
