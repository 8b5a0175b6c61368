import { computed } from 'nanostores';
import { lazyImport } from '../lazy-import.js';
import { convertedParentHash } from '../rules/quote-flow/converted.js';
import { flowStepOnRoute } from '../rules/quote-flow/steps.js';
import type { QuoteContext, QuoteState } from './quote-state.js';
import type { QuoteFlowBase, StepFlowSession } from './session-types.js';
import {
  flowRedirectOf,
  flowStepsOfState,
  goToFlowStep,
  nextFlowStep,
  previousFlowStep,
  startFlow,
} from './transitions/flow-step.js';
import { type QuoteFlowView, quoteFlowView } from './views/quote-flow.js';

/** The exit-intent tracking rule, fetched with the first tracked step (again after a failed fetch). */
const importExitIntent = lazyImport(() => import('../rules/quote-flow/exit-intent.js'));

/** Marks a session that already has the step-flow actions (shared across bundles). */
const STEP_FLOW = Symbol.for('haulkit.step-flow@1');

/**
 * The job summary's "change" moves the flow too (docs/behaviour/quote-flow.md §2): a new go-to-step
 * request sends the flow to the requested step on its route, with the forward check
 * (`goToFlowStep`), in the same update.
 */
function followGoTo(lastRequest: () => number | undefined, handled: (request: number) => void) {
  return (state: QuoteState, context: QuoteContext): QuoteState => {
    const goTo = state.ui.goTo;
    if (goTo === undefined || goTo.request === lastRequest()) return state;
    handled(goTo.request);
    const step = flowStepOnRoute(goTo.step, flowStepsOfState(state, context));
    return goToFlowStep(state, step, context);
  };
}

/**
 * `<hk-quote-flow>`'s steps on a quote session, added once (the same object): `$flow` and the
 * moves between steps. Apart from the quote flow's actions so that a single piece (a calendar, a
 * van selector) does not carry the flow's rules: only the flow view calls this.
 * @example withStepFlow(withQuoteBase(getSession('shop'))).nextFlowStep()
 */
export function withStepFlow<S extends QuoteFlowBase>(session: S): S & StepFlowSession {
  if (STEP_FLOW in session) return session as unknown as S & StepFlowSession;
  const context = (): QuoteContext => ({ ...session.$context.get(), now: new Date(session.now()) });
  const run = session.update;
  let request = session.$ui.get().goTo?.request;
  session.addHooks({
    settle: followGoTo(
      () => request,
      (handled) => {
        request = handled;
      },
    ),
  });
  /** The last flow view, so that `$flow` keeps its object while nothing it shows changes. */
  let view: QuoteFlowView | undefined;
  const added: Omit<StepFlowSession, keyof QuoteFlowBase> = {
    $flow: computed([session.$state, session.$context], (state) => {
      view = quoteFlowView(state, context(), view);
      return view;
    }),
    startFlow: () => {
      // The §2 redirect is a page view of its step, with the parent hash when the listing has one.
      const page = flowRedirectOf(session.$state.get(), context());
      const started = run(startFlow);
      if (page !== null && started.ui.flowStep === page) {
        const { category, isAdmin } = session.$context.get();
        const parentHash = convertedParentHash(started.listing, category, isAdmin);
        session.$adapters.get().report?.({ kind: 'pageView', page, ...(parentHash !== null && { parentHash }) });
      }
      return started;
    },
    goToFlowStep: (step) => run((s, c) => goToFlowStep(s, step, c)),
    nextFlowStep: () => run((s, c) => nextFlowStep(s, c)),
    previousFlowStep: () => run((s, c) => previousFlowStep(s, c)),
    trackExitIntent: async () => {
      // Its rule loads with it: the dialog opens rarely.
      // POST /ajax-track (§7: process, stage, step). Its answer is not shown, so a failure (or no
      // quote adapter) is dropped: tracking never troubles the person.
      try {
        const { exitIntentTrackRequest } = await importExitIntent();
        const { api } = await session.adapters('api');
        await api?.trackStage(exitIntentTrackRequest(installed.$flow.get()));
      } catch {
        // Not shown (§7): nothing to do.
      }
    },
  };
  const installed = Object.assign(session, added, { [STEP_FLOW]: true }) as S & StepFlowSession;
  return installed;
}
