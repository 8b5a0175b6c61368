import { remainingProblems } from '../../rules/quote-flow/problems.js';
import type { FlowProblem, QuoteFlowStep } from '../../rules/quote-flow/steps.js';
import { flowStepIndex } from '../../rules/quote-flow/steps.js';
import { CONFIRMATION_STEP } from '../constants.js';
import type { QuoteContext, QuoteState } from '../quote-state.js';
import { currentFlowStep, flowStepsOfState } from '../transitions/flow-step.js';

/** What `<hk-quote-flow>` shows of the flow (docs/behaviour/quote-flow.md §2; back-office §4, §5). */
export interface QuoteFlowView {
  /** The visible steps in order for the category or partner route. */
  steps: readonly QuoteFlowStep[];
  /** The current step. */
  step: QuoteFlowStep;
  /** The index of `step` in `steps` (a sub-step counts as its parent's index). */
  index: number;
  /** The failing fields of the last refused move that still fail; [] after a successful move or once fixed. */
  problems: readonly FlowProblem[];
  /** +1 on every refused move (the view focuses its error summary each time). */
  problemsRequest: number;
  /** The flow proceeded (`ui.step` is listing-confirmation). */
  proceeded: boolean;
  /** The listing's id, for the view-listing link, when it has one. */
  listingId: string | number | null;
}

const listingIdOf = (value: unknown): string | number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const sameSteps = (a: readonly QuoteFlowStep[], b: readonly QuoteFlowStep[]) =>
  a.length === b.length && a.every((step, index) => step === b[index]);

/**
 * The flow's view of a state. With `previous`, the previous view comes back when nothing it
 * shows changed (so a store of it does not notify on unrelated changes), and its steps array is
 * reused while the route is the same.
 */
export function quoteFlowView(state: QuoteState, context: QuoteContext, previous?: QuoteFlowView): QuoteFlowView {
  const fresh = flowStepsOfState(state, context);
  const steps = previous && sameSteps(previous.steps, fresh) ? previous.steps : fresh;
  const step = currentFlowStep(state, context);
  const listing = state.listing as Readonly<Record<string, unknown>>;
  const problems = remainingProblems(state.ui.flowProblems ?? [], listing, context.fieldRules);
  const view: QuoteFlowView = {
    steps,
    step,
    index: flowStepIndex(step, steps),
    problems: previous && sameProblems(previous.problems, problems) ? previous.problems : problems,
    problemsRequest: state.ui.flowProblemsRequest ?? 0,
    proceeded: state.ui.step === CONFIRMATION_STEP,
    listingId: listingIdOf(state.listing.listing_id),
  };
  if (
    previous &&
    previous.steps === view.steps &&
    previous.step === view.step &&
    previous.index === view.index &&
    previous.problems === view.problems &&
    previous.problemsRequest === view.problemsRequest &&
    previous.proceeded === view.proceeded &&
    previous.listingId === view.listingId
  )
    return previous;
  return view;
}

const sameProblems = (a: readonly FlowProblem[], b: readonly FlowProblem[]) =>
  a.length === b.length &&
  a.every(
    (problem, index) =>
      problem.step === b[index]?.step && problem.field === b[index]?.field && problem.code === b[index]?.code,
  );
