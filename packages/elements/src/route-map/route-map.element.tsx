import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-route-map>`: the map of the quote's route. It reads the session it shares with
 * `<hk-address-picker>`: the route's line from the directions with the pickup (A) and delivery
 * (B) markers, one marker while only one address is known, and a sentence while there is none;
 * the distance and driving time are written under it. The interactive map (maplibre-gl) loads
 * only when the element is shown, and needs no tile server: its own style is a bundled land
 * outline of Great Britain, Ireland and Europe. `map-style` draws a host's MapLibre style
 * instead, with the route on top. Where WebGL is missing, or the map cannot load, a static SVG of
 * the route is drawn; `static` asks for it outright. Works under a strict CSP with Trusted Types
 * (one policy, `haulkit-maplibre`, for maplibre's worker).
 *
 * @summary Route map with pickup and delivery markers, a static fallback, and the route's distance and duration.
 * @event hk-change - The listing changed, or a saved draft was restored; never for a change the page made itself (read `listing`); detail: the listing.
 * @readonly listing {HaulkitEventMap['hk-change']['detail'] | undefined} - The listing as it stands: what the last hk-change said, and also where a change the page made itself led (an attribute or property it set: another `session`, a partner, a prefill), which raises no event; undefined until the view shows.
 * @event hk-error - An attribute was refused (code `attribute`), the interactive map could not
 * @event hk-navigate - A call was refused for want of permission (a permission-type server error): the element asks the host to send the person home; detail: `to` (the `home-url` attribute, default `/`), `reason` (`permission`). Cancelable: unless the host calls `preventDefault()`, the element goes to `to` itself.
 *   load (`mapLoad`) or the host's style failed (`mapStyle`), or the view could not load
 *   (`load`) or render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - The message shown when the view could not load or render.
 * @csspart base - The map and its lines of text.
 * @csspart map - The map's frame (`data-mode="empty"`, `"interactive"` or `"static"`).
 * @csspart canvas - The interactive map; `data-route-points` says how many points of the route's line it holds.
 * @csspart static-map - The static map (an SVG).
 * @csspart summary - The route's distance and driving time, or the one address.
 * @csspart attribution - Where the map's data comes from.
 * @cssproperty --hk-map-height - The map's height; 320px from 768px wide, 240px below.
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: the route, the pickup marker, the water's tint.
 * @cssproperty --hk-color-text - Text colour and the delivery marker.
 * @cssproperty --hk-color-muted - Secondary text.
 * @cssproperty --hk-color-surface - Land and card background.
 * @cssproperty --hk-color-border - The frame and the coast.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-color-danger - Errors.
 * @cssproperty --hk-radius - Corner radius.
 */
export const routeMapElement = defineElement({
  name: 'route-map',
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'map-style', 'static'],
  // The map's frame at its height (--hk-map-height: 320px from 768 px wide, 240px below) and the line under it.
  skeleton: barsSkeleton('route-map', 'var(--hk-map-height,320px):var(--hk-map-height,240px) 1.45/60'),
  load: () => import('./route-map.view.js'),
  words: () => import('./route-map.words.js'),
});
