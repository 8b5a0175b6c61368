import type { Listing } from '../model/listing.js';
import type { AdminUser } from '../rules/admin/permissions.js';
import type { FieldRules } from '../rules/booking-steps/field-rules.js';
import type { Experiment } from '../rules/experiments/experiments.js';
import { clearPriceOptions } from '../rules/listing.js';
import { initialJobUi, type JobUi, type QuoteModal } from './slices/job-ui.js';
import { initialPriceStepUi, type PriceStepUi } from './slices/price-step-ui.js';
import { initialPricingUi, type PricingUi } from './slices/pricing-ui.js';
import { initialStepFlowUi, type StepFlowUi } from './slices/step-flow-ui.js';

// The parts' public names, exported with the composed state (the initial values stay internal).
export {
  type FlowStep,
  type GoToStep,
  NO_MODALS,
  NO_VEHICLE_UI,
  type PartnerItemView,
  type PartnerUi,
  QUOTE_MODALS,
  type QuoteModal,
  type SummarySection,
  type VehicleUi,
} from './slices/job-ui.js';
export {
  fixedTab,
  flexibleHelpers,
  helpersOfTab,
  type InsuranceError,
  type InsuranceService,
  type InsuranceSnapshot,
  type InsuranceUi,
  type PendingConfirmation,
  type PriceTab,
  parsePriceTab,
  priceTabOf,
  type RemovalPreset,
} from './slices/price-step-ui.js';
export type { EmailAskState, ListingSave, PriceLoadError, PriceStatus } from './slices/pricing-ui.js';
export type { QuoteStep } from './slices/step-flow-ui.js';

/**
 * Everything of the quote flow that is not the listing (docs/behaviour/quote-flow.md §4). Never
 * persisted, except the flow's step. Each slice declares and starts its own part beside it
 * (slices/<slice>-ui.ts); the session keeps them in one object, so a transition that touches
 * several parts (proceeding closes the job's modals, drops the price step's confirmation and
 * starts the pricing's save) changes them in one update.
 */
export type QuoteUi = StepFlowUi & PricingUi & JobUi & PriceStepUi;

/** The quote session's state: the listing and the UI around it. */
export interface QuoteState {
  listing: Listing;
  ui: QuoteUi;
}

/** What a transition knows besides the state: who acts, in which flow, and when. */
export interface QuoteContext {
  /** True for an admin user (§6). */
  isAdmin: boolean;
  /** The signed-in admin user (back-office §6): events are logged under its id. @default null */
  admin?: AdminUser | null;
  /** The flow's category: furniture, house-move, piano, car, man-and-van … */
  category?: string | null;
  /** The time now; rules never read the clock. */
  now: Date;
  /** Experiments the test lab answered (back-office §3). */
  experiments?: readonly Experiment[];
  /** Miles above which non-admins get collection time only. @default 150 */
  longDistanceMiles?: number;
  /** The server's booking-step rules per field (back-office §5), for the flow's step checks. */
  fieldRules?: FieldRules | null;
}

/**
 * The UI a listing starts with, each slice's part as it starts: its tab and its slider side, the
 * partner's start screen, nothing open, nothing loaded.
 */
export function createQuoteUi(listing: Listing): QuoteUi {
  return { ...initialStepFlowUi(), ...initialPricingUi(), ...initialJobUi(), ...initialPriceStepUi(listing) };
}

/**
 * The parts of the UI a person is in the middle of: the open dialogs and what was typed in them
 * (the value of goods, the last refused custom car or item, a confirmation waiting for an
 * answer), the email ask's progress and the month shown. Kept when the same job's draft comes
 * from another tab on the step this tab shows, so that tab's change does not close a dialog here
 * or lose what was typed in it.
 */
export function uiInProgress(
  ui: QuoteUi,
): Pick<QuoteUi, 'modals' | 'insurance' | 'pending' | 'partner' | 'emailAsk' | 'vehicle' | 'calendarMonth'> {
  return {
    modals: ui.modals,
    insurance: ui.insurance,
    pending: ui.pending,
    partner: ui.partner,
    emailAsk: ui.emailAsk,
    ...(ui.vehicle ? { vehicle: ui.vehicle } : {}),
    ...(ui.calendarMonth ? { calendarMonth: ui.calendarMonth } : {}),
  };
}

/** The state with some UI fields replaced. */
export function withUi(state: QuoteState, ui: Partial<QuoteUi>): QuoteState {
  return { ...state, ui: { ...state.ui, ...ui } };
}

/** The state with a modal opened or closed. */
export function setModal(state: QuoteState, modal: QuoteModal, open: boolean): QuoteState {
  if (state.ui.modals[modal] === open) return state;
  return withUi(state, { modals: { ...state.ui.modals, [modal]: open } });
}

/** The listing without the given fields (cleared fields are removed, not set to null). */
export function omitFields(listing: Listing, fields: readonly string[]): Listing {
  const next: Record<string, unknown> = { ...listing };
  for (const field of fields) delete next[field];
  return next as Listing;
}

/**
 * The state with its cached prices gone (§4: "any change clears the cached price options"): the
 * price fields and the priceOption and timeOption cart lines, and the price status back to idle,
 * so an answer to a load started before the change never lands.
 */
export function clearCachedPrices(state: QuoteState): QuoteState {
  const ui = state.ui;
  const idle = ui.priceStatus === 'idle' && ui.priceError === null;
  return {
    listing: clearPriceOptions(state.listing),
    ui: idle ? ui : { ...ui, priceStatus: 'idle', priceError: null },
  };
}
