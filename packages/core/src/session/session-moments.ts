import type { Listing } from '../model/listing.js';
import type { QuoteSession } from './quote-session.js';
import type { QuoteUi } from './quote-state.js';
import type { FlowStep, SummarySection } from './slices/job-ui.js';

/** What a host hears when prices arrive: the lowest price and the first and last priced day. */
export interface PriceLoadedDetail {
  lowest_price: Listing['lowest_price'] | null;
  dates: { first: string; last: string } | null;
}

/** What a host hears when the job summary's "change" asks for a step: the step and the section. */
export interface GoToStepDetail {
  step: FlowStep;
  section: SummarySection;
}

/** What a host hears when the customer proceeds: the listing and its pre-listing id; the host navigates. */
export interface ProceedDetail {
  listing: Listing;
  pre_listing_id: string | null;
}

/**
 * A moment of the quote a host page acts on, told by the session's own state (docs/architecture.md:
 * events come from the session, not from view callbacks). `<hk-*>` elements emit each as an
 * `hk-` event; a React page hears them through `useSessionEvents`.
 */
export type SessionMoment =
  | { name: 'price-loaded'; detail: PriceLoadedDetail }
  | { name: 'go-to-step'; detail: GoToStepDetail }
  | { name: 'proceed'; detail: ProceedDetail };

/**
 * The first and last priced day (YYYY-MM-DD) of a price answer's days; null without one.
 * @example priceDateRange({ '2030-01-14': 120, '2030-01-12': 99 }) // { first: '2030-01-12', last: '2030-01-14' }
 */
export function priceDateRange(prices: unknown): { first: string; last: string } | null {
  const days = typeof prices === 'object' && prices !== null ? Object.keys(prices).sort() : [];
  return days.length > 0 ? { first: days[0] as string, last: days[days.length - 1] as string } : null;
}

/**
 * The moments one change of the session's UI state makes, in this order: prices arrived (the
 * price status became `loaded`), a new go-to-step request (each request counts once, even for
 * the same section), and proceeding (the step became `listing-confirmation`). Nothing else
 * makes a moment, so a host hears each once however many times the state is written.
 * @example sessionMoments(before, { ...before, step: 'listing-confirmation' }, listing) // [{ name: 'proceed', detail: { listing, pre_listing_id } }]
 */
export function sessionMoments(previous: QuoteUi, ui: QuoteUi, listing: Listing): SessionMoment[] {
  const moments: SessionMoment[] = [];
  if (ui.priceStatus === 'loaded' && previous.priceStatus !== 'loaded') {
    moments.push({
      name: 'price-loaded',
      detail: { lowest_price: listing.lowest_price ?? null, dates: priceDateRange(listing.prices) },
    });
  }
  if (ui.goTo && ui.goTo.request !== previous.goTo?.request) {
    moments.push({ name: 'go-to-step', detail: { step: ui.goTo.step, section: ui.goTo.section } });
  }
  if (ui.step === 'listing-confirmation' && previous.step !== 'listing-confirmation') {
    moments.push({ name: 'proceed', detail: { listing, pre_listing_id: listing.pre_listing_id ?? null } });
  }
  return moments;
}

/**
 * Calls `listener` with each moment of a session from now on (see `sessionMoments`), with the
 * listing as it is at that moment; returns the unsubscribe. The elements' `hk-*` events and
 * `@haulkit/react`'s `useSessionEvents` both listen through it.
 */
export function listenSessionMoments(session: QuoteSession, listener: (moment: SessionMoment) => void): () => void {
  let before = session.$ui.get();
  return session.$ui.listen((ui) => {
    const previous = before;
    before = ui;
    for (const moment of sessionMoments(previous, ui, session.$listing.get())) listener(moment);
  });
}
