/// <reference types="geojson" preserve="true" />
// maplibre-gl's declarations name the global `GeoJSON` namespace without loading it (TypeScript 6
// and later load no @types package unasked): the reference above, kept in this file's
// declarations, loads it for every project that reads them, so they check with `skipLibCheck: false`.
import { lazyImport } from '@haulkit/core';

/** What a map view needs: the maplibre-gl module and its stylesheet's text. */
export interface MapLibreKit {
  maplibregl: typeof import('maplibre-gl');
  css: string;
}

type Loader = () => Promise<MapLibreKit>;

/**
 * maplibre-gl is big (about 300 kB gzip plus its worker), so it is reached only through this
 * dynamic import: the build emits it, its worker and its CSS as lazy chunks, and the first
 * render of any element never pays for it. Its worker is handed over through the page's
 * `haulkit-maplibre` Trusted Types policy (route-map/trusted-types.ts, a lazy chunk as well), so
 * the map also starts on a page that requires Trusted Types.
 */
const importMapLibre = lazyImport(() => import('maplibre-gl'));
const importCss = lazyImport(() => import('maplibre-gl/dist/maplibre-gl.css?raw'));
const importTrusted = lazyImport(() => import('../route-map/trusted-types.js'));
const defaultLoader: Loader = async () => {
  const [maplibregl, css, trusted] = await Promise.all([importMapLibre(), importCss(), importTrusted()]);
  trusted.trustMapLibreWorker(maplibregl, trusted.MAPLIBRE_WORKER_URL);
  return { maplibregl, css: css.default };
};

let loader: Loader = defaultLoader;
let pending: Promise<MapLibreKit> | undefined;

/** Loads maplibre-gl once; later calls share the same promise. */
export function loadMapLibre(): Promise<MapLibreKit> {
  pending ??= loader().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Replaces the loader (unit tests: happy-dom has no WebGL2). Pass nothing to restore it. */
export function setMapLibreLoader(next?: Loader): void {
  loader = next ?? defaultLoader;
  pending = undefined;
}
