import type { MoveItem } from '../../model/item.js';
import type { VehicleLookup, VehicleMake, VehicleModel } from '../../ports/quote-types.js';
import { checkCustomCar } from '../../rules/custom-item/make-model.js';
import { fakeId } from '../../rules/items/fake-id.js';
import { addItem } from '../../rules/items/items.js';
import { clearCachedPrices, type QuoteState, withUi } from '../quote-state.js';
import { NO_VEHICLE_UI, type VehicleUi } from '../slices/job-ui.js';

/** A vehicle as a move item: one of it, named by make and model (§3 move item make_* and model_*). */
function vehicleItem(fields: Partial<MoveItem> & { name: string }, categoryId: number | undefined): MoveItem {
  const item: MoveItem = { quantity: 1, fake_id: '', ...fields };
  if (categoryId !== undefined) item.category_id = categoryId;
  item.fake_id = fakeId(item);
  return item;
}

const withVehicles = (state: QuoteState, items: readonly MoveItem[], ui: Partial<VehicleUi>): QuoteState => {
  const listed = items.reduce(addItem, state.listing.move_items ?? []);
  const cleared = clearCachedPrices({ ...state, listing: { ...state.listing, move_items: listed } });
  return withUi(cleared, { vehicle: { ...(state.ui.vehicle ?? NO_VEHICLE_UI), ...ui } });
};

/** Adds the car chosen in the make and model selects (§2 car flow). */
export function chooseVehicle(state: QuoteState, make: VehicleMake, model: VehicleModel): QuoteState {
  const item = vehicleItem(
    {
      name: `${make.make_name} ${model.model_name}`.trim(),
      make_id: make.make_id,
      make_name: make.make_name,
      model_id: model.model_id,
      model_name: model.model_name,
    },
    state.listing.category_id ?? undefined,
  );
  return withVehicles(state, [item], { customError: null });
}

/**
 * Adds a custom car (§2 custom car modal, §5): make and model must each hold a word character
 * and be at most MAX_MAKE_MODEL_LENGTH characters, otherwise the error flag is set on those
 * fields (`makeModelError` or `makeModelTooLong`) and nothing is added.
 */
export function addCustomVehicle(state: QuoteState, input: { make: string; model: string }): QuoteState {
  const check = checkCustomCar(input);
  if (!check.ok) return withUi(state, { vehicle: { ...(state.ui.vehicle ?? NO_VEHICLE_UI), customError: check } });
  const item = vehicleItem(
    { name: `${check.make} ${check.model}`, custom_make_name: check.make, custom_model_name: check.model },
    state.listing.category_id ?? undefined,
  );
  return withVehicles(state, [item], { customError: null });
}

/** The plate lookup found vehicles (§7 get-vehicle-data → move_items): they join the list. */
export function plateFound(state: QuoteState, vehicles: VehicleLookup): QuoteState {
  if (vehicles.length === 0) return plateFailed(state);
  const items = vehicles.map((vehicle) => ({ ...vehicle, fake_id: vehicle.fake_id || fakeId(vehicle) }));
  return withVehicles(state, items, { plateError: false });
}

/** The plate lookup failed or found nothing: the plate-number error flag (§8); a custom car stays possible. */
export function plateFailed(state: QuoteState): QuoteState {
  if (state.ui.vehicle?.plateError) return state;
  return withUi(state, { vehicle: { ...(state.ui.vehicle ?? NO_VEHICLE_UI), plateError: true } });
}
