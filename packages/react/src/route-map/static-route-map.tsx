import {
  fitMercator,
  type LngLat,
  MAP_PADDING_PX,
  pathData,
  type RouteMapMarker,
  type RouteMapScene,
  routeBox,
  scenePoints,
} from '@haulkit/core';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useLandOutline } from './land.js';
import { routeMapClasses } from './route-map.styles.js';

/** The drawing's size before the frame is measured (and where it cannot be): 2:1, as the map at 640 px. */
const DEFAULT_SIZE = { width: 640, height: 320 } as const;

/** The size of an element in CSS pixels, kept up to date while it changes. */
function useSize(element: RefObject<Element | null>) {
  const [size, setSize] = useState<{ width: number; height: number }>(DEFAULT_SIZE);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const box = node.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) {
        const next = { width: Math.round(box.width), height: Math.round(box.height) };
        setSize((now) => (now.width === next.width && now.height === next.height ? now : next));
      }
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** Props of the static route map. */
export interface StaticRouteMapProps {
  scene: RouteMapScene;
  /** What the drawing shows, for assistive technology. */
  label: string;
}

/** The pin of a marker, its point at (0, 0): a drop 26 px wide, 36 px tall. */
const PIN_HEIGHT = 36;
const PIN = 'M0 0C-3-8-13-13-13-23a13 13 0 1 1 26 0c0 10-10 15-13 23z';

function Pin({ marker, at }: { marker: RouteMapMarker; at: [number, number] }) {
  return (
    <g transform={`translate(${Math.round(at[0] * 10) / 10} ${Math.round(at[1] * 10) / 10})`}>
      <path className={routeMapClasses.pin} data-side={marker.side} d={PIN} />
      <text className={routeMapClasses.letter} x="0" y="-18">
        {marker.side === 'pickup' ? 'A' : 'B'}
      </text>
    </g>
  );
}

/**
 * The map without WebGL: an SVG of the route's line and markers on the bundled land outline, in
 * plain Web Mercator, fitted to the route with padding at the drawing's real size. Drawn with
 * React's own elements and attributes (no HTML strings), so a strict CSP has nothing to refuse.
 */
export function StaticRouteMap({ scene, label }: StaticRouteMapProps) {
  const frame = useRef<SVGSVGElement>(null);
  const { width, height } = useSize(frame);
  const outline = useLandOutline();
  const drawing = useMemo(() => {
    const box = routeBox(scenePoints(scene));
    if (!box || !outline) return null;
    // The pins stand above their points: the route is fitted below a pin's height of headroom.
    const fit = fitMercator(box, width, height - PIN_HEIGHT, Math.min(MAP_PADDING_PX, width / 8, height / 8));
    const project = (point: LngLat): [number, number] => {
      const [x, y] = fit(point);
      return [x, y + PIN_HEIGHT];
    };
    const land = pathData(outline.flat(), project, true);
    const line = scene.kind === 'route' && scene.line ? pathData([scene.line], project, false) : '';
    const markers =
      scene.kind === 'route' ? [scene.pickup, scene.delivery] : scene.kind === 'single' ? [scene.marker] : [];
    return { land, line, pins: markers.map((marker) => ({ marker, at: project(marker.point) })) };
  }, [scene, outline, width, height]);
  return (
    <svg
      ref={frame}
      className={routeMapClasses.static}
      part="static-map"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect className={routeMapClasses.water} width={width} height={height} />
      {drawing && (
        <>
          <path className={routeMapClasses.land} d={drawing.land} />
          {drawing.line && <path className={routeMapClasses.casing} d={drawing.line} />}
          {drawing.line && <path className={routeMapClasses.line} d={drawing.line} />}
          {drawing.pins.map(({ marker, at }) => (
            <Pin key={marker.side} marker={marker} at={at} />
          ))}
        </>
      )}
    </svg>
  );
}
