import { type Experiment, isExperimentActive } from '../../rules/experiments/experiments.js';
import { withPriceOption } from '../cart.js';
import {
  ADD_HELPER_DEFAULT,
  CONFIRMATION_STEP,
  DEFAULT_HELPERS,
  FURNITURE_CATEGORY,
  PERSON_TABS_EXPERIMENT,
} from '../constants.js';
import { type QuoteContext, type QuoteState, withUi } from '../quote-state.js';
import { NO_MODALS } from '../slices/job-ui.js';
import { fixedTab, helpersOfTab, parsePriceTab } from '../slices/price-step-ui.js';
import type { PriceLoadError } from '../slices/pricing-ui.js';

/**
 * The default helper count the person-tabs experiment chose, or null when it does not run. Its
 * variant names the default tab ('fixed_2') or the count ('2'); the spec does not show the
 * experiment's name or variants, so both are this library's choice.
 */
export function personTabsDefaultHelpers(experiments: readonly Experiment[] | undefined): number | null {
  const experiment = experiments?.find((candidate) => candidate?.name === PERSON_TABS_EXPERIMENT);
  if (experiment === undefined || !isExperimentActive(experiment)) return null;
  const variant = String(experiment.variant ?? '').trim();
  const tab = parsePriceTab(/^\d+$/.test(variant) ? fixedTab(Number(variant)) : variant);
  return tab === null ? null : helpersOfTab(tab);
}

/** True when proceeding shows the add-helper modal first (§4, Proceeding). */
function offersHelper(state: QuoteState, context: QuoteContext): boolean {
  if (state.ui.addHelperOffered) return false;
  if (String(context.category ?? '').toLowerCase() !== FURNITURE_CATEGORY) return false;
  const current = state.listing.men_required ?? DEFAULT_HELPERS;
  return personTabsDefaultHelpers(context.experiments) === ADD_HELPER_DEFAULT && current === DEFAULT_HELPERS;
}

/**
 * Proceeds (§4): every modal is dismissed and the final listing is saved (`ui.save`); once the
 * save succeeded (`listingSaved`) the step becomes listing-confirmation and the host navigates.
 * A proceed while the save is on its way, or once proceeded, changes nothing, so a double click
 * saves once. For furniture under the person-tabs experiment whose chosen default is 2 helpers, a
 * listing with 1 helper first gets the add-helper modal (once).
 */
export function proceed(state: QuoteState, context: QuoteContext): QuoteState {
  if (state.ui.step === CONFIRMATION_STEP || state.ui.save?.status === 'saving') return state;
  if (offersHelper(state, context)) {
    return withUi(state, {
      modals: { ...NO_MODALS, addHelper: true },
      pending: { kind: 'addHelper', helpers: ADD_HELPER_DEFAULT },
      addHelperOffered: true,
    });
  }
  const request = (state.ui.save?.request ?? 0) + 1;
  return withUi(state, { modals: NO_MODALS, pending: null, save: { request, status: 'saving' } });
}

/** The final listing of save `request` was saved: the step becomes listing-confirmation. */
export function listingSaved(state: QuoteState, request: number): QuoteState {
  if (state.ui.save?.request !== request || state.ui.save.status !== 'saving') return state;
  const { save: _done, ...ui } = state.ui;
  return { ...state, ui: { ...ui, step: CONFIRMATION_STEP } };
}

/** Save `request` failed: the flow stays where it is, with the listing as chosen, and says so. */
export function listingSaveFailed(state: QuoteState, request: number, error: PriceLoadError): QuoteState {
  if (state.ui.save?.request !== request || state.ui.save.status !== 'saving') return state;
  return withUi(state, { save: { request, status: 'error', error } });
}

/**
 * Answers the add-helper modal, then proceeds: accepting sets the offered helper count, its
 * tab and its priceOption line from the cached prices; declining keeps 1 helper.
 */
export function answerAddHelper(state: QuoteState, accept: boolean, context: QuoteContext): QuoteState {
  const pending = state.ui.pending;
  if (pending?.kind !== 'addHelper') return state;
  if (!accept) return proceed(state, context);
  const priceTab = state.ui.priceTab === 'flexible' ? state.ui.priceTab : fixedTab(pending.helpers);
  const listing = withPriceOption({ ...state.listing, men_required: pending.helpers }, priceTab);
  return proceed({ listing, ui: { ...state.ui, priceTab } }, context);
}
