import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parallelImports } from '../parallel-imports.mjs';
import { swcMinify } from '../swc-minify.mjs';
import { build, fixture, removeFixtures } from './fixture.mjs';

afterEach(removeFixtures);

/**
 * An entry that prices a job through a rules module (constants used once, a helper called once:
 * what a second pass over the whole chunk folds) and loads a view lazily, which imports a shared
 * session module.
 */
const files = {
  'entry.js': [
    "import { priceOf } from './rules.js';",
    "export const total = (items) => priceOf(items, 'GBP');",
    "export const view = () => import('./view.js');",
    "export const other = () => import('./other.js');",
  ].join('\n'),
  'rules.js': [
    'const PENCE_PER_POUND = 100;',
    'const MINIMUM_PENCE = 4500;',
    'function pence(items) { let sum = 0; for (const item of items) sum += item.quantity * item.unitPence; return sum; }',
    'export function priceOf(items, currency) {',
    '  const amount = Math.max(pence(items), MINIMUM_PENCE) / PENCE_PER_POUND;',
    "  return amount.toFixed(2) + ' ' + currency;",
    '}',
  ].join('\n'),
  'view.js': "import { session } from './session.js';\nexport const shown = 'view of ' + session;\n",
  'other.js': "import { session } from './session.js';\nexport const shown = 'other of ' + session;\n",
  'session.js': "export const session = 'the session';\n",
};

describe('swcMinify: a second minifier pass over each chunk', () => {
  it('makes the chunks smaller and keeps what they do and export', async () => {
    const root = fixture(files);
    const plain = await build(root, { entry: 'entry.js' }, [], { output: { dir: join(root, 'plain') }, write: true });
    const minified = await build(root, { entry: 'entry.js' }, [swcMinify()], {
      output: { dir: join(root, 'minified') },
      write: true,
    });
    expect(minified.files['entry.js'].code.length).toBeLessThan(plain.files['entry.js'].code.length);
    expect(minified.files['entry.js'].code).not.toContain('PENCE_PER_POUND');
    const entry = await import(pathToFileURL(join(root, 'minified', 'entry.js')).href);
    expect(Object.keys(entry).sort()).toEqual(['other', 'total', 'view']);
    expect(entry.total([{ quantity: 2, unitPence: 1250 }])).toBe('45.00 GBP');
    expect(entry.total([{ quantity: 3, unitPence: 2000 }])).toBe('60.00 GBP');
    expect((await entry.view()).shown).toBe('view of the session');
    expect((await entry.other()).shown).toBe('other of the session');
  });

  it('runs after the plugins that rewrite imports when the bundle is generated, keeping their rewrite', async () => {
    const root = fixture(files);
    const { files: output } = await build(root, { entry: 'entry.js' }, [parallelImports(), swcMinify()], {
      output: { dir: join(root, 'out') },
      write: true,
    });
    expect(output['entry.js'].code).toMatch(/Promise\.all\(\[import\(["']\.\/chunks\/view\.js["']\),\s*import\(/);
    const entry = await import(pathToFileURL(join(root, 'out', 'entry.js')).href);
    expect((await entry.view()).shown).toBe('view of the session');
  });

  it('leaves the chunks `skip` names as they were', async () => {
    const root = fixture(files);
    const plain = await build(root, { entry: 'entry.js' }, []);
    const { files: output } = await build(root, { entry: 'entry.js' }, [
      swcMinify({ skip: (chunk) => chunk.moduleIds.some((id) => id.endsWith('session.js')) }),
    ]);
    expect(output['chunks/session.js'].code).toBe(plain.files['chunks/session.js'].code);
    expect(output['entry.js'].code).not.toBe(plain.files['entry.js'].code);
  });
});
