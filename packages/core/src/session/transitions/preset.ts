import type { MoveItem } from '../../model/item.js';
import { BOXES_LOCATION } from '../../rules/boxes/constants.js';
import { clampQuantity } from '../../rules/items/items.js';
import { clearCachedPrices, omitFields, type QuoteState, setModal, withUi } from '../quote-state.js';
import type { RemovalPreset } from '../slices/price-step-ui.js';

const hasItems = (state: QuoteState) => (state.listing.move_items ?? []).length > 0;

/**
 * A preset's items merged by fake_id within each room: the same item in two rooms (a double bed in
 * the main bedroom and in bedroom 2) stays in both, as two lines with their location_id.
 */
function mergeByRoom(items: readonly MoveItem[]): MoveItem[] {
  const merged = new Map<string, MoveItem>();
  for (const item of items) {
    const key = `${item.fake_id}@${item.location_id ?? BOXES_LOCATION}`;
    const held = merged.get(key);
    merged.set(key, held ? { ...held, quantity: clampQuantity(held.quantity + item.quantity) } : item);
  }
  return [...merged.values()];
}

/** The listing with the preset's items (merged by fake_id within a room) and its id; cached price options cleared. */
function withPreset(state: QuoteState, preset: RemovalPreset): QuoteState {
  const items = mergeByRoom(preset.items ?? []);
  return clearCachedPrices({ ...state, listing: { ...state.listing, move_items: items, presetItemsSet: preset.id } });
}

/** The listing without preset and items; cached price options cleared. */
function withoutPreset(state: QuoteState): QuoteState {
  return clearCachedPrices({ ...state, listing: { ...omitFields(state.listing, ['presetItemsSet']), move_items: [] } });
}

/**
 * Applies a removal preset (docs/behaviour/quote-flow.md §4, Removal inventory): with no items yet
 * its items replace the list at once; when items already exist it asks for confirmation first.
 */
export function applyPreset(state: QuoteState, preset: RemovalPreset): QuoteState {
  if (!hasItems(state)) return withPreset(state, preset);
  return setModal(withUi(state, { pending: { kind: 'preset', preset } }), 'presetConfirm', true);
}

/** Clears the preset and its items (§4): asks for confirmation first when items exist. */
export function clearPreset(state: QuoteState): QuoteState {
  if (!hasItems(state)) return withoutPreset(state);
  return setModal(withUi(state, { pending: { kind: 'clearPreset' } }), 'presetConfirm', true);
}

/** The person confirmed the preset change that was waiting. */
export function confirmPreset(state: QuoteState): QuoteState {
  const pending = state.ui.pending;
  if (pending?.kind !== 'preset' && pending?.kind !== 'clearPreset') return state;
  const closed = setModal(withUi(state, { pending: null }), 'presetConfirm', false);
  return pending.kind === 'preset' ? withPreset(closed, pending.preset) : withoutPreset(closed);
}
