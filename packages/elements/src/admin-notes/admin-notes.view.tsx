import { getSession } from '@haulkit/core';
import { AdminNotes, adminNotesStyles } from '@haulkit/react';
import { adminPortOf, isAdminAdapter } from '../admin-port.js';
import { type AttributePropertiesOf, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-admin-notes>`. */
export const adminNotesAttributes = { ...sharedAttributes };

/** The view of `<hk-admin-notes>`, loaded on its first connection. */
export default createView({
  tag: 'admin-notes',
  attributes: adminNotesAttributes,
  styles: adminNotesStyles,
  render: (props, emit) => (
    <AdminNotes
      session={props.session}
      locale={props.locale}
      port={adminPortOf(getSession(props.session), isAdminAdapter, props.apiBase, props.locale)}
      onTakeCardPayment={(detail) => emit('hk-take-card-payment', detail)}
    />
  ),
});

/** `<hk-admin-notes>` as the DOM sees it. */
export type HkAdminNotesElement = HTMLElement & AttributePropertiesOf<typeof adminNotesAttributes>;
