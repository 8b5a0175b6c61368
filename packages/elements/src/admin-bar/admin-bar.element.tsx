import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-admin-bar>`: for admin staff, a compact bar on the session's job (docs/behaviour/back-office.md
 * §2, §6, §7, §8): its state (not saved yet, quote, booked listing, editing), its quote and listing
 * numbers and the customer's total; an "Admin price" disclosure with the admin price info, a
 * calculate form (a customer price to try and a margin), "Use this price" (the calculation becomes
 * the job's override and the quote is saved), "Remove override" and "Recalculate prices"; "Price
 * adjustments" (the `<hk-price-adjustments>` panel, fetched when first opened); and "Insurance
 * service", a dialog with the value of goods and an admin insurance price. A save says 'Save was
 * successful' or the first error, and keeps what was typed when it fails. It shows only for a
 * signed-in admin with `can(admin, 'adminBar', 'show')` (the session's context: the server's answer
 * to who is signed in, or `configure({ context: { admin } })`); each control needs its own
 * privilege (`price.override`, `price.recalculate`, `insurance.service`, `priceAdjustments.manage`)
 * and is not shown without it. For anyone else it renders nothing.
 *
 * @summary Admin staff see the job's state, ids and total, override and recalculate its price, set its insurance and adjust it.
 * @event hk-change - The session's listing changed (a price override, new prices, insurance), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-price-loaded - Prices arrived (after a recalculation or an override, or asked for by another piece); detail: lowest_price and the first and last priced dates.
 * @event hk-error - An attribute was refused (code `attribute`), the prices failed (the session's report, with its code and severity), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the bar cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The bar's box (a region named "Admin"); `data-state` is `checking` or `ready`.
 * @csspart checking - Said while who is signed in is asked.
 * @csspart facts - The job's state, ids and total (`data-job-state`: `draft`, `quote`, `listing`, `editing`).
 * @csspart total - The customer's total.
 * @csspart price-toggle - The "Admin price" disclosure button.
 * @csspart adjustments-toggle - The "Price adjustments" disclosure button.
 * @csspart insurance-open - The "Insurance service" button.
 * @csspart outcome - What the last save ended with (`data-ok`, `data-code` on a failure).
 * @csspart price - The admin price panel.
 * @csspart info - The admin price info's figures.
 * @csspart info-loading - The placeholder while the admin price info loads.
 * @csspart info-failed - The admin price info could not load: Try again.
 * @csspart info-none - No figures, or no saved quote yet (`data-reason`).
 * @csspart override - The override on the job now.
 * @csspart remove-override - The "Remove override" button.
 * @csspart calculate - The calculate form.
 * @csspart calculate-failed - The calculation could not be made.
 * @csspart calculation - The calculation's figures.
 * @csspart apply-override - The "Use this price" button.
 * @csspart recalculate - The "Recalculate prices" button.
 * @csspart adjustments - The price adjustments panel's box.
 * @csspart insurance - The insurance service dialog's form.
 * @csspart insurance-outcome - A refused insurance save, inside the dialog (`data-code`).
 * @csspart field-error - A refused field (`data-code`: `adminPriceNotMoney`, `adminPricePositive`, `adminMarginNotNumber`, `adminMarginRange`, `insuranceNoAmount`, `insuranceHighAmount`, `insuranceLowAmount`, `insuranceAmountNotMoney`).
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: the bar's tint and border, the main buttons.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text: the facts' labels, hints.
 * @cssproperty --hk-color-surface - Background of the panels and the dialog.
 * @cssproperty --hk-color-border - Borders of fields and panels.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-color-success - 'Save was successful'.
 * @cssproperty --hk-radius - Corner radius.
 * @cssproperty --hk-space - Spacing unit.
 */
export const adminBarElement = defineElement({
  name: 'admin-bar',
  attributes: [...SHARED_ATTRIBUTE_NAMES],
  // One row: the word Admin with the job's facts, and the bar's buttons.
  skeleton: barsSkeleton('admin-bar', '2.75:9/100'),
  load: () => import('./admin-bar.view.js'),
  words: () => import('./admin-bar.words.js'),
});
