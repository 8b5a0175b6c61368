import { getSession, listenSessionMoments, type QuoteSession, type ReportEntry } from '@haulkit/core';
import type { Emit } from './create-element.js';

/** Hosts connected to a session, on the session itself so separately loaded bundles share it. */
const HOSTS = Symbol.for('haulkit.event-hosts@1');

/** Marks a session whose restored draft has been announced with `hk-change`. */
const ANNOUNCED = Symbol.for('haulkit.restore-announced@1');

type Tracked = QuoteSession & { [HOSTS]?: Emit[]; [ANNOUNCED]?: boolean };

/** The emitter that speaks for a session: its first connected host, so one change is one event. */
const speaker = (session: Tracked): Emit | undefined => session[HOSTS]?.[0];

/**
 * Events from the session, not from view callbacks (docs/architecture.md): while a host is connected
 * it (or the first host of its session) emits `hk-change` on every listing change, and once for a
 * restored draft; the session's moments (core's `listenSessionMoments`) as `hk-price-loaded` when prices
 * arrive, `hk-go-to-step` when the job summary asks for a step and `hk-proceed` on proceeding; and
 * what the session reports, as `hk-error` with a severity or `hk-page-view` (with the parent hash
 * of a converted listing's redirect). Returns the disconnect.
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
  const stopMoments = listenSessionMoments(session, (moment) => {
    if (speaker(session) !== emit) return;
    if (moment.name === 'price-loaded') emit('hk-price-loaded', moment.detail);
    else if (moment.name === 'go-to-step') emit('hk-go-to-step', moment.detail);
    else emit('hk-proceed', moment.detail);
  });
  const previousReport = session.$adapters.get().report;
  const report = (entry: ReportEntry) => {
    const to = speaker(session);
    if (!to) return;
    if (entry.kind === 'pageView') {
      // The page, and the parent hash when the session gave one (the §2 redirect).
      const { kind: _kind, ...view } = entry;
      to('hk-page-view', view);
    } else to('hk-error', { code: entry.code, message: entry.message, severity: entry.severity });
  };
  if (!previousReport) session.setAdapters({ report });
  return () => {
    stopListing();
    stopMoments();
    const hosts = session[HOSTS] ?? [];
    hosts.splice(hosts.indexOf(emit), 1);
  };
}
