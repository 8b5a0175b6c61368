import type { Listing } from '../model/listing.js';
import type { FieldRules } from '../rules/booking-steps/field-rules.js';
import type { CustomItemCheck } from '../rules/custom-item/custom-item.js';
import type { MakeModelCheck } from '../rules/custom-item/make-model.js';
import type { Experiment } from '../rules/experiments/experiments.js';
import type { InsuranceServiceData, ValueOfGoodsCheck } from '../rules/insurance/index.js';
import { clearPriceOptions } from '../rules/listing.js';
import type { FlowProblem, QuoteFlowStep } from '../rules/quote-flow/steps.js';
import type { SliderMode } from '../rules/time-slider/slider.js';
import {
  type CONFIRMATION_STEP,
  DEFAULT_HELPERS,
  FIXED_TAB_PREFIX,
  FLEXIBLE_TAB,
  PIANO_CATEGORY,
  PIANO_FLEXIBLE_HELPERS,
} from './constants.js';

/** A price tab: fixed_N for N helpers, or flexible (docs/behaviour/quote-flow.md §4). */
export type PriceTab = typeof FLEXIBLE_TAB | `${typeof FIXED_TAB_PREFIX}${number}`;

/** Every modal the quote flow opens (§2). */
export const QUOTE_MODALS = [
  'emailAsk',
  'addHelper',
  'priceOption',
  'loadingInfo',
  'insurance',
  'packing',
  'timeOption',
  'sliderModeConfirm',
  'presetConfirm',
  'customItem',
] as const;

/** A modal of the quote flow. */
export type QuoteModal = (typeof QUOTE_MODALS)[number];

/** Where price loading stands; `error` shows `priceError` as the no-price error (§8). */
export type PriceStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The partner item screens (§2, §4). */
export type PartnerItemView = 'default-items' | 'custom-item' | 'search';

/** The step of the flow: quoting, or proceeded to listing-confirmation (§4, Proceeding). */
export type QuoteStep = 'quote' | typeof CONFIRMATION_STEP;

/** The email modal: not asked, waiting for its delay, or asked (§4, Price loading). */
export type EmailAskState = 'idle' | 'scheduled' | 'asked';

/** A removal preset as GET /ng/inventory/removal-preset gives it: its id and items (§7). */
export interface RemovalPreset {
  id: string | number;
  items: NonNullable<Listing['move_items']>;
}

/** A choice that waits for the person's confirmation (§4). */
export type PendingConfirmation =
  | { kind: 'sliderMode'; mode: SliderMode }
  | { kind: 'preset'; preset: RemovalPreset }
  | { kind: 'clearPreset' }
  | { kind: 'addHelper'; helpers: number };

/** An insurance error as the insurance rules code it (§5, §8). */
export type InsuranceError = Exclude<ValueOfGoodsCheck, { ok: true }>;

/** The insurance service ticked: its terms plus type and id (§3, Additional service). */
export type InsuranceService = InsuranceServiceData & { parameters?: { value_of_goods?: unknown } | null };

/** What ticking insurance saved, so cancel restores it (§4: "Cancel restores the original values"). */
export interface InsuranceSnapshot {
  /** The listing's insurance cart lines at tick time. */
  lines: NonNullable<Listing['listing_cart']>;
  /** The value of goods shown at tick time. */
  value: string;
}

/** The insurance value area (§4, Insurance). */
export interface InsuranceUi {
  open: boolean;
  /** The value of goods as typed. */
  value: string;
  error: InsuranceError | null;
  snapshot: InsuranceSnapshot | null;
  service: InsuranceService | null;
}

/** Why prices did not load: a code and the error body, shown as the no-price error (§7, §8). */
export interface PriceLoadError {
  code: string;
  body: unknown;
  /** The HTTP status of the answer, when one came. */
  status?: number;
  /** When the server said to try again (Retry-After), epoch ms. */
  retryAt?: number;
}

/** The partner item screens' state (§4, Partner item view; §5). */
export interface PartnerUi {
  /** The screen the person chose; null until then, when the partner's start screen shows (see partnerViewOf). */
  view: PartnerItemView | null;
  /** Set when default-items is left with no default item chosen (§5, §8). */
  error: 'missingItem' | null;
  /** The last check of a custom item that could not be saved. */
  customItem: CustomItemCheck | null;
}

/** The car flow's state around the listing (§2 car flow; §8 plate lookup failure). */
export interface VehicleUi {
  /** The plate lookup failed: the plate-number error flag (§8). */
  plateError: boolean;
  /** The last custom car that could not be added, with the fields at fault (§5). */
  customError: Exclude<MakeModelCheck, { ok: true }> | null;
}

/** The car flow's starting state. */
export const NO_VEHICLE_UI: VehicleUi = { plateError: false, customError: null };

