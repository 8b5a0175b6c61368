import {
  flowHashHost,
  isQuoteFlowStep,
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

/**
 * Keeps a flow's step in the page's hash (`url-state="hash"`, issue 12), so Back and Forward move
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
    unlisten = session.$flow.listen((flow) => {
      if (flow.step === shownStep) return;
      shownStep = flow.step;
      if (!following) write('pushState');
    });
    window.addEventListener('popstate', onPopState);
  });
  return () => {
    live = false;
    unlisten();
    window.removeEventListener('popstate', onPopState);
  };
}
