import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests of views and elements run twice: on React and on preact/compat (the light build). */
const domTests = ['packages/react/test/**/*.test.{ts,tsx}', 'packages/elements/test/**/*.test.{ts,tsx}'];

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

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on a two-core machine is one worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        ...fromSources,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{core,http,demo,server}/test/**/*.test.ts'],
        },
      },
      {
        ...fromSources,
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'react',
          environment: 'happy-dom',
          include: domTests,
          setupFiles: [here('test/unit/setup-dom.ts')],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        ...fromSources,
        resolve: { alias: preactAliases, conditions: sourceConditions },
        test: {
          name: 'preact',
          environment: 'happy-dom',
          include: domTests,
          setupFiles: [here('test/unit/setup-dom.ts')],
          server: { deps: { inline: [/@r2wc\//] } },
        },
      },
    ],
  },
});
