import { shallowEqual } from '../../shallow-equal.js';
import { ADDRESS_FIELDS, DEFAULT_RULES_LOCALE, STEP_FIELDS } from '../booking-steps/constants.js';
import { checkField, type FieldRules, ruleFor } from '../booking-steps/field-rules.js';
import type { StepListing } from '../booking-steps/steps.js';
import { FLOW_DEFAULT_RULE, FLOW_REQUIRED_FIELDS, PRICE_OPTIONS_STEP } from './constants.js';
import type { FlowProblem, QuoteFlowStep } from './steps.js';

/** A failing field of a booking step, before it is placed on a flow step. */
export type StepProblem = Omit<FlowProblem, 'step'>;

const localeOf = (listing: StepListing, locale: string | undefined): string => {
  if (typeof locale === 'string' && locale.trim() !== '') return locale;
  return typeof listing.locale === 'string' && listing.locale.trim() !== '' ? listing.locale : DEFAULT_RULES_LOCALE;
};

/**
 * Every failing field of a booking step, in the spec's order (back-office §2, §5: step 1
 * pickup_address_data, delivery_address_data, move_items; step 2 pickup_date), each checked by
 * `checkField` with its rule from `ruleFor` (`field.locale` first, then `field`). Unlike
 * `validateStep`, which stops at the first, all are listed (an error summary lists each). The
 * addresses and the items are always required (FLOW_REQUIRED_FIELDS, the product's floor: code
 * `missing`, or the server rule's own code), with the server's rule for them on top. The pickup
 * date follows the server's rule, and is required when none arrives (FLOW_DEFAULT_RULE: a quote
 * needs a day to proceed). The locale is the given one, else the listing's, else en-gb.
 * @example stepProblems({ move_items: [] }, 1, null) // pickup_address_data, delivery_address_data and move_items: missing
 */
export function stepProblems(
  listing: StepListing,
  bookingStep: 1 | 2,
  rules: FieldRules | null | undefined,
  locale?: string,
): StepProblem[] {
  const data = typeof listing === 'object' && listing !== null ? listing : {};
  const lang = localeOf(data, locale);
  const problems: StepProblem[] = [];
  for (const field of STEP_FIELDS[bookingStep]) {
    const server = ruleFor(rules, field, lang);
    const rule = FLOW_REQUIRED_FIELDS.includes(field)
      ? { ...server, ...FLOW_DEFAULT_RULE }
      : (server ?? FLOW_DEFAULT_RULE);
    const check = checkField(field, data[field], rule, ADDRESS_FIELDS.includes(field));
    if (!check.ok) problems.push({ bookingStep, field, code: check.code });
  }
  return problems;
}

/**
 * The problems of booking steps 1 to `upTo`, each on the flow step where it is fixed: step-1
 * fields (addresses and items) on the route's items step `itemsStep`, the pickup date on the
 * price options.
 */
export function flowProblemsOf(
  listing: StepListing,
  upTo: 1 | 2,
  itemsStep: QuoteFlowStep,
  rules: FieldRules | null | undefined,
  locale?: string,
): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (let bookingStep = 1 as 1 | 2; bookingStep <= upTo; bookingStep++) {
    for (const problem of stepProblems(listing, bookingStep, rules, locale)) {
      problems.push({ step: bookingStep === 1 ? itemsStep : PRICE_OPTIONS_STEP, ...problem });
    }
  }
  return problems;
}

/**
 * The problems of a refused move that still fail on the listing as it is now (a fixed field
 * drops out; a field failing another way now keeps its place with its new code). The same
 * array comes back when nothing changed, so a derived view stays the same object.
 */
export function remainingProblems(
  problems: readonly FlowProblem[],
  listing: StepListing,
  rules: FieldRules | null | undefined,
  locale?: string,
): FlowProblem[] {
  if (problems.length === 0) return [];
  const failing = new Map<string, StepProblem>();
  const steps = new Set(problems.map((problem) => problem.bookingStep));
  for (const bookingStep of steps)
    for (const problem of stepProblems(listing, bookingStep, rules, locale)) failing.set(problem.field, problem);
  const remaining: FlowProblem[] = [];
  for (const problem of problems) {
    const now = failing.get(problem.field);
    if (now) remaining.push(now.code === problem.code ? problem : { ...problem, code: now.code });
  }
  return shallowEqual(remaining, problems) ? (problems as FlowProblem[]) : remaining;
}
