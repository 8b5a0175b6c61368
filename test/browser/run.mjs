// `npm run test:browser`: the browser tests with Node's test runner (needs `npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
// `--all` (`npm run test:browser:all`) or `HAULKIT_BROWSER_BUILDS=all`: every test on both builds
// (the files read the variable: harness.mjs, buildsToRun); by default the light build and a React pass.
const args = process.argv.slice(2);
if (args.includes('--all')) process.env.HAULKIT_BROWSER_BUILDS = 'all';
const browserBuilds = process.env.HAULKIT_BROWSER_BUILDS || 'default';
if (!existsSync(new URL('../../packages/elements/dist/haulkit.js', import.meta.url))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
// The longest files first (seconds each took on two cores, three at a time): the runner starts
// files in the order given, and a long file started last is a tail the others do not share.
const SECONDS = {
  'states.test.mjs': 170,
  'van-extras.test.mjs': 60,
  'quote-flow-categories.test.mjs': 103,
  'insurance.test.mjs': 94,
  'removal-inventory.test.mjs': 94,
  'card-by-phone-pci.test.mjs': 94,
  'card-by-phone.test.mjs': 92,
  'price-calendar.test.mjs': 86,
  'price-tabs.test.mjs': 80,
  'time-options.test.mjs': 73,
  'quote-flow.test.mjs': 71,
  'time-slider.test.mjs': 66,
  'job-summary.test.mjs': 61,
  'softphone.test.mjs': 60,
  'item-picker-flows.test.mjs': 55,
  'quote-flow-robust.test.mjs': 52,
  'hostile-hosts.test.mjs': 30,
  'docs.test.mjs': 20,
};
// `node test/browser/run.mjs a.test.mjs b.test.mjs` runs only those files (names or paths).
const chosen = new Set(args.filter((arg) => arg !== '--all').map((arg) => arg.split('/').at(-1)));
const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.mjs') && (chosen.size === 0 || chosen.has(name)))
  .sort((a, b) => (SECONDS[b] ?? 30) - (SECONDS[a] ?? 30) || a.localeCompare(b))
  .map((name) => `${here}${name}`);
// Three files at a time: a browser test mostly waits (for a view, a timer, a screenshot), so three
// share the machine's two cores (318 tests: 670 s two at a time, 551 s three, 510 s four, where
// the processes used about half of the two cores); each file has its own browser and reference
// server, on a port of its own.
const results = mkdtempSync(join(tmpdir(), 'haulkit-browser-'));
const failedAt = join(results, 'failed.json');
const timesAt = join(results, 'seconds.json');
const run = (paths, concurrency) =>
  spawnSync(
    process.execPath,
    [
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-timeout=360000',
      '--test-reporter=tap',
      '--test-reporter-destination=stdout',
      `--test-reporter=${here}failed-files.mjs`,
      `--test-reporter-destination=${failedAt}`,
      `--test-reporter=${here}file-times.mjs`,
      `--test-reporter-destination=${timesAt}`,
      ...paths,
    ],
    { stdio: 'inherit' },
  ).status ?? 1;

const status = run(files, 3);
// Each file's time, longest first: the figures the SECONDS table above keeps.
const seconds = existsSync(timesAt) ? Object.entries(JSON.parse(readFileSync(timesAt, 'utf8'))) : [];
if (seconds.length > 0)
  process.stdout.write(
    `\n# seconds per file (${browserBuilds === 'all' ? 'every test on both builds' : 'the default run'}):\n${seconds
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([file, time]) => `#   ${file} ${time}`)
      .join('\n')}\n`,
  );
if (status === 0) process.exit(0);
// A file with a failure runs again alone, to tell a test that fails under load (three browsers on
// two cores) from one that is broken. Both are printed; only a failure alone fails the run.
const failed = existsSync(failedAt) ? JSON.parse(readFileSync(failedAt, 'utf8')) : [];
if (failed.length === 0) process.exit(1);
process.stdout.write(
  `\n# ${failed.length} file(s) with a failure, run again one at a time:\n# ${failed.join('\n# ')}\n`,
);
const again = run(failed, 1);
process.stdout.write(
  again === 0
    ? `# FLAKY: ${failed.length} file(s) failed with three at a time and passed alone (the failures are above)\n`
    : '# FAILED again alone\n',
);
process.exit(again);
