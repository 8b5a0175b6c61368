import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';
import { objectProperty } from '../object-property.js';

/**
 * `<hk-quote-flow>`: the whole quote in one tag. The category's steps,
 * from an empty page to a priced, dated job: the items step (the addresses and the route map, then
 * the category's items: the furniture search and popular items, the removal inventory for a house
 * move with its removal item list, the car flow, the piano dialog, or with `partner-id` the
 * partner item screens; then the van, except for a piano or a car), and the price options (the
 * price calendar with its tabs and price bar, the time options, hourly for man-and-van, the time
 * slider, the extra services, Protection Plus). A step header says "Step 1 of 2"; Back and
 * Continue move the flow, and Continue on the last step proceeds (`hk-proceed`): the host goes
 * to its confirmation page, the widget never navigates. A move with failing fields is refused:
 * an error summary at the top ("There is a problem") links to each field, on the first failing
 * step, and nothing typed is lost. The job summary stands beside the steps from 992 px (under them
 * below); its "change" goes to the step and brings the section into view. After proceeding, a
 * short panel says the quote is ready, with the view-listing link (on the marketplace at
 * `api-base`) where the listing has an id.
 * Each step's pieces load when the step first shows. The step survives a reload with the draft;
 * `url-state="hash"` also keeps it in the page's hash (and, for a furniture listing converted from
 * a house move, its parent hash in the page's query as `parentHash`); `exit-intent` names the
 * exit-intent dialog.
 * The pieces' own parts (see their tags: `day`, `option`, `van` …) are reachable too.
 *
 * @summary The whole quote in one tag: the category's steps (items, or inventory, or the car flow, or the partner screens → price options), an error summary, the job summary, and proceeding.
 * @event hk-change - The listing changed, or a saved draft was restored (once); never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-price-loaded - Prices arrived; detail: lowest_price and dates (first and last priced day).
 * @event hk-go-to-step - The job summary's "change" asked for a step; detail: step and section.
 * @event hk-proceed - Continue on the last step passed its checks and the whole listing was saved on the server (what a confirmation page reads equals the detail): the quote is ready to confirm; detail: listing and pre_listing_id. A failed save raises none: the flow says so, with Try again.
 * @event hk-page-view - A virtual page view: prices failed (page `price-error`), or a furniture listing converted from a house move was sent on to the house-move inventory (page `listing-inventory`, not for admins, with or without `url-state`); detail: page, and parentHash (the listing's parent hash, for the redirect, when it has one).
 * @event hk-error - Prices failed, a look-up of a piece failed (the adapter's code), an attribute was refused (code `attribute`), a field of `prefill` was refused (code `prefill`, the message names it), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart flow - The flow: the steps and the job summary.
 * @csspart flow-steps - The step header.
 * @csspart flow-progress - "Step 1 of 2".
 * @csspart flow-step - A step of the header (also `flow-step-done`, `flow-step-current` or `flow-step-next`).
 * @csspart flow-error-summary - The error summary after a refused move.
 * @csspart flow-error-link - A link of the error summary (`data-field`, `data-code`).
 * @csspart flow-title - The step's heading (focused after each step change).
 * @csspart flow-step-body - The current step.
 * @csspart flow-nav - Back and Continue.
 * @csspart flow-back - The Back button.
 * @csspart flow-continue - The Continue button.
 * @csspart flow-summary - The job summary beside (or under) the steps.
 * @csspart flow-ready - The panel shown once the quote has proceeded.
 * @csspart flow-view-listing - The view-listing link of that panel.
 * @csspart flow-change - Its "Change something" button.
 * @csspart exit-intent - The text of the exit-intent dialog (with `exit-intent`).
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-font-large - Headings and prices.
 * @cssproperty --hk-color-accent - Brand colour: the current step, buttons, the chosen day and van.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text, the steps not reached.
 * @cssproperty --hk-color-surface - Card and field background.
 * @cssproperty --hk-color-border - Lines and field borders.
 * @cssproperty --hk-color-success - Best prices, done states.
 * @cssproperty --hk-color-danger - The error summary and errors.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-radius - Corner radius.
 * @cssproperty --hk-map-height - The route map's height; 320px from 768 px wide, 240px below.
 */
export const quoteFlowElement = defineElement({
  name: 'quote-flow',
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'url-state', 'exit-intent', 'prefill'],
  // The first step's boxes, each with the gap after it (measured at 1280 and 390 px, furniture):
  // the step header, the heading, the address fields, the map and its line, the items with the
  // popular items, the van cards, Back/Continue, and on phones the job summary under them.
  skeleton: barsSkeleton(
    'quote-flow',
    '4.3:6.3/50 2/30 10.7:21.4 var(--hk-map-height,320px):var(--hk-map-height,240px) 1.45/60 59:32 25:43 3.6:3.8 0:16',
  ),
  load: () => import('./quote-flow.view.js'),
  // `prefill` also takes an object (the partner's job), kept as it is.
  extend: objectProperty('prefill'),
  words: () => import('./quote-flow.words.js'),
});
