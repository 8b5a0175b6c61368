// maplibre's worker file beside maplibre's chunk. maplibre-gl loads its worker from
// `new URL('./maplibre-gl-worker.mjs', import.meta.url)`, which rollup does not follow, so without
// this the map would ask for a file that was never written.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

/**
 * maplibre-gl loads its worker from `new URL('./maplibre-gl-worker.mjs', import.meta.url)`: emit
 * the worker (the file at `worker`) next to whichever chunk holds maplibre, once per folder.
 */
export function mapLibreWorker({ worker }) {
  return {
    name: 'haulkit-maplibre-worker',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (!Object.keys(chunk.modules).some((id) => id.includes('node_modules/maplibre-gl/'))) continue;
        const fileName = posix.join(posix.dirname(chunk.fileName), 'maplibre-gl-worker.mjs');
        if (!bundle[fileName]) this.emitFile({ type: 'asset', fileName, source: readFileSync(worker) });
      }
    },
  };
}
