import { getSession } from '@haulkit/core';
import { AdminBar, adminBarStyles } from '@haulkit/react';
import { adminPortOf, isAdminAdapter } from '../admin-port.js';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-admin-bar>`. */
export const adminBarAttributes = { ...sharedAttributes };

/** The view of `<hk-admin-bar>`, loaded on its first connection. */
export default createView({
  tag: 'admin-bar',
  attributes: adminBarAttributes,
  styles: adminBarStyles,
  render: (props) => (
    <AdminBar
      session={props.session}
      locale={props.locale}
      port={adminPortOf(getSession(props.session), isAdminAdapter, props.apiBase, props.locale)}
    />
  ),
});

/** `<hk-admin-bar>` as the DOM sees it. */
export type HkAdminBarElement = HTMLElement & AttributePropertiesOf<typeof adminBarAttributes>;
