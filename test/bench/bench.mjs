// `npm run bench`: how fast a piece is, in Chromium at 4× CPU slowdown, as ratios from one run.
//
//   node test/bench/bench.mjs [--rounds 10] [--samples 3] [--runtime light|react|both]
//                             [--baseline <a built packages/elements/dist>] [--json <file>]
//                             [--first-render-only] [--cache cold|warm]
//
// --cache cold (the default) loads every page with an empty HTTP cache, as a first visit; warm
// keeps one browser context per variant, so the scripts come from the HTTP cache with V8's
// code cache, as on a partner page someone comes back to.
//
// First render: from the page's first script to the element's search box in the layout, for the
// item picker and for the floor element (r2wc and one input in a shadow root, built here for
// each runtime). Interactions, with 1 and with 200 items in the list, from the input event's
// time stamp to the changed DOM laid out: a keystroke (to the next task, and to the results net
// of the search debounce), Enter on a result (to the new row) and a "+" click (to the new
// quantity). Variants run interleaved, round by round (each round starting one variant further
// on), each in a fresh browser context on a settled browser, so the machine's noise falls on all
// of them alike; `--baseline` adds another build (say, main before a
// change) to the same run. This is a benchmark that prints figures, never a test that fails.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../browser/harness.mjs';
import { installWaits, quantile, seedChairs } from './figures.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    samples: { type: 'string', default: '3' },
    runtime: { type: 'string', default: 'both' },
    baseline: { type: 'string' },
    json: { type: 'string' },
    throttle: { type: 'string', default: '4' },
    'first-render-only': { type: 'boolean', default: false },
    cache: { type: 'string', default: 'cold' },
  },
});
const ROUNDS = Number(args.rounds);
const SAMPLES = Number(args.samples);
const THROTTLE = Number(args.throttle);
const RUNTIMES = args.runtime === 'both' ? ['light', 'react'] : [args.runtime];
const LISTS = [1, 200];
/** The item search waits this long after the last keystroke (core's ITEM_SEARCH_DEBOUNCE_MS). */
const DEBOUNCE_MS = 200;
const WORDS = ['sofa', 'table', 'fridge', 'wardrobe', 'desk', 'mirror', 'lamp', 'bookcase'];

