import {
  MAP_MAX_FIT_ZOOM,
  MAP_PADDING_PX,
  type RouteMapMarker,
  type RouteMapScene,
  routeBox,
  scenePoints,
} from '@haulkit/core';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { type RefObject, useContext, useEffect, useRef, useState } from 'react';
import { loadMapLibre, type MapLibreKit } from '../map/load-maplibre.js';
import { StyleRoot } from '../ui/sheet.js';
import { adoptSheet } from '../ui/style-sheets.js';
import { loadLandOutline } from './land.js';
import { localStyle, type MapPalette, ROUTE_SOURCE, readPalette, routeData, routeLayers } from './local-style.js';

/**
 * Why the interactive map gave way to the static one: no WebGL2 (`webgl`) or a page that breaks
 * maplibre (`page`), which the static map answers alone; maplibre or the style could not load
 * (`load`, `style`), which is said, with Try again.
 */
export type MapFailure = 'webgl' | 'page' | 'load' | 'style';

/**
 * True when the page has added enumerable properties to `Object.prototype` (old libraries did).
 * maplibre walks its own objects with `for … in`: on such a page it throws at its first event
 * (a resize), so the route is drawn as the static map there.
 */
export function pageBreaksMapLibre(): boolean {
  for (const _inherited in {}) return true;
  return false;
}

/** Where the interactive map stands. */
export type InteractiveMapStatus =
  | { state: 'loading' }
  | { state: 'ready'; attributions: readonly unknown[] }
  | { state: 'failed'; reason: MapFailure };

/** What the interactive map draws and says. */
export interface InteractiveMapOptions {
  /** The element maplibre draws into: empty, sized by CSS. */
  container: RefObject<HTMLDivElement | null>;
  scene: RouteMapScene;
  /** The host's style, or the map's own (the land outline) when undefined. */
  styleUrl: string | undefined;
  /** The map's name for assistive technology (its canvas is a labelled region). */
  label: string;
  /** A marker's name. */
  markerLabel(marker: RouteMapMarker): string;
  /** maplibre's own words (its zoom buttons), in the widget's locale. */
  words: Readonly<Record<string, string>>;
  /** Raised to try again after a failure: a new map is made. */
  attempt: number;
  /** When it changes, the map repaints from the element's tokens (a new theme). */
  theme?: string | undefined;
}

let webgl2: boolean | undefined;

/** True when the browser can draw WebGL2, which maplibre 6 needs; asked once per page, before maplibre loads. */
export function canDrawWebGL2(): boolean {
  if (webgl2 === undefined) {
    try {
      webgl2 = globalThis.document?.createElement('canvas').getContext('webgl2') != null;
    } catch {
      webgl2 = false;
    }
  }
  return webgl2;
}

/** Forgets the WebGL2 answer (unit tests). */
export function resetWebGL2Check(): void {
  webgl2 = undefined;
}

/** A marker's element, built with DOM calls (no HTML parsing on a Trusted Types page): a pin with a letter. */
function markerElement(document: Document, marker: RouteMapMarker, label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'hk-map-marker';
  element.dataset.side = marker.side;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  const pin = document.createElement('span');
  pin.className = 'hk-map-pin';
  pin.setAttribute('aria-hidden', 'true');
  const letter = document.createElement('span');
  letter.className = 'hk-map-letter';
  letter.textContent = marker.side === 'pickup' ? 'A' : 'B';
  pin.append(letter);
  element.append(pin);
  return element;
}

interface Drawn {
  kit: MapLibreKit;
  map: MapLibreMap;
  markers: Map<string, Marker>;
}

/** How far a marker's pin stands above its point, in CSS pixels (route-map.styles.ts). */
const PIN_HEIGHT = 33;

/**
 * How far the zoom buttons reach in from the map's right edge, in CSS pixels: maplibre's
 * NavigationControl (29 px buttons) in its top-right corner, 10 px in.
 */
const ZOOM_BUTTONS_WIDTH = 40;

/**
 * The padding that fits the drawing: the usual, less on a small map, a pin's height more at the
 * top, and the zoom buttons' width more at the right, so no pin hides under them (on a phone a
 * route's eastern end sat right under "+" and "−").
 */
function paddingFor(element: HTMLElement) {
  const side = Math.max(
    8,
    Math.min(MAP_PADDING_PX, Math.floor(Math.min(element.clientWidth, element.clientHeight) / 6)),
  );
  return { top: side + PIN_HEIGHT, bottom: side, left: side, right: side + ZOOM_BUTTONS_WIDTH };
}

/** Puts a scene on a ready map: the route's line, one marker per address, the map's name, and the view fitted to them. */
function drawScene(drawn: Drawn, options: InteractiveMapOptions, element: HTMLElement): void {
  const { kit, map, markers } = drawn;
  const { scene } = options;
  const line = scene.kind === 'route' ? scene.line : null;
  map.getSource<GeoJSONSource>(ROUTE_SOURCE)?.setData(routeData(line));
  // What the route's source holds, for the host page's tests (the canvas itself says nothing).
  element.dataset.routePoints = String(line?.length ?? 0);
  const shown = scene.kind === 'route' ? [scene.pickup, scene.delivery] : scene.kind === 'single' ? [scene.marker] : [];
  for (const [side, marker] of markers) {
    if (!shown.some((one) => one.side === side)) {
      marker.remove();
      markers.delete(side);
    }
  }
  for (const one of shown) {
    const label = options.markerLabel(one);
    const existing = markers.get(one.side);
    if (existing) {
      existing.setLngLat([one.point[0], one.point[1]]);
      existing.getElement().setAttribute('aria-label', label);
    } else {
      const marker = new kit.maplibregl.Marker({
        element: markerElement(element.ownerDocument, one, label),
        anchor: 'bottom',
      })
        .setLngLat([one.point[0], one.point[1]])
        .addTo(map);
      markers.set(one.side, marker);
    }
  }
  map.getCanvas().setAttribute('aria-label', options.label);
  const box = routeBox(scenePoints(scene));
  if (box)
    map.fitBounds(
      [
        [box.west, box.south],
        [box.east, box.north],
      ],
      { padding: paddingFor(element), maxZoom: MAP_MAX_FIT_ZOOM, animate: false },
    );
}

