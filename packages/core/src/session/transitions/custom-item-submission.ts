// A custom item as the partner screens submit it, apart from partner.ts so that custom-items.ts,
// which partner.ts uses, can name it too.
import type { CustomItemInput } from '../../rules/custom-item/custom-item.js';

/** A custom item as typed, and whether its soft-bounds warning was confirmed (§5). */
export interface CustomItemSubmission {
  item: CustomItemInput;
  /** The person confirmed the size warning. @default false */
  confirmed?: boolean;
}
