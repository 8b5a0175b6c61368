import { RouteMap, routeMapStyles } from '@haulkit/react';
import { type AttributePropertiesOf, attr, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-route-map>`. */
export const routeMapAttributes = {
  ...sharedAttributes,
  /**
   * Address (http or https) of a MapLibre style JSON: the map draws it, with the route and the
   * markers on top, and its sources' attributions as text. Absent: the bundled land outline, no
   * tile server. Any other scheme is refused (`hk-error` code `attribute`).
   */
  'map-style': attr.url(),
  /** Draws the static map (an SVG of the route) instead of the interactive one, as where WebGL is missing; a bare attribute means true. */
  static: attr.boolean(),
};

/** The view of `<hk-route-map>`, loaded on its first connection. */
export default createView({
  tag: 'route-map',
  attributes: routeMapAttributes,
  styles: routeMapStyles,
  render: (props, emit) => (
    <RouteMap
      session={props.session}
      locale={props.locale}
      mapStyle={props.mapStyle}
      static={props.static}
      theme={props.theme}
      onError={(error) => emit('hk-error', error)}
    />
  ),
});

/** `<hk-route-map>` as the DOM sees it. */
export type HkRouteMapElement = HTMLElement & AttributePropertiesOf<typeof routeMapAttributes>;
