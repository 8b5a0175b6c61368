// `node test/bench/flow.mjs` (after `npm run build`; `npm run bench` runs it): what a person
// waits for between pieces, and what a whole quote costs the network, for both builds.
//
//   node test/bench/flow.mjs [--rounds 5] [--samples 4] [--throttle 4] [--runtime light|react|both]
//                            [--only latency|requests]
//
// Interaction latency, in Chromium at 4× CPU slowdown, from the input event's time stamp to the
// other piece changed and laid out (the demo adapter: nothing comes from the network but the page's
// own files):
//   - add an item → summary: Enter on an item search result in <hk-item-picker>, to the items line
//     of <hk-job-summary> (same session) saying one item more; with 1 and with 200 items listed.
//     The new item is removed afterwards, unmeasured.
//   - day → time options: a click on a priced day of <hk-price-calendar>, to <hk-time-options>
//     (same session) showing that day's times; the day is cleared afterwards, unmeasured.
// Each round opens a fresh page per variant (interleaved, each round starting one further on) and
// takes `samples` of each interaction; medians and p95 over all of them.
//
// Requests in a scripted full flow: the partner page (one <hk-quote-flow>, the HTTP adapter to the
// reference server) driven by mouse and keyboard at full speed, typed at 8 keys a second: two
// addresses, an item, Continue, a day, Continue to hk-proceed. Every request the page makes is
// counted by path (numbers in a path become :id): duplicates (the same method, address and body
// sent again), cancelled (aborted by the page), stale (answered after a newer request to the same
// path had been sent, so its answer must be ignored). This is a benchmark that prints figures,
// never a test that fails.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer } from '../../packages/server/dist/index.mjs';
import { chromiumFlags, chromiumPath } from '../browser/harness.mjs';
import { gzipBytes, installWaits, quantile, seedChairs } from './figures.mjs';
import { holdControlVariant, quoteSteps } from './quote-steps.mjs';

/** 8 keys a second, as a person types. */
const TYPING_DELAY_MS = 125;

const root = resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    samples: { type: 'string', default: '4' },
    throttle: { type: 'string', default: '4' },
    runtime: { type: 'string', default: 'both' },
    only: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const SAMPLES = Number(args.samples);
