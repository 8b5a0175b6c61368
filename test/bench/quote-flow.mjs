// `node test/bench/quote-flow.mjs` (after `npm run build`; `npm run bench` runs it): the first render
// of <hk-quote-flow> in the light build against the React build, in Chromium at 4× CPU slowdown.
//
//   node test/bench/quote-flow.mjs [--rounds 10] [--throttle 4] [--category furniture] [--profile]
//
// --profile then loads each build again as many times with Chromium's sampling profiler and splits
// its busy time (idle left out) by whose work it was: the browser's own (parsing, compiling, style,
// layout, garbage collection: the profile's "(program)" and "(garbage collector)"), the runtime's
// (the chunk holding preact/compat or React), ours (every other script of the build) and the
// page's. Since the light and React builds run the same components, the light build's time
// cannot fall below its browser and runtime shares however little our code did: the script prints
// that bound beside the goal.
//
// Each page holds one <hk-quote-flow> on the demo adapter (nothing comes from the network but the
// page's own files) and its build's script: quote-flow.js (light: react aliased to preact/compat)
// or quote-flow.react.js (React 19). The time is from the page's first script to the first step
// laid out: the pickup address box in the element's shadow root with a height. Each load is cold
// (HTTP cache off) in a fresh browser context on a settled browser; the variants run interleaved,
// round by round. Bytes: the gzip (level 9) of every script the page fetched. This is a benchmark
// that prints figures, never a test that fails.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../browser/harness.mjs';
import { gzipBytes, ownerOf, quantile, runtimeChunks } from './figures.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    throttle: { type: 'string', default: '4' },
    category: { type: 'string', default: 'furniture' },
    profile: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const THROTTLE = Number(args.throttle);
const dist = join(root, 'packages/elements/dist');
if (!existsSync(join(dist, 'quote-flow.js')) || !existsSync(join(dist, 'quote-flow.react.js'))) {
  console.error('No build of <hk-quote-flow> found: run `npm run build` first.');
  process.exit(1);
}

const variants = [
  { id: 'light', script: 'quote-flow.js', label: '<hk-quote-flow>, light build (preact/compat)' },
  { id: 'react', script: 'quote-flow.react.js', label: '<hk-quote-flow>, React build (React 19)' },
];

/** A page: a first inline script that notes the start and watches the shadow root for the first step. */
function page(variant, session) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>bench</title>
<script>
  window.__bench = { start: performance.now(), done: 0 };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const shadow = attach.call(this, init);
    const observer = new MutationObserver(() => {
      const box = shadow.querySelector('input[role=combobox]');
      if (!window.__bench.done && box && box.getBoundingClientRect().height > 0) {
        window.__bench.done = performance.now();
        observer.disconnect();
        console.debug('bench:done');
      }
    });
    observer.observe(shadow, { childList: true, subtree: true });
    return shadow;
  };
</script>
<script type="module" src="/dist/${variant.script}"></script></head>
<body style="margin:0;padding:16px;font:16px system-ui">
<hk-quote-flow session="${session}" category="${args.category}"></hk-quote-flow>
</body></html>`;
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };
const fetched = Object.fromEntries(variants.map((variant) => [variant.id, new Set()]));
let current = null;
const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://bench');
  if (url.pathname === '/page') {
    const variant = variants.find((v) => v.id === url.searchParams.get('v'));
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    response.end(page(variant, url.searchParams.get('session') ?? 'bench'));
    return;
  }
  const file = url.pathname.startsWith('/dist/') ? join(dist, normalize(url.pathname.slice(6))) : null;
  if (!file || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  if (current && file.endsWith('.js')) fetched[current].add(file);
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
const samples = Object.fromEntries(variants.map((variant) => [variant.id, []]));
const settle = () => new Promise((done) => setTimeout(done, 300));

/** Busy time of profiled loads by build and by whose work it was (ms, summed over the loads). */
const shares = Object.fromEntries(variants.map((variant) => [variant.id, { loads: 0 }]));

const runtimeFiles = runtimeChunks(dist);

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
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await tab.goto(`${origin}/page?v=${variant.id}&session=${session}`, { waitUntil: 'commit' });
  await done;
  if (profile) {
    const { profile: recorded } = await cdp.send('Profiler.stop');
    const byId = new Map(recorded.nodes.map((node) => [node.id, node]));
    const parents = new Map();
    for (const node of recorded.nodes) for (const child of node.children ?? []) parents.set(child, node);
    const share = shares[variant.id];
    share.loads += 1;
    for (let index = 0; index < recorded.samples.length; index += 1) {
      const owner = ownerOf(byId.get(recorded.samples[index]), parents, runtimeFiles);
      share[owner] = (share[owner] ?? 0) + (recorded.timeDeltas[index + 1] ?? 0) / 1000;
    }
  }
  const time = await tab.evaluate(() => window.__bench.done - window.__bench.start);
  current = null;
  if (errors.length > 0) console.warn(`${variant.id}: ${errors.join('; ')}`);
  await context.close();
  return time;
}

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
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      await load(variant, `profile-${round}`, true);
      await settle();
    }
  }
}
await browser.close();
server.close();

const median = (id) => quantile(samples[id], 0.5);
const lines = [
  `First render of <hk-quote-flow category="${args.category}">: Chromium at ${THROTTLE}× CPU slowdown, cold HTTP cache, ${ROUNDS} loads each, interleaved; from the first script to the first step laid out.`,
  '',
  '| build | median | p90 | gzip fetched |',
  '| --- | --- | --- | --- |',
  ...variants.map(
    (variant) =>
      `| ${variant.label} | ${median(variant.id).toFixed(1)} ms | ${quantile(samples[variant.id], 0.9).toFixed(1)} ms | ${(gzipBytes(fetched[variant.id]) / 1000).toFixed(1)} kB (${fetched[variant.id].size} files) |`,
  ),
  '',
  `light ÷ React (medians): ${(median('light') / median('react')).toFixed(2)}× (the goal is at most 0.7×)`,
];
if (args.profile) {
  const owners = ['browser', 'runtime', 'ours', 'page'];
  const perLoad = (id, owner) => (shares[id][owner] ?? 0) / shares[id].loads;
  const busy = (id) => owners.reduce((sum, owner) => sum + perLoad(id, owner), 0);
  const floor = perLoad('light', 'browser') + perLoad('light', 'runtime');
  lines.push(
    '',
    `Busy time of ${ROUNDS} profiled loads each (the profiler slows them), ms a load, by whose work it was:`,
    '',
    '| build | busy | browser (parse, compile, style, layout, GC) | runtime | ours | page |',
    '| --- | --- | --- | --- | --- | --- |',
    ...variants.map(
      (variant) =>
        `| ${variant.label} | ${busy(variant.id).toFixed(1)} | ${owners.map((owner) => perLoad(variant.id, owner).toFixed(1)).join(' | ')} |`,
    ),
    '',
    `light's browser and runtime shares ÷ React's busy time: ${(floor / busy('react')).toFixed(2)}× — the light build's bound if our own code took no time at all (the goal for the ratio is at most 0.7×; for ours, at most 110 ms a load)`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
