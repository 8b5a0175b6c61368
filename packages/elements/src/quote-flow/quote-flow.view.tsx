import { viewListingUrl } from '@haulkit/http';
import { QuoteFlow, quoteFlowStyles } from '@haulkit/react';
import { type AttributePropertiesOf, type AttributeSpec, attr, sharedAttributes } from '../attributes.js';
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
};

/** The view of `<hk-quote-flow>`, loaded on its first connection. */
export default createView({
  tag: 'quote-flow',
  attributes: quoteFlowAttributes,
  styles: quoteFlowStyles,
  // The view-listing link is the marketplace's (its site at `api-base`); the demo adapter has none.
  render: ({ apiBase, ...props }, emit) => (
    <QuoteFlow
      session={props.session}
      locale={props.locale}
      category={props.category}
      partnerId={props.partnerId}
      partnerListingId={props.partnerListingId}
      urlState={props.urlState}
      exitIntent={props.exitIntent}
      listingHref={apiBase ? (id) => viewListingUrl(apiBase, id) : undefined}
      onError={(error) => emit('hk-error', error)}
    />
  ),
});

/** `<hk-quote-flow>` as the DOM sees it. */
export type HkQuoteFlowElement = HTMLElement & AttributePropertiesOf<typeof quoteFlowAttributes>;
