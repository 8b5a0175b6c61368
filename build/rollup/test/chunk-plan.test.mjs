import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkManifest, modulePath } from '../chunk-manifest.mjs';
import { CHUNK_PLAN_FILE, groupPlan } from '../chunk-plan.mjs';
import { build, fixture, removeFixtures } from './fixture.mjs';

afterEach(removeFixtures);

// An entry whose view loads three small parts lazily, one of them on use (a dialog), as an
// element's first screen does: left to rollup, each lazy import is a file of its own.
const files = {
  'src/entry.js': "export const show = () => import('./view.js');\n",
  'src/view.js':
    "import { words } from './words.js';\nexport const view = () => [words, import('./list.js'), import('./dialog.js')];\n",
  'src/words.js': "export const words = 'words';\n",
  'src/list.js': "import { words } from './words.js';\nexport const list = [words, 'list'];\n",
  'src/dialog.js': "export const dialog = 'dialog';\n",
  'src/later.js': "export const later = 'later';\n",
};

const plan = {
  groups: {
    entry: {
      rest: 'first',
      entries: ['src/entry.js'],
      chunks: {
        first: ['src/view.js', 'src/words.js', 'src/list.js'],
        dialog: ['src/dialog.js'],
        runtime: ['node_modules/preact/compat/dist/compat.mjs'],
      },
    },
  },
};

describe('groupPlan: build/rollup/chunk-plan.json applied as manualChunks', () => {
  it('puts the modules one phase loads in one file, and keeps what loads on use apart', async () => {
    const root = fixture(files);
    const placement = groupPlan(plan, 'entry', root);
    const { files: out } = await build(root, { entry: 'src/entry.js' }, [], {
      output: { manualChunks: placement.manualChunks },
    });
    expect(Object.keys(out).sort()).toEqual(['chunks/dialog.js', 'chunks/first.js', 'entry.js']);
    expect(
      Object.keys(out['chunks/first.js'].modules)
        .map((id) => modulePath(id, root))
        .sort(),
    ).toEqual(['src/list.js', 'src/view.js', 'src/words.js']);
    // The first screen's file asks for the dialog's on use, never before.
    expect(out['chunks/first.js'].imports).toEqual([]);
    expect(out['chunks/first.js'].dynamicImports).toEqual(['chunks/dialog.js']);
    expect(out['entry.js'].dynamicImports).toEqual(['chunks/first.js']);
  });

  it('leaves the entries’ own modules and maplibre to rollup, sends React (react, react-dom, scheduler) to a file of its own and the unnamed to `rest`', () => {
    const root = '/repo';
    const { manualChunks, placed } = groupPlan(plan, 'entry', root);
    expect(manualChunks('/repo/src/entry.js')).toBeUndefined();
    expect(manualChunks('/repo/node_modules/maplibre-gl/dist/maplibre-gl.mjs')).toBeUndefined();
    expect(manualChunks('/repo/src/dialog.js')).toBe('dialog');
    expect(manualChunks('/repo/src/words.js?raw')).toBe('first');
    // Not with preact/compat's file ('runtime'), which holds modules of ours that import React's
    // users: React there made chunks import each other in a circle.
    expect(manualChunks('/repo/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-runtime');
    expect(manualChunks('\0/repo/node_modules/react/index.js?commonjs-module')).toBe('react-runtime');
    expect(manualChunks('/repo/node_modules/scheduler/index.js')).toBe('react-runtime');
    expect(manualChunks('/repo/src/later.js')).toBe('first');
    expect([placed('src/dialog.js'), placed('src/entry.js'), placed('src/later.js')]).toEqual([true, true, false]);
  });

  it('plans nothing for a group the plan does not name', () => {
    expect(groupPlan(plan, 'card-by-phone', '/repo')).toBeUndefined();
    expect(groupPlan(undefined, 'entry', '/repo')).toBeUndefined();
  });

  it('the manifest lists, per file, the modules with code the plan does not name', async () => {
    const root = fixture(files);
    const partial = structuredClone(plan);
    partial.groups.entry.chunks.first = ['src/view.js', 'src/words.js'];
    const placement = groupPlan(partial, 'entry', root);
    await build(root, { entry: 'src/entry.js' }, [chunkManifest({ root, placed: placement.placed })], {
      output: { manualChunks: placement.manualChunks },
      write: true,
    });
    const manifest = JSON.parse(readFileSync(join(root, 'out', 'manifest.light.json'), 'utf8'));
    expect(manifest['chunks/first.js'].unplanned).toEqual(['src/list.js']);
    expect(manifest['chunks/dialog.js'].unplanned).toBeUndefined();
  });
});

describe('build/rollup/chunk-plan.json, as committed', () => {
  it('names every module by its path inside the repository (a plan written elsewhere named this machine’s folders, and no module matched)', () => {
    const plan = JSON.parse(readFileSync(CHUNK_PLAN_FILE, 'utf8'));
    const paths = Object.values(plan.groups).flatMap((group) => [
      ...group.entries,
      ...Object.values(group.chunks).flat(),
    ]);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => path.startsWith('/') || path.split('/').includes('..'))).toEqual([]);
  });
});
