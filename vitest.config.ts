import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on a two-core machine is one worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{core,http,demo,server}/test/**/*.test.ts'],
        },
      },
      {
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
        resolve: { alias: preactAliases },
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
