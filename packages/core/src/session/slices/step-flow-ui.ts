import type { FlowProblem, QuoteFlowStep } from '../../rules/quote-flow/steps.js';
import type { CONFIRMATION_STEP } from '../constants.js';

// The step flow's part of the session's UI state (`$ui`): declared and started here, beside the
// slice (./step-flow.ts) whose actions and view use it. The session keeps one UI object, composed
// from every slice's part in ../quote-state.ts, so one transition can change several parts at once.

/** The step of the flow: quoting, or proceeded to listing-confirmation (docs/behaviour/quote-flow.md §4, Proceeding). */
export type QuoteStep = 'quote' | typeof CONFIRMATION_STEP;

/** The step flow's UI state: where `<hk-quote-flow>` stands and the moves it refused. */
export interface StepFlowUi {
  /**
   * Quoting, or proceeded. The pricing slice's `proceed` sets listing-confirmation once the final
   * listing is saved; a move of the flow (`goToFlowStep` …) returns to quoting; `$flow.proceeded`
   * shows it.
   */
  step: QuoteStep;
  /**
   * The step `<hk-quote-flow>` shows (startFlow, goToFlowStep …); absent until the flow starts or
   * a restored draft names one. Saved with the draft (the only UI field that is): the drafts slice
   * writes it when it restores one.
   */
  flowStep?: QuoteFlowStep;
  /** The failing fields of the last refused flow move; absent or empty when none (see `$flow` for those still failing). */
  flowProblems?: readonly FlowProblem[];
  /** How many flow moves were refused: each refusal is new, so the view focuses its error summary again. */
  flowProblemsRequest?: number;
}

/** The step flow's UI at the start: quoting, on no step yet, nothing refused. */
export function initialStepFlowUi(): StepFlowUi {
  return { step: 'quote' };
}
