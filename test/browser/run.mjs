// `npm run test:browser`: the browser tests with Node's test runner (needs `npm run build`).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

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
// The longest files first (seconds each took in the default run on two cores, three at a time): the
// runner starts files in the order given, and a long file started last is a tail the others do not
// share.
const SECONDS = {
  'quote-flow-categories.test.mjs': 224,
  'states-items.test.mjs': 100,
  'states.test.mjs': 70,
  'hostile-hosts.test.mjs': 175,
  'insurance.test.mjs': 158,
  'card-by-phone-pci.test.mjs': 142,
  'quote-flow.test.mjs': 100,
  'removal-inventory.test.mjs': 95,
  'card-by-phone.test.mjs': 93,
  'price-calendar.test.mjs': 88,
  'price-tabs.test.mjs': 85,
  'quote-flow-robust.test.mjs': 81,
  'time-slider.test.mjs': 74,
  'job-summary.test.mjs': 73,
  'docs.test.mjs': 66,
  'react-pass.test.mjs': 66,
  'softphone.test.mjs': 61,
  'van-extras.test.mjs': 61,
  'card-by-phone-call.test.mjs': 56,
  'route-map.test.mjs': 54,
  'time-options.test.mjs': 53,
  'upgrade.test.mjs': 53,
  'item-picker-flows.test.mjs': 48,
  'address-picker.test.mjs': 44,
  'main-site.test.mjs': 43,
  'proceed-save.test.mjs': 43,
  'host-integration.test.mjs': 38,
  'price-failure.test.mjs': 32,
};
// `node test/browser/run.mjs a.test.mjs b.test.mjs` runs only those files (names or paths).
const chosen = new Set(args.filter((arg) => arg !== '--all').map((arg) => arg.split('/').at(-1)));
const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.mjs') && (chosen.size === 0 || chosen.has(name)))
  .sort((a, b) => (SECONDS[b] ?? 30) - (SECONDS[a] ?? 30) || a.localeCompare(b))
  .map((name) => `${here}${name}`);
// Four files at a time: a browser test mostly waits (for a view, a timer, a page to load), so four
// share the machine's two cores (the default run's 333 tests, on two cores other work kept busy:
// 850 s three at a time, 730 s four, with the same processor time; before, 318 tests: 670 s two at
// a time, 551 s three, 510 s four); each file has its own reference server, on a port of its own,
// and its own contexts in the browser they share.
const results = mkdtempSync(join(tmpdir(), 'haulkit-browser-'));
const failedAt = join(results, 'failed.json');
const timesAt = join(results, 'seconds.json');
const { chromiumFlags, chromiumPath, sharedBrowserVariable } = await import('./harness.mjs');
// One Chromium for every file: each file connects to it and works in contexts of its own (a
// launch costs about 1.7 s and two processor-seconds, 33 times a run).
const browserServer = await chromium.launchServer({
  executablePath: chromiumPath,
  headless: true,
  args: chromiumFlags,
});
const run = async (paths, concurrency) => {
  const child = spawn(
    process.execPath,
    [
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-timeout=600000',
      '--test-reporter=tap',
      '--test-reporter-destination=stdout',
      `--test-reporter=${here}failed-files.mjs`,
      `--test-reporter-destination=${failedAt}`,
      `--test-reporter=${here}file-times.mjs`,
      `--test-reporter-destination=${timesAt}`,
      ...paths,
    ],
    { stdio: 'inherit', env: { ...process.env, [sharedBrowserVariable]: browserServer.wsEndpoint() } },
  );
  const [code] = await once(child, 'exit');
  return code ?? 1;
};

const status = await run(files, 4);
// Each file's time, longest first: the figures the SECONDS table above keeps.
const seconds = existsSync(timesAt) ? Object.entries(JSON.parse(readFileSync(timesAt, 'utf8'))) : [];
if (seconds.length > 0)
  process.stdout.write(
    `\n# seconds per file (${browserBuilds === 'all' ? 'every test on both builds' : 'the default run'}):\n${seconds
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([file, time]) => `#   ${file} ${time}`)
      .join('\n')}\n`,
  );
if (status === 0) await exit(0);
// A file with a failure runs again alone, to tell a test that fails under load (four browsers on
// two cores) from one that is broken. Both are printed; only a failure alone fails the run.
const failed = existsSync(failedAt) ? JSON.parse(readFileSync(failedAt, 'utf8')) : [];
if (failed.length === 0) await exit(1);
process.stdout.write(
  `\n# ${failed.length} file(s) with a failure, run again one at a time:\n# ${failed.join('\n# ')}\n`,
);
const again = await run(failed, 1);
process.stdout.write(
  again === 0
    ? `# FLAKY: ${failed.length} file(s) failed with four at a time and passed alone (the failures are above)\n`
    : '# FAILED again alone\n',
);
await exit(again);

/** Stops the shared browser, then exits with the run's status. */
async function exit(code) {
  await browserServer.close();
  process.exit(code);
}
