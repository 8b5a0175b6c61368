import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { defineElement } from '../create-element.js';
import { objectProperty } from '../object-property.js';
import { paintAddressPickerSkeleton } from './address-picker.skeleton.js';

/**
 * `<hk-address-picker>`: the pickup and delivery addresses of the quote, each an address search
 * (combobox) with "Use my location", and the route's distance and driving time once both are
 * known. An address counts only with coordinates: a suggestion is looked up when chosen, and
 * text typed without a choice is kept and refused with a message. The view, its attribute schema
 * and its styles load on the first connection, behind a skeleton of the same shape.
 *
 * @summary Pickup and delivery address search with geolocation, and the route's distance and duration.
 * @event hk-change - The listing changed (an address, the route's distance and duration), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-error - An attribute was refused (code `attribute`), a field of `prefill` was refused
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 *   (code `prefill`, the message names it), an address look-up failed (the adapter's code:
 *   `network`, `server`, `timeout`, `permission`, `badResponse`), or the view could not load
 *   (`load`) or render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The picker inside the root.
 * @csspart field - One address field (`data-side="pickup"` or `"delivery"`).
 * @csspart label - A field's label.
 * @csspart control - An address box.
 * @csspart listbox - The list of suggestions.
 * @csspart option - One suggestion.
 * @csspart status - A field's status line.
 * @csspart locate-button - "Use my location".
 * @csspart field-error - Why a field's text or position was refused.
 * @csspart route - The route's distance and driving time.
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: buttons, active option; tints derive from it.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text.
 * @cssproperty --hk-color-surface - Card and field background.
 * @cssproperty --hk-color-border - Field borders.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 */
export const addressPickerElement = defineElement({
  name: 'address-picker',
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'disabled', 'prefill'],
  skeleton: paintAddressPickerSkeleton,
  load: () => import('./address-picker.view.js'),
  // `prefill` also takes an object (the partner's job), kept as it is.
  extend: objectProperty('prefill'),
  words: () => import('./address-picker.words.js'),
});
