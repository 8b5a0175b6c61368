import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-job-summary>`: what the customer has chosen so far, as a card that reads the session it
 * shares with the other pieces: the route with its distance, the items (count and volume), the
 * van, the date and time, the helpers with the estimated loading time, the extra services and
 * Protection Plus with their prices, and the cart total with the 15 % lifetime discount where it
 * applies (never on hourly rate). Each section's "Change" asks for the step it is changed on:
 * the host hears `hk-go-to-step` and goes there (the element never navigates the page). The
 * loading time's info button opens the loading info dialog. `category` becomes the session's
 * (a house move's items are changed on the inventory; `man-and-van` is priced by the hour).
 *
 * @summary Job summary card with a "Change" per section, the total with the lifetime discount, and the loading info dialog.
 * @event hk-go-to-step - A section's "Change" asks for its step; detail: step (`listing-items`, `listing-inventory` or `listing-price-options`) and section.
 * @event hk-change - The listing changed, or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-error - An attribute was refused (code `attribute`), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The card.
 * @csspart title - The card's heading.
 * @csspart section - One section (`data-section`: route, items, van, date, helpers, services, insurance; `data-empty` while nothing is chosen).
 * @csspart change - A section's "Change" button.
 * @csspart loading-time - The estimated loading time and its info button.
 * @csspart total - The total (`data-discounted` with the lifetime discount).
 * @csspart discount - The "Lifetime discount 15 %" line.
 * @csspart loading-info - The loading info dialog's text.
 * @csspart field-error - The message shown when the dialog could not load (`data-code="load"`).
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: icons and the "Change" buttons.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text, "Not chosen yet" and the struck-through total.
 * @cssproperty --hk-color-surface - Card background.
 * @cssproperty --hk-color-border - Lines between sections and above the total.
 * @cssproperty --hk-color-success - The lifetime discount line.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-radius - Corner radius.
 */
export const jobSummaryElement = defineElement({
  name: 'job-summary',
  attributes: SHARED_ATTRIBUTE_NAMES,
  // The card's heading, then the empty card's sentence (what a new quote shows first).
  skeleton: barsSkeleton('job-summary', '1.6/40 11.5:13'),
  load: () => import('./job-summary.view.js'),
  words: () => import('./job-summary.words.js'),
});