const dist = join(root, 'packages/elements/dist');
if (!existsSync(join(dist, 'item-picker.js'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
if (args.baseline && !existsSync(join(args.baseline, 'item-picker.js'))) {
  console.error(`No build at ${args.baseline}.`);
  process.exit(1);
}

// The floor element, once per runtime.
const floorDir = mkdtempSync(join(tmpdir(), 'haulkit-bench-'));
const preact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};
for (const runtime of RUNTIMES) {
  await build({
    entryPoints: [join(root, 'test/bench/floor.tsx')],
    outfile: join(floorDir, `floor.${runtime}.js`),
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: runtime === 'light' ? preact : {},
    logLevel: 'error',
  });
}

/** Variants measured side by side: the floor and the item picker of each runtime (and of the baseline). */
const builds = [
  { name: 'now', dir: dist },
  ...(args.baseline ? [{ name: 'before', dir: resolve(args.baseline) }] : []),
];
const variants = RUNTIMES.flatMap((runtime) => [
  { id: `floor-${runtime}`, label: `floor element (${runtime})`, runtime, floor: true },
  ...builds.map((b) => ({
    id: `${b.name}-${runtime}`,
    label: `item picker ${b.name} (${runtime})`,
    runtime,
    build: b,
  })),
]);

const suffix = (runtime) => (runtime === 'react' ? '.react.js' : '.js');
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
};

/** Everything a bench page needs: the page itself, the builds under /b/<name>/, the floors under /floor/. */
function page(variant, session) {
  const script = variant.floor
    ? `/floor/floor.${variant.runtime}.js`
    : `/b/${variant.build.name}/item-picker${suffix(variant.runtime)}`;
  const tag = variant.floor ? '<bench-floor></bench-floor>' : `<hk-item-picker session="${session}"></hk-item-picker>`;
  const target = variant.floor ? 'input' : '[role=combobox]';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>
  window.__bench = { start: performance.now(), visible: 0 };
  const roots = window.__roots = [];
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const shadow = attach.call(this, init);
    roots.push(shadow);
    const check = () => {
      const found = shadow.querySelector(${JSON.stringify(target)});
      if (found && !window.__bench.visible && found.getBoundingClientRect().height > 0) {
        window.__bench.visible = performance.now();
        observer.disconnect();
        console.debug('bench:visible');
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(shadow, { childList: true, subtree: true, attributes: true });
    return shadow;
  };
</script>
<script type="module" src="${script}"></script></head>
<body style="margin:0;font:16px system-ui">${tag}</body></html>`;
}

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://bench');
  if (url.pathname === '/page') {
    const variant = variants.find((v) => v.id === url.searchParams.get('v'));
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    response.end(page(variant, url.searchParams.get('session') ?? 'bench'));
    return;
  }
  let file;
  if (url.pathname.startsWith('/floor/')) file = join(floorDir, normalize(url.pathname.slice(7)));
  const match = /^\/b\/(\w+)\/(.*)$/.exec(url.pathname);
  if (match) {
    const b = builds.find((candidate) => candidate.name === match[1]);
    if (b) file = join(b.dir, normalize(match[2]));
  }
  if (!file || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'max-age=3600',
  });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });

/** samples[variant id][metric] = numbers */
const samples = {};
const record = (variant, metric, value) => {
  samples[variant.id] ??= {};
  samples[variant.id][metric] ??= [];
  if (Number.isFinite(value)) samples[variant.id][metric].push(value);
};

/** A fresh context and page at the set CPU slowdown, loaded with the variant; resolves the first-render time. */
const WARM = args.cache === 'warm';
const warmContexts = new Map();
async function open(variant, session) {
  let context = WARM ? warmContexts.get(variant.id) : undefined;
  if (!context) {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (WARM) warmContexts.set(variant.id, context);
  }
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !WARM });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  // Told by a console message, not by polling the page, which would load the page's CPU.
  const visible = tab.waitForEvent('console', {
    predicate: (entry) => entry.text() === 'bench:visible',
    timeout: 30000,
  });
  await tab.goto(`${origin}/page?v=${variant.id}&session=${session}`, { waitUntil: 'commit' });
  await visible;
  const firstRender = await tab.evaluate(() => window.__bench.visible - window.__bench.start);
  return { context, tab, cdp, firstRender, errors };
}

// In-page helpers for the interactions: the picker's shadow root, its rows, box and options (the
// waits and the input events' time stamps are figures.mjs's installWaits).
const helpers = () => {
  const host = document.querySelector('hk-item-picker');
  const shadow = host.shadowRoot;
  const rows = () => shadow.querySelectorAll('[part~="item"]');
  window.__h = {
    shadow,
    rows,
    input: () => shadow.querySelector('[role=combobox]'),
    options: () => shadow.querySelectorAll('[role=option]'),
  };
};

/** Puts `count` distinct items in the session (CPU at full speed; unmeasured) and waits for the rows. */
async function seed(tab, cdp, variant, session, count) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await tab.evaluate(seedChairs, { api: `/b/${variant.build.name}/api${suffix(variant.runtime)}`, session, count });
  await tab.evaluate(installWaits);
  await tab.evaluate(helpers);
  await tab.waitForFunction((count) => window.__h.rows().length === count, count, { timeout: 30000 });
  await tab.waitForTimeout(600);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
}

/** Clears the search box (unmeasured) and waits for the list to close. */
async function clearSearch(tab) {
  await tab.evaluate(() => window.__h.input().focus());
  await tab.keyboard.press('Control+A');
  await tab.keyboard.press('Backspace');
  await tab.waitForFunction(() => window.__h.options().length === 0);
  await quiet(tab);
}

/** One keystroke that completes a word: to the next task, and to the results net of the debounce. */
async function keystroke(tab, word) {
  await clearSearch(tab);
  await tab.evaluate(() => {
    window.__wait.stamps = [];
    window.__h.pending = (async () => {
      await new Promise((done) => window.__h.input().addEventListener('input', done, { once: true }));
      await window.__wait.nextTask();
      const task = performance.now();
      const results = await window.__wait.until(() => window.__h.options().length > 0);
      return { task, results, start: window.__wait.stamps[0] };
    })();
  });
  await tab.keyboard.insertText(word);
  const { task, results, start } = await tab.evaluate(() => window.__h.pending);
  return { sync: task - start, results: results - start - DEBOUNCE_MS };
}

/**
 * Lets the work a change leaves for later (the draft written 250 ms after it, effects after
 * paint) finish before the next interaction is measured, so each figure is that interaction's own.
 */
const quiet = (tab) => tab.waitForTimeout(400);

/** Enter on the shown results: to the new row laid out. Removes the new item afterwards (unmeasured). */
async function enter(tab) {
  await quiet(tab);
  const before = await tab.evaluate(() => {
    const count = window.__h.rows().length;
    window.__wait.stamps = [];
    window.__h.pending = window.__wait.until(() => window.__h.rows().length === count + 1);
    return count;
  });
  await tab.keyboard.press('Enter');
  const done = await tab.evaluate(() => window.__h.pending);
  const start = await tab.evaluate(() => window.__wait.stamps[0]);
  await tab.evaluate((count) => {
    const last = window.__h.rows()[count];
    last?.querySelector('[part~="remove-button"]')?.click();
  }, before);
  await tab.waitForFunction((count) => window.__h.rows().length === count, before);
  return done - start;
}

/** A "+" click on the middle row (scrolled into view and hovered beforehand, unmeasured): to the new quantity in its box. */
async function plus(tab) {
  const box = await tab.evaluate(async () => {
    const rows = window.__h.rows();
    const button = rows[Math.floor(rows.length / 2)].querySelectorAll('[part~="step-button"]')[1];
    button.scrollIntoView({ block: 'center' });
    for (let frame = 0; frame < 3; frame += 1) await new Promise((done) => requestAnimationFrame(done));
    const rect = button.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
  await tab.mouse.move(box.x, box.y);
  await quiet(tab);
  await tab.evaluate(() => {
    const rows = window.__h.rows();
    const input = rows[Math.floor(rows.length / 2)].querySelector('[part~="quantity"]');
    const before = input.value;
    window.__wait.stamps = [];
    window.__h.pending = window.__wait.until(() => input.value !== before);
  });
  await tab.mouse.click(box.x, box.y);
  const done = await tab.evaluate(() => window.__h.pending);
  const start = await tab.evaluate(() => window.__wait.stamps[0]);
  return done - start;
}

/**
 * Each page loads on a quiet browser: a closed page's teardown (a renderer with 200 rows) would
 * otherwise run during the next page's first render on this 2-core machine.
 */
const SETTLE_MS = 300;
const settle = () => new Promise((done) => setTimeout(done, SETTLE_MS));

const started = Date.now();
for (let round = 0; round < ROUNDS; round += 1) {
  // Each round starts one variant further on, so no variant always follows the same one.
  const order = variants.map((_, index) => variants[(index + round) % variants.length]);
  for (const variant of order) {
    for (const count of variant.floor ? [0] : LISTS) {
      const session = `bench-${round}-${count}`;
      const opened = await open(variant, session);
      record(variant, 'firstRender', opened.firstRender);
      if (!variant.floor && !args['first-render-only']) {
        await seed(opened.tab, opened.cdp, variant, session, count);
        for (let sample = 0; sample < SAMPLES; sample += 1) {
          const word = WORDS[(round * SAMPLES + sample) % WORDS.length];
          const typed = await keystroke(opened.tab, word);
          record(variant, `keystroke:${count}`, typed.sync);
          record(variant, `results:${count}`, typed.results);
          record(variant, `enter:${count}`, await enter(opened.tab));
          record(variant, `plus:${count}`, await plus(opened.tab));
        }
      }
      if (opened.errors.length > 0) console.warn(`${variant.id}: ${opened.errors.join('; ')}`);
      await (WARM ? opened.tab.close() : opened.context.close());
      await settle();
    }
  }
  process.stderr.write(`round ${round + 1}/${ROUNDS} (${Math.round((Date.now() - started) / 1000)} s)\n`);
}
await browser.close();
server.close();
rmSync(floorDir, { recursive: true, force: true });

const median = (variant, metric) => quantile(samples[variant.id]?.[metric] ?? [], 0.5);
const p90 = (variant, metric) => quantile(samples[variant.id]?.[metric] ?? [], 0.9);
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

const lines = [];
lines.push(
  `Chromium at ${THROTTLE}× CPU slowdown, ${WARM ? 'warm' : 'cold'} HTTP cache, ${ROUNDS} rounds interleaved, ${SAMPLES} samples of each interaction per page; medians (p90).`,
);
lines.push('');
lines.push('| first render | median (p90) | ÷ floor of its runtime |');
lines.push('| --- | --- | --- |');
for (const variant of variants) {
  const floor = variants.find((v) => v.floor && v.runtime === variant.runtime);
  lines.push(
    `| ${variant.label} | ${ms(median(variant, 'firstRender'))} (${ms(p90(variant, 'firstRender'))}) | ${ratio(median(variant, 'firstRender') / median(floor, 'firstRender'))} |`,
  );
}
const METRICS = [
  ['keystroke', 'keystroke → next task'],
  ['results', 'keystroke → results, net of the debounce'],
  ['enter', 'Enter → item listed'],
  ['plus', '"+" click → new quantity'],
];
for (const variant of variants.filter((v) => !v.floor)) {
  lines.push('');
  lines.push(`| ${variant.label} | 1 item | 200 items | 200 ÷ 1 |`);
  lines.push('| --- | --- | --- | --- |');
  for (const [metric, label] of METRICS) {
    const one = median(variant, `${metric}:1`);
    const many = median(variant, `${metric}:200`);
    lines.push(
      `| ${label} | ${ms(one)} (${ms(p90(variant, `${metric}:1`))}) | ${ms(many)} (${ms(p90(variant, `${metric}:200`))}) | ${ratio(many / one)} |`,
    );
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
if (args.json)
  writeFileSync(args.json, `${JSON.stringify({ throttle: THROTTLE, rounds: ROUNDS, samples }, null, 2)}\n`);
