// Packs every publishable package as `npm publish` would (after building their lib/ folders and
// the elements' bundles for bundlers) into test-results/packages/, with npm's own account of each
// tarball in pack.json. The package tests (test/pack/) read what this wrote.
//
//   node test/pack/pack-all.mjs      (npm run test:pack runs it first)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PUBLISHED = ['core', 'http', 'demo', 'react', 'elements'];
/** Where the tarballs and pack.json are. */
export const packed = join(root, 'test-results/packages');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (command, args) =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  // The CDN bundles (elements' dist/) come from the whole build; the packages' lib/ folders and
  // the bundles for bundlers take seconds, so they are always rebuilt and never packed stale,
  // unless the caller has just built them (HAULKIT_PACKAGES_BUILT=1: `npm test`, scripts/test.mjs).
  if (!existsSync(join(root, 'packages/elements/dist/haulkit.js'))) run(npm, ['run', 'build']);
  else if (process.env.HAULKIT_PACKAGES_BUILT !== '1') run(npm, ['run', 'build:packages']);
  rmSync(packed, { recursive: true, force: true });
  mkdirSync(packed, { recursive: true });
  const answers = run(npm, [
    'pack',
    '--json',
    '--pack-destination',
    packed,
    ...PUBLISHED.flatMap((name) => ['-w', `packages/${name}`]),
  ]);
  writeFileSync(join(packed, 'pack.json'), answers);
  console.info(`packed ${PUBLISHED.length} packages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
