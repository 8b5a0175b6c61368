import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-time-slider>`: the collection or delivery window of the move, chosen with two thumbs on
 * the hours 6am to 8pm (a multi-thumb slider: arrows move a thumb one hour, PageUp and PageDown
 * two, Home and End to its limit; a drag or a press on the track moves the nearer thumb). The
 * thumbs never cross and keep the minimum window (8 hours when many time options are offered,
 * else the price answer's sliderStep). The window is written above the track ("Collection
 * between 8am and 6pm"; "8:00" in es-ES) and 2-hour ticks under it. Collection or delivery is a
 * two-option switch: in the furniture flow (`category="furniture"`), switching with times set
 * asks first and clears the other side's times. A customer on a journey over 150 miles gets
 * collection time only, with the reason; admins are exempt and also see the delivery window the
 * collection window gives (trip and loading time plus an hour, until 8pm). "Reset times" restores
 * the defaults (8am–6pm collection, 10am–6pm delivery), removes the time-option charge and
 * refreshes prices. It reads and writes the session it shares with the other pieces
 * (pickup_time, pickup_time_end, delivery_time, delivery_time_end) and works before a day or
 * prices are chosen.
 *
 * @summary Collection or delivery time window with a two-thumb slider, the furniture mode confirmation, the long-distance rule and reset.
 * @event hk-change - The listing changed (a window set, the mode switched, the times reset), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-price-loaded - Prices arrived after a reset; detail: the lowest price and the dates priced.
 * @event hk-error - An attribute was refused (code `attribute`), the session reported a failure
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 *   (such as prices that did not load after a reset), or the view could not load (`load`) or
 *   render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The card (`data-mode`: `collection` or `delivery`).
 * @csspart heading - The "Time window" heading.
 * @csspart reset-button - "Reset times".
 * @csspart modes - The collection or delivery switch (a radio group).
 * @csspart mode - One option of the switch.
 * @csspart collection-only - Why only the collection time can be set (`data-code="collectionOnly"`).
 * @csspart admin-note - An admin's note that the long-distance rule does not bind them.
 * @csspart window - The chosen window in words.
 * @csspart slider - The track, its thumbs and its ticks (`data-mode`).
 * @csspart range - The filled part of the track between the thumbs.
 * @csspart thumb - Each thumb (`data-thumb`: `start` or `end`; `data-active` while dragged).
 * @csspart ticks - The 2-hour tick labels.
 * @csspart hint - The minimum window (and in delivery mode the earliest delivery).
 * @csspart delivery-window - The delivery window the collection window gives.
 * @csspart delivery-basis - An admin's breakdown of that window (trip, loading, one hour).
 * @csspart confirm - The furniture confirmation's text and buttons.
 * @csspart keep-button - The confirmation's "Keep … time".
 * @csspart switch-button - The confirmation's "Switch to …".
 * @csspart field-error - A dialog that could not load (`data-code="load"`).
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: the chosen window, the thumbs' rings, the switch's choice.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Secondary text and the tick labels.
 * @cssproperty --hk-color-surface - Card, thumbs and dialog background.
 * @cssproperty --hk-color-border - Borders and tick marks.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 */
export const timeSliderElement = defineElement({
  name: 'time-slider',
  attributes: SHARED_ATTRIBUTE_NAMES,
  // The priced card: heading (with the card's padding), the switch, the window in words (two lines
  // on phones), the track and ticks, the hint and reset (two lines on phones), the delivery window
  // (with the padding below).
  skeleton: barsSkeleton('time-slider', '3.8125:3.5625/45 4.8125:5.0625 1.875:3.5/60 4.75 2.75:4.75 3.875:5.125'),
  load: () => import('./time-slider.view.js'),
  words: () => import('./time-slider.words.js'),
});
