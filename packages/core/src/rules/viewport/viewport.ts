import { MOBILE_MAX_WIDTH_PX, NARROW_MAX_HEIGHT_PX, PHONE_MAX_WIDTH_PX } from './constants.js';

/** Layout classes of a viewport (docs/behaviour/quote-flow.md §9). */
export interface ViewportClass {
  /** Width below 992 px (phones and tablets). */
  mobile: boolean;
  /** Width below 768 px. */
  phone: boolean;
  /** Height below 260 px. */
  narrowHeight: boolean;
}

const below = (value: number, limit: number) => Number.isFinite(value) && value >= 0 && value < limit;

/**
 * Breakpoints (docs/behaviour/quote-flow.md §9): mobile below 992 px wide, phone below 768 px, narrow
 * height below 260 px. An unknown size (NaN, negative, e.g. before layout or on a server) counts
 * as a desktop of normal height.
 * @example viewportClass(375, 667) // { mobile: true, phone: true, narrowHeight: false }
 */
export function viewportClass(width: number, height: number): ViewportClass {
  return {
    mobile: below(width, MOBILE_MAX_WIDTH_PX),
    phone: below(width, PHONE_MAX_WIDTH_PX),
    narrowHeight: below(height, NARROW_MAX_HEIGHT_PX),
  };
}
