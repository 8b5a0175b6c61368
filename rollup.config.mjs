// Builds @haulkit/elements twice from one source — light (react aliased to preact/compat) and
// React 19 — with one entry per bundle and per element, plus the reference server for Node.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { chunkManifest } from './build/rollup/chunk-manifest.mjs';
import { groupPlan, loadChunkPlan } from './build/rollup/chunk-plan.mjs';
import { compactCss } from './build/rollup/compact-css.mjs';
import { mapLibreWorker } from './build/rollup/maplibre-worker.mjs';
import { mapLibreWorkerUrl } from './build/rollup/maplibre-worker-url.mjs';
import { parallelImports } from './build/rollup/parallel-imports.mjs';
import { rawText } from './build/rollup/raw-text.mjs';
import { retryableImports } from './build/rollup/retryable-imports.mjs';
import { swcMinify } from './build/rollup/swc-minify.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const version = JSON.parse(readFileSync(`${root}/packages/elements/package.json`, 'utf8')).version;
const elementsDist = `${root}/packages/elements/dist`;
/** Where the builds for bundlers go: `@haulkit/elements/haulkit.js` and the other entries resolve there. */
const bundlerDist = `${root}/packages/elements/bundler`;
// HAULKIT_RUNTIME=light or react builds that runtime's half alone (scripts/build.mjs runs both
// halves side by side, having emptied the folders first); without it, everything in turn.
const only = process.env.HAULKIT_RUNTIME;
// Start from an empty folder, so no stale chunk is served or measured.
if (!only) {
  rmSync(elementsDist, { recursive: true, force: true });
  rmSync(`${root}/packages/server/dist`, { recursive: true, force: true });
}

/**
 * Entry points of the browser bundles, in groups built apart: the whole library with the page
 * API (their lazy chunks shared), and each element alone. An entry (a small file with a stable
 * name, and the content-hashed chunk it imports) holds only the elements' shell (r2wc's element
 * class, the skeletons painted with DOM calls, the visibility watch): no React. The runtime
 * (preact/compat or React, the error boundary, the React renderer) is a lazy chunk fetched
 * together with the first view, so a skeleton waits for two small requests in a row (the entry,
 * then its shell), and a view for the runtime and its own chunk side by side. Two groups on one page share sessions
 * anyway (a global registry).
 */
const entryGroups = [
  { haulkit: 'packages/elements/src/bundle/haulkit.ts', api: 'packages/elements/src/bundle/api.ts' },
  { 'item-picker': 'packages/elements/src/bundle/item-picker.ts' },
  { 'address-picker': 'packages/elements/src/bundle/address-picker.ts' },
  { 'route-map': 'packages/elements/src/bundle/route-map.ts' },
  { 'job-summary': 'packages/elements/src/bundle/job-summary.ts' },
  { 'van-selector': 'packages/elements/src/bundle/van-selector.ts' },
  { 'extra-services': 'packages/elements/src/bundle/extra-services.ts' },
  { insurance: 'packages/elements/src/bundle/insurance.ts' },
  { 'removal-inventory': 'packages/elements/src/bundle/removal-inventory.ts' },
  { 'time-options': 'packages/elements/src/bundle/time-options.ts' },
  { 'price-calendar': 'packages/elements/src/bundle/price-calendar.ts' },
  { 'time-slider': 'packages/elements/src/bundle/time-slider.ts' },
  { 'quote-flow': 'packages/elements/src/bundle/quote-flow.ts' },
  { 'card-by-phone': 'packages/elements/src/bundle/card-by-phone.ts' },
  { 'price-adjustments': 'packages/elements/src/bundle/price-adjustments.ts' },
  { 'admin-bar': 'packages/elements/src/bundle/admin-bar.ts' },
  { 'admin-notes': 'packages/elements/src/bundle/admin-notes.ts' },
];

const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * Plugins shared by both browser runtimes. `forBundlers` leaves every lazy `import('./x.js')` as
 * it is, for the builds a partner's bundler takes in (Vite, webpack, Turbopack follow a plain
 * relative `import()`, but copy `new URL('./x.js', import.meta.url)` as an asset without its
 * imports), and writes no size manifest. Haulkit's own plugins are in build/rollup/, one file each.
 */
