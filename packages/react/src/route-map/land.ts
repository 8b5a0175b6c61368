import { type LngLat, lazyImport } from '@haulkit/core';
import { useEffect, useState } from 'react';

/** The land outline's MultiPolygon coordinates (see land-outline.ts). */
export type LandOutline = readonly (readonly (readonly LngLat[])[])[];

const importOutline = lazyImport(() => import('./land-outline.js'));
let pending: Promise<LandOutline> | undefined;
let loaded: LandOutline | undefined;

/**
 * Loads the bundled land outline (about 3 kB gzip) once, as its own lazy chunk: a page whose map
 * shows nothing yet, or the host's own style, never fetches it.
 */
export function loadLandOutline(): Promise<LandOutline> {
  pending ??= importOutline().then(
    (module) => {
      loaded = module.LAND_OUTLINE;
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The land outline once loaded (at once when it already is); undefined meanwhile or when its load failed. */
export function useLandOutline(): LandOutline | undefined {
  const [outline, setOutline] = useState(loaded);
  useEffect(() => {
    if (outline) return;
    let live = true;
    loadLandOutline().then(
      (value) => live && setOutline(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [outline]);
  return outline;
}
