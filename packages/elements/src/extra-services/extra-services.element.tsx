import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-extra-services>`: the additional services the job's price answer offers
 * (`service_prices`), each with its name, price and a switch, and the cart's total under them.
 * Packing materials open a dialog (its own lazy module) with the counts of small boxes, large
 * boxes, wardrobe boxes and rolls of bubble wrap at 3 / 4 / 5 / 2 each and the price as they
 * change; confirming adds packing to the cart, checked, and its switch removes it again.
 * Insurance (full_insurance*, full_cover*) is not listed here: `<hk-insurance>` is its UI. Before
 * the job is priced it says so, shows the wait, or the failure with "Try again" (which asks for
 * the prices again); it never asks for the first prices itself.
 *
 * @summary Extra services with prices and switches, the packing materials dialog, and the cart total.
 * @event hk-change - The listing changed (a service added or removed: `listing_cart`), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-price-loaded - Prices arrived (after "Try again", or asked for by another piece); detail: lowest_price and the first and last priced dates.
 * @event hk-error - An attribute was refused (code `attribute`), the prices failed (the session's report, with its code and severity), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The list's box; `data-state` is `notPriced`, `loading`, `failed` or `rows`.
 * @csspart heading - The list's heading.
 * @csspart services - The list of services.
 * @csspart service - One service (`data-type` its type, `data-checked` when in the cart).
 * @csspart price - A service's price.
 * @csspart total - The cart's total under the list.
 * @csspart loading - The placeholder rows while prices load.
 * @csspart packing-form - The packing dialog's form.
 * @csspart packing-line - One packing material in the dialog (`data-material`, `data-invalid`).
 * @csspart packing-price - The packing price in the dialog.
 * @csspart field-error - A refused count (`data-code` `packingCountNotWhole`, `packingCountTooHigh`) or `packingEmpty`.
 * @csspart quantity - A count's box in the dialog.
 * @csspart step-button - The − and + buttons of a count.
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: switches on, the total's band, the main button.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text.
 * @cssproperty --hk-color-surface - Background of the dialog.
 * @cssproperty --hk-color-border - Borders and switches off.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 * @cssproperty --hk-space - Spacing unit.
 */
export const extraServicesElement = defineElement({
  name: 'extra-services',
  attributes: [...SHARED_ATTRIBUTE_NAMES],
  skeleton: barsSkeleton('extra-services', '1.625/35 5.45:6.9'),
  load: () => import('./extra-services.view.js'),
  words: () => import('./extra-services.words.js'),
});