function browserPlugins(runtime, { forBundlers = false, placed } = {}) {
  return [
    ...(runtime === 'light' ? [alias({ entries: preactAliases })] : []),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production'), __HAULKIT_VERSION__: JSON.stringify(version) },
    }),
    rawText(),
    mapLibreWorkerUrl({ folder: MAPLIBRE_FOLDER }),
    compactCss(),
    nodeResolve({
      browser: true,
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
      exportConditions: ['haulkit-source', 'browser', 'import'],
    }),
    commonjs(),
    // HAULKIT_PROFILE=1 keeps the names (whitespace and syntax still minified): for reading a profile.
    esbuild({
      target: 'es2022',
      jsx: 'automatic',
      legalComments: 'none',
      ...(process.env.HAULKIT_PROFILE === '1'
        ? { minifyWhitespace: true, minifySyntax: true, keepNames: false }
        : { minify: true }),
    }),
    parallelImports(),
    ...(forBundlers ? [] : [retryableImports()]),
    mapLibreWorker({ worker: `${root}/node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs` }),
    // A second pass over whole chunks (a partner's bundler minifies the bundler builds itself;
    // HAULKIT_PROFILE keeps names readable).
    ...(forBundlers || process.env.HAULKIT_PROFILE === '1' ? [] : [swcMinify({ skip: isMapLibreChunk })]),
    ...(forBundlers ? [] : [chunkManifest({ root, placed })]),
  ];
}

/**
 * Which modules have side effects. The packages that declare `"sideEffects": false` are imported
 * by relative `.js` paths of their TypeScript sources, which the esbuild plugin resolves, not
 * node-resolve, so their package.json would go unread: a module of theirs that only builds
 * schemas at its top level (valibot calls) would then stay in every chunk that imports its
 * package, used or not. Everything else keeps rollup's default.
 */
const SIDE_EFFECT_FREE_SOURCES = /\/packages\/(core|react|http|demo)\/src\//;
function moduleSideEffects(id) {
  return !SIDE_EFFECT_FREE_SOURCES.test(id);
}

/** The folder of a runtime's lazy chunks. */
function chunkFolder(runtime) {
  return runtime === 'light' ? 'chunks' : 'chunks.react';
}

/**
 * The folder of maplibre's chunks (the library, its stylesheet's text) and its worker. They hold
 * nothing of either runtime, so both builds write the same bytes under the same content-hashed
 * names there: one copy of maplibre for the light and the React files, cached once by a page
 * that loads both.
 */
const MAPLIBRE_FOLDER = 'maplibre';

/** True for a chunk of maplibre's own modules alone. */
function isMapLibreChunk(chunk) {
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('/node_modules/maplibre-gl/'));
}

/** Lazy chunk names: maplibre's own chunks in the shared folder, every other one in `folder`. */
function chunkFileNames(folder) {
  return (chunk) => (isMapLibreChunk(chunk) ? `${MAPLIBRE_FOLDER}/[name]-[hash].js` : `${folder}/[name]-[hash].js`);
}

/**
 * Which file each module goes into, for the groups build/rollup/chunk-plan.json plans (by the
 * group's first entry): measured in Chromium by `npm run chunk-plan`, see that module.
 */
const chunkPlan = loadChunkPlan();

/** One group's browser build: light (`haulkit.js`) or React (`haulkit.react.js`), into `dist/` or, for bundlers, `bundler/`. */
function browserBuild(runtime, entries, { forBundlers = false } = {}) {
  const suffix = runtime === 'light' ? '' : '.react';
  // A partner's bundler cuts the bundler builds into chunks itself.
  const plan = forBundlers ? undefined : groupPlan(chunkPlan, Object.keys(entries)[0], root);
  return {
    input: entries,
    // An entry file exports what its documentation lists and nothing else. Where its lazy chunks
    // share the shell's modules (events, attributes, the element class), the entry becomes a small
    // stable file that imports a content-hashed chunk holding the shell, instead of exporting
    // those modules under minified names.
    preserveEntrySignatures: 'strict',
    treeshake: { moduleSideEffects: moduleSideEffects },
    plugins: browserPlugins(runtime, { forBundlers, placed: plan?.placed }),
    output: {
      dir: forBundlers ? bundlerDist : elementsDist,
      format: 'es',
      entryFileNames: `[name]${suffix}.js`,
      chunkFileNames: chunkFileNames(chunkFolder(runtime)),
      generatedCode: 'es2015',
      ...(plan ? { manualChunks: plan.manualChunks } : {}),
    },
    onwarn: quietMapLibre,
  };
}

