import type { Listing } from '../../model/listing.js';
import type { InsuranceServiceData, ValueOfGoodsCheck } from '../../rules/insurance/index.js';
import type { SliderMode } from '../../rules/time-slider/slider.js';
import {
  DEFAULT_HELPERS,
  FIXED_TAB_PREFIX,
  FLEXIBLE_TAB,
  PIANO_CATEGORY,
  PIANO_FLEXIBLE_HELPERS,
} from '../constants.js';

// The price step's part of the session's UI state (`$ui`): declared and started here, beside the
// slice (./price-step.ts) whose actions and views use it. The session keeps one UI object,
// composed from every slice's part in ../quote-state.ts, so one transition can change several
// parts at once.

/** A price tab: fixed_N for N helpers, or flexible (docs/behaviour/quote-flow.md §4). */
export type PriceTab = typeof FLEXIBLE_TAB | `${typeof FIXED_TAB_PREFIX}${number}`;

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

/**
 * The price step's UI state (§4): the price tab, what waits for confirmation, the insurance area,
 * the time slider's side, the add-helper offer and the calendar's month.
 */
export interface PriceStepUi {
  /** The price tab shown. The pricing slice's answer to a load also sets it, to the helpers priced. */
  priceTab: PriceTab;
  /**
   * A choice waiting for the person's confirmation in one of the price step's dialogs. Proceeding
   * (the pricing slice) sets the add-helper one; closing its modal (the job slice), the job
   * summary's "change" and a move of the step flow drop it.
   */
  pending: PendingConfirmation | null;
  insurance: InsuranceUi;
  /** The time slider's side. The job slice's long-distance rule also sets it (collection only). */
  sliderMode: SliderMode;
  /** The add-helper modal was shown once on proceeding (the pricing slice's `proceed`); it is not shown again. */
  addHelperOffered: boolean;
  /** The first day of the month the price calendar shows, YYYY-MM-01; absent for the current month. */
  calendarMonth?: string;
}

/** The price step's UI for a listing: its tab and its slider side, no confirmation waiting, the insurance area closed. */
export function initialPriceStepUi(listing: Listing): PriceStepUi {
  return {
    priceTab: priceTabOf(listing),
    pending: null,
    insurance: { open: false, value: '', error: null, snapshot: null, service: null },
    sliderMode: listing.selectedTimeOptionType === 'delivery' ? 'delivery' : 'collection',
    addHelperOffered: false,
  };
}
