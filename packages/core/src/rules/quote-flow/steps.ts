import { readPartnerId } from '../partners/partners.js';
import {
  FURNITURE_FLOW_CATEGORY,
  FURNITURE_ITEMS_STEP,
  HOUSE_MOVE_FLOW_CATEGORY,
  INVENTORY_STEP,
  LISTING_ITEMS_STEP,
  PARTNER_ITEMS_STEP,
  PRICE_OPTIONS_STEP,
  QUOTE_FLOW_STEPS,
} from './constants.js';

/** A step of <hk-quote-flow> (docs/behaviour/quote-flow.md §2 routes; the confirmation is the host's). */
export type QuoteFlowStep = (typeof QUOTE_FLOW_STEPS)[number];

/** A field that stops a move: the step it is fixed on, its booking step, the field and why (back-office §4, §5). */
export interface FlowProblem {
  step: QuoteFlowStep;
  bookingStep: 1 | 2;
  field: string;
  code: string;
}

/** What decides a flow's steps besides the category. */
export interface FlowRouteOptions {
  /** The quote comes through a partner (the listing's `partner.id`, set from `partner-id`). */
  partner?: boolean;
}

const normal = (category: string | null | undefined) =>
  String(category ?? '')
    .trim()
    .toLowerCase();

/** True when a value is a step of the flow. */
export function isQuoteFlowStep(value: unknown): value is QuoteFlowStep {
  return typeof value === 'string' && (QUOTE_FLOW_STEPS as readonly string[]).includes(value);
}

/**
 * The items step of a route (§2): partner-items on the partner route, listing-furniture for
 * furniture, listing-inventory for a house move, listing-items for every other category (piano,
 * car, man-and-van, international, ferry, none).
 */
export function itemsStepOf(category: string | null | undefined, options: FlowRouteOptions = {}): QuoteFlowStep {
  if (options.partner === true) return PARTNER_ITEMS_STEP;
  const name = normal(category);
  if (name === FURNITURE_FLOW_CATEGORY) return FURNITURE_ITEMS_STEP;
  if (name === HOUSE_MOVE_FLOW_CATEGORY) return INVENTORY_STEP;
  return LISTING_ITEMS_STEP;
}

/**
 * The visible steps of a route in order (§2: items, or inventory, or the car flow → price
 * options → the host's confirmation).
 * @example flowStepsOf('furniture') // ['listing-furniture', 'listing-price-options']
 * @example flowStepsOf('piano', { partner: true }) // ['partner-items', 'listing-price-options']
 */
export function flowStepsOf(
  category: string | null | undefined,
  options: FlowRouteOptions = {},
): readonly [QuoteFlowStep, QuoteFlowStep] {
  return [itemsStepOf(category, options), PRICE_OPTIONS_STEP];
}

/**
 * The visible step a step belongs to: itself when it is one of `steps`; for a house move the
 * removal item list (listing-items) belongs to the inventory (§2: a sub-step); otherwise null.
 */
export function parentStepOf(step: QuoteFlowStep, steps: readonly QuoteFlowStep[]): QuoteFlowStep | null {
  if (steps.includes(step)) return step;
  if (step === LISTING_ITEMS_STEP && steps.includes(INVENTORY_STEP)) return INVENTORY_STEP;
  return null;
}

/** The index of a step in `steps` (a sub-step counts as its parent's), or -1 when it is not on the route. */
export function flowStepIndex(step: QuoteFlowStep, steps: readonly QuoteFlowStep[]): number {
  const parent = parentStepOf(step, steps);
  return parent === null ? -1 : steps.indexOf(parent);
}

/** The booking step a flow step is (back-office §2): every items step is 1, the price options 2. */
export function bookingStepOfFlowStep(step: QuoteFlowStep): 1 | 2 {
  return step === PRICE_OPTIONS_STEP ? 2 : 1;
}

/**
 * A step the job summary's go-to-step names (stepOfSection: listing-items, listing-inventory or
 * listing-price-options) as a step of a route: the price options stay; the other two mean the
 * route's items step (listing-furniture for furniture, partner-items on the partner route, the
 * inventory for a house move, whose summary route, van and items are all changed there).
 */
export function flowStepOnRoute(step: string, steps: readonly QuoteFlowStep[]): QuoteFlowStep {
  if (step === PRICE_OPTIONS_STEP) return PRICE_OPTIONS_STEP;
  return steps[0] ?? LISTING_ITEMS_STEP;
}

/** True when the listing came through a partner (its `partner.id` is a partner id). */
export function isPartnerListing(listing: { partner?: { id?: unknown } | null }): boolean {
  const id = listing.partner?.id;
  return readPartnerId(typeof id === 'number' || typeof id === 'string' ? id : undefined) !== undefined;
}
