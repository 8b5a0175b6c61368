import {
  convertedParentHash,
  convertedRedirect,
  flowHashHost,
  isQuoteFlowStep,
  PARENT_HASH_PARAMETER,
  type QuoteFlowStep,
  type QuoteFlowView,
  readFlowHash,
  type StepFlowSession,
  writeFlowHash,
} from '@haulkit/core';

/** The step the hash names for a session, when it is a step of the flow. */
const stepInHash = (sessionKey: string): QuoteFlowStep | null => {
  const step = readFlowHash(window.location.hash, sessionKey);
  return isQuoteFlowStep(step) ? step : null;
};

/** What the hash should hold for a flow: its step, or nothing on the first step (absent means the first). */
const hashStepOf = (flow: QuoteFlowView): QuoteFlowStep | null => (flow.step === flow.steps[0] ? null : flow.step);

/** True when a query part is the parent-hash parameter (as we write it, or encoded by someone else). */
const isParentHash = (part: string): boolean => {
  const at = part.indexOf('=');
  const name = at < 0 ? part : part.slice(0, at);
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')) === PARENT_HASH_PARAMETER;
  } catch {
    return false;
  }
};

/**
 * The page's query (`location.search`, with or without `?`) with `parentHash=<value>` set, the
 * value URI-encoded (docs/behaviour/quote-flow.md §2 redirect: "keeping the parent hash as a query
 * parameter"): the first parentHash parameter is replaced in place, duplicates dropped, and every
 * other part is kept as written, order and encoding included. Returns a string starting with `?`.
 * @example searchWithParentHash('', 'abc123') // '?parentHash=abc123'
 * @example searchWithParentHash('?build=react&parentHash=old', 'abc123') // '?build=react&parentHash=abc123'
 */
export function searchWithParentHash(search: string, parentHash: string): string {
  const body = String(search ?? '').replace(/^\?/, '');
  const ours = `${PARENT_HASH_PARAMETER}=${encodeURIComponent(parentHash)}`;
  const parts: string[] = [];
  let placed = false;
  for (const part of body === '' ? [] : body.split('&')) {
    if (!isParentHash(part)) parts.push(part);
    else if (!placed) {
      parts.push(ours);
      placed = true;
    }
  }
  if (!placed) parts.push(ours);
  return `?${parts.join('&')}`;
}

/**
 * Keeps a flow's step in the page's hash (`url-state="hash"`), so Back and Forward move
 * the flow and a shared link opens its step, in one namespaced parameter per session
 * (`hk-step.<session>`, see `writeFlowHash`) that leaves a host router's hash route alone.
 *
 * - Once the session's draft is in: a step in the hash is gone to (`goToFlowStep`: a link to the
 *   prices of an empty job lands on the first failing step), and the hash is corrected in place
 *   (`replaceState`) to where the flow is.
 * - Each later step change adds a history entry (`pushState`, keeping the host's
 *   `history.state`; it fires no `hashchange`, so a host router is not woken).
 * - `popstate` moves the flow to the step the hash names, or to the first step when the hash has
 *   none and the host's part is unchanged (Back past our first entry). When the host's part
 *   changed and ours is absent, the host navigated (its router, an anchor): the flow stays.
 *
 * On the first step the parameter is absent, so a page that never leaves it keeps a clean URL.
 *
 * A converted furniture listing (docs/behaviour/quote-flow.md §2 redirect): while the flow is on
 * the redirect's step (`convertedRedirect`), the listing's parent hash (`convertedParentHash`, so
 * none for admins or without one) goes into the page's query as `parentHash=<value>`, in place
 * (`replaceState`), keeping the path, every other query parameter and the hash. It stays there
 * when the flow moves on (later entries keep the page's query).
 *
 * It never navigates the page. Returns the stop, which removes its listeners.
 */
export function followFlowHash(session: StepFlowSession, sessionKey: string): () => void {
  let live = true;
  // True while the flow moves because of the URL (mount, popstate): that move adds no entry.
  let following = false;
  let shownStep: QuoteFlowStep | null = null;
  let hostPart = flowHashHost(window.location.hash);
  let unlisten = () => {};

  const write = (mode: 'pushState' | 'replaceState') => {
    const want = hashStepOf(session.$flow.get());
    const { hash, pathname, search } = window.location;
    if (readFlowHash(hash, sessionKey) === want) return;
    history[mode](history.state, '', `${pathname}${search}${writeFlowHash(hash, sessionKey, want)}`);
    hostPart = flowHashHost(window.location.hash);
  };
  /** The §2 redirect's parent hash in the page's query, while the flow is on the redirect's step. */
  const keepParentHash = () => {
    const listing = session.$listing.get();
    const { category, isAdmin } = session.$context.get();
    const parentHash = convertedParentHash(listing, category, isAdmin);
    if (parentHash === null || session.$flow.get().step !== convertedRedirect(listing, category, isAdmin)) return;
    const { hash, pathname, search } = window.location;
    const kept = searchWithParentHash(search, parentHash);
    if (kept !== search) history.replaceState(history.state, '', `${pathname}${kept}${hash}`);
  };
  const follow = (step: QuoteFlowStep) => {
    following = true;
    try {
      session.goToFlowStep(step);
    } finally {
      following = false;
    }
    shownStep = session.$flow.get().step;
  };
  const onPopState = () => {
    const step = stepInHash(sessionKey);
    const host = flowHashHost(window.location.hash);
    const hostMoved = host !== hostPart;
    hostPart = host;
    if (step === null && hostMoved) return;
    const first = session.$flow.get().steps[0];
    const target = step ?? first;
    if (target === undefined) return;
    follow(target);
    // A refused move lands on the first failing step: the URL says so, in place.
    write('replaceState');
  };

  session.ready.then(() => {
    if (!live) return;
    session.startFlow();
    const step = stepInHash(sessionKey);
    if (step !== null) follow(step);
    shownStep = session.$flow.get().step;
    write('replaceState');
    keepParentHash();
    unlisten = session.$flow.listen((flow) => {
      if (flow.step === shownStep) return;
      shownStep = flow.step;
      if (!following) write('pushState');
      keepParentHash();
    });
    window.addEventListener('popstate', onPopState);
  });
  return () => {
    live = false;
    unlisten();
    window.removeEventListener('popstate', onPopState);
  };
}
