import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parallelImports } from '../parallel-imports.mjs';
import { build, fixture, removeFixtures } from './fixture.mjs';

afterEach(removeFixtures);

/**
 * An entry with two lazy views that share a session module, so the session is a chunk of its
 * own that each view imports: without the plugin a view's import waits for the view's file
 * before the session's is asked for.
 */
const files = {
  'entry.js':
    "export const item = () => import('./item-view.js');\nexport const price = () => import('./price-view.js');\n",
  'item-view.js': "import { session } from './session.js';\nexport const view = ['item of', session].join(' ');\n",
  'price-view.js': "import { session } from './session.js';\nexport const view = ['price of', session].join(' ');\n",
  'session.js': "export const session = 'the session';\n",
};

describe('parallelImports: a lazy chunk is fetched with the chunks it imports', () => {
  it('asks for the chunk and its imports side by side, resolving with the chunk', async () => {
    const root = fixture(files);
    const { files: output } = await build(root, { entry: 'entry.js' }, [parallelImports()]);
    expect(output['chunks/item-view.js'].imports).toEqual(['chunks/session.js']);
    expect(output['entry.js'].code).toContain(
      'Promise.all([import(\'./chunks/item-view.js\'),import("./chunks/session.js")]).then(m=>m[0])',
    );
    expect(output['entry.js'].code).toContain(
      'Promise.all([import(\'./chunks/price-view.js\'),import("./chunks/session.js")]).then(m=>m[0])',
    );
  });

  it('leaves an import alone when the importing chunk has already loaded what the target imports', async () => {
    const root = fixture({
      ...files,
      'entry.js': `import { session } from './session.js';\nexport { session };\n${files['entry.js']}`,
    });
    const { files: output } = await build(root, { entry: 'entry.js' }, [parallelImports()]);
    expect(output['entry.js'].code).toContain("import('./chunks/item-view.js')");
    expect(output['entry.js'].code).not.toContain('Promise.all');
  });

  it('gives the importer the lazy chunk’s module, as the plain import did', async () => {
    const root = fixture(files);
    await build(root, { entry: 'entry.js' }, [parallelImports()], { write: true });
    const entry = await import(pathToFileURL(join(root, 'out/entry.js')).href);
    expect((await entry.item()).view).toBe('item of the session');
    expect((await entry.price()).view).toBe('price of the session');
  });
});
