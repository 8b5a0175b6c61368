import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkManifest } from '../chunk-manifest.mjs';
import { rawText } from '../raw-text.mjs';
import { build, fixture, removeFixtures } from './fixture.mjs';

afterEach(removeFixtures);

const files = {
  'src/entry.js':
    "import { shared } from './shared.js';\nexport const open = () => import('./dialog.js');\nexport { shared };\n",
  'src/dialog.js':
    "import text from './dialog.css?raw';\nimport { shared } from './shared.js';\nexport const dialog = [shared, text];\n",
  'src/shared.js': "export const shared = 'shared';\n",
  'src/dialog.css': '.dialog{}\n',
  'src/other.js': "export const other = () => import('./dialog.js');\n",
};
const readManifest = (root, name) => JSON.parse(readFileSync(join(root, 'out', name), 'utf8'));

describe('chunkManifest: the manifest of chunks the size check reads', () => {
  it('lists each chunk with its imports and its modules (relative to the root, without queries) and their sizes', async () => {
    const root = fixture(files);
    await build(root, { entry: 'src/entry.js' }, [rawText(), chunkManifest({ root })], { write: true });
    const manifest = readManifest(root, 'manifest.light.json');
    expect(Object.keys(manifest).sort()).toEqual(['chunks/dialog.js', 'entry.js']);
    expect(manifest['entry.js']).toMatchObject({
      name: 'entry',
      isEntry: true,
      imports: [],
      dynamicImports: ['chunks/dialog.js'],
      modules: ['src/shared.js', 'src/entry.js'],
    });
    expect(manifest['chunks/dialog.js']).toMatchObject({
      name: 'dialog',
      isEntry: false,
      imports: ['entry.js'],
      dynamicImports: [],
      modules: ['src/dialog.css', 'src/dialog.js'],
    });
    expect(manifest['entry.js'].sizes['src/shared.js']).toBe("const shared = 'shared';".length);
    expect(Object.keys(manifest['chunks/dialog.js'].sizes)).toEqual(['src/dialog.css', 'src/dialog.js']);
  });

  it('keeps the chunks earlier builds of the runtime wrote, and names the React build’s manifest apart', async () => {
    const root = fixture(files);
    await build(root, { entry: 'src/entry.js' }, [rawText(), chunkManifest({ root })], { write: true });
    await build(root, { other: 'src/other.js' }, [rawText(), chunkManifest({ root })], {
      write: true,
      output: { chunkFileNames: 'chunks/[name]-other.js' },
    });
    await build(root, { entry: 'src/entry.js' }, [rawText(), chunkManifest({ root })], {
      write: true,
      output: { entryFileNames: '[name].react.js', chunkFileNames: 'chunks.react/[name].js' },
    });
    expect(Object.keys(readManifest(root, 'manifest.light.json')).sort()).toEqual([
      'chunks/dialog-other.js',
      'chunks/dialog.js',
      'entry.js',
      'other.js',
    ]);
    expect(Object.keys(readManifest(root, 'manifest.react.json')).sort()).toEqual([
      'chunks.react/dialog.js',
      'entry.react.js',
    ]);
  });
});
