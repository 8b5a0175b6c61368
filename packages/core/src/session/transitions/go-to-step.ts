import { HOUSE_MOVE_CATEGORY } from '../constants.js';
import { type QuoteContext, type QuoteState, withUi } from '../quote-state.js';
import { type FlowStep, NO_MODALS, type SummarySection } from '../slices/job-ui.js';

/**
 * The step on which a summary section is changed (§2): the route and the items on the items step
 * (a house move's items on the inventory sub-step, listing-inventory), the van on the items step,
 * and the date, time, helpers, services and insurance on the price options. The spec names the
 * routes and the go-to-step action but not this mapping: it is this library's choice.
 */
export function stepOfSection(section: SummarySection, category: string | null | undefined): FlowStep {
  if (section === 'route' || section === 'van') return 'listing-items';
  if (section === 'items')
    return String(category ?? '').toLowerCase() === HOUSE_MOVE_CATEGORY ? 'listing-inventory' : 'listing-items';
  return 'listing-price-options';
}

/**
 * The job summary's go-to-step action (§2): every modal closes and a new request names the step
 * and the section; the session's host emits it (`hk-go-to-step`) and `<hk-quote-flow>` goes there.
 * The widget never navigates the page. Under `withStepFlow` the flow moves there too, with its
 * forward check.
 */
export function goToStep(state: QuoteState, section: SummarySection, context: QuoteContext): QuoteState {
  const request = (state.ui.goTo?.request ?? 0) + 1;
  return withUi(state, {
    modals: NO_MODALS,
    pending: null,
    goTo: { step: stepOfSection(section, context.category), section, request },
  });
}
