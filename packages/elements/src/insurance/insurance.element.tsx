import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-insurance>`: Protection Plus, the cover of the customer's goods during the move. It reads
 * the insurance service the price answer offers (`service_prices`, full_insurance* or
 * full_cover*) from the session it shares with the other pieces, and shows what it covers, the
 * cover and excess for the route (UK-only, or the international figures), and its price "from"
 * the minimum. "Add Protection Plus" opens a dialog for the value of goods with the live price;
 * submitting checks it (no amount, above the cover, below the excess: each a message next to
 * the field with its `data-code`) and puts the premium in the cart. Once added, the card shows
 * the value and the premium, "Change value" and "Remove" (which asks first; a premium listing
 * keeps the 5000 its package covers). "Read the terms" opens the two pages of terms. A full_cover
 * service below id 112 disables it: the card says why. Before prices it shows a sentence, a
 * skeleton while they load, or the failure with "Try again". The dialogs load on first use.
 *
 * @summary Protection Plus: the cover, excess and price of insurance for the goods, with add, change and remove dialogs and the insurance terms.
 * @event hk-change - The listing changed (Protection Plus added, changed or removed), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-error - An attribute was refused (code `attribute`), the session reported a failure
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 *   (such as prices that did not load), or the view could not load (`load`) or render (`render`);
 *   detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The card (`data-state`: `unpriced`, `offered`, `selected` or `disabled`).
 * @csspart heading - The "Protection Plus" heading.
 * @csspart facts - The cover and excess, and once added the value of goods and the price.
 * @csspart price - The price: "From …" while offered, the premium once added.
 * @csspart add-button - "Add Protection Plus".
 * @csspart change-button - "Change value".
 * @csspart remove-button - "Remove" (opens the confirmation).
 * @csspart terms-button - "Read the terms".
 * @csspart disabled-reason - Why Protection Plus cannot be added (`data-code="protectionDisabled"`).
 * @csspart form - The add dialog's form.
 * @csspart control - The value of goods box.
 * @csspart field-error - The value's error (`data-code`: `noAmount`, `highAmount`, `lowAmount`), or a dialog that could not load (`load`).
 * @csspart live-premium - The add dialog's price for the value typed.
 * @csspart confirm-remove-button - The remove dialog's "Remove Protection Plus".
 * @csspart terms-page - The page of terms shown (`data-page` 1 or 2).
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: buttons, the shield, the tiles' tint.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text.
 * @cssproperty --hk-color-surface - Card and dialog background.
 * @cssproperty --hk-color-border - Borders.
 * @cssproperty --hk-color-success - The border and badge once added.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 */
export const insuranceElement = defineElement({
  name: 'insurance',
  attributes: SHARED_ATTRIBUTE_NAMES,
  skeleton: barsSkeleton('insurance', '3.5:3.3/45 1.4:2.9 3.9 1.7:3.2/35 5:8.1/40'),
  load: () => import('./insurance.view.js'),
  words: () => import('./insurance.words.js'),
});
