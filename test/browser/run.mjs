// `npm run test:browser`: the browser tests with Node's test runner (needs `npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
if (!existsSync(new URL('../../packages/elements/dist/haulkit.js', import.meta.url))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => `${here}${name}`);
// Three files at a time: a browser test mostly waits (for a view, a timer, a screenshot), so three
// share the machine's two cores (318 tests: 670 s two at a time, 551 s three, 510 s four, where
// the processes used about half of the two cores); each file has its own browser and reference
// server, on a port of its own.
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=3', '--test-timeout=240000', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
