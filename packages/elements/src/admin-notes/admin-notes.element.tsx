import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-admin-notes>`: for admin staff on the phone with a customer, the admin lead tools of the
 * session's pre-listing (docs/behaviour/back-office.md §3, §5, §7, §8, §9), in a region named
 * "Admin notes": the customer's numbers and the operator's current call (the telephony call info); the
 * notes and a new note; a text to one of the customer's numbers, prefilled with the default SMS and
 * warned when it names another free-cancellation period or none; the call back (a date as
 * DD/MM/YYYY from today up to a year ahead, the days, a time, whether the customer may be called
 * back, a status, a reason for cancelling the booking, comments); hot business lead and sync with
 * AVB as switches; the affiliate attribution (the affiliate's stores looked up and one chosen); and
 * the special instructions. Each save says 'Save was successful' or the first error, and keeps
 * what was typed when it fails. Its admin adapter is the HTTP admin port of `api-base`, or the
 * demo's admin tools on the session's own demo quote. It shows for a signed-in admin (the
 * session's context: the server's answer to who is signed in, or `configure({ context: { admin } })`);
 * without `can(admin, 'notes', 'write')` everything is read-only and says why, texting also needs
 * `notes.sms`; without a saved quote (no pre_listing_id) or an admin service it says why. For
 * anyone else it renders nothing.
 *
 * @summary Admin staff on a call note the lead, text the customer, book a call back and set the lead's flags, attribution and instructions.
 * @event hk-change - The session's listing changed (new special instructions), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-take-card-payment - The operator asked to take a card payment on their call for this quote ("Take a card payment on this call", shown while a call with an id is in progress and the quote is saved); detail: callId, amount (the job's total, absent before prices), currency and reference (the listing's id, else the pre-listing's): `<hk-card-by-phone>`'s `call-id`, `amount`, `currency` and `reference`. The page shows that element.
 * @event hk-price-loaded - Prices arrived (asked for by another piece on the session); detail: lowest_price and the first and last priced dates.
 * @event hk-error - An attribute was refused (code `attribute`), the prices failed (the session's report, with its code and severity), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the notes cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The panel's box (a region named "Admin notes"); `data-state` is `checking`, `ready`, `noPermission`, `noRecord` or `noService`.
 * @csspart checking - The placeholder while who is signed in and the admin service are asked.
 * @csspart explain - Why the notes cannot be changed or shown (`data-reason`: `noPermission`, `noRecord`, `noService`).
 * @csspart failed - The admin information could not be loaded: Try again.
 * @csspart calls - The customer's numbers and the current call.
 * @csspart numbers - The customer's numbers.
 * @csspart call - The operator's current call.
 * @csspart call-none - Said when there is no call in progress.
 * @csspart take-card-payment - "Take a card payment on this call".
 * @csspart notes - The notes section.
 * @csspart notes-none - Said when there are no notes yet.
 * @csspart note-list - The saved notes.
 * @csspart note-form - The new note's form.
 * @csspart sms - The text to the customer.
 * @csspart sms-form - Its form.
 * @csspart sms-warning - The free-cancellation warning (`data-kind`: `wrong` or `none`).
 * @csspart call-back - The call back section.
 * @csspart call-back-form - Its form.
 * @csspart flags - Hot business lead and sync with AVB.
 * @csspart hot-lead - The hot business lead switch and its outcome.
 * @csspart sync-with-avb - The sync with AVB switch and its outcome.
 * @csspart affiliate - The affiliate attribution section.
 * @csspart affiliate-form - Its form.
 * @csspart stores - The affiliate's stores looked up: a name to find one and the store to choose.
 * @csspart stores-none - No store of the affiliate has the name typed.
 * @csspart stores-failed - The affiliate's stores could not be loaded.
 * @csspart special - The special instructions section.
 * @csspart special-form - Its form.
 * @csspart outcome - What a save ended with (`data-ok`, `data-code` on a failure).
 * @csspart field-error - A refused field (`data-code`: `noteMissing`, `smsMessageMissing`, `smsPhoneMissing`, `smsPhoneUnknown`, `callBackDateMissing`, `callBackDateInvalid`, `callBackDateBeforeToday`, `callBackDateTooFar`, `callBackDayUnknown`, `callBackTimeInvalid`, `affiliateOptionMissing`, `affiliateRefMissing`, `affiliateRefIdMissing`).
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: the panel's tint and border, the main buttons.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text: labels of the call, hints.
 * @cssproperty --hk-color-surface - Background of the sections.
 * @cssproperty --hk-color-border - Borders of fields and sections.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-color-success - 'Save was successful'.
 * @cssproperty --hk-radius - Corner radius.
 * @cssproperty --hk-space - Spacing unit.
 */
export const adminNotesElement = defineElement({
  name: 'admin-notes',
  attributes: [...SHARED_ATTRIBUTE_NAMES],
  // The heading, then the sections' cards.
  skeleton: barsSkeleton('admin-notes', '1.625/30 14:40'),
  load: () => import('./admin-notes.view.js'),
  words: () => import('./admin-notes.words.js'),
});
