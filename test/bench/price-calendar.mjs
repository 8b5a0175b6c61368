// `node test/bench/price-calendar.mjs` (after `npm run build`; `npm run bench` runs it): the price
// calendar's first render against react-day-picker's, in Chromium at 4× CPU slowdown.
//
//   node test/bench/price-calendar.mjs [--rounds 10] [--throttle 4] [--trace]
//
// --trace prints, for each load, when each file arrived (ms from the page's start) and the done time.
// --profile records ours' render with Chromium's sampling profiler, after the rounds, and prints the
// functions with the most self time over all rounds (minified: file, position and the code there),
// its busy time by whose work it was (the browser's, the runtime's, ours, the page's), and the
// render's bound if our own code took no time (its browser and runtime shares of the median);
// then the month change's sampled time by the same owners.
//
// Both pages show the same month (the month after next, so all 42 days are ahead) with the same
// 42 prices, one inside each day, and nothing comes from the network but the page's own files:
//   - ours: the light build's <hk-price-calendar> (its own script, price-calendar.js, with api.js
//     to seed the session's listing before the element connects);
//   - react-day-picker 9 (a devDependency) with React 19 (ours), bundled here by esbuild, its
//     stylesheet linked, each day's button a custom DayButton holding the day and its price.
// Each load is cold (HTTP cache off) in a fresh browser context on a settled browser; variants
// run interleaved, round by round. The time is from the page's first script to the 42 day cells
// laid out (each with its price). Bytes: the gzip (level 9) of every script and stylesheet the
// page fetched. Once ours has rendered, each round also presses its "Next month" and times the
// next month laid out (the month change). This is a benchmark that prints figures, never a test
// that fails.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../browser/harness.mjs';
import { gzipBytes, ownerOf, quantile, runtimeChunks } from './figures.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    throttle: { type: 'string', default: '4' },
    trace: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const THROTTLE = Number(args.throttle);

