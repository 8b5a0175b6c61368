import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';
import { objectProperty } from '../object-property.js';

/**
 * `<hk-price-calendar>`: the days of the quote with their prices, on the session it shares with
 * the other pieces. Once the session's job has its addresses and items, pricing starts by itself
 * (the test lab first, then prices fetched, or blurred until the email is given); while they load
 * a skeleton of the same size stands in; a failed load shows the no-price error with "Try again".
 * From 992 px wide: the month's six weeks from Monday as the WAI-ARIA date grid (arrows,
 * Home/End, PageUp/PageDown by month, Shift+PageUp/PageDown by year, one tab stop; the month's name
 * announced), each priced day with its price in big figures on a colour scale from the cheapest,
 * its label (Best price, Filling fast, Last few) and, for admins, the admin price; days in the past,
 * without a price or beyond a year are shown but cannot be chosen. Below 992 px: the days a week
 * at a time with "Add one week", and the month grid in a dialog. Choosing a day clears the time
 * option and date modes and sets the price option; the host hears `hk-change`. The price tabs
 * stand above the days, the chosen day's total and Continue under them.
 *
 * @summary Price calendar: a month grid of priced days (a week-by-week list on phones) with labels, a colour scale and keyboard navigation.
 * @event hk-change - A day was chosen (pickup_date and the priceOption cart line), or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-price-loaded - Prices arrived; detail: lowest_price and dates (first and last priced day).
 * @event hk-error - Prices failed (code of the failure, severity `info`, message 'No price options'), an attribute was refused (code `attribute`), a field of `prefill` was refused (code `prefill`, the message names it), or the view could not load (`load`) or render (`render`); detail: code, message.
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 * @event hk-page-view - Prices failed: the price-error page view; detail: page.
 * @event hk-proceed - Continue was pressed and the whole listing was saved on the server; detail: listing and pre_listing_id. A failed save raises none: the calendar says so, with Try again.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The calendar (`data-state`: idle, loading, error, blurred or loaded).
 * @csspart title - The calendar's heading.
 * @csspart panel - The days (the price tabs' panel when several tabs are on offer).
 * @csspart skeleton - The boxes shown while prices load.
 * @csspart month-view - The month grid with its bar and legend.
 * @csspart previous-month - The previous month button.
 * @csspart next-month - The next month button.
 * @csspart month - The month's name.
 * @csspart grid - The month grid (a table).
 * @csspart day - A day of the grid or the list (`data-key`, `data-tier` 0–4 of the colour scale, `data-reason` when disabled, `aria-selected`).
 * @csspart day-selected - The chosen day.
 * @csspart price - A day's price.
 * @csspart admin-price - A day's admin price (admins only).
 * @csspart legend - The colour scale's legend.
 * @csspart list-view - The list of days (phones).
 * @csspart days - The list itself.
 * @csspart add-week - The "Add one week" button.
 * @csspart open-calendar - The "Calendar" button.
 * @csspart calendar-dialog - The month grid inside the calendar dialog.
 * @csspart blurred-note - The line saying prices show once the email is given.
 * @csspart error-code - The failure's reference code.
 * @csspart field-error - The message shown when the calendar dialog could not load (`data-code="load"`).
 * @cssproperty --hk-calendar-day-height - A grid day's height; 5em from 768 px wide, 3.75em below.
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-font-large - The prices' size.
 * @cssproperty --hk-color-accent - Brand colour: the chosen day, today, the buttons.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Day numbers, disabled days.
 * @cssproperty --hk-color-surface - Background of the days.
 * @cssproperty --hk-color-border - Lines around the days.
 * @cssproperty --hk-color-success - The cheap end of the colour scale; Best price.
 * @cssproperty --hk-color-danger - The dear end of the colour scale; the no-price error.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-radius - Corner radius.
 */
export const priceCalendarElement = defineElement({
  name: 'price-calendar',
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'prefill'],
  // The loaded view's boxes (each bar with the view's larger gap): the heading, the price tabs,
  // the month grid (on phones a week of days and its buttons), the price bar.
  skeleton: barsSkeleton('price-calendar', '1.625/40 4.5:22.75 37.75:37.625 4:7.125'),
  load: () => import('./price-calendar.view.js'),
  // `prefill` also takes an object (the partner's job), kept as it is.
  extend: objectProperty('prefill'),
  words: () => import('./price-calendar.words.js'),
});
