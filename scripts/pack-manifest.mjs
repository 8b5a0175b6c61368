// What a published package.json says: run by each published package's `prepack` and `postpack`
// (npm pack and npm publish). In the repository every export names its TypeScript source under
// the `haulkit-source` condition (tests and builds read sources); the tarball holds no sources,
// so `strip` removes that condition for the packing, keeping the file as it was beside it, and
// `restore` puts the file back.
//
//   node ../../scripts/pack-manifest.mjs strip | restore      (from a package's folder)
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const FILE = 'package.json';
const KEPT = '.package.json.repository';
const [command] = process.argv.slice(2);

/** The exports map without the `haulkit-source` condition. */
export function withoutSources(exports) {
  return Object.fromEntries(
    Object.entries(exports).map(([path, target]) => [
      path,
      typeof target === 'string'
        ? target
        : Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== 'haulkit-source')),
    ]),
  );
}

if (command === 'strip') {
  if (existsSync(KEPT)) throw new Error(`${KEPT} exists: an earlier pack did not finish; restore it first.`);
  const text = readFileSync(FILE, 'utf8');
  const manifest = JSON.parse(text);
  writeFileSync(KEPT, text);
  // The published manifest has no scripts: they run tools of this repository.
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = manifest;
  writeFileSync(FILE, `${JSON.stringify({ ...published, exports: withoutSources(manifest.exports) }, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(KEPT)) renameSync(KEPT, FILE);
} else if (command !== undefined) {
  throw new Error(`pack-manifest: unknown command ${command} (strip or restore)`);
}
