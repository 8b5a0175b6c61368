// Tiny module graphs for the plugin tests: files written to a folder of their own under the
// system's temporary folder, built with rollup's JS API.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { rollup } from 'rollup';

const folders = [];

/** Writes `files` (path → text) into a new temporary folder and returns its path. */
export function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'haulkit-rollup-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Removes every folder `fixture` made (call after each test). */
export function removeFixtures() {
  for (const root of folders.splice(0)) rmSync(root, { recursive: true, force: true });
}

/**
 * Builds `input` (names → paths inside `root`) with `plugins`, entries at `[name].js` and other
 * chunks at `chunks/[name].js` unless `output` says otherwise, and returns the output files by
 * name. With `write`, the files are also written to `output.dir` (by default `root`/out).
 */
export async function build(root, input, plugins, { output = {}, write = false } = {}) {
  const warnings = [];
  const bundle = await rollup({
    input: Object.fromEntries(Object.entries(input).map(([name, path]) => [name, join(root, path)])),
    plugins,
    onwarn: (warning) => warnings.push(warning),
  });
  const options = {
    dir: join(root, 'out'),
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    ...output,
  };
  const result = write ? await bundle.write(options) : await bundle.generate(options);
  await bundle.close();
  return { files: Object.fromEntries(result.output.map((file) => [file.fileName, file])), warnings };
}
