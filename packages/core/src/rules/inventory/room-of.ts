import type { MoveItem } from '../../model/item.js';
import { BOXES_LOCATION } from '../boxes/constants.js';

/**
 * The room of a move item: its location_id, or the boxes (0) when it has none, as the session's
 * inventory actions read it (docs/behaviour/quote-flow.md §3: 0 means boxes).
 */
export function roomOfItem(item: Pick<MoveItem, 'location_id'>): number {
  const room = Number(item.location_id ?? BOXES_LOCATION);
  return Number.isFinite(room) ? room : BOXES_LOCATION;
}
