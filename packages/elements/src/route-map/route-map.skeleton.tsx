import { skeletonStyles, useSheet } from '@haulkit/react';
import type { SkeletonProps } from '../create-element.js';
import { routeMapSkeletonStyles } from './route-map.skeleton.styles.js';

/**
 * The route map until its view arrives: the map's frame and the line under it as skeleton bars.
 * Hidden from assistive technology, which meets the map a moment later.
 */
export function RouteMapSkeleton(_props: SkeletonProps) {
  useSheet(skeletonStyles);
  useSheet(routeMapSkeletonStyles);
  return (
    <div className="sk-route-map" aria-hidden="true">
      <span className="hk-skeleton sk-map" />
      <span className="hk-skeleton sk-line" />
    </div>
  );
}
