import { getSession, type QuoteSession, type ReportEntry } from '@haulkit/core';
import type { Emit } from './create-element.js';

/** Hosts connected to a session, on the session itself so separately loaded bundles share it. */
const HOSTS = Symbol.for('haulkit.event-hosts@1');

/** Marks a session whose restored draft has been announced with `hk-change`. */
const ANNOUNCED = Symbol.for('haulkit.restore-announced@1');

type Tracked = QuoteSession & { [HOSTS]?: Emit[]; [ANNOUNCED]?: boolean };

/** The emitter that speaks for a session: its first connected host, so one change is one event. */
const speaker = (session: Tracked): Emit | undefined => session[HOSTS]?.[0];

/** The dates of a price answer: the first and last priced day (YYYY-MM-DD). */
function dateRange(prices: unknown): { first: string; last: string } | null {
  const days = typeof prices === 'object' && prices !== null ? Object.keys(prices).sort() : [];
  return days.length > 0 ? { first: days[0] as string, last: days[days.length - 1] as string } : null;
}

/**
 * Events from the session, not from view callbacks (ARCHITECTURE.md): while a host is connected
 * it (or the first host of its session) emits `hk-change` on every listing change, and once for a
 * restored draft; `hk-price-loaded` when prices arrive; `hk-go-to-step` when the job summary asks for a step;
 * `hk-proceed` on proceeding; and what the
 * session reports, as `hk-error` with a severity or `hk-page-view`. Returns the disconnect.
 */
export function connectSessionEvents(key: string, emit: Emit): () => void {
  const session = getSession(key) as Tracked;
  session[HOSTS] ??= [];
  session[HOSTS].push(emit);
  // A listing the session already holds when its first host connects (a restored draft) is
  // announced once, so the host hears of items it did not see being added.
  const announceRestore = () => {
    const listing = session.$listing.get();
    if (
      !session[ANNOUNCED] &&
      Object.keys(listing).some((field) => field !== 'move_items' || listing.move_items?.length)
    ) {
      session[ANNOUNCED] = true;
      speaker(session)?.('hk-change', listing);
    }
  };
  announceRestore();
  void session.ready.then(announceRestore);
  const stopListing = session.$listing.listen((listing) => {
    if (speaker(session) !== emit) return;
    session[ANNOUNCED] = true;
    emit('hk-change', listing);
  });
  let before = session.$ui.get();
  const stopUi = session.$ui.listen((ui) => {
    const previous = before;
    before = ui;
    if (speaker(session) !== emit) return;
    if (ui.priceStatus === 'loaded' && previous.priceStatus !== 'loaded') {
      const listing = session.$listing.get();
      emit('hk-price-loaded', { lowest_price: listing.lowest_price ?? null, dates: dateRange(listing.prices) });
    }
    if (ui.goTo && ui.goTo.request !== previous.goTo?.request) {
      emit('hk-go-to-step', { step: ui.goTo.step, section: ui.goTo.section });
    }
    if (ui.step === 'listing-confirmation' && previous.step !== 'listing-confirmation') {
      const listing = session.$listing.get();
      emit('hk-proceed', { listing, pre_listing_id: listing.pre_listing_id ?? null });
    }
  });
  const previousReport = session.$adapters.get().report;
  const report = (entry: ReportEntry) => {
    const to = speaker(session);
    if (!to) return;
    if (entry.kind === 'pageView') to('hk-page-view', { page: entry.page });
    else to('hk-error', { code: entry.code, message: entry.message, severity: entry.severity });
  };
  if (!previousReport) session.setAdapters({ report });
  return () => {
    stopListing();
    stopUi();
    const hosts = session[HOSTS] ?? [];
    hosts.splice(hosts.indexOf(emit), 1);
  };
}
