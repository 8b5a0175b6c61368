import { JobSummary, jobSummaryStyles } from '@haulkit/react';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-job-summary>`: the shared ones only. */
export const jobSummaryAttributes = { ...sharedAttributes };

/** The view of `<hk-job-summary>`, loaded on its first connection. */
export default createView({
  tag: 'job-summary',
  attributes: jobSummaryAttributes,
  styles: jobSummaryStyles,
  render: (props) => <JobSummary session={props.session} locale={props.locale} category={props.category} />,
});

/** `<hk-job-summary>` as the DOM sees it. */
export type HkJobSummaryElement = HTMLElement & AttributePropertiesOf<typeof jobSummaryAttributes>;