/**
 * Warnings about maplibre's own files, not ours to fix: its bundle uses `this` at the top of an
 * ES module, and its modules import each other in cycles. A cycle among any other modules (ours)
 * is reported.
 */
function quietMapLibre(warning, warn) {
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('/node_modules/maplibre-gl/')))
    return;
  warn(warning);
}

/** The reference server, bundled for Node (its own source is TypeScript). */
const serverBuild = {
  input: { cli: 'packages/server/src/cli.ts', index: 'packages/server/src/index.ts' },
  external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`), /^hono(\/|$)/, /^@hono\//],
  plugins: [
    nodeResolve({ extensions: ['.ts', '.mjs', '.js'], exportConditions: ['haulkit-source', 'node', 'import'] }),
    esbuild({ target: 'node20', platform: 'node' }),
  ],
  output: {
    dir: `${root}/packages/server/dist`,
    format: 'es',
    entryFileNames: '[name].mjs',
    chunkFileNames: '[name]-[hash].mjs',
  },
};

/** The UI kit's states page of the examples gallery, a React page on the light runtime (not shipped). */
const kitGalleryBuild = {
  input: { 'kit-gallery': 'examples/states/kit-gallery.tsx' },
  plugins: browserPlugins('light'),
  output: {
    dir: `${elementsDist}/examples`,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: chunkFileNames('chunks'),
    generatedCode: 'es2015',
  },
};

/**
 * The main site's React page of the examples gallery (`main-site-react.html`): @haulkit/react's
 * components composed on React 19, as a React site bundles them (not shipped). Its chunks go in
 * their own folders under `examples/`, maplibre's in the shared one there.
 */
const mainSiteReactBuild = {
  input: { 'main-site': 'examples/main-site-react.tsx' },
  treeshake: { moduleSideEffects: moduleSideEffects },
  plugins: browserPlugins('react'),
  output: {
    dir: `${elementsDist}/examples`,
    format: 'es',
    entryFileNames: '[name].react.js',
    chunkFileNames: chunkFileNames(chunkFolder('react')),
    generatedCode: 'es2015',
  },
  onwarn: quietMapLibre,
};

/**
 * The same entries as the browser bundles, for a partner's bundler (the package's exports point
 * here; a script tag loads `dist/`): every lazy import a plain relative `import()` the bundler
 * follows and splits, all entries of a runtime in one build so an app that imports two of them
 * shares their chunks, maplibre's worker beside its chunk at a static `new URL()` address the
 * bundler copies. A file that failed to load is not asked for again at a new address here (the
 * bundler's own chunk loading decides).
 */
function bundlerBuild(runtime) {
  return browserBuild(runtime, Object.assign({}, ...entryGroups), { forBundlers: true });
}

/** Each runtime's half: its bundles, and an even share of the rest (the server with the light half). */
const halves = {
  light: [...entryGroups.map((entries) => browserBuild('light', entries)), serverBuild],
  react: [...entryGroups.map((entries) => browserBuild('react', entries)), kitGalleryBuild, mainSiteReactBuild],
};

/**
 * What `npm start` (scripts/start.mjs) builds, then watches: the same builds as `npm run build`'s,
 * in parts. A part's builds resolve and compile every module alike (the same plugins, the same
 * tree-shaking), so one cache of compiled modules serves them all. The light part starts with
 * haulkit.js and api.js, all the partner page needs; scripts/start.mjs decides when each part starts.
 */
export const startParts = {
  server: [serverBuild],
  light: halves.light.filter((build) => build !== serverBuild),
  react: halves.react.filter((build) => build !== kitGalleryBuild),
  kitGallery: [kitGalleryBuild],
};

/**
 * HAULKIT_RUNTIME=bundler builds the bundler files alone (scripts/build-packages.mjs, before
 * packing), into an emptied folder.
 */
function bundlerHalf() {
  rmSync(bundlerDist, { recursive: true, force: true });
  return [bundlerBuild('light'), bundlerBuild('react')];
}

export default only === 'bundler' ? bundlerHalf() : only ? halves[only] : [...halves.light, ...halves.react];
