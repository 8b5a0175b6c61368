import {
  getSession,
  type Listing,
  listenSessionMoments,
  navigationForFailure,
  type QuoteSession,
  type ReportEntry,
} from '@haulkit/core';
import { sharedAttributes } from './attributes.js';
import type { Emit } from './create-element.js';
import { emit as dispatch } from './events.js';

/** Hosts connected to a session, on the session itself so separately loaded bundles share it. */
const HOSTS = Symbol.for('haulkit.event-hosts@1');

/** Marks a session whose restored draft has been announced with `hk-change`. */
const ANNOUNCED = Symbol.for('haulkit.restore-announced@1');

type Tracked = QuoteSession & { [HOSTS]?: Emit[]; [ANNOUNCED]?: boolean };

/** The emitter that speaks for a session: its first connected host, so one change is one event. */
const speaker = (session: Tracked): Emit | undefined => session[HOSTS]?.[0];

/** True when a listing holds something of a job (more than an empty item list). */
const holdsJob = (listing: Listing) =>
  Object.keys(listing).some((field) => field !== 'move_items' || listing.move_items?.length);

/** The element behind each emitter this bundle connected, for the events it dispatches itself. */
const hostOf = new WeakMap<Emit, object>();

/** The element's `home-url`, resolved against the page; '/' when absent or refused. */
export function homeUrlOf(host: Element): string {
  const spec = sharedAttributes['home-url'];
  const text = host.getAttribute('home-url');
  const parsed = text === null ? null : spec.parse(text);
  return parsed?.ok ? parsed.value : new URL(spec.fallback, host.ownerDocument.baseURI).href;
}

/**
 * Asks the host to go home (back-office §6, §8: a permission error sends the person home): a
 * cancelable `hk-navigate` with the element's `home-url`; unless the host calls `preventDefault()`,
 * the element goes there itself.
 */
export function requestNavigation(host: Element, reason: 'permission'): void {
  const to = homeUrlOf(host);
  if (dispatch(host, 'hk-navigate', { to, reason }, { cancelable: true }))
    host.ownerDocument.defaultView?.location.assign(to);
}

/** The session each element was last connected to: connecting it to another is the host page's switch. */
const connectedTo = new WeakMap<object, string>();

/**
 * Events from the session, not from view callbacks (docs/architecture.md): while a host is connected
 * it (or the first host of its session) emits `hk-change` on every listing change, and once for a
 * restored draft; the session's moments (core's `listenSessionMoments`) as `hk-price-loaded` when prices
 * arrive, `hk-go-to-step` when the job summary asks for a step and `hk-proceed` on proceeding; and
 * what the session reports, as `hk-error` with a severity or `hk-page-view` (with the parent hash
 * of a converted listing's redirect); a permission error also asks the host to go home
 * (`hk-navigate`, cancelable, then the element's `home-url`). Returns the disconnect.
 *
 * A change the host page made itself is told by no event (the host reads where it led from the
 * element's `listing`): a listing a host change left (core's `hostChange`: the partner, a
 * prefill), and, when `host` was connected to another session before, the new session's listing
 * as it is, or as its draft is restored. What changes after it is told as ever, with the host's
 * change in the listing.
 */
export function connectSessionEvents(key: string, emit: Emit, host?: object): () => void {
  const session = getSession(key) as Tracked;
  session[HOSTS] ??= [];
  session[HOSTS].push(emit);
  if (host) hostOf.set(emit, host);
  const before = host && connectedTo.get(host);
  if (host) connectedTo.set(host, key);
  // Another session, set by the host: what it holds, and its draft restored meanwhile, is no news.
  let switching = before !== undefined && before !== key;
  if (switching) {
    session[ANNOUNCED] = true;
    void session.ready.then(() => {
      switching = false;
    });
  }
  // A listing the session already holds when its first host connects (a restored draft) is
  // announced once, so the host hears of items it did not see being added.
  const announceRestore = () => {
    const listing = session.$listing.get();
    if (!session[ANNOUNCED] && holdsJob(listing)) {
      session[ANNOUNCED] = true;
      speaker(session)?.('hk-change', listing);
    }
  };
  announceRestore();
  void session.ready.then(announceRestore);
  let seen = session.$listing.get();
  const stopListing = session.$listing.listen((listing) => {
    const previous = seen;
    seen = listing;
    if (speaker(session) !== emit) return;
    if (switching || session.isHostListing(listing)) {
      // The host's own change. A job empty before it leaves no restored draft to announce.
      if (!holdsJob(previous)) session[ANNOUNCED] = true;
      return;
    }
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
    } else {
      to('hk-error', { code: entry.code, message: entry.message, severity: entry.severity });
      const navigation = entry.kind === 'failure' ? navigationForFailure(entry) : null;
      // The speaker's element when this bundle connected it, else this element.
      const element = hostOf.get(to) ?? host;
      if (navigation && element instanceof Element) requestNavigation(element, navigation.reason);
    }
  };
  if (!previousReport) session.setAdapters({ report });
  return () => {
    stopListing();
    stopMoments();
    const hosts = session[HOSTS] ?? [];
    hosts.splice(hosts.indexOf(emit), 1);
  };
}

/**
 * Gives a host its read-only `listing`, reading `key`'s session: the listing as it stands, which the
 * last `hk-change` told, and also after a change the host made itself (another session, a
 * partner, a prefill), which no event tells.
 */
export function exposeListing(host: HTMLElement, key: string): void {
  Object.defineProperty(host, 'listing', { configurable: true, get: (): Listing => getSession(key).$listing.get() });
}
