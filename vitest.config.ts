import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests of views and elements run twice: on React and on preact/compat (the light build). */
const domTests = ['packages/react/test/**/*.test.{ts,tsx}', 'packages/elements/test/**/*.test.{ts,tsx}'];

/**
 * The DOM test files that need a module graph of their own: the elements' (a custom element
 * keeps the window it was defined in, and happy-dom gives each file a new one), and views' that
 * replace modules (`vi.mock`) or count what a page created, adopted or navigated to since it
 * opened. The other view tests share their worker's modules with the files before them (each test
 * empties the body, ends its sessions and clears storage: setup-dom.ts), which takes about 40 %
 * off the DOM projects' time; a file that fails only after another one belongs here.
 */
const ownModuleGraph = [
  'packages/elements/test/**/*.test.{ts,tsx}',
  'packages/react/test/address-picker.test.tsx',
  'packages/react/test/haulkit-root.test.tsx',
  'packages/react/test/item-picker.browse.test.tsx',
  'packages/react/test/item-picker.renders.test.tsx',
  'packages/react/test/price-tabs.test.tsx',
  'packages/react/test/quote-flow-exit-intent.test.tsx',
  'packages/react/test/quote-flow-url-state.test.tsx',
  'packages/react/test/route-map-part.test.tsx',
  'packages/react/test/route-map-trusted-types.test.ts',
  'packages/react/test/route-map.test.tsx',
];

const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * The workspace's packages resolve to their TypeScript sources (the `haulkit-source` condition
 * first in each package's exports), so tests need no package build; published packages point at
 * their built `lib/`.
 */
const sourceConditions = [...defaultClientConditions, 'haulkit-source'];
const sourceServerConditions = [...defaultServerConditions, 'haulkit-source'];
const fromSources = {
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceServerConditions } },
};

/**
 * The adapters' and the server's tests: `node` shares a worker's modules between its files (each
 * makes its own clients, servers and stubs); `node-isolated` gives a module graph of their own to
 * the files that replace modules (`vi.mock`) or stub globals, so nothing they replace reaches
 * another file (36 s to about 23 s).
 */
function nodeProjects() {
  const tests = 'packages/{http,demo,server}/test/**/*.test.ts';
  const ownModules = [
    'packages/http/test/lazy-areas.test.ts',
    'packages/demo/test/lazy-methods.test.ts',
    'packages/server/test/faults.test.ts',
    'packages/server/test/compression.test.ts',
  ];
  const project = (isolated: boolean) => ({
    ...fromSources,
    test: {
      name: isolated ? 'node-isolated' : 'node',
      environment: 'node',
      include: isolated ? ownModules : [tests],
      exclude: isolated ? [] : ownModules,
      isolate: isolated,
      setupFiles: [here('test/unit/setup-wait.ts'), here('test/unit/setup-words.ts')],
    },
  });
  return [project(false), project(true)];
}

/**
 * One runtime's DOM projects: `react` or `preact` (modules shared by a worker's files) and
 * `react-isolated` or `preact-isolated` (the files in `ownModuleGraph`). `--project 'react*'` runs
 * a runtime's whole set.
 */
function domProjects(runtime: 'react' | 'preact') {
  const project = (isolated: boolean) => ({
    ...fromSources,
    esbuild: { jsx: 'automatic' as const },
    ...(runtime === 'preact' ? { resolve: { alias: preactAliases, conditions: sourceConditions } } : {}),
    test: {
      name: isolated ? `${runtime}-isolated` : runtime,
      environment: 'happy-dom',
      include: isolated ? ownModuleGraph : domTests,
      exclude: isolated ? [] : ownModuleGraph,
      isolate: isolated,
      setupFiles: [here('test/unit/setup-wait.ts'), here('test/unit/setup-words.ts'), here('test/unit/setup-dom.ts')],
      // Worker threads start a file sooner than child processes (preact's 64 files: 85 s, not 113 s).
      pool: 'threads' as const,
      // A test that renders several pieces takes 2 s alone and passed 5 s on a busy two-core CI
      // machine: the limit is for a test that hangs, not a measure of speed.
      testTimeout: 20_000,
      ...(runtime === 'preact' ? { server: { deps: { inline: [/@r2wc\//] } } } : {}),
    },
  });
  return [project(false), project(true)];
}

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on a two-core machine is one worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          // Haulkit's rollup plugins (build/rollup/), each run by rollup on a few small modules.
          name: 'build',
          environment: 'node',
          include: ['build/**/*.test.mjs'],
        },
      },
      {
        ...fromSources,
        test: {
          // The rules and the session engine: pure modules, so files share a worker's modules
          // instead of importing them again each (the core's 121 files in about a third of the time).
          name: 'core',
          environment: 'node',
          include: ['packages/core/test/**/*.test.ts'],
          setupFiles: [here('test/unit/setup-wait.ts'), here('test/unit/setup-words.ts')],
          isolate: false,
        },
      },
      ...nodeProjects(),
      ...domProjects('react'),
      ...domProjects('preact'),
    ],
  },
});
