import type { RouteMapScene } from '@haulkit/core';
import { memo, useEffect, useRef } from 'react';
import { routeMapClasses } from './route-map.styles.js';
import { type MapFailure, useInteractiveMap } from './use-interactive-map.js';
import { markerLabel, type RouteMapTranslate } from './use-route-map.js';

// The drawn map, its own module: the route map loads it once there is an address to show, so a
// page (or the quote flow's first step) whose map is still empty does not carry the maplibre
// driver, its style and the static SVG map.

export { StaticRouteMap } from './static-route-map.js';

export interface InteractiveRouteMapProps {
  scene: RouteMapScene;
  label: string;
  styleUrl: string | undefined;
  t: RouteMapTranslate;
  attempt: number;
  theme: string | undefined;
  onFailed(reason: MapFailure): void;
  onAttributions(attributions: readonly unknown[]): void;
}

/** The maplibre map in its frame, with "Loading the map…" over it until the style has drawn. */
export const InteractiveRouteMap = memo(function InteractiveRouteMap({
  scene,
  label,
  styleUrl,
  t,
  attempt,
  theme,
  onFailed,
  onAttributions,
}: InteractiveRouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const status = useInteractiveMap({
    container,
    scene,
    styleUrl,
    label,
    markerLabel: (marker) => markerLabel(marker, t),
    words: {
      'Map.Title': label,
      'NavigationControl.ZoomIn': t('mapZoomIn'),
      'NavigationControl.ZoomOut': t('mapZoomOut'),
    },
    attempt,
    theme,
  });
  useEffect(() => {
    if (status.state === 'failed') onFailed(status.reason);
    if (status.state === 'ready') onAttributions(status.attributions);
  }, [status, onFailed, onAttributions]);
  return (
    <>
      <div ref={container} className={routeMapClasses.canvas} part="canvas" />
      {status.state === 'loading' && (
        <p className={routeMapClasses.loading} role="status">
          {t('mapLoading')}
        </p>
      )}
    </>
  );
});
