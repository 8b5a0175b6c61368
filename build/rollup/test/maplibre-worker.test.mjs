import { afterEach, describe, expect, it } from 'vitest';
import { mapLibreWorker } from '../maplibre-worker.mjs';
import { mapLibreWorkerUrl } from '../maplibre-worker-url.mjs';
import { build, fixture, removeFixtures } from './fixture.mjs';

afterEach(removeFixtures);

/** A page script that draws a map lazily, and a stand-in for maplibre-gl and its worker. */
const mapFiles = {
  'entry.js': "export const draw = () => import('./node_modules/maplibre-gl/dist/maplibre-gl.js');\n",
  'node_modules/maplibre-gl/dist/maplibre-gl.js': 'export const Map = class {};\n',
  'worker.mjs': 'self.onmessage = () => {};\n',
};
/** maplibre's chunks in their own folder, as the browser builds name them. */
const maplibreFolder = (chunk) =>
  chunk.moduleIds.every((id) => id.includes('/node_modules/maplibre-gl/')) ? 'maplibre/[name].js' : 'chunks/[name].js';

describe('mapLibreWorker: maplibre’s worker beside maplibre’s chunk', () => {
  it('emits the worker file into the folder of the chunk that holds maplibre', async () => {
    const root = fixture(mapFiles);
    const { files } = await build(root, { entry: 'entry.js' }, [mapLibreWorker({ worker: `${root}/worker.mjs` })], {
      output: { chunkFileNames: maplibreFolder },
    });
    expect(Object.keys(files).sort()).toEqual([
      'entry.js',
      'maplibre/maplibre-gl-worker.mjs',
      'maplibre/maplibre-gl.js',
    ]);
    expect(String(files['maplibre/maplibre-gl-worker.mjs'].source)).toBe(mapFiles['worker.mjs']);
  });

  it('emits nothing for a build without maplibre', async () => {
    const root = fixture({ 'entry.js': 'export const a = 1;\n', 'worker.mjs': mapFiles['worker.mjs'] });
    const { files } = await build(root, { entry: 'entry.js' }, [mapLibreWorker({ worker: `${root}/worker.mjs` })]);
    expect(Object.keys(files)).toEqual(['entry.js']);
  });
});

describe('mapLibreWorkerUrl: the worker’s address as an import', () => {
  const importUrl = "import url from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';\n";

  it('gives the address in the maplibre folder relative to the entry that imports it', async () => {
    const root = fixture({ 'entry.js': `${importUrl}export { url };\n` });
    const { files } = await build(root, { entry: 'entry.js' }, [mapLibreWorkerUrl({ folder: 'maplibre' })]);
    expect(files['entry.js'].code).toContain('new URL("./maplibre/maplibre-gl-worker.mjs", import.meta.url).href');
  });

  it('gives it relative to a lazy chunk in another folder, and emits no file for it', async () => {
    const root = fixture({
      'entry.js': "export const view = () => import('./view.js');\n",
      'view.js': `${importUrl}export const where = \`at \${url}\`;\n`,
    });
    const { files } = await build(root, { entry: 'entry.js' }, [mapLibreWorkerUrl({ folder: 'maplibre' })]);
    expect(files['chunks/view.js'].code).toContain(
      'new URL("../maplibre/maplibre-gl-worker.mjs", import.meta.url).href',
    );
    expect(Object.keys(files).sort()).toEqual(['chunks/view.js', 'entry.js']);
  });
});
