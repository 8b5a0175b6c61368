// `node test/bench/start.mjs`: how long a newcomer waits after `npm start` on a fresh clone, and how
// long a rebuild takes after an edit.
//
//   node test/bench/start.mjs [--runs 3] [--edit packages/react/src/time-slider/time-slider.tsx]
//                             [--command "npm start"] [--verbose]
//
// Each run empties the build folders (packages/elements/dist, packages/server/dist: no build yet,
// as after `npm ci`), starts the command in a process group of its own on a free port, and reads:
// when the URL is printed, when the gallery's index answers 200, when the partner page
// (partner-site.html, the light build's haulkit.js) shows its quote flow's first step in Chromium,
// and when the terminal says everything is built. When the command watches for changes, it then
// touches `--edit` (its content is left as it is) and reads how long the rebuild of the partner
// page's files and the whole rebuild take, from the lines `npm start` prints. Last it sends Ctrl-C
// to the group, as a terminal does, and lists any process of the group left behind. The build that
// `npm start` made is left in place. `--verbose` shows what the command prints. This is a
// benchmark that prints figures, never a test that fails.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, utimesSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../browser/harness.mjs';
import { quantile } from './figures.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    edit: { type: 'string', default: 'packages/react/src/time-slider/time-slider.tsx' },
    command: { type: 'string', default: 'npm start' },
    verbose: { type: 'boolean', default: false },
  },
});

/** How long to wait for any one step before calling it missing. */
const STEP_LIMIT_MS = 240_000;

const seconds = (ms) => (ms === undefined || Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(1)} s`);

/** The lines the command prints (stdout and stderr together), and a way to wait for one. */
function watchOutput(child) {
  const lines = [];
  const waiting = new Set();
  let rest = '';
  const take = (chunk) => {
    rest += chunk;
    const parts = rest.split('\n');
    rest = parts.pop();
    for (const line of parts) {
      lines.push({ at: performance.now(), line });
      if (args.verbose) console.info(`  | ${line}`);
      for (const wait of waiting) wait.check();
    }
  };
  child.stdout.setEncoding('utf8').on('data', take);
  child.stderr.setEncoding('utf8').on('data', take);
  return {
    lines,
    /** The first line from `from` on that matches, or undefined after the limit. */
    next(pattern, from = 0, limit = STEP_LIMIT_MS) {
      return new Promise((done) => {
        const wait = {
          check() {
            const found = lines.slice(from).find(({ line }) => pattern.test(line));
            if (!found) return;
            waiting.delete(wait);
            clearTimeout(timer);
            done(found);
          },
        };
        const timer = setTimeout(() => {
          waiting.delete(wait);
          done(undefined);
        }, limit);
        waiting.add(wait);
        wait.check();
      });
    },
  };
}

async function poll(check, limit = STEP_LIMIT_MS) {
  const end = performance.now() + limit;
  while (performance.now() < end) {
    if (await check().catch(() => false)) return performance.now();
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return undefined;
}

/** Processes still in the group `pgid` (the command's, as a terminal's foreground group). */
function leftIn(pgid) {
  const ps = spawnSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, group]) => Number(group) === pgid)
    .map(([pid, , ...command]) => `${pid} ${command.join(' ')}`);
}

async function run(browser) {
  rmSync(join(root, 'packages/elements/dist'), { recursive: true, force: true });
  rmSync(join(root, 'packages/server/dist'), { recursive: true, force: true });
  const started = performance.now();
  const child = spawn('sh', ['-c', args.command], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((done) => child.on('exit', done));
  const output = watchOutput(child);
  const figures = {};
  try {
    const printed = await output.next(/http:\/\/127\.0\.0\.1:\d+\//);
    if (!printed) throw new Error('no URL printed');
    figures.url = printed.at - started;
    const url = printed.line.match(/http:\/\/127\.0\.0\.1:\d+\//)[0];
    figures.index = (await poll(async () => (await fetch(url)).status === 200)) - started;

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}partner-site.html`);
    await page
      .locator('hk-quote-flow')
      .getByRole('heading', { name: 'Your furniture' })
      .waitFor({ timeout: STEP_LIMIT_MS });
    figures.partner = performance.now() - started;
    await context.close();

    // `npm start` says when everything is built; `npm run build` says when its bundles are.
    const all = await output.next(/everything is built|bundles built in/);
    figures.all = all && all.at - started;

    // A rebuild: only when the command watches for changes.
    if (!output.lines.some(({ line }) => /watching for changes/.test(line))) return figures;
    const before = output.lines.length;
    const touched = performance.now();
    utimesSync(join(root, args.edit), new Date(), new Date());
    const first = await output.next(/rebuilt haulkit\.js/, before, 60_000);
    if (first) {
      figures.rebuildPartner = first.at - touched;
      const whole = await output.next(/everything is built/, before);
      figures.rebuildAll = whole && whole.at - touched;
    }
  } catch (error) {
    console.error(`run failed: ${error.message}\n${output.lines.map(({ line }) => line).join('\n')}`);
  } finally {
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        // The group has already ended.
      }
    };
    signal('SIGINT');
    const stopped = performance.now();
    await Promise.race([exited, new Promise((wait) => setTimeout(wait, 10_000))]);
    await new Promise((wait) => setTimeout(wait, 500));
    figures.stop = performance.now() - stopped;
    figures.left = leftIn(child.pid);
    if (figures.left.length > 0) signal('SIGKILL');
  }
  return figures;
}

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
const runs = [];
try {
  for (let index = 0; index < Number(args.runs); index++) {
    const figures = await run(browser);
    runs.push(figures);
    console.info(
      `run ${index + 1} (load ${loadavg()[0].toFixed(1)}): URL ${seconds(figures.url)}, index 200 ${seconds(figures.index)}, partner page ${seconds(figures.partner)}, ` +
        `everything built ${seconds(figures.all)}; after touching ${args.edit}: partner page's files ${seconds(figures.rebuildPartner)}, ` +
        `everything ${seconds(figures.rebuildAll)}; Ctrl-C stopped it in ${seconds(figures.stop)}, ` +
        `${figures.left.length === 0 ? 'nothing left running' : `left running: ${figures.left.join('; ')}`}`,
    );
  }
} finally {
  await browser.close();
}
const median = (key) =>
  seconds(
    quantile(
      runs.map((figures) => figures[key]).filter((value) => value !== undefined),
      0.5,
    ),
  );
console.info(
  `median of ${runs.length} (${args.command}): URL ${median('url')}, index 200 ${median('index')}, partner page ${median('partner')}, ` +
    `everything built ${median('all')}; rebuild: partner page's files ${median('rebuildPartner')}, everything ${median('rebuildAll')}`,
);
