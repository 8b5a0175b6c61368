/// <reference types="geojson" preserve="true" />
// maplibre-gl's declarations name the global `GeoJSON` namespace without loading it (TypeScript 6
// and later load no @types package unasked): the reference above, kept in this file's
// declarations, loads it for every project that reads them, so they check with `skipLibCheck: false`.
import type { LngLat } from '@haulkit/core';
import type { GeoJSONSourceSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';

/** The colours the interactive map paints with, read from the element's tokens (`--_map-*`). */
export interface MapPalette {
  water: string;
  land: string;
  coast: string;
  route: string;
  casing: string;
}

/** The light theme's colours, used where the tokens cannot be read (no 2D canvas). */
const FALLBACK_PALETTE: MapPalette = {
  water: '#e4ecf9',
  land: '#ffffff',
  coast: '#c5c8ce',
  route: '#1b4fa6',
  casing: '#ffffff',
};

const TOKENS: Readonly<Record<keyof MapPalette, string>> = {
  water: '--_map-water',
  land: '--_map-land',
  coast: '--_map-coast',
  route: '--_map-route',
  casing: '--_map-casing',
};

/**
 * The map's colours from the element's `--_map-*` tokens (so a partner's `--hk-*` colours and
 * the theme reach the map). maplibre takes plain colours, not `color-mix()` or `var()`, so each
 * token is painted on a one-pixel canvas and read back as rgba.
 */
export function readPalette(element: Element): MapPalette {
  const style = getComputedStyle(element);
  const canvas = element.ownerDocument.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d', { willReadFrequently: true });
  } catch {
    context = null;
  }
  const palette = { ...FALLBACK_PALETTE };
  if (!context) return palette;
  for (const key of Object.keys(TOKENS) as (keyof MapPalette)[]) {
    const value = style.getPropertyValue(TOKENS[key]).trim();
    if (value === '') continue;
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = FALLBACK_PALETTE[key];
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 255] = context.getImageData(0, 0, 1, 1).data;
    palette[key] = `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 100) / 100})`;
  }
  return palette;
}

/** Ids of what the route map adds to any style, its own or the host's. */
export const ROUTE_SOURCE = 'hk-route';
const LAND_SOURCE = 'hk-land';

/** A GeoJSON line of the route, or nothing yet. */
export function routeData(line: readonly LngLat[] | null): Exclude<GeoJSONSourceSpecification['data'], string> {
  return {
    type: 'FeatureCollection',
    features: line
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'LineString', coordinates: line.map(([x, y]) => [x, y]) },
          },
        ]
      : [],
  };
}

/** The route's source and its two layers (a casing under the line), added on top of a style. */
export function routeLayers(palette: MapPalette): {
  source: GeoJSONSourceSpecification;
  layers: LayerSpecification[];
} {
  const line = { 'line-join': 'round', 'line-cap': 'round' } as const;
  return {
    source: { type: 'geojson', data: routeData(null) },
    layers: [
      {
        id: 'hk-route-casing',
        type: 'line',
        source: ROUTE_SOURCE,
        layout: line,
        paint: { 'line-color': palette.casing, 'line-width': 8 },
      },
      {
        id: 'hk-route-line',
        type: 'line',
        source: ROUTE_SOURCE,
        layout: line,
        paint: { 'line-color': palette.route, 'line-width': 4 },
      },
    ],
  };
}

/**
 * The map's own style, which needs no tile server, no fonts and no sprites: water, and the
 * bundled land outline of Great Britain, Ireland and Europe (Natural Earth).
 */
export function localStyle(
  outline: readonly (readonly (readonly LngLat[])[])[],
  palette: MapPalette,
): StyleSpecification {
  return {
    version: 8,
    sources: {
      [LAND_SOURCE]: {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'MultiPolygon',
            coordinates: outline.map((polygon) => polygon.map((ring) => ring.map(([x, y]) => [x, y]))),
          },
        },
      },
    },
    layers: [
      { id: 'hk-water', type: 'background', paint: { 'background-color': palette.water } },
      {
        id: 'hk-land',
        type: 'fill',
        source: LAND_SOURCE,
        paint: { 'fill-color': palette.land, 'fill-outline-color': palette.coast },
      },
    ],
  };
}
