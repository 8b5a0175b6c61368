import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-time-options>`: the times on offer for the chosen day (a sidebar, or a dialog on phones),
 * for the side being chosen (collection, or delivery when the time
 * slider is in delivery mode), read from the session it shares with `<hk-price-calendar>`. Each
 * time is a radio of one group (one tab stop, the arrow keys move and choose) with its window in
 * the locale's format ("8am–12pm", "8:00–12:00" in es-ES), "In 3 hours" / "In 5 hours" for those
 * windows, its delivery window, and its charge ("+£25.00", or "Included" when it adds nothing: the
 * difference to the day's price, never with an admin price or the saver option). Disabled times
 * say why. More than 3 are grouped under Morning, Afternoon and Evening. From 992 px wide it is a
 * panel; below, a button sums up the choice and opens the list in a dialog. Choosing adds the
 * timeOption cart line (or removes it at £0). Before a day is chosen, while prices load and when
 * the day offers no time, it says so. It starts pricing once the job has its addresses and items.
 *
 * `category="man-and-van"` (or the session's category) shows the hourly-rate variant instead: the
 * hours on a stepper (half hours, from the minimum to 12; a typed number is checked) and the
 * chosen day's start times (every half hour, ending by 20:00, today from now plus 2 hours),
 * refreshed as the hours change and every 30 minutes. Choosing one sets the collection window
 * (pickup_time to pickup_time_end). On phones the dialog closes when today has no start time left,
 * and a message under the button says why.
 *
 * @summary Time options for the chosen day (sidebar on desktop, dialog on phones), with the hourly-rate variant.
 * @event hk-change - The listing changed (a time chosen: selectedTimeOption and the timeOption cart line; hours or a start time: hours_selected, pickup_time, pickup_time_end), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-price-loaded - Prices arrived (the element starts pricing once the job can be priced); detail: lowest_price and the first and last priced dates.
 * @event hk-error - An attribute was refused (code `attribute`), the prices failed (the session's report), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The panel; `data-variant` is `standard` or `hourly`, `data-state` `loading`, `noDay`, `none`, `noneToday` or `list`, `data-layout` `sidebar` or `dialog`.
 * @csspart heading - The panel's heading ("Collection time", "Delivery time", "Hours and start time").
 * @csspart message - The sentence shown instead of the list (no day chosen, no time offered, no start time left).
 * @csspart notice - Under the phone's button: why the dialog closed by itself (no start time left today).
 * @csspart loading - The placeholder rows while prices load.
 * @csspart options - The radio group of times.
 * @csspart group - Morning, Afternoon or Evening (`data-group`).
 * @csspart option - One time (`data-option` its key or start time, `data-selected`, `data-disabled`).
 * @csspart charge - A time's charge ("+£25.00" or "Included").
 * @csspart summary-button - On phones: the button that sums up the choice and opens the dialog.
 * @csspart dialog-body - The dialog's content.
 * @csspart choose-button - The dialog's "Choose this time".
 * @csspart hours - The hourly-rate variant's hours: label, hint, error and stepper.
 * @csspart quantity - The hours box.
 * @csspart step-button - The half-an-hour-less and half-an-hour-more buttons.
 * @csspart field-error - A refused number of hours (`data-code` `hoursNotNumber`, `hoursTooLow`, `hoursTooHigh`), or the dialog that could not load (`load`).
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: the chosen time, the radios, the buttons.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text: group headings, details, sentences.
 * @cssproperty --hk-color-surface - Background of the panel, the rows and the dialog.
 * @cssproperty --hk-color-border - Borders.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 * @cssproperty --hk-space - Spacing unit.
 */
export const timeOptionsElement = defineElement({
  name: 'time-options',
  attributes: [...SHARED_ATTRIBUTE_NAMES],
  // Before a day is chosen: the heading and one sentence, in the panel's padding from 992 px (sized at 1280 and 390 px).
  skeleton: barsSkeleton('time-options', '1.625/40 3.45:1.45/70'),
  load: () => import('./time-options.view.js'),
  words: () => import('./time-options.words.js'),
});
