import type { MoveItem } from '../../model/item.js';
import { type CustomItemCheck, canSaveCustomItem, checkCustomItem } from '../../rules/custom-item/custom-item.js';
import { checkCustomPiano } from '../../rules/custom-item/make-model.js';
import { fakeId } from '../../rules/items/fake-id.js';
import { addItem } from '../../rules/items/items.js';
import { checkTotalVolume, type TotalVolumeInput } from '../../rules/volume/volume.js';
import { clearCachedPrices, type QuoteState, setModal } from '../quote-state.js';
import type { CustomItemSubmission } from './custom-item-submission.js';

/** A custom item check that holds the kept values (ok, warning or blocked). */
export type CheckedCustomItem = Exclude<CustomItemCheck, { status: 'invalid' }>;

/**
 * The move item a checked custom item becomes (docs/behaviour/quote-flow.md §3, §5): its kept values
 * (name trimmed, sizes rounded, units known) as sizes and original sizes, one of it, flagged as
 * a customer item, with its fake_id. Shared by the customer and the partner flows.
 * @example
 * const check = checkCustomItem({ name: 'Desk', width: 120, height: 75, depth: 60, weight: 30 });
 * if (check.status === 'ok') customMoveItem(check); // { name: 'Desk', quantity: 1, customerItem: true, … }
 */
export function customMoveItem(check: CheckedCustomItem): MoveItem {
  const { item } = check;
  const moveItem: MoveItem = {
    ...item,
    original_width: item.width,
    original_height: item.height,
    original_depth: item.depth,
    original_weight: item.weight,
    quantity: 1,
    customerItem: true,
    fake_id: '',
  };
  moveItem.fake_id = fakeId(moveItem);
  return moveItem;
}

/** A custom item from the customer's dialog; `replaces` names an admin-flagged item being measured again. */
export type CustomItemAddition = CustomItemSubmission & {
  /** The fake_id of the item the new one takes the place (and quantity) of. */
  replaces?: string | undefined;
};

/** The state with new move items and the cached price options cleared (§4, Item list). */
function withItems(state: QuoteState, items: MoveItem[]): QuoteState {
  return clearCachedPrices({ ...state, listing: { ...state.listing, move_items: items } });
}

/**
 * The list with `item` in the place of the item `replaced`: it keeps that item's quantity and
 * room (location_id) and category. When another item already has the new fake_id, the old item
 * goes and its quantity joins that one instead (one line per fake_id).
 */
function replaceItem(items: readonly MoveItem[], replaced: MoveItem, item: MoveItem): MoveItem[] {
  const kept: MoveItem = { ...item, quantity: replaced.quantity };
  if (replaced.location_id !== undefined) kept.location_id = replaced.location_id;
  if (replaced.category_id !== undefined) kept.category_id = replaced.category_id;
  const twin = items.some((other) => other !== replaced && other.fake_id === item.fake_id);
  if (twin)
    return addItem(
      items.filter((other) => other !== replaced),
      kept,
    );
  return items.map((other) => (other === replaced ? kept : other));
}

/**
 * Adds a custom item in the customer flow (docs/behaviour/quote-flow.md §4, §5): checked by the
 * custom-item rules (a dimensionsError, a warning not confirmed, or a block leave the state as it
 * is: the dialog shows the check, see `checkCustomItem`); otherwise the item joins the list,
 * merging by fake_id, the cached price options are cleared and the custom item modal closes.
 * With `replaces` (an admin-flagged item whose sizes were blanked for re-entry, §5) the new item
 * takes that item's place and quantity; a `replaces` that names no item adds as usual.
 * @example addCustomItem(state, { item: { name: 'Desk', width: 120, height: 75, depth: 60, weight: 30 } })
 */
export function addCustomItem(state: QuoteState, submission: CustomItemAddition): QuoteState {
  const check = checkCustomItem(submission.item);
  if (check.status === 'invalid' || !canSaveCustomItem(check, submission.confirmed === true)) return state;
  const item = customMoveItem(check);
  const items = state.listing.move_items ?? [];
  const replaced = submission.replaces === undefined ? undefined : items.find((i) => i.fake_id === submission.replaces);
  const next = replaced ? replaceItem(items, replaced, item) : addItem(items, item);
  return setModal(withItems(state, next), 'customItem', false);
}

/**
 * The sizes a custom piano is planned with: an upright piano, the kind most homes have, about
 * 150 cm wide, 125 cm high and 65 cm deep (1.2 m³) at about 230 kg. docs/domain-notes.md gives only a
 * grand piano's volume (about 1.7 m³, no weight); these are common upright figures, inside the
 * custom-item soft bounds.
 */
export const CUSTOM_PIANO_SIZE = Object.freeze({ width: 150, height: 125, depth: 65, weight: 230 });

/**
 * The move item of a custom piano (docs/behaviour/quote-flow.md §2, §3): named "{make} {model} piano",
 * with custom_make_name and custom_model_name, upright-piano sizes in cm and kg, the listing's
 * category, one of it.
 */
export function customPianoItem(make: string, model: string, categoryId?: number | null): MoveItem {
  const { width, height, depth, weight } = CUSTOM_PIANO_SIZE;
  const item: MoveItem = {
    name: `${make} ${model} piano`,
    custom_make_name: make,
    custom_model_name: model,
    width,
    height,
    depth,
    weight,
    original_width: width,
    original_height: height,
    original_depth: depth,
    original_weight: weight,
    dimension_unit: 'cm',
    weight_unit: 'kg',
    quantity: 1,
    fake_id: '',
  };
  if (typeof categoryId === 'number') item.category_id = categoryId;
  item.fake_id = fakeId(item);
  return item;
}

/**
 * Adds a custom piano (docs/behaviour/quote-flow.md §2 custom piano modal, §5): make and model must
 * each hold a word character and be at most MAX_MAKE_MODEL_LENGTH characters (see
 * `checkCustomPiano`, which the dialog calls for its field errors), otherwise the state is left
 * as it is. The piano joins the list, merging by fake_id,
 * and the cached price options are cleared.
 * @example addCustomPiano(state, { make: 'Yamaha', model: 'U1' }) // adds "Yamaha U1 piano"
 */
export function addCustomPiano(state: QuoteState, input: { make?: unknown; model?: unknown }): QuoteState {
  const check = checkCustomPiano(input);
  if (!check.ok) return state;
  const item = customPianoItem(check.make, check.model, state.listing.category_id);
  return withItems(state, addItem(state.listing.move_items ?? [], item));
}

/**
 * Adds a total volume (docs/behaviour/quote-flow.md §2 volume modal, §5 "quantity is required", §9
 * preset custom items): the preset × quantity joins the list, merging by fake_id (the same preset
 * twice raises its quantity, at most 99,999), and the cached price options are cleared. A missing
 * preset or a quantity that is missing, not whole or too high leaves the state as it is (see
 * `checkTotalVolume` for the code the dialog shows).
 * @example addTotalVolume(state, { preset: 'cubicMetre', quantity: '12' })
 */
export function addTotalVolume(state: QuoteState, input: TotalVolumeInput): QuoteState {
  const check = checkTotalVolume(input);
  if (!check.ok) return state;
  return withItems(state, addItem(state.listing.move_items ?? [], check.item));
}
