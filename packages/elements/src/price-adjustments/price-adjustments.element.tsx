import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-price-adjustments>`: for admin staff, the price adjustments of the session's quote (or its
 * listing once booked): a table of them with Edit and Delete (Delete asks first, in a dialog),
 * and a form to add one (a discount offer, an admin discount or an admin premium; by percent or
 * by an amount of money; with a reason when the service has reasons for the type) or to change
 * the edited one's percent or amount. A save says 'Save was successful' or the first error, and
 * keeps what was typed when it fails. After a change the session's prices are asked for again, so
 * every price the customer sees on the page follows. It needs the session's admin with the
 * price adjustments permission (`configure({ context: { admin } })`) and the service's token with
 * the role manage-price-adjustments; without either it is read-only and says why. With
 * `discounts-key` it also lists the customer's discounts.
 *
 * @summary Admin staff list, add, edit and delete price adjustments of the quote; the price follows.
 * @event hk-change - The session's listing changed (new prices after an adjustment), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-price-loaded - Prices arrived (after a change to the adjustments, or asked for by another piece); detail: lowest_price and the first and last priced dates.
 * @event hk-error - An attribute was refused (code `attribute`), the prices failed (the session's report, with its code and severity), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the panel cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The panel's box; `data-state` is `checking`, `noRecord`, `noPermission`, `noToken`, `noService` or `ready`.
 * @csspart heading - The panel's heading.
 * @csspart access - Why the panel is read-only or empty (`data-access`).
 * @csspart outcome - What the last save or delete ended with (`data-ok`, `data-code` on a failure).
 * @csspart list - The table of adjustments.
 * @csspart adjustment - One adjustment's row (`data-type` its type, `data-editing` while edited).
 * @csspart loading - The placeholder while the adjustments load.
 * @csspart form - The add or edit form.
 * @csspart field-error - A refused field (`data-code`: `adjustmentPercentMissing`, `adjustmentAmountMissing`, `adjustmentPercentNotNumber`, `adjustmentPercentRange`, `adjustmentAmountNotMoney`, `adjustmentAmountPositive`, `adjustmentReasonMissing`).
 * @csspart discounts - The customer's discounts (`data-state`).
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: the main button, the chosen radio.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text: column headings, hints.
 * @cssproperty --hk-color-surface - Background of the dialog.
 * @cssproperty --hk-color-border - Borders of fields and rows.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-color-success - 'Save was successful'.
 * @cssproperty --hk-radius - Corner radius.
 * @cssproperty --hk-space - Spacing unit.
 */
export const priceAdjustmentsElement = defineElement({
  name: 'price-adjustments',
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'discounts-key'],
  // The heading, the empty list's line, then the form's first field and its button.
  skeleton: barsSkeleton('price-adjustments', '1.625/40 1.5/70 2.75/60 2.75/30'),
  load: () => import('./price-adjustments.view.js'),
  words: () => import('./price-adjustments.words.js'),
});
