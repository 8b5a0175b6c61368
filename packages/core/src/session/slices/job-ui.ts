import type { CustomItemCheck } from '../../rules/custom-item/custom-item.js';
import type { MakeModelCheck } from '../../rules/custom-item/make-model.js';

// The job slice's part of the session's UI state (`$ui`): declared and started here, beside the
// slice (./job.ts) whose actions use it. The session keeps one UI object, composed from every
// slice's part in ../quote-state.ts, so one transition can change several parts at once.

/** Every modal the quote flow opens (docs/behaviour/quote-flow.md §2). */
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

/** All modals closed. */
export const NO_MODALS: Readonly<Record<QuoteModal, boolean>> = Object.freeze(
  Object.fromEntries(QUOTE_MODALS.map((modal) => [modal, false])) as Record<QuoteModal, boolean>,
);

/** The partner item screens (§2, §4). */
export type PartnerItemView = 'default-items' | 'custom-item' | 'search';

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

/**
 * The job slice's UI state: which dialogs are open, the partner item screens, the car flow's
 * error flags and the job summary's latest "change" request.
 */
export interface JobUi {
  /**
   * Which modals are open. The job slice opens and closes any of them (`openModal`, `closeModal`);
   * the other slices' transitions open and close their own (the pricing slice's email ask, the
   * price step's dialogs, proceeding's add-helper modal), and proceeding and a move of the step
   * flow close them all.
   */
  modals: Readonly<Record<QuoteModal, boolean>>;
  partner: PartnerUi;
  /** The car flow's error flags; absent until the car flow sets one (NO_VEHICLE_UI). */
  vehicle?: VehicleUi;
  /**
   * The latest go-to-step request (the job summary's "change"); absent until one is made. The
   * session's host hears it (`hk-go-to-step`) and the step flow, when added, moves there.
   */
  goTo?: GoToStep;
}

/** The job UI at the start: nothing open, the partner's start screen, no car error, no request. */
export function initialJobUi(): JobUi {
  return { modals: NO_MODALS, partner: { view: null, error: null, customItem: null } };
}
