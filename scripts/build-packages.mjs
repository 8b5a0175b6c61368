// Builds the npm packages a bundler user installs: per package, ES modules (esbuild, one file per
// export plus shared and lazy chunks, every dependency left for the user's bundler) and `.d.ts`
// declarations (tsc) into `lib/`, and @haulkit/elements' prebuilt bundles for bundlers into
// `bundler/`. The workspace itself runs from sources (the `haulkit-source`
// export condition), so nothing here is needed to test or run the repo, only to pack it.
//
//   node scripts/build-packages.mjs            every publishable package, dependencies first
//   node scripts/build-packages.mjs core http  only those
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** In dependency order: tsc reads a dependency's declarations from its `lib/`. */
const PACKAGES = ['core', 'demo', 'http', 'react', 'elements'];
const chosen = process.argv.slice(2);
const version = JSON.parse(readFileSync(join(root, 'packages/elements/package.json'), 'utf8')).version;

/**
 * The two imports with a suffix the sources use for maplibre: `?raw` (its stylesheet's text)
 * becomes a module of its own holding the text, loaded lazily as in the browser bundles; `?url`
 * (the worker's address, which the CDN build emits beside its maplibre chunk) becomes undefined,
 * so maplibre finds its worker itself (`new URL('./maplibre-gl-worker.mjs', import.meta.url)`,
 * which bundlers follow).
 */
const suffixImports = {
  name: 'haulkit-suffix-imports',
  setup(build) {
    build.onResolve({ filter: /\?(raw|url)$/ }, (args) => {
      const [path, suffix] = args.path.split('?');
      return { path: createRequire(join(args.resolveDir, 'index.js')).resolve(path), namespace: suffix };
    });
    build.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({
      contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`,
      loader: 'js',
    }));
    build.onLoad({ filter: /.*/, namespace: 'url' }, () => ({ contents: 'export default undefined;', loader: 'js' }));
  },
};

const started = performance.now();
for (const name of PACKAGES.filter((name) => chosen.length === 0 || chosen.includes(name))) {
  const dir = join(root, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  rmSync(join(dir, 'lib'), { recursive: true, force: true });
  // One entry per export that has a source: `./src/bounded-map.ts` → `lib/bounded-map.js`.
  const entryPoints = Object.values(pkg.exports)
    .map((target) => target?.['haulkit-source'])
    .filter(Boolean)
    .map((source) => join(dir, source));
  await build({
    entryPoints,
    outdir: join(dir, 'lib'),
    outbase: join(dir, 'src'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    jsx: 'automatic',
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    define: { __HAULKIT_VERSION__: JSON.stringify(version) },
    plugins: [suffixImports],
    logLevel: 'warning',
  });
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.build.json')],
    {
      stdio: 'inherit',
    },
  );
}
// @haulkit/elements' bundles for bundlers (`@haulkit/elements/haulkit.js` and the other entries
// resolve to `bundler/`): rollup.config.mjs's bundler half, plain relative `import()`s that Vite,
// webpack and Turbopack follow.
if (chosen.length === 0 || chosen.includes('elements')) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs', '--silent'],
    {
      cwd: root,
      env: { ...process.env, HAULKIT_RUNTIME: 'bundler' },
      stdio: 'inherit',
    },
  );
}
console.info(`packages built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
