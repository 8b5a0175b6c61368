// <hk-route-map> alone, registered on load; `defineRouteMap({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { routeMapElement } from '../route-map/route-map.element.js';

/** Registers `<{prefix}-route-map>`. */
export function defineRouteMap(options: DefineOptions = {}): string[] {
  return defineElements([routeMapElement], options);
}
defineRouteMap();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
