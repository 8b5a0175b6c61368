import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-van-selector>`: the three van types (small van, large van, Luton van; ids 30, 34, 40) as a
 * radio group of cards, each with its side view, label, info, description, load space (cm) and
 * payload (kg). It reads the session it shares with `<hk-item-picker>`: a line says how much the
 * items come to and a "Fits your items" badge marks the smallest van that takes them, or a warning
 * says no van takes them in one load. Choosing a van sets the listing's `selected_van` (its id),
 * which drops the cached prices; the choice is announced. Keyboard as any radio group: one tab
 * stop, the arrow keys move and choose. Cards stand side by side, and stack on phones.
 *
 * @summary Van type chooser with load space, payload and a hint of which van the items fit.
 * @event hk-change - The listing changed (a van chosen: `selected_van` holds its id), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-error - An attribute was refused (code `attribute`), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The selector: the hint and the cards.
 * @csspart hint - The line about the items (volume, weight, the smallest van that fits), or the warning when none does; `data-fit` on `base` says which (`noItems`, `fits`, `none`).
 * @csspart figures - A card's load space and payload.
 * @csspart fits - The "Fits your items" badge.
 * @csspart too-small - The warning that the chosen van may not take the items.
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: the chosen card, the vans' tint.
 * @cssproperty --hk-color-text - Text colour and the wheels.
 * @cssproperty --hk-color-muted - Descriptions.
 * @cssproperty --hk-color-surface - Card background.
 * @cssproperty --hk-color-border - Card borders.
 * @cssproperty --hk-color-success - The "Fits your items" badge.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 * @cssproperty --hk-space - Spacing unit.
 */
export const vanSelectorElement = defineElement({
  name: 'van-selector',
  attributes: [...SHARED_ATTRIBUTE_NAMES],
  skeleton: barsSkeleton('van-selector', '1.45:2.9 1.45/30 15.3:33.3'),
  load: () => import('./van-selector.view.js'),
  words: () => import('./van-selector.words.js'),
});
