import { getSession, withQuoteBase } from '@haulkit/core';
import { viewListingUrl } from '@haulkit/http';
import { QuoteFlow, quoteFlowStyles } from '@haulkit/react';
import { adminPortOf, isAdminAdapter } from '../admin-port.js';
import { type AttributePropertiesOf, type AttributeSpec, attr, sharedAttributes } from '../attributes.js';
import { Prefill, prefillAttribute, prefillCategory } from '../prefill.js';
import { createView } from '../view-host.js';

/** `url-state`: `hash` only; anything else is refused and the URL left alone. */
const urlState: AttributeSpec<'hash' | undefined> = {
  kind: 'string',
  fallback: undefined,
  parse: (text) =>
    text.trim().toLowerCase() === 'hash'
      ? { ok: true, value: 'hash' }
      : { ok: false, reason: `“${text}” is not “hash”` },
};

/** Attributes of `<hk-quote-flow>`. */
export const quoteFlowAttributes = {
  ...sharedAttributes,
  /**
   * `hash`: the flow's step is kept in the page's hash, in a parameter of its own named after the
   * session (`hk-step.<session>`), so Back and Forward move the flow and a shared link opens the
   * same step; a host router's route in the hash is kept. Absent: the URL is never touched.
   */
  'url-state': urlState,
  /**
   * Id of the exit-intent dialog: it opens once per id (a cookie remembers it) when the mouse
   * leaves the window, and the opening is tracked. Absent: no exit-intent dialog.
   */
  'exit-intent': attr.string(),
  /**
   * What the partner already knows about the job, as a JSON object (the `prefill` property also
   * takes the object itself): `category`; `items`, each `{"id": 102, "quantity": 2}` (a catalogue
   * item), `{"name": "Armchair"}` (the catalogue item of exactly that name) or a name with all of
   * `width`, `height`, `depth` and `weight` (a custom item; `dimension_unit` cm, m, in, ft or mm,
   * `weight_unit` kg or lbs); `pickup` and `delivery`, each an address with `latitude` and
   * `longitude` or its text to look up (`"SW1A 2AA"`); `email`. Each field is checked as the
   * customer's typing is: a bad one is refused alone, with an `hk-error` (code `prefill`, its
   * message naming the field, also on the console) and the rest applies. It fills a new job once
   * per session: where the customer typed, or a draft of the session was restored, that wins,
   * field by field; the same value set again, or another one later, changes nothing (a new
   * `session` takes a new prefill). `category` counts when there is no `category` attribute.
   * @property {QuotePrefillInput}
   */
  prefill: prefillAttribute(),
};

/** The view of `<hk-quote-flow>`, loaded on its first connection. */
export default createView({
  tag: 'quote-flow',
  attributes: quoteFlowAttributes,
  styles: quoteFlowStyles,
  // The view-listing link is the marketplace's (its site at `api-base`); the demo adapter has none.
  render: ({ apiBase, ...props }, emit, host) => (
    <>
      <Prefill
        value={props.prefill}
        sessionKey={props.session}
        session={() => withQuoteBase(getSession(props.session))}
        emit={emit}
        tag={host?.localName ?? 'hk-quote-flow'}
      />
      <QuoteFlow
        session={props.session}
        locale={props.locale}
        category={props.category ?? prefillCategory(props.prefill)}
        partnerId={props.partnerId}
        partnerListingId={props.partnerListingId}
        urlState={props.urlState}
        exitIntent={props.exitIntent}
        listingHref={apiBase ? (id) => viewListingUrl(apiBase, id) : undefined}
        adminPort={adminPortOf(getSession(props.session), isAdminAdapter, apiBase, props.locale)}
        onError={(error) => emit('hk-error', error)}
      />
    </>
  ),
});

/** `<hk-quote-flow>` as the DOM sees it. */
export type HkQuoteFlowElement = HTMLElement & AttributePropertiesOf<typeof quoteFlowAttributes>;
