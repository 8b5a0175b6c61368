import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-removal-inventory>`: a house move's inventory, room by room. `property-type` names the
 * origin's type of home (`studio`, `1-bed-flat`, `2-bed-flat`, `2-bed-house`, `3-bed-house`,
 * `4-bed-house`; the person may choose another in the view): its rooms and their default items
 * are fetched after a 2 s delay (GET /ng/inventory/removal-default-items), each item
 * with a quantity stepper (quantity steps of the box items, at most 99,999 per item, a typed
 * quantity a whole number or it reverts). The items go into the listing with their room as
 * `location_id` (0 is the boxes). "Fill with a typical …" applies the type's preset (GET
 * /ng/inventory/removal-preset) and "Clear the inventory" empties it, each confirmed in a dialog
 * when items already exist. A "Boxes" tab shows the boxes list (location 0). From 5 m³ of goods
 * it suggests boxes (2.5 per m³ to the nearest 5, a third small) that "Add these boxes" adds as
 * items 1020 and 845. A running total shows the pieces and the volume.
 *
 * @summary House-move inventory by room: default items per room after 2 s, presets with confirmation, a boxes list, the estimated boxes and a running total.
 * @event hk-change - The listing changed (an item's quantity in a room, a preset, the boxes, the boxes list view), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing, its `move_items` with `location_id`.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-error - An attribute was refused (code `attribute`, e.g. an unknown `property-type`),
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 *   the rooms, the typical inventory or the boxes could not load (the adapter's code: `network`,
 *   `server`, `timeout`, …), or the view could not load (`load`) or render (`render`); detail:
 *   code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The inventory inside the root.
 * @csspart property-type - The type-of-home select.
 * @csspart preset-actions - "Fill with a typical …" and "Clear the inventory".
 * @csspart preset-button - "Fill with a typical …".
 * @csspart clear-button - "Clear the inventory".
 * @csspart rooms - The rooms (or the boxes) of the tab shown.
 * @csspart room - One room: its name, how many pieces, its items.
 * @csspart inventory-item - One item of a room, with its stepper; `data-held` when its quantity is above 0.
 * @csspart quantity - An item's quantity box.
 * @csspart step-button - The minus and plus buttons.
 * @csspart field-error - A refused quantity's message, or a failure of the preset or the boxes (`data-code`).
 * @csspart box-estimate - The estimated-boxes suggestion (from 5 m³).
 * @csspart estimate-button - "Add these boxes".
 * @csspart total - The running total (pieces and volume).
 * @csspart confirm-button - The confirmation dialog's "Replace my items" or "Clear the inventory".
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: buttons, the active tab, the suggestion and total tint.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text and items not chosen yet.
 * @cssproperty --hk-color-surface - Room card and field background.
 * @cssproperty --hk-color-border - Field borders; room cards use a lighter mix of it.
 * @cssproperty --hk-color-success - "The suggested boxes are in your inventory".
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 * @cssproperty --hk-space - Spacing unit.
 */
export const removalInventoryElement = defineElement({
  name: 'removal-inventory',
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'property-type'],
  // The view while its rooms load, from 1280 px (two room cards side by side) and on a phone
  // (the hint on two lines, the preset buttons on two rows, two room cards stacked): the type of
  // home with its hint, the select, the preset buttons, the tabs, the status line, the rooms.
  skeleton: barsSkeleton('removal-inventory', '2.9:4.3/75 2.5:2.75/49 3:6.5/69 3.2:3.3 1.25/50 16:26'),
  load: () => import('./removal-inventory.view.js'),
  words: () => import('./removal-inventory.words.js'),
});