/** Paints the route (and, in the map's own style, the water and land) with a new palette. */
function repaint(map: MapLibreMap, palette: MapPalette, ownStyle: boolean): void {
  map.setPaintProperty('hk-route-casing', 'line-color', palette.casing);
  map.setPaintProperty('hk-route-line', 'line-color', palette.route);
  if (!ownStyle) return;
  map.setPaintProperty('hk-water', 'background-color', palette.water);
  map.setPaintProperty('hk-land', 'fill-color', palette.land);
  map.setPaintProperty('hk-land', 'fill-outline-color', palette.coast);
}

/**
 * The interactive map (maplibre-gl, loaded on first show): the map's own style or the host's,
 * with the route and the markers on top, fitted to them; the style's sources' attributions for
 * the view to show as text (maplibre's own attribution control parses HTML, which a strict
 * Trusted Types page forbids, so it is off). Where WebGL2 is missing the answer is `webgl` before
 * anything loads; a failed load is `load`, and the host's style failing before it drew is `style`.
 */
export function useInteractiveMap(options: InteractiveMapOptions): InteractiveMapStatus {
  const { container, styleUrl, attempt } = options;
  // A server render's sheet collector never reaches an effect: the map's CSS goes to a document or a shadow root.
  const root = useContext(StyleRoot);
  const target = root instanceof Set ? null : root;
  const [status, setStatus] = useState<InteractiveMapStatus>({ state: 'loading' });
  const drawn = useRef<Drawn | null>(null);
  const latest = useRef(options);
  latest.current = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one map per style and attempt; the scene is drawn by the next effect
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const unable = !canDrawWebGL2() ? 'webgl' : pageBreaksMapLibre() ? 'page' : null;
    if (unable !== null) {
      setStatus({ state: 'failed', reason: unable });
      return;
    }
    setStatus({ state: 'loading' });
    let live = true;
    let map: MapLibreMap | undefined;
    const markers = new Map<string, Marker>();
    Promise.all([loadMapLibre(), styleUrl ? undefined : loadLandOutline()]).then(
      ([kit, outline]) => {
        if (!live) return;
        adoptSheet(target ?? element.ownerDocument, kit.css);
        const palette = readPalette(element);
        const { words } = latest.current;
        const box = routeBox(scenePoints(latest.current.scene));
        try {
          map = new kit.maplibregl.Map({
            container: element,
            style: styleUrl ?? localStyle(outline ?? [], palette),
            ...(box
              ? {
                  bounds: [
                    [box.west, box.south],
                    [box.east, box.north],
                  ] as [[number, number], [number, number]],
                  fitBoundsOptions: { padding: paddingFor(element), maxZoom: MAP_MAX_FIT_ZOOM },
                }
              : {}),
            attributionControl: false,
            maplibreLogo: false,
            scrollZoom: false,
            dragRotate: false,
            pitchWithRotate: false,
            touchPitch: false,
            fadeDuration: 0,
            locale: words,
          });
        } catch {
          // maplibre found no usable WebGL2 context after all.
          setStatus({ state: 'failed', reason: 'webgl' });
          return;
        }
        const made = map;
        made.touchZoomRotate.disableRotation();
        made.keyboard.disableRotation();
        made.addControl(new kit.maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        let styled = false;
        made.on('error', () => {
          // Before the style drew, a failure is the host's style (its address or its JSON); later
          // ones (a tile of the host's) leave the map as it is.
          if (!styled && live) setStatus({ state: 'failed', reason: styleUrl ? 'style' : 'load' });
        });
        made.on('load', () => {
          if (!live) return;
          styled = true;
          const route = routeLayers(palette);
          made.addSource(ROUTE_SOURCE, route.source);
          for (const layer of route.layers) made.addLayer(layer);
          drawn.current = { kit, map: made, markers };
          drawScene(drawn.current, latest.current, element);
          const sources = Object.values(made.getStyle().sources ?? {});
          setStatus({
            state: 'ready',
            attributions: sources.map((source) => (source as { attribution?: unknown }).attribution),
          });
        });
      },
      () => live && setStatus({ state: 'failed', reason: 'load' }),
    );
    return () => {
      live = false;
      drawn.current = null;
      for (const marker of markers.values()) marker.remove();
      map?.remove();
    };
  }, [styleUrl, attempt]);

  // The scene changed (an address, the route's line): the same map redraws it.
  const { scene, label } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scene and label are read through `latest`
  useEffect(() => {
    const element = container.current;
    if (status.state !== 'ready' || !drawn.current || !element) return;
    drawScene(drawn.current, latest.current, element);
  }, [scene, label, status, container]);

  // The theme changed: the same map repaints from the tokens as they are now.
  const { theme } = options;
  const painted = useRef(theme);
  useEffect(() => {
    const element = container.current;
    if (status.state !== 'ready' || !drawn.current || !element || painted.current === theme) return;
    painted.current = theme;
    repaint(drawn.current.map, readPalette(element), styleUrl === undefined);
  }, [theme, status, container, styleUrl]);

  return status;
}