const THROTTLE = Number(args.throttle);
const RUNTIMES = args.runtime === 'both' ? ['light', 'react'] : [args.runtime];
const suffix = (runtime) => (runtime === 'react' ? '.react' : '');
const dist = join(root, 'packages/elements/dist');
for (const entry of ['item-picker', 'job-summary', 'price-calendar', 'time-options', 'quote-flow']) {
  if (RUNTIMES.some((runtime) => !existsSync(join(dist, `${entry}${suffix(runtime)}.js`)))) {
    console.error(`No build of ${entry} found: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
const out = [];
const print = (line = '') => {
  out.push(line);
  process.stdout.write(`${line}\n`);
};
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');

// ---------------------------------------------------------------------------------------------
// Interaction latency
// ---------------------------------------------------------------------------------------------

/** A realistic job: two addresses with coordinates, the road between them, two items. */
const JOB = {
  pickup_address_data: {
    address: 'Bristol Temple Meads, Bristol BS1 6QF, UK',
    latitude: 51.4491,
    longitude: -2.5813,
    country_code: 'GB',
  },
  delivery_address_data: {
    address: '10 Downing Street, London SW1A 2AA, UK',
    latitude: 51.5034,
    longitude: -0.1276,
    country_code: 'GB',
  },
  distance: 118.4,
  duration: 9000,
  move_items: [
    { name: '3-seat sofa', quantity: 1, fake_id: 'sofa-1', width: 210, height: 85, depth: 82, weight: 55 },
    { name: 'Double wardrobe', quantity: 1, fake_id: 'wardrobe-1', width: 100, height: 190, depth: 60, weight: 90 },
  ],
};

/** The page of an interaction: the two pieces on one session, each with its own script. */
function latencyPage(kind, runtime, session) {
  const s = suffix(runtime);
  const tags =
    kind === 'summary'
      ? `<main style="display:grid;grid-template-columns:1fr 360px;gap:24px;padding:24px">
  <hk-item-picker session="${session}"></hk-item-picker><hk-job-summary session="${session}"></hk-job-summary></main>`
      : `<main style="display:grid;grid-template-columns:1fr 340px;gap:24px;padding:24px">
  <hk-price-calendar session="${session}" category="furniture"></hk-price-calendar>
  <hk-time-options session="${session}" category="furniture"></hk-time-options></main>`;
  const scripts =
    kind === 'summary' ? ['item-picker', 'job-summary', 'api'] : ['price-calendar', 'time-options', 'api'];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
${scripts.map((script) => `<script type="module" src="/dist/${script}${s}.js"></script>`).join('\n')}
</head><body style="margin:0;font:16px system-ui">${tags}</body></html>`;
}

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
const pages = createServer((request, response) => {
  const url = new URL(request.url, 'http://bench');
  if (url.pathname === '/page') {
    const { kind, runtime, session } = Object.fromEntries(url.searchParams);
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    response.end(latencyPage(kind, runtime, session));
    return;
  }
  const file = url.pathname.startsWith('/dist/') ? join(dist, normalize(url.pathname.slice(6))) : null;
  if (!file || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((done) => pages.listen(0, '127.0.0.1', done));
const pagesOrigin = `http://127.0.0.1:${pages.address().port}`;

// In-page helpers: the pieces' shadow roots, the summary's items line and the time rows (the
// waits and the input events' time stamps are figures.mjs's installWaits).
const helpers = () => {
  const shadow = (tag) => document.querySelector(tag)?.shadowRoot;
  window.__h = {
    shadow,
    itemsLine: () =>
      shadow('hk-job-summary')?.querySelector('[data-section=items]')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
    timeRows: () => shadow('hk-time-options')?.querySelectorAll('[part~=option]') ?? [],
  };
};

async function openLatencyPage(kind, runtime, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${pagesOrigin}/page?kind=${kind}&runtime=${runtime}&session=${session}`);
  await page.evaluate(installWaits, ['pointerdown', 'keydown']);
  await page.evaluate(helpers);
  // Both pieces' views shown before anything is seeded (the tags configure the session's adapters).
  if (kind === 'summary') {
    await page.locator('hk-item-picker').getByRole('combobox').waitFor({ timeout: 30000 });
    await page.locator('hk-job-summary [part~=base]').waitFor({ timeout: 30000 });
  } else {
    await page.locator('hk-price-calendar [part~=base]').first().waitFor({ timeout: 30000 });
    await page.locator('hk-time-options [part~=base]').waitFor({ timeout: 30000 });
  }
  return { context, page, cdp, errors };
}

/** The summary's items line with `count` items ("200 items · 48.0 m³"). */
const itemsSay = (count) => new RegExp(`(?<!\\d)${count} items? ·`);

/** Puts `count` items in the session (CPU at full speed; unmeasured), and waits for the summary. */
async function seedItems(page, runtime, session, count) {
  await page.evaluate(seedChairs, {
    api: `/dist/api${suffix(runtime)}.js`,
    session,
    count,
    listing: { pickup_address_data: JOB.pickup_address_data, delivery_address_data: JOB.delivery_address_data },
  });
  const pattern = itemsSay(count).source;
  await page
    .waitForFunction((source) => new RegExp(source).test(window.__h.itemsLine()), pattern, { timeout: 30000 })
    .catch(async (error) => {
      const shown = await page.evaluate(() => window.__h.shadow('hk-job-summary')?.textContent);
      throw new Error(`the summary never said ${count} items; it shows: ${shown}`, { cause: error });
    });
}

const WORDS = ['sofa', 'table', 'fridge', 'desk', 'mirror', 'bookcase', 'lamp', 'armchair'];

/** One item added from the search by Enter: to the summary's line saying one more. Removes it afterwards. */
async function addItem(page, count, word) {
  const box = page.locator('hk-item-picker').getByRole('combobox');
  await box.fill('');
  await box.pressSequentially(word, { delay: 40 });
  await page.locator('hk-item-picker').getByRole('option').first().waitFor({ timeout: 20000 });
  await page.waitForTimeout(400);
  const pattern = itemsSay(count + 1).source;
  await page.evaluate((source) => {
    window.__wait.stamps = [];
    window.__h.pending = window.__wait.until(() => new RegExp(source).test(window.__h.itemsLine()));
  }, pattern);
  await page.keyboard.press('Enter');
  const done = await page.evaluate(() => window.__h.pending);
  const start = await page.evaluate(() => window.__wait.stamps[0]);
  // Unmeasured: the new row's remove button, back to `count`.
  await page.evaluate(() => {
    const rows = window.__h.shadow('hk-item-picker').querySelectorAll('[part~="item"]');
    rows[rows.length - 1]?.querySelector('[part~="remove-button"]')?.click();
  });
  await page.waitForFunction((source) => new RegExp(source).test(window.__h.itemsLine()), itemsSay(count).source);
  await page.waitForTimeout(400);
  return done - start;
}

/** The job priced (unmeasured, at full speed): prices in the calendar's days. */
async function seedJob(page, runtime, session) {
  await page.evaluate(
    async ({ api, session, job }) => {
      const { getSession } = await import(api);
      getSession(session).update((state) => ({ ...state, listing: { ...state.listing, ...job, men_required: 1 } }));
    },
    { api: `/dist/api${suffix(runtime)}.js`, session, job: JOB },
  );
  await page
    .locator('hk-price-calendar [role=gridcell][data-key]:not([aria-disabled])')
    .nth(5)
    .waitFor({ timeout: 30000 });
}

/** A click on the `index`th priced day: to that day's times laid out. Clears the day afterwards. */
async function chooseDay(page, runtime, session, index) {
  const day = page.locator('hk-price-calendar [role=gridcell][data-key]:not([aria-disabled])').nth(index);
  await day.scrollIntoViewIfNeeded();
  await day.hover();
  await page.waitForTimeout(300);
  const key = await day.getAttribute('data-key');
  await page.evaluate(() => {
    window.__wait.stamps = [];
    window.__h.pending = window.__wait.until(() => {
      const base = window.__h.shadow('hk-time-options')?.querySelector('[part~=base]');
      return base?.getAttribute('data-state') === 'list' && window.__h.timeRows().length > 0;
    });
  });
  await day.click();
  const done = await page.evaluate(() => window.__h.pending);
  const start = await page.evaluate(() => window.__wait.stamps[0]);
  const chosen = await page.evaluate(
    async ({ api, session }) => (await import(api)).getSession(session).$listing.get().pickup_date?.slice(0, 10),
    { api: `/dist/api${suffix(runtime)}.js`, session },
  );
  if (chosen !== key) throw new Error(`day ${key} clicked, ${chosen} chosen`);
  // Unmeasured: no day again, and the times back to their sentence.
  await page.evaluate(
    async ({ api, session }) => {
      const { getSession } = await import(api);
      getSession(session).update((state) => ({
        ...state,
        listing: {
          ...state.listing,
          pickup_date: undefined,
          listing_cart: (state.listing.listing_cart ?? []).filter((line) => line.type !== 'priceOption'),
        },
      }));
    },
    { api: `/dist/api${suffix(runtime)}.js`, session },
  );
  await page.waitForFunction(
    () => window.__h.shadow('hk-time-options')?.querySelector('[part~=base]')?.getAttribute('data-state') === 'noDay',
  );
  await page.waitForTimeout(300);
  return done - start;
}

/** samples[metric] = numbers */
const samples = {};
const record = (metric, value) => {
  samples[metric] ??= [];
  if (Number.isFinite(value)) samples[metric].push(value);
};

if (args.only !== 'requests') {
  const variants = RUNTIMES.flatMap((runtime) => [
    ...[1, 200].map((count) => ({ kind: 'summary', runtime, count })),
    { kind: 'times', runtime },
  ]);
  const started = Date.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = variants.map((_, index) => variants[(index + round) % variants.length]);
    for (const variant of order) {
      const session = `bench-${round}-${variant.kind}-${variant.count ?? 0}`;
      const { context, page, cdp, errors } = await openLatencyPage(variant.kind, variant.runtime, session);
      if (variant.kind === 'summary') {
        await seedItems(page, variant.runtime, session, variant.count);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        for (let sample = 0; sample < SAMPLES; sample += 1) {
          const word = WORDS[(round * SAMPLES + sample) % WORDS.length];
          record(`add:${variant.runtime}:${variant.count}`, await addItem(page, variant.count, word));
        }
      } else {
        await seedJob(page, variant.runtime, session);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        for (let sample = 0; sample < SAMPLES; sample += 1) {
          record(`day:${variant.runtime}`, await chooseDay(page, variant.runtime, session, 2 + sample * 3));
        }
      }
      if (errors.length > 0) console.warn(`${variant.kind} ${variant.runtime}: ${errors.join('; ')}`);
      await context.close();
      await new Promise((done) => setTimeout(done, 300));
    }
    process.stderr.write(`latency round ${round + 1}/${ROUNDS} (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
  const cell = (metric) => `${ms(quantile(samples[metric] ?? [], 0.5))} / ${ms(quantile(samples[metric] ?? [], 0.95))}`;
  print(
    `Interaction latency: Chromium at ${THROTTLE}× CPU slowdown, ${ROUNDS} rounds × ${SAMPLES} samples, from the input event to the other piece laid out; median / p95.`,
  );
  print();
  print(`| interaction | ${RUNTIMES.map((runtime) => `${runtime} build`).join(' | ')} |`);
  print(`| --- | ${RUNTIMES.map(() => '---').join(' | ')} |`);
  for (const [label, metric] of [
    ['add an item → summary, 1 item listed', (runtime) => `add:${runtime}:1`],
    ['add an item → summary, 200 items listed', (runtime) => `add:${runtime}:200`],
    ['day → time options shown', (runtime) => `day:${runtime}`],
  ]) {
    print(`| ${label} | ${RUNTIMES.map((runtime) => cell(metric(runtime))).join(' | ')} |`);
  }
  print(
    `| add an item, 200 ÷ 1 (medians) | ${RUNTIMES.map((runtime) => {
      const ratio =
        quantile(samples[`add:${runtime}:200`] ?? [], 0.5) / quantile(samples[`add:${runtime}:1`] ?? [], 0.5);
      return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–';
    }).join(' | ')} |`,
  );
  print();
}
pages.close();

// ---------------------------------------------------------------------------------------------
// Requests in a scripted full flow
// ---------------------------------------------------------------------------------------------

/** A path with its numbers and long tokens as :id, so one endpoint is one row. */
const pathOf = (url) =>
  new URL(url).pathname
    .split('/')
    .map((part) => (/^\d+$/.test(part) || /^[0-9a-f-]{16,}$/i.test(part) ? ':id' : part))
    .join('/');

/** The flow driven as a person would, at full CPU speed; every request recorded. */
async function scriptedFlow(server, runtime) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await holdControlVariant(context);
  const page = await context.newPage();
  const requests = [];
  let sequence = 0;
  page.on('request', (request) => {
    requests.push({
      request,
      order: sequence++,
      method: request.method(),
      url: request.url(),
      path: pathOf(request.url()),
      body: request.postData() ?? '',
      type: request.resourceType(),
      started: Date.now(),
      ended: null,
      outcome: 'pending',
    });
  });
  const find = (request) => requests.find((entry) => entry.request === request);
  page.on('requestfinished', (request) => {
    const entry = find(request);
    if (entry) Object.assign(entry, { ended: Date.now(), endOrder: sequence, outcome: 'answered' });
  });
  page.on('requestfailed', (request) => {
    const entry = find(request);
    const aborted = /ABORTED|cancel/i.test(request.failure()?.errorText ?? '');
    if (entry)
      Object.assign(entry, { ended: Date.now(), endOrder: sequence, outcome: aborted ? 'cancelled' : 'failed' });
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const started = Date.now();
  await page.goto(new URL(`/partner-site.html${runtime === 'react' ? '?build=react' : ''}`, server.url).href);
  const steps = quoteSteps({ keyDelay: TYPING_DELAY_MS });
  await steps.shown(page);
  await steps.used(page);
  await steps.whole(page);
  const seconds = (Date.now() - started) / 1000;
  // Whatever the page sends once the person is done (the draft, tracking) is counted too.
  await page.waitForTimeout(1500);
  await context.close();
  if (errors.length > 0) console.warn(`flow ${runtime}: ${errors.join('; ')}`);
  return { requests, seconds };
}

if (args.only !== 'latency') {
  const server = await startServer({ port: 0 });
  for (const runtime of RUNTIMES) {
    const { requests, seconds } = await scriptedFlow(server, runtime);
    const api = requests.filter((entry) => entry.type === 'fetch' || entry.type === 'xhr');
    const files = requests.filter((entry) => !(entry.type === 'fetch' || entry.type === 'xhr'));
    const rows = new Map();
    for (const entry of api) {
      const key = `${entry.method} ${entry.path}`;
      const row = rows.get(key) ?? { count: 0, duplicates: 0, cancelled: 0, stale: 0, failed: 0, seen: new Set() };
      row.count += 1;
      const identity = `${entry.url}\n${entry.body}`;
      if (row.seen.has(identity)) row.duplicates += 1;
      row.seen.add(identity);
      if (entry.outcome === 'cancelled') row.cancelled += 1;
      if (entry.outcome === 'failed') row.failed += 1;
      // Stale: answered after a newer request to the same path had been sent.
      if (
        entry.outcome === 'answered' &&
        api.some(
          (other) =>
            other !== entry &&
            other.method === entry.method &&
            other.path === entry.path &&
            other.order > entry.order &&
            other.order < entry.endOrder,
        )
      )
        row.stale += 1;
      rows.set(key, row);
    }
    const total = (field) => [...rows.values()].reduce((sum, row) => sum + row[field], 0);
    // Our scripts the whole flow fetched (every step visited), each file once: their gzip bytes.
    const ours = new Set(
      files
        .map((entry) => new URL(entry.url).pathname)
        .filter((path) => path.startsWith('/dist/') && path.endsWith('.js'))
        .map((path) => join(root, 'packages/elements/dist', normalize(path.slice('/dist/'.length)))),
    );
    const maps = [...ours].filter((file) => file.includes('/maplibre/'));
    const oursKb = (gzipBytes([...ours].filter((file) => !maps.includes(file))) / 1000).toFixed(1);
    print(
      `Requests in a scripted full flow, ${runtime} build (partner page, HTTP adapter, ${seconds.toFixed(1)} s from load to hk-proceed): ${api.length} API calls, ${files.length} files (${files.filter((entry) => entry.type === 'script').length} scripts).`,
    );
    print();
    print(
      `Our scripts for the whole flow, every step visited: ${ours.size - maps.length} files, ${oursKb} kB gzip (maplibre apart: ${maps.length} files, ${(gzipBytes(maps) / 1000).toFixed(1)} kB)${runtime === 'light' ? '; the goal for the light build is at most 125 kB (test/size/browser-size.mjs checks it)' : ''}.`,
    );
    print();
    print('| request | count | duplicates | cancelled | stale | failed |');
    print('| --- | --- | --- | --- | --- | --- |');
    for (const [key, row] of [...rows].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))) {
      print(`| \`${key}\` | ${row.count} | ${row.duplicates} | ${row.cancelled} | ${row.stale} | ${row.failed} |`);
    }
    print(
      `| all | ${api.length} | ${total('duplicates')} | ${total('cancelled')} | ${total('stale')} | ${total('failed')} |`,
    );
    print();
  }
  await server.close();
}
await browser.close();
