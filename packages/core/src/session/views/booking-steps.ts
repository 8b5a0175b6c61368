import type { Listing } from '../../model/listing.js';
import type { FieldRules } from '../../rules/booking-steps/field-rules.js';
import { canEnterStep, type StepCheck } from '../../rules/booking-steps/steps.js';

/** Booking steps: which may be entered, and the first failing step (back-office §4, §5). */
export interface BookingStepsView {
  /** canEnterStep for steps 2, 3 and the confirmation (4). */
  canEnter: Record<2 | 3 | 4, StepCheck>;
  /** The first failing step and field, or null when every step validates. */
  firstFailing: Exclude<StepCheck, { ok: true }> | null;
}

/** Booking-step validity for the listing with the server's field rules. */
export function bookingStepsView(listing: Listing, rules: FieldRules | null | undefined): BookingStepsView {
  const data = listing as Readonly<Record<string, unknown>>;
  const canEnter = {
    2: canEnterStep(data, 2, rules),
    3: canEnterStep(data, 3, rules),
    4: canEnterStep(data, 4, rules),
  };
  return { canEnter, firstFailing: canEnter[4].ok ? null : canEnter[4] };
}
