/// <reference types="geojson" preserve="true" />
// maplibre-gl's declarations name the global `GeoJSON` namespace without loading it (TypeScript 6
// and later load no @types package unasked): the reference above, kept in this file's
// declarations, loads it for every project that reads them, so they check with `skipLibCheck: false`.
import { loadMapLibre as loadKit } from '@haulkit/react';

/** The map library Haulkit's map views use: the maplibre-gl module and its stylesheet's text. */
export interface MapLibreKit {
  maplibregl: typeof import('maplibre-gl');
  css: string;
}

/**
 * Loads maplibre-gl once, the copy Haulkit's map views use (a lazy chunk); later calls share
 * the same promise. Typed here, not re-exported from @haulkit/react, so that the package's
 * declarations never reach React's types.
 */
export const loadMapLibre: () => Promise<MapLibreKit> = loadKit;