const dist = join(root, 'packages/elements/dist');
if (!existsSync(join(dist, 'price-calendar.js'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

/** YYYY-MM-DD of a local date. */
const keyOf = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

// The month after next, its 42 grid days from Monday, and a price for each.
const today = new Date();
const month = new Date(today.getFullYear(), today.getMonth() + 2, 1, 12);
const gridStart = new Date(month);
gridStart.setDate(1 - ((month.getDay() + 6) % 7));
const prices = {};
for (let index = 0; index < 42; index += 1) {
  const day = new Date(gridStart);
  day.setDate(gridStart.getDate() + index);
  prices[keyOf(day)] = 120 + ((index * 37) % 110);
}
const monthKey = keyOf(month).slice(0, 8).concat('01');

// react-day-picker with React 19, production, minified: one bundle that renders at once (load)
// and one that renders when the page calls window.__render() (render).
const bundleDir = mkdtempSync(join(tmpdir(), 'haulkit-calendar-bench-'));
for (const [file, start] of [
  ['day-picker.js', "createRoot(document.getElementById('root')).render(<Calendar />);"],
  ['day-picker-render.js', "window.__render = () => createRoot(document.getElementById('root')).render(<Calendar />);"],
]) {
  await build({
    stdin: {
      contents: `
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
const PRICES = ${JSON.stringify(prices)};
const MONTH = new Date(${month.getFullYear()}, ${month.getMonth()}, 1);
const key = (date) => date.getFullYear() + '-' + String(date.getMonth() + 1).padStart(2, '0') + '-' + String(date.getDate()).padStart(2, '0');
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
function DayButton({ day, modifiers, ...props }) {
  const price = PRICES[key(day.date)];
  return (
    <button {...props}>
      <span className="num">{day.date.getDate()}</span>
      <span className="price">{price === undefined ? '' : money.format(price)}</span>
    </button>
  );
}
function Calendar() {
  const [selected, setSelected] = useState();
  return (
    <DayPicker
      mode="single"
      month={MONTH}
      onMonthChange={() => undefined}
      selected={selected}
      onSelect={setSelected}
      weekStartsOn={1}
      showOutsideDays
      fixedWeeks
      components={{ DayButton }}
    />
  );
}
${start}
`,
      resolveDir: root,
      loader: 'jsx',
      sourcefile: 'day-picker-bench.jsx',
    },
    outfile: join(bundleDir, file),
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
}

const dayPickerCss = join(root, 'node_modules/react-day-picker/src/style.css');

// The chunks <hk-price-calendar>'s own script loads for its view (its runtime and its view, each
// with what they import), which the render pages load before the clock starts. Every tag's
// script has its own copies of the shared chunks, so they are read from price-calendar.js's
// entry in the manifest, not found by module (haulkit.js has a runtime and view chunks too).
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.light.json'), 'utf8'));
// The entry is a small stable file importing its content-hashed shell, which holds the imports.
const shells = [
  'price-calendar.js',
  ...(manifest['price-calendar.js']?.imports ?? []).filter((chunk) => manifest[chunk]?.name === 'price-calendar'),
];
const viewChunks = [...new Set(shells.flatMap((chunk) => manifest[chunk]?.dynamicImports ?? []))];
if (viewChunks.length === 0) {
  console.error('price-calendar.js has no view chunks in manifest.light.json: rebuild.');
  process.exit(1);
}

// load: from the page's first script to the 42 days laid out, every file fetched cold.
// render: every file already loaded and run; from adding the element (ours) or calling
// createRoot().render (react-day-picker) to the 42 days laid out: the render itself.
// floor: what each render produced (read once, before the rounds), set in one innerHTML with the
// same styles already parsed: the browser's own cost of that DOM (parse, style, layout), no script.
// A render's script share is its median less its floor's.
const variants = [
  { id: 'ours', mode: 'load', label: 'Haulkit <hk-price-calendar> (light build), page load' },
  { id: 'rdp', mode: 'load', label: 'react-day-picker 9 + React 19, page load' },
  { id: 'ours-render', mode: 'render', label: 'Haulkit <hk-price-calendar> (light build), render' },
  { id: 'rdp-render', mode: 'render', label: 'react-day-picker 9 + React 19, render' },
  { id: 'ours-floor', mode: 'floor', label: 'floor of ours: its DOM and styles, no script' },
  { id: 'rdp-floor', mode: 'floor', label: 'floor of react-day-picker: its DOM and styles, no script' },
];
/** What each render produced, for the floors: ours' shadow root (HTML and style sheets), rdp's root. */
let rendered = null;

/** The page of a variant: a first inline script that notes the start and watches for the 42 days. */
function page(variant, session, profile) {
  const watch = `
<script>
  window.__bench = { start: performance.now(), done: 0 };
  const laidOut = (root) => {
    const days = [...root.querySelectorAll(${JSON.stringify(variant.id.startsWith('ours') ? '[role=gridcell]' : 'td[data-day]')})];
    return days.length === 42 && days.every((day) => /[£€]\\s?\\d/.test(day.textContent)) && days[41].getBoundingClientRect().height > 0;
  };
  const check = (root, observer) => {
    if (!window.__bench.done && laidOut(root)) {
      window.__bench.done = performance.now();
      observer.disconnect();
      console.debug('bench:done');
    }
  };
  ${
    variant.id.startsWith('ours')
      ? `const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const shadow = attach.call(this, init);
    const observer = new MutationObserver(() => check(shadow, observer));
    observer.observe(shadow, { childList: true, subtree: true, characterData: true });
    return shadow;
  };`
      : `const observer = new MutationObserver(() => check(document, observer));
  observer.observe(document, { childList: true, subtree: true, characterData: true });`
  }
</script>`;
  const seed = `configure({ drafts: false }, '${session}');
  getSession('${session}').update((state) => ({
    listing: { ...state.listing, men_required: 1, prices: ${JSON.stringify(prices)} },
    ui: { ...state.ui, calendarMonth: '${monthKey}' },
  }));`;
  // The render pages start the clock once everything is loaded and the page has settled.
  // With ?profile, they wait for window.__go() instead, once the profiler runs.
  const settled = `await new Promise((done) => setTimeout(done, 300));
  if (${profile}) await new Promise((go) => { window.__go = go; console.debug('bench:start'); });
  window.__bench.start = performance.now();`;
  const bodies = {
    'ours-floor': `<script type="module">
  const { ours } = await (await fetch('/rendered')).json();
  const sheets = ours.css.map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  ${settled}
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = sheets;
  shadow.innerHTML = ours.html;
  document.body.append(host);
</script>`,
    'rdp-floor': `<link rel="stylesheet" href="/rdp/style.css"><div id="root"></div><script type="module">
  const { rdp } = await (await fetch('/rendered')).json();
  ${settled}
  document.getElementById('root').innerHTML = rdp;
</script>`,
    'ours-render': `<script type="module">
  import { configure, getSession } from '/dist/api.js';
  import '/dist/price-calendar.js';
  await Promise.all(${JSON.stringify(viewChunks)}.map((chunk) => import('/dist/' + chunk)));
  ${seed}
  // The statement react-day-picker's page runs as its module loads (its days' formatter), so both
  // pages have asked for an en-GB currency format before the clock starts.
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
  ${settled}
  const calendar = document.createElement('hk-price-calendar');
  calendar.setAttribute('session', '${session}');
  document.body.append(calendar);
</script>`,
    'rdp-render': `<link rel="stylesheet" href="/rdp/style.css"><div id="root"></div><script type="module">
  import '/rdp/day-picker-render.js';
  ${settled}
  window.__render();
</script>`,
  };
  const body =
    bodies[variant.id] ??
    (variant.id === 'ours'
      ? `<script type="module">
  import { configure, getSession } from '/dist/api.js';
  import '/dist/price-calendar.js';
  configure({ drafts: false }, '${session}');
  getSession('${session}').update((state) => ({
    listing: { ...state.listing, men_required: 1, prices: ${JSON.stringify(prices)} },
    ui: { ...state.ui, calendarMonth: '${monthKey}' },
  }));
</script>
<hk-price-calendar session="${session}"></hk-price-calendar>`
      : `<link rel="stylesheet" href="/rdp/style.css"><div id="root"></div><script type="module" src="/rdp/day-picker.js"></script>`);
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>bench</title>${watch}</head>
<body style="margin:0;padding:16px;font:16px system-ui;max-width:48rem">${body}</body></html>`;
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
/** Files each load fetched, by variant: for the bytes. */
const fetched = Object.fromEntries(variants.map((variant) => [variant.id, new Set()]));
let current = null;
const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://bench');
  if (url.pathname === '/rendered') {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(rendered));
    return;
  }
  if (url.pathname === '/page') {
    const variant = variants.find((v) => v.id === url.searchParams.get('v'));
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    response.end(page(variant, url.searchParams.get('session') ?? 'bench', url.searchParams.has('profile')));
    return;
  }
  let file;
  if (url.pathname.startsWith('/dist/')) file = join(dist, normalize(url.pathname.slice(6)));
  if (url.pathname === '/rdp/day-picker.js') file = join(bundleDir, 'day-picker.js');
  if (url.pathname === '/rdp/day-picker-render.js') file = join(bundleDir, 'day-picker-render.js');
  if (url.pathname === '/rdp/style.css') file = dayPickerCss;
  if (!file || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  if (current) fetched[current].add(file);
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
const samples = Object.fromEntries(variants.map((variant) => [variant.id, []]));
const settle = () => new Promise((done) => setTimeout(done, 300));

/** Self time by function over every profiled render: `${url}:${line}:${column} ${name}` → µs. */
const selfTimes = new Map();
/** Total time (self and callees, each counted once a sample) by function name → µs. */
const totalTimes = new Map();

/** Busy time of ours' profiled renders by whose work it was (see ownerOf) → µs, summed. */
const owners = new Map();
const runtimeFiles = runtimeChunks(dist);

/** Adds a CPU profile's self time by function to selfTimes, and by owner to owners. */
function addProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const deltas = profile.timeDeltas;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const frame = byId.get(profile.samples[index]).callFrame;
    const where = frame.url
      ? `${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber}:${frame.columnNumber}`
      : '';
    const key = `${where} ${frame.functionName || '(anonymous)'}`;
    selfTimes.set(key, (selfTimes.get(key) ?? 0) + (deltas[index + 1] ?? 0));
    const owner = ownerOf(byId.get(profile.samples[index]), parents, runtimeFiles);
    owners.set(owner, (owners.get(owner) ?? 0) + (deltas[index + 1] ?? 0));
    const names = new Set();
    for (let node = byId.get(profile.samples[index]); node; node = parents.get(node.id)) {
      const name = node.callFrame.functionName;
      if (name && node.callFrame.url) names.add(name);
    }
    for (const name of names) totalTimes.set(name, (totalTimes.get(name) ?? 0) + (deltas[index + 1] ?? 0));
  }
}

/** Busy time of ours' profiled month changes by owner → µs, summed; and their times in ms. */
const monthOwners = new Map();
const monthChangeProfiled = [];

/** Adds a CPU profile's sampled time by owner (see ownerOf) to `into`. */
function tallyOwners(profile, into) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  for (let index = 0; index < profile.samples.length; index += 1) {
    const owner = ownerOf(byId.get(profile.samples[index]), parents, runtimeFiles);
    into.set(owner, (into.get(owner) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  }
}

async function load(variant, session, profile = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  const done = tab.waitForEvent('console', { predicate: (entry) => entry.text() === 'bench:done', timeout: 60000 });
  current = variant.id;
  if (profile) {
    // Started when the page says its code is loaded and the clock is about to start.
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const ready = tab.waitForEvent('console', { predicate: (entry) => entry.text() === 'bench:start' });
    await tab.goto(`${origin}/page?v=${variant.id}&session=${session}&profile`, { waitUntil: 'commit' });
    await ready;
    await cdp.send('Profiler.start');
    await tab.evaluate(() => window.__go());
    await done;
    addProfile((await cdp.send('Profiler.stop')).profile);
    if (variant.id === 'ours-render') {
      // The month change, profiled on its own: whose work its time is.
      await cdp.send('Profiler.start');
      monthChangeProfiled.push(await monthChange(tab));
      tallyOwners((await cdp.send('Profiler.stop')).profile, monthOwners);
    }
  } else await tab.goto(`${origin}/page?v=${variant.id}&session=${session}`, { waitUntil: 'commit' });
  await done;
  const time = await tab.evaluate(() => window.__bench.done - window.__bench.start);
  if (variant.id === 'ours-render' && !profile) monthChanges.push(await monthChange(tab));
  if (args.trace) {
    const files = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (entry) => `${entry.name.split('/').pop()} ${Math.round(entry.startTime)}→${Math.round(entry.responseEnd)}`,
        ),
    );
    process.stderr.write(`${variant.id} ${Math.round(time)} ms: ${files.join(', ')}\n`);
  }
  current = null;
  if (errors.length > 0) console.warn(`${variant.id}: ${errors.join('; ')}`);
  await context.close();
  return time;
}

/** Month changes of ours, in ms: one a round, on the rendered `ours-render` page. */
const monthChanges = [];

/**
 * "Next month" pressed on ours' rendered calendar (its code loaded, still at the bench's CPU
 * slowdown): from the click to the next month's heading shown and its grid laid out.
 */
function monthChange(tab) {
  return tab.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const shadow = document.querySelector('hk-price-calendar').shadowRoot;
        const before = shadow.querySelector('[part~=month]').textContent;
        const shown = () => {
          const cells = shadow.querySelectorAll('[role=gridcell]');
          return (
            shadow.querySelector('[part~=month]')?.textContent !== before &&
            cells.length >= 28 &&
            cells[cells.length - 1].getBoundingClientRect().height > 0
          );
        };
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(shadow, { childList: true, subtree: true, characterData: true });
        const start = performance.now();
        shadow.querySelector('[part~=next-month]').click();
        setTimeout(() => reject(new Error('the calendar did not show the next month within 10 s')), 10000);
      }),
  );
}

/** Renders a variant once, untimed, and reads what it put on the page (for the floors). */
async function readRendered(variant, read) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const done = tab.waitForEvent('console', { predicate: (entry) => entry.text() === 'bench:done', timeout: 60000 });
  await tab.goto(`${origin}/page?v=${variant}&session=read`, { waitUntil: 'commit' });
  await done;
  const value = await tab.evaluate(read);
  await context.close();
  return value;
}
rendered = {
  ours: await readRendered('ours-render', () => {
    const shadow = document.querySelector('hk-price-calendar').shadowRoot;
    return {
      html: shadow.innerHTML,
      css: shadow.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')),
    };
  }),
  rdp: await readRendered('rdp-render', () => document.getElementById('root').innerHTML),
};
current = null;

const started = Date.now();
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? variants : [...variants].reverse();
  for (const variant of order) {
    samples[variant.id].push(await load(variant, `bench-${round}`));
    await settle();
  }
  process.stderr.write(`round ${round + 1}/${ROUNDS} (${Math.round((Date.now() - started) / 1000)} s)\n`);
}
if (args.profile) {
  const ours = variants.find((variant) => variant.id === (process.env.BENCH_PROFILE_VARIANT ?? 'ours-render'));
  for (let round = 0; round < ROUNDS; round += 1) await load(ours, `profile-${round}`, true);
}
await browser.close();
server.close();

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(1)} ms`;

const share = (id) => quantile(samples[`${id}-render`], 0.5) - quantile(samples[`${id}-floor`], 0.5);
const ratio = (a, b) => (quantile(samples[a], 0.5) / quantile(samples[b], 0.5)).toFixed(2);
const lines = [
  `First render of a month of 42 priced days: Chromium at ${THROTTLE}× CPU slowdown, cold HTTP cache, ${ROUNDS} loads each, interleaved.`,
  'page load: from the first script to the days laid out; render: code loaded, from adding the element (or render()) to the days laid out.',
  '',
  '| variant | median | p90 | gzip fetched |',
  '| --- | --- | --- | --- |',
  ...variants.map(
    (variant) =>
      `| ${variant.label} | ${ms(quantile(samples[variant.id], 0.5))} | ${ms(quantile(samples[variant.id], 0.9))} | ${kB(gzipBytes(fetched[variant.id]))} (${fetched[variant.id].size} files) |`,
  ),
  '',
  `ours ÷ react-day-picker (medians): render ${ratio('ours-render', 'rdp-render')}× (the goal is at most 1.1×), page load ${ratio('ours', 'rdp')}×`,
  `month change (ours, "Next month" on the rendered calendar, to the next month laid out): median ${ms(quantile(monthChanges, 0.5))}, p90 ${ms(quantile(monthChanges, 0.9))} over ${monthChanges.length} (the goal is at most 30 ms)`,
  `floors ÷ react-day-picker's render: ours ${ratio('ours-floor', 'rdp-render')}×, react-day-picker's ${ratio('rdp-floor', 'rdp-render')}×; script share (render less floor): ours ${ms(share('ours'))}, react-day-picker ${ms(share('rdp'))} (${(share('ours') / share('rdp')).toFixed(2)}×)`,
];
if (args.profile) {
  const total = [...selfTimes.values()].reduce((sum, time) => sum + time, 0);
  const busy = ['browser', 'runtime', 'ours', 'page'].map((owner) => (owners.get(owner) ?? 0) / 1000 / ROUNDS);
  const [browserShare, runtimeShare] = busy;
  const busyTotal = busy.reduce((sum, time) => sum + time, 0);
  const bound =
    (quantile(samples['ours-render'], 0.5) * (browserShare + runtimeShare)) /
    busyTotal /
    quantile(samples['rdp-render'], 0.5);
  lines.push(
    '',
    `Busy time of ours' render, profiled, a load: ${ms(busyTotal)}: browser (style, layout, GC) ${ms(browserShare)}, runtime (preact/compat) ${ms(runtimeShare)}, ours ${ms(busy[2])}, the page's watch ${ms(busy[3])}.`,
    `Ours' render at its browser and runtime shares ÷ react-day-picker's render: ${bound.toFixed(2)}× — the bound if our own code took no time at all (the goal is at most 1.1×).`,
  );
  const month = ['browser', 'runtime', 'ours', 'page', 'idle'].map(
    (owner) => (monthOwners.get(owner) ?? 0) / 1000 / Math.max(1, monthChangeProfiled.length),
  );
  lines.push(
    `Month change, profiled (median ${ms(quantile(monthChangeProfiled, 0.5))}), sampled time a change: browser (style, layout, GC) ${ms(month[0])}, runtime (preact/compat) ${ms(month[1])}, ours ${ms(month[2])}, the page's watch ${ms(month[3])}.`,
  );
  lines.push('', `Self time of ours' render over ${ROUNDS} profiled loads (${ms(total / 1000 / ROUNDS)} a load):`);
  for (const [key, time] of [...selfTimes].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    const [where, name] = key.split(' ');
    const [file, line, column] = where.split(':');
    let code = '';
    if (file.startsWith('dist/') || file.startsWith('chunks/')) {
      const path = join(dist, file.replace(/^dist\//, ''));
      if (existsSync(path))
        code =
          readFileSync(path, 'utf8')
            .split('\n')
            [Number(line)]?.slice(Number(column), Number(column) + 70) ?? '';
    }
    lines.push(`${(time / 1000 / ROUNDS).toFixed(2).padStart(7)} ms  ${name.padEnd(14)} ${where}  ${code}`);
  }
  lines.push('', 'Total time (with callees) of our named functions, a load (read with HAULKIT_PROFILE=1 builds):');
  for (const [name, time] of [...totalTimes].sort((a, b) => b[1] - a[1]).slice(0, 60))
    lines.push(`${(time / 1000 / ROUNDS).toFixed(2).padStart(7)} ms  ${name}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
rmSync(bundleDir, { recursive: true, force: true });
