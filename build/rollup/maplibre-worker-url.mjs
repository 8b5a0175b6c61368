// The address of maplibre's worker as an import: the route map hands maplibre that address
// through the page's Trusted Types policy instead of letting maplibre build it, so a page with a
// strict policy still draws the map.
import { posix } from 'node:path';

const VIRTUAL_ID = '\0haulkit-maplibre-worker-url';

/**
 * `import url from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'` gives the address of the worker
 * that mapLibreWorker (maplibre-worker.mjs) emits beside the maplibre chunk (in `folder`, the
 * maplibre folder both runtimes share), relative to whichever chunk holds the import. Only an
 * address: nothing is emitted or fetched for it until a map is shown.
 */
export function mapLibreWorkerUrl({ folder }) {
  const worker = `${folder}/maplibre-gl-worker.mjs`;
  return {
    name: 'haulkit-worker-url',
    resolveId: (source) => (source === 'maplibre-gl/dist/maplibre-gl-worker.mjs?url' ? VIRTUAL_ID : null),
    load: (loaded) => (loaded === VIRTUAL_ID ? 'export default import.meta.HAULKIT_MAPLIBRE_WORKER_URL;' : null),
    resolveImportMeta(property, { chunkId }) {
      if (property !== 'HAULKIT_MAPLIBRE_WORKER_URL') return null;
      const path = posix.relative(posix.dirname(chunkId), worker);
      return `new URL(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}, import.meta.url).href`;
    },
  };
}
