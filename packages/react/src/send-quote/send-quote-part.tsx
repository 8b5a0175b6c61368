import { getSession, lazyImport, sendQuoteOffered, withLaterWords } from '@haulkit/core';
import { computed } from 'nanostores';
import { useMemo } from 'react';
import { LazyPart } from '../lazy-part.js';
import { useStore } from '../use-store.js';
import type { SendQuoteProps } from './use-send-quote.js';

/**
 * The send-quote button and dialog: their own module, fetched when the part first shows, so the
 * view that offers it (the price step, the admin notes panel) does not carry it in its first
 * render; with its es-ES words on a Spanish page (the later words of the element around it).
 */
const loadSendQuote = lazyImport(
  withLaterWords(() => import('./send-quote.js')),
  (module) => module.SendQuoteDialog,
);

/** Props of SendQuotePart: the dialog's, with the wrapper's part name and class. */
export interface SendQuotePartProps extends SendQuoteProps {
  /** The wrapper's part name, for the host page's styles. */
  part: string;
  className?: string | undefined;
}

/**
 * The send-quote button and its dialog as a lazy part (docs/behaviour/back-office.md §2 "send
 * quote"): nothing while its module loads, nothing when it cannot load (the view around it goes on).
 * @example <SendQuotePart part="send-quote" session="office" locale="en-GB" isAdmin />
 */
export function SendQuotePart({ part, className, ...props }: SendQuotePartProps) {
  return (
    <div part={part} className={className}>
      <LazyPart load={loadSendQuote} failed={() => null}>
        {(SendQuoteDialog) => <SendQuoteDialog {...props} />}
      </LazyPart>
    </div>
  );
}

/**
 * "Email me this quote" in the quote flow's price step (docs/behaviour/quote-flow.md §2): the
 * send-quote part, shown once prices are on screen (`sendQuoteOffered`), so its module is not
 * fetched before there is a quote to send. An admin working in the flow gets the staff dialog,
 * "Send quote by email", on the same model as the admin notes panel's.
 * @example <FlowSendQuote part="flow-send-quote" session="shop" locale="en-GB" />
 */
export function FlowSendQuote({ session: key, ...props }: Omit<SendQuotePartProps, 'isAdmin'>) {
  const session = useMemo(() => getSession(key), [key]);
  const $offered = useMemo(
    () => computed([session.$listing, session.$ui], (listing, ui) => sendQuoteOffered(listing, ui.pricesBlurred)),
    [session],
  );
  const offered = useStore($offered);
  const { isAdmin } = useStore(session.$context);
  if (!offered) return null;
  return <SendQuotePart {...props} {...(key === undefined ? {} : { session: key })} isAdmin={isAdmin} />;
}
