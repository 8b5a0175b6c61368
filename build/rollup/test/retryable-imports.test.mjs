import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { retryableImports } from '../retryable-imports.mjs';
import { build, fixture, removeFixtures } from './fixture.mjs';

afterEach(() => {
  delete globalThis[Symbol.for('haulkit.retry-imports')];
  removeFixtures();
});

/**
 * A lazy view, lazy words that the view imports too (so a chunk other chunks import), and a
 * dialog that nothing imports.
 */
const files = {
  'entry.js': [
    "export const view = () => import('./view.js');",
    "export const words = () => import('./words.js');",
    "export const dialog = () => import('./dialog.js');",
    '',
  ].join('\n'),
  'view.js': "import { words } from './words.js';\nexport const view = ['view with', words].join(' ');\n",
  'words.js': "export const words = 'words';\n",
  'dialog.js': "export const dialog = 'the dialog';\n",
};

const readThroughMap = (path) =>
  `import((u=>globalThis[Symbol.for("haulkit.retry-imports")]?.get(u)??u)(new URL('${path}',import.meta.url).href))`;

describe('retryableImports: a leaf chunk is loaded through the page’s retry map', () => {
  it('reads the address of a chunk no other chunk imports through the retry map', async () => {
    const root = fixture(files);
    const { files: output } = await build(root, { entry: 'entry.js' }, [retryableImports()]);
    expect(output['entry.js'].code).toContain(readThroughMap('./chunks/dialog.js'));
    expect(output['entry.js'].code).toContain(readThroughMap('./chunks/view.js'));
  });

  it('keeps the plain import of a chunk that other chunks import', async () => {
    const root = fixture(files);
    const { files: output } = await build(root, { entry: 'entry.js' }, [retryableImports()]);
    expect(output['chunks/view.js'].imports).toEqual(['chunks/words.js']);
    expect(output['entry.js'].code).toContain("import('./chunks/words.js')");
  });

  it('loads the address the retry map gives for a failed file', async () => {
    const root = fixture(files);
    await build(root, { entry: 'entry.js' }, [retryableImports()], { write: true });
    // The file as fetched again: another address, here with other content to tell them apart.
    writeFileSync(join(root, 'out/chunks/dialog-again.js'), "export const dialog = 'fetched again';\n");
    const address = (path) => pathToFileURL(join(root, 'out', path)).href;
    const entry = await import(address('entry.js'));
    expect((await entry.dialog()).dialog).toBe('the dialog');
    globalThis[Symbol.for('haulkit.retry-imports')] = new Map([
      [address('chunks/dialog.js'), address('chunks/dialog-again.js')],
    ]);
    expect((await entry.dialog()).dialog).toBe('fetched again');
  });
});
