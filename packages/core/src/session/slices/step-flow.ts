import { computed } from 'nanostores';
import { lazyImport } from '../../lazy-import.js';
import { convertedParentHash } from '../../rules/quote-flow/converted.js';
import { flowStepOnRoute, type QuoteFlowStep } from '../../rules/quote-flow/steps.js';
import { contextOf } from '../core.js';
import type { QuoteFlowBase } from '../quote-flow-session.js';
import type { QuoteContext, QuoteState } from '../quote-state.js';
import { defineSlice, type SliceApi, withSlice } from '../slice.js';
import {
  flowRedirectOf,
  flowStepsOfState,
  goToFlowStep,
  nextFlowStep,
  previousFlowStep,
  startFlow,
} from '../transitions/flow-step.js';
import { type QuoteFlowView, quoteFlowView } from '../views/quote-flow.js';

/** The exit-intent tracking rule, fetched with the first tracked step (again after a failed fetch). */
const importExitIntent = lazyImport(() => import('../../rules/quote-flow/exit-intent.js'));

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
 * `<hk-quote-flow>`'s slice: `$flow` and the moves between its steps. Apart from the quote flow's
 * actions so that a single piece (a calendar, a van selector) does not carry the flow's rules:
 * only the flow view adds it.
 */
export const stepFlowSlice = defineSlice(
  'step-flow',
  (session: QuoteFlowBase) => {
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
    const $flow = computed([session.$state, session.$context], (state) => {
      view = quoteFlowView(state, contextOf(session), view);
      return view;
    });
    return {
      /**
       * `<hk-quote-flow>`'s steps (docs/behaviour/quote-flow.md §2): the route's steps, the current one and
       * its index, the failing fields of the last refused move that still fail (they drop out as the
       * person fixes them), a count of refused moves, whether the flow proceeded, and the listing id
       * for the view-listing link. The same object while none of these changes.
       */
      $flow,
      /**
       * Starts the flow, once per mount: the step a restored draft named (when it is on the route),
       * else a converted furniture listing's house-move inventory (§2; admins stay), else the
       * route's first step. Idempotent. Sending a converted listing on is reported as a page view of
       * its step (`{ kind: 'pageView', page: 'listing-inventory', parentHash }`, the parent hash when
       * the listing has one: `convertedParentHash`), once.
       */
      startFlow: (): QuoteState => {
        // The §2 redirect is a page view of its step, with the parent hash when the listing has one.
        const page = flowRedirectOf(session.$state.get(), contextOf(session));
        const started = run(startFlow);
        if (page !== null && started.ui.flowStep === page) {
          const { category, isAdmin } = session.$context.get();
          const parentHash = convertedParentHash(started.listing, category, isAdmin);
          session.$adapters.get().report?.({ kind: 'pageView', page, ...(parentHash !== null && { parentHash }) });
        }
        return started;
      },
      /**
       * Goes to a step (back-office §4): back always; forward only when every earlier booking step
       * validates, else the move is refused with every failing field (`$flow.problems`, a new
       * `problemsRequest`) and the first failing step is shown. Closes every modal; after proceeding
       * it returns to quoting. Cached prices stay.
       */
      goToFlowStep: (step: QuoteFlowStep): QuoteState => run((s, c) => goToFlowStep(s, step, c)),
      /**
       * The next step: items → price options (booking step 1 checked); on the price options, booking
       * step 2 (the pickup date) is checked and then the flow proceeds (`proceed`, with its add-helper
       * modal rule), so `hk-proceed` follows.
       */
      nextFlowStep: (): QuoteState => run((s, c) => nextFlowStep(s, c)),
      /** The previous step (from a house move's removal item list, its inventory); on the first step it stays. */
      previousFlowStep: (): QuoteState => run((s, c) => previousFlowStep(s, c)),
      /**
       * Tracks the exit-intent dialog's opening (docs/behaviour/quote-flow.md §7: POST /ajax-track with
       * process, stage and step of where the flow is; see `exitIntentTrackRequest`). Resolves when
       * sent; a failure is dropped (the answer is not shown).
       */
      trackExitIntent: async (): Promise<void> => {
        // Its rule loads with it: the dialog opens rarely. Its answer is not shown, so a failure
        // (or no quote adapter) is dropped: tracking never troubles the person.
        try {
          const { exitIntentTrackRequest } = await importExitIntent();
          const { api } = await session.adapters('api');
          await api?.trackStage(exitIntentTrackRequest($flow.get()));
        } catch {
          // Not shown (§7): nothing to do.
        }
      },
    };
  },
  'haulkit.step-flow@1',
);

/** A quote session with `<hk-quote-flow>`'s steps (`withStepFlow`). */
export type StepFlowSession = QuoteFlowBase & SliceApi<typeof stepFlowSlice>;

/**
 * `<hk-quote-flow>`'s steps on a quote session, added once (the same object): `$flow` and the
 * moves between steps.
 * @example withStepFlow(withQuoteBase(getSession('shop'))).nextFlowStep()
 */
export function withStepFlow<S extends QuoteFlowBase>(session: S): S & StepFlowSession {
  return withSlice(session, stepFlowSlice);
}
