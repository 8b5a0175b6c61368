// <hk-route-map> alone, registered on load; `defineRouteMap({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { routeMapElement } from '../route-map/route-map.element.js';

/** Registers `<{prefix}-route-map>`. */
export function defineRouteMap(options: DefineOptions = {}): string[] {
  return defineElements([routeMapElement], options);
}
defineRouteMap();

/** The tags' and events' types (HTMLElementTagNameMap, React's JSX elements) for pages that import this file. */
export type * from '../tags.js';