/** Everything of the quote flow that is not the listing (§4). Never persisted. */
export interface QuoteUi {
  step: QuoteStep;
  priceTab: PriceTab;
  modals: Readonly<Record<QuoteModal, boolean>>;
  pending: PendingConfirmation | null;
  insurance: InsuranceUi;
  pricesBlurred: boolean;
  priceStatus: PriceStatus;
  priceError: PriceLoadError | null;
  /** Number of the latest price load asked for; an answer to an older one never lands. */
  priceRequest: number;
  /** A load was asked for before experiments were fetched; it runs once they are. */
  priceLoadWaiting: boolean;
  emailAsk: EmailAskState;
  experimentsFetched: boolean;
  partner: PartnerUi;
  sliderMode: SliderMode;
  /** The add-helper modal was shown once on proceeding; it is not shown again. */
  addHelperOffered: boolean;
  /** The car flow's error flags; absent until the car flow sets one (NO_VEHICLE_UI). */
  vehicle?: VehicleUi;
  /** The first day of the month the price calendar shows, YYYY-MM-01; absent for the current month. */
  calendarMonth?: string;
  /** The latest go-to-step request (the job summary's "change"); absent until one is made. */
  goTo?: GoToStep;
  /**
   * The step `<hk-quote-flow>` shows (startFlow, goToFlowStep …); absent until the flow starts or
   * a restored draft names one. Saved with the draft (the only UI field that is).
   */
  flowStep?: QuoteFlowStep;
  /** The failing fields of the last refused flow move; absent or empty when none (see `$flow` for those still failing). */
  flowProblems?: readonly FlowProblem[];
  /** How many flow moves were refused: each refusal is new, so the view focuses its error summary again. */
  flowProblemsRequest?: number;
  /** The save of the final listing that proceeding waits for; absent when none is on its way or failed. */
  save?: ListingSave;
}

/**
 * Proceeding saves the final listing before the step changes: `saving` while the call is on its
 * way (a second proceed joins it), `error` with what failed (proceed again to retry). `request`
 * counts the saves asked for, so an answer to an older one never lands.
 */
export interface ListingSave {
  request: number;
  status: 'saving' | 'error';
  error?: PriceLoadError;
}

/** A step of the quote flow a section can be changed on (§2 routes, without the confirmation). */
export type FlowStep = 'listing-items' | 'listing-inventory' | 'listing-price-options';

/** A section of the job summary, each with a "change" action (§2). */
export type SummarySection = 'route' | 'items' | 'van' | 'date' | 'time' | 'helpers' | 'services' | 'insurance';

/** A go-to-step request: the step, the section to bring into view there, and a count that makes each request new. */
export interface GoToStep {
  step: FlowStep;
  section: SummarySection;
  request: number;
}

/** The quote session's state: the listing and the UI around it. */
export interface QuoteState {
  listing: Listing;
  ui: QuoteUi;
}

/** What a transition knows besides the state: who acts, in which flow, and when. */
export interface QuoteContext {
  /** True for an admin user (§6). */
  isAdmin: boolean;
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

/** All modals closed. */
export const NO_MODALS: Readonly<Record<QuoteModal, boolean>> = Object.freeze(
  Object.fromEntries(QUOTE_MODALS.map((modal) => [modal, false])) as Record<QuoteModal, boolean>,
);

/** The price tab of `helpers` helpers. */
export function fixedTab(helpers: number): PriceTab {
  return `${FIXED_TAB_PREFIX}${helpers}`;
}

/**
 * Reads a price tab: 'flexible', or 'fixed_N' with N a whole number from 1 (§4). Anything else
 * is null.
 * @example parsePriceTab('fixed_2') // 'fixed_2'
 */
export function parsePriceTab(text: unknown): PriceTab | null {
  if (text === FLEXIBLE_TAB) return FLEXIBLE_TAB;
  if (typeof text !== 'string' || !text.startsWith(FIXED_TAB_PREFIX)) return null;
  const helpers = helpersOfTab(text as PriceTab);
  return helpers === null ? null : fixedTab(helpers);
}

/** The helper count of a fixed tab (fixed_2 → 2); null for flexible or a malformed tab. */
export function helpersOfTab(tab: PriceTab): number | null {
  const digits = tab.slice(FIXED_TAB_PREFIX.length);
  if (!tab.startsWith(FIXED_TAB_PREFIX) || !/^\d{1,3}$/.test(digits)) return null;
  const helpers = Number(digits);
  return helpers >= 1 ? helpers : null;
}

/** Helpers the flexible tab sets: 2 for a piano, 1 otherwise (§4). */
export function flexibleHelpers(category: string | null | undefined): number {
  return String(category ?? '').toLowerCase() === PIANO_CATEGORY ? PIANO_FLEXIBLE_HELPERS : DEFAULT_HELPERS;
}

/** The tab a listing shows: flexible when its saver option is on, else fixed_{men_required} (§4). */
export function priceTabOf(listing: Listing): PriceTab {
  if (listing.saverOption === true) return FLEXIBLE_TAB;
  const men = listing.men_required;
  return fixedTab(typeof men === 'number' && men >= 1 ? men : DEFAULT_HELPERS);
}

/**
 * The UI a listing starts with: its tab and its slider side, the partner's start screen, nothing
 * open, nothing loaded.
 */
export function createQuoteUi(listing: Listing): QuoteUi {
  return {
    step: 'quote',
    priceTab: priceTabOf(listing),
    modals: NO_MODALS,
    pending: null,
    insurance: { open: false, value: '', error: null, snapshot: null, service: null },
    pricesBlurred: false,
    priceStatus: 'idle',
    priceError: null,
    priceRequest: 0,
    priceLoadWaiting: false,
    emailAsk: 'idle',
    experimentsFetched: false,
    partner: { view: null, error: null, customItem: null },
    sliderMode: listing.selectedTimeOptionType === 'delivery' ? 'delivery' : 'collection',
    addHelperOffered: false,
  };
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
