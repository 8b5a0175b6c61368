import { convertedRedirect, flowCategoryOf } from '../../rules/quote-flow/converted.js';
import { flowProblemsOf } from '../../rules/quote-flow/problems.js';
import {
  bookingStepOfFlowStep,
  type FlowProblem,
  flowStepIndex,
  flowStepsOf,
  isPartnerListing,
  parentStepOf,
  type QuoteFlowStep,
} from '../../rules/quote-flow/steps.js';
import { type QuoteContext, type QuoteState, type QuoteUi, withUi } from '../quote-state.js';
import { NO_MODALS } from '../slices/job-ui.js';
import { proceed } from './proceed.js';

const NO_PROBLEMS: readonly FlowProblem[] = Object.freeze([]);

/**
 * The steps of the flow for the state (docs/behaviour/quote-flow.md §2): the partner route when the
 * listing came through a partner, the house move's for a converted furniture listing (not for
 * admins), else the category's.
 */
export function flowStepsOfState(state: QuoteState, context: QuoteContext): readonly QuoteFlowStep[] {
  const { listing } = state;
  const category = flowCategoryOf(listing, context.category, context.isAdmin);
  return flowStepsOf(category, { partner: isPartnerListing(listing) });
}

/**
 * Where a flow with no step on its route yet is sent (§2 redirect): the converted furniture
 * listing's house-move inventory (not for admins), or null when the flow is already on a step of
 * its route (the person's, or a restored draft's) or the listing is not sent on.
 */
export function flowRedirectOf(state: QuoteState, context: QuoteContext): QuoteFlowStep | null {
  const steps = flowStepsOfState(state, context);
  const step = state.ui.flowStep;
  if (step !== undefined && parentStepOf(step, steps) !== null) return null;
  const redirect = convertedRedirect(state.listing, context.category, context.isAdmin);
  return redirect !== null && steps.includes(redirect) ? redirect : null;
}

/**
 * The step the flow shows: the one it is on (or a restored draft named) when it is on the
 * route, else where it starts: the converted listing's inventory (§2 redirect, not for admins),
 * else the first step.
 */
export function currentFlowStep(state: QuoteState, context: QuoteContext): QuoteFlowStep {
  const steps = flowStepsOfState(state, context);
  const step = state.ui.flowStep;
  if (step !== undefined && parentStepOf(step, steps) !== null) return step;
  return flowRedirectOf(state, context) ?? (steps[0] as QuoteFlowStep);
}

/** The state on `step`: quoting again (not proceeded), every modal closed, no problems; unchanged when it already is. */
function moveTo(state: QuoteState, step: QuoteFlowStep): QuoteState {
  const ui = state.ui;
  const settled =
    ui.flowStep === step &&
    ui.step === 'quote' &&
    ui.pending === null &&
    ui.save === undefined &&
    (ui.flowProblems?.length ?? 0) === 0 &&
    Object.values(ui.modals).every((open) => !open);
  if (settled) return state;
  // A save on its way for proceeding no longer proceeds once the person moved.
  const { save: _moved, ...rest } = ui;
  const moved: QuoteUi = { ...rest, flowStep: step, step: 'quote', modals: NO_MODALS, pending: null };
  return { ...state, ui: { ...moved, flowProblems: NO_PROBLEMS } };
}

/** The state after a refused move: the problems, a new request, and the first failing step shown; modals closed. */
function refuse(state: QuoteState, problems: readonly FlowProblem[]): QuoteState {
  const ui: Partial<QuoteUi> = {
    flowStep: (problems[0] as FlowProblem).step,
    flowProblems: problems,
    flowProblemsRequest: (state.ui.flowProblemsRequest ?? 0) + 1,
    step: 'quote',
    modals: NO_MODALS,
    pending: null,
  };
  return withUi(state, ui);
}

/** The failing fields of booking steps 1 to `upTo` on the state's route. */
function problemsUpTo(state: QuoteState, upTo: 1 | 2, context: QuoteContext): FlowProblem[] {
  const steps = flowStepsOfState(state, context);
  const listing = state.listing as Readonly<Record<string, unknown>>;
  return flowProblemsOf(listing, upTo, steps[0] as QuoteFlowStep, context.fieldRules);
}

/**
 * Starts the flow once per mount (§2): the step a restored draft named when it is on the
 * route, else a converted furniture listing's inventory (admins stay), else the route's first
 * step. Idempotent: a flow already on a step of its route stays there.
 */
export function startFlow(state: QuoteState, context: QuoteContext): QuoteState {
  const step = currentFlowStep(state, context);
  return state.ui.flowStep === step ? state : withUi(state, { flowStep: step });
}

/**
 * Goes to a step of the flow (back-office §4). Back (or the same step) always works; forward
 * only when every earlier booking step validates (stepProblems, every failing field), else the
 * move is refused: the problems are kept, `flowProblemsRequest` counts up and the first failing
 * step is shown. Moving closes every modal and, after proceeding, returns to quoting
 * (`ui.step` 'quote'). The listing is never touched, so cached prices stay. A step not on the
 * route changes nothing.
 */
export function goToFlowStep(state: QuoteState, step: QuoteFlowStep, context: QuoteContext): QuoteState {
  const steps = flowStepsOfState(state, context);
  const target = flowStepIndex(step, steps);
  if (target < 0) return state;
  const current = flowStepIndex(currentFlowStep(state, context), steps);
  if (target > current) {
    const upTo = (bookingStepOfFlowStep(steps[target] as QuoteFlowStep) - 1) as 0 | 1;
    const problems = upTo === 0 ? [] : problemsUpTo(state, upTo, context);
    if (problems.length > 0) return refuse(state, problems);
  }
  return moveTo(state, step);
}

/**
 * The next step (§2): from the items step (or its sub-step) to the price options once booking
 * step 1 validates. On the price options, booking steps 1 and 2 are checked (every failing
 * field; the pickup date is required to proceed) and then the flow proceeds (`proceed`: the
 * add-helper modal first for furniture under the person-tabs experiment).
 */
export function nextFlowStep(state: QuoteState, context: QuoteContext): QuoteState {
  const steps = flowStepsOfState(state, context);
  const current = currentFlowStep(state, context);
  const index = flowStepIndex(current, steps);
  if (index < steps.length - 1) return goToFlowStep(state, steps[index + 1] as QuoteFlowStep, context);
  const problems = problemsUpTo(state, 2, context);
  if (problems.length > 0) return refuse(state, problems);
  const cleared =
    state.ui.flowStep === current && (state.ui.flowProblems?.length ?? 0) === 0
      ? state
      : withUi(state, { flowStep: current, flowProblems: NO_PROBLEMS });
  return proceed(cleared, context);
}

/**
 * The previous step: from a sub-step (a house move's removal item list) to its step, else one
 * step back. On the first step nothing changes but a proceeded flow returns to quoting.
 */
export function previousFlowStep(state: QuoteState, context: QuoteContext): QuoteState {
  const steps = flowStepsOfState(state, context);
  const current = currentFlowStep(state, context);
  const parent = parentStepOf(current, steps) as QuoteFlowStep;
  if (parent !== current) return moveTo(state, parent);
  const index = steps.indexOf(current);
  return moveTo(state, index > 0 ? (steps[index - 1] as QuoteFlowStep) : current);
}
