// What a visitor's browser really downloads of Haulkit, embedding by embedding. size.mjs adds up
// gzip bytes from the build's manifests; this script loads each documented embedding in Chromium
// from the reference server, drives it as a person would, and weighs every JavaScript file the
// page received, so late lazy chunks, the adapters and whatever a first paint pulls in all count.
//
//   node test/size/browser-size.mjs                  measure, check the ceilings and the docs' table
//   node test/size/browser-size.mjs --json           the same, figures (per file too) printed as JSON
//   node test/size/browser-size.mjs --write-readme   measure, then rewrite docs/performance.md's
//                                                    browser table (figures, ceilings, goals)
//   --runtime light|react|both                       which build (light by default; the ceilings
//                                                    and goals are the light build's)
//   --readme <path>                                  use another page
//
// The embeddings, each in a fresh browser context on one reference server (`startServer`, the
// default demo engine behind the HTTP adapter), at full CPU speed:
//   partner-page   examples/partner-site.html: `haulkit.js` and one `<hk-quote-flow>`
//   quote-flow     `quote-flow.js` alone and `<hk-quote-flow api-base="/">`
//   item-picker    `item-picker.js` alone and `<hk-item-picker api-base="/">`
//   card-by-phone  examples/softphone.html: `card-by-phone.js` in the operator's page
// The two pages of one element alone are test/size/pages/*.html, not gallery pages: the elements
// README documents the embedding, but the gallery has no page with nothing else on it. They are
// served at /size-pages/ by a route of the browser context that answers with the file (and the
// server's own Content-Security-Policy), so every script, API call and lazy chunk still comes
// from the reference server, exactly as on a gallery page.
//
// Phases are cumulative, each ending when the page is idle and the network has been quiet:
//   shown  the page loaded and the piece's first screen visible, nothing touched (the flow's
//          Pickup address box, the item search box, the Start payment button);
//   used   the flow: two addresses chosen and one item added; the item picker: one item searched
//          and added;
//   whole  the flow driven to `hk-proceed`: a day chosen, Continue (as test/bench/flow.mjs does).
// Every JavaScript response is counted once per page (by URL), its body compressed here with gzip
// level 9 and brotli quality 11 (1 kB = 1000 bytes). Haulkit's files are those under /dist/;
// maplibre-gl's chunks and worker are reported apart and left out of the totals (they load only
// with a map). The host page's own scripts (partner-site.js, softphone.js: the gallery's, not
// Haulkit's) are listed apart and left out too.
//
// Ceilings and goals are the "browser" section of test/size/budgets.json: a ceiling is the
// measured gzip rounded up to the next 0.5 kB plus 1 kB, to catch growth; a goal is where later
// work should bring the figure. Over a ceiling, or when docs/performance.md's browser table
// quotes other ceilings or goals than budgets.json, the script exits 1.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { quoteSteps } from '../bench/quote-steps.mjs';

const started = performance.now();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'packages/elements/dist');
const serverEntry = join(root, 'packages/server/dist/index.mjs');
const pagesDir = join(root, 'test/size/pages');

const { values: args } = parseArgs({
  options: {
    runtime: { type: 'string', default: 'light' },
    json: { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
    readme: { type: 'string' },
  },
});
if (!['light', 'react', 'both'].includes(args.runtime)) {
  console.error(`--runtime is "${args.runtime}": light, react or both.`);
  process.exit(2);
}
const RUNTIMES = args.runtime === 'both' ? ['light', 'react'] : [args.runtime];
const readmePath = args.readme ? resolve(args.readme) : join(root, 'docs', 'performance.md');
const readmeName = relative(process.cwd(), readmePath).startsWith('..')
  ? readmePath
  : relative(process.cwd(), readmePath);
if (args['write-readme'] && !RUNTIMES.includes('light')) {
  console.error('--write-readme writes the light build’s figures: run it with --runtime light or both.');
  process.exit(2);
}

/** Generous: a loaded machine can take seconds for a step a person sees at once. */
const STEP_TIMEOUT = 20_000;
/** The network counts as idle once nothing has been in flight for this long. */
const QUIET_MS = 500;
/** Typed key by key, a little faster than a person (the searches wait for the typing to stop). */
const KEY_DELAY = 40;

const PAGE_ROUTE = '/size-pages/';

// ---------------------------------------------------------------------------------------------
// Driving each embedding
// ---------------------------------------------------------------------------------------------

/** The quote flow, phase by phase: the same steps as test/bench/flow.mjs's scripted quote. */
const quoteFlowSteps = quoteSteps({ keyDelay: KEY_DELAY, timeout: STEP_TIMEOUT });

const picker = (page) => page.locator('hk-item-picker');

/**
 * What is measured. `phases`: what is driven and printed; `budgeted`: the phases with a ceiling
 * and a goal in budgets.json. `path(runtime)`: the page, on the reference server.
 */
const EMBEDDINGS = [
  {
    id: 'partner-page',
    label: 'partner page (`haulkit.js` + `<hk-quote-flow>`)',
    path: (runtime) => `/partner-site.html${runtime === 'react' ? '?build=react' : ''}`,
    phases: ['shown', 'used', 'whole'],
    steps: quoteFlowSteps,
  },
  {
    id: 'quote-flow',
    label: '`quote-flow.js` alone',
    path: (runtime) => `${PAGE_ROUTE}quote-flow.html${runtime === 'react' ? '?build=react' : ''}`,
    phases: ['shown', 'used', 'whole'],
    steps: quoteFlowSteps,
  },
  {
    id: 'item-picker',
    label: '`item-picker.js` alone',
    path: (runtime) => `${PAGE_ROUTE}item-picker.html${runtime === 'react' ? '?build=react' : ''}`,
    phases: ['shown', 'used'],
    steps: {
      async shown(page) {
        await picker(page).getByRole('combobox', { name: 'Search for an item' }).waitFor({ timeout: STEP_TIMEOUT });
      },
      async used(page) {
        const search = picker(page).getByRole('combobox', { name: 'Search for an item' });
        await search.click({ timeout: STEP_TIMEOUT });
        await search.pressSequentially('sofa', { delay: KEY_DELAY });
        await picker(page).getByRole('option').first().click({ timeout: STEP_TIMEOUT });
        await picker(page)
          .getByRole('textbox', { name: /^Quantity of / })
          .first()
          .waitFor({ timeout: STEP_TIMEOUT });
      },
    },
  },
  {
    id: 'card-by-phone',
    label: 'softphone (`card-by-phone.js`)',
    path: (runtime) => `/softphone.html${runtime === 'react' ? '?build=react' : ''}`,
    phases: ['shown'],
    steps: {
      async shown(page) {
        await page.waitForSelector('body[data-ready]', { timeout: STEP_TIMEOUT });
        await page
          .locator('hk-card-by-phone')
          .getByRole('button', { name: 'Start payment' })
          .waitFor({ timeout: STEP_TIMEOUT });
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Budgets and the docs' table
// ---------------------------------------------------------------------------------------------

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')).browser ?? {};
const problems = [];
for (const [id, phases] of Object.entries(budgets)) {
  if (id.startsWith('$')) continue;
  const embedding = EMBEDDINGS.find((each) => each.id === id);
  if (!embedding) {
    problems.push(
      `budgets.json: browser has “${id}”, which is no embedding (${EMBEDDINGS.map((e) => e.id).join(', ')})`,
    );
    continue;
  }
  for (const [phase, budget] of Object.entries(phases)) {
    if (!embedding.phases.includes(phase))
      problems.push(`budgets.json: browser ${id} has “${phase}”, a phase it does not drive (${embedding.phases})`);
    else if (typeof budget.budget !== 'number' || typeof budget.goal !== 'number')
      problems.push(`budgets.json: browser ${id} ${phase} needs a numeric budget (the ceiling) and goal, in kB`);
  }
}
const budgetOf = (id, phase) => budgets[id]?.[phase];

const kB = (bytes) => (bytes / 1000).toFixed(1);
const kBCell = (value) => (value === undefined ? '—' : `${value} kB`);
/** The ceiling a figure suggests: rounded up to the next 0.5 kB, plus 1 kB. */
const ceilingFor = (bytes) => Math.ceil(bytes / 500) / 2 + 1;

/** Rows as biome pads a markdown table, so `npm run check` agrees with the generated one. */
function markdownTable(table) {
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(table[0]), line(widths.map((width) => '-'.repeat(width))), ...table.slice(1).map(line)].join('\n');
}

const START = '<!-- browser-sizes:start -->';
const END = '<!-- browser-sizes:end -->';
const FIX = 'run `node test/size/browser-size.mjs --write-readme`';
const DOC_HEADER = ['Embedding', 'Phase', 'Files', 'Gzip', 'Brotli', 'Ceiling (gzip)', 'Goal (gzip)'];

/** The docs' table of the light build: measured figures, then budgets.json's ceiling and goal. */
function docsTable(results) {
  return markdownTable([
    DOC_HEADER,
    ...EMBEDDINGS.flatMap((embedding) =>
      embedding.phases.map((phase) => {
        const row = results.find((r) => r.runtime === 'light' && r.embedding === embedding.id && r.phase === phase);
        const budget = budgetOf(embedding.id, phase);
        return [
          embedding.label,
          phase,
          row ? String(row.files.length) : '—',
          row ? `${kB(row.gzip)} kB` : '—',
          row ? `${kB(row.brotli)} kB` : '—',
          kBCell(budget?.budget),
          kBCell(budget?.goal),
        ];
      }),
    ),
  ]);
}

/** What of the docs' table must agree with budgets.json: each row's embedding, phase, ceiling and goal. */
const budgetCells = (table) =>
  table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^:?-+:?$/.test(cell)))
    .map((cells) => [cells[0], cells[1], cells.at(-2), cells.at(-1)].join(' | '))
    .join('\n');

function findBlock(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END, start);
  return start === -1 || end === -1 ? undefined : { start, end: end + END.length };
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

for (const runtime of RUNTIMES) {
  const manifest = join(dist, `manifest.${runtime}.json`);
  if (!existsSync(manifest)) {
    console.error(`${relative(root, manifest)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
if (!existsSync(serverEntry)) {
  console.error(`${relative(root, serverEntry)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const { chromiumFlags, chromiumPath } = await import('../browser/harness.mjs');
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install Debian's chromium or set HAULKIT_CHROMIUM.`);
  process.exit(1);
}
const { chromium } = await import('playwright-core');
const { contentSecurityPolicy, startServer } = await import(serverEntry);

/** maplibre-gl's files in either build: the chunks holding its modules, and its worker. */
const maplibreFiles = new Set(
  RUNTIMES.flatMap((runtime) =>
    Object.entries(JSON.parse(readFileSync(join(dist, `manifest.${runtime}.json`), 'utf8')))
      .filter(([, chunk]) => chunk.modules.some((id) => id.includes('node_modules/maplibre-gl/')))
      .map(([file]) => `/dist/${file}`),
  ),
);
const isMaplibre = (path) => maplibreFiles.has(path) || path.endsWith('/maplibre-gl-worker.mjs');

/**
 * Follows a page's requests: `settle()` waits until the page has had an idle moment and nothing
 * has been in flight for QUIET_MS; `scripts` holds each JavaScript response's body by URL (the
 * first answer to a URL: a page that fetches a file twice downloads it once from its cache).
 */
function watch(page) {
  const inFlight = new Set();
  let lastChange = performance.now();
  let requestsSeen = 0;
  const scripts = new Map();
  const failures = [];
  page.on('request', (request) => {
    inFlight.add(request);
    requestsSeen += 1;
    lastChange = performance.now();
  });
  const done = (request) => {
    inFlight.delete(request);
    lastChange = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done(request);
    if (/\.m?js$/.test(new URL(request.url()).pathname))
      failures.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js$/.test(new URL(url).pathname)) return;
    if (scripts.has(url)) return;
    if (response.status() >= 400) failures.push(`${url}: HTTP ${response.status()}`);
    scripts.set(
      url,
      response.body().catch((error) => {
        failures.push(`${url}: body unreadable (${error.message})`);
        return Buffer.alloc(0);
      }),
    );
  });
  return {
    scripts,
    failures,
    async settle() {
      const end = performance.now() + STEP_TIMEOUT;
      for (;;) {
        const before = requestsSeen;
        // An idle moment of the page first, so work kept for idle time (warming an adapter) starts.
        await page.evaluate(
          () => new Promise((done) => requestIdleCallback(() => done(), { timeout: 2000 })),
          undefined,
        );
        while (inFlight.size > 0 || performance.now() - lastChange < QUIET_MS) {
          if (performance.now() > end)
            throw new Error(`the network never went quiet (${inFlight.size} requests in flight)`);
          await new Promise((wake) => setTimeout(wake, 50));
        }
        if (requestsSeen === before) break;
      }
      await Promise.all(scripts.values());
    },
  };
}

/** Loads one embedding in a fresh context and records which scripts each phase had received. */
async function measure(browser, server, embedding, runtime) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The pages of one element alone, answered from test/size/pages/ as the server answers its own.
  await context.route(`${server.url.replace(/\/$/, '')}${PAGE_ROUTE}**`, async (route) => {
    const url = new URL(route.request().url());
    const file = join(pagesDir, url.pathname.slice(PAGE_ROUTE.length));
    if (!file.startsWith(`${pagesDir}/`) || !existsSync(file)) return route.fulfill({ status: 404, body: 'Not found' });
    let html = readFileSync(file, 'utf8');
    if (url.searchParams.get('build') === 'react')
      html = html.replace(/(src="\/dist\/[\w-]+)\.js"/g, (_, name) => `${name}.react.js"`);
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy },
      body: html,
    });
  });
  const page = await context.newPage();
  const watcher = watch(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const snapshots = [];
  const where = `${embedding.id} (${runtime} build)`;
  try {
    for (const phase of embedding.phases) {
      try {
        if (phase === embedding.phases[0])
          await page.goto(new URL(embedding.path(runtime), server.url).href, { timeout: STEP_TIMEOUT });
        await embedding.steps[phase](page);
        await watcher.settle();
      } catch (error) {
        // Playwright's first line says what timed out, and its call log what it was waiting for.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the call log's terminal colours
        const lines = error.message.replace(/\u001b\[[\d;]*m/g, '').split('\n');
        const waitingFor = lines
          .find((line) => /waiting for /.test(line))
          ?.trim()
          .replace(/^- /, '');
        const why = [
          lines[0].replace(/\.$/, ''),
          waitingFor,
          errors.length ? `errors in the page: ${errors.join('; ')}` : '',
        ]
          .filter(Boolean)
          .join('; ');
        throw new Error(`${where}: phase “${phase}” could not be driven: ${why}`, { cause: error });
      }
      snapshots.push({ phase, urls: [...watcher.scripts.keys()] });
    }
  } finally {
    await Promise.all(watcher.scripts.values());
    await context.close();
  }
  for (const failure of watcher.failures) problems.push(`${where}: a script failed: ${failure}`);
  const bodies = new Map();
  for (const [url, body] of watcher.scripts) bodies.set(url, await body);
  return { snapshots, bodies, errors };
}

/** Compressed sizes by content (the same file in several pages is compressed once). */
const compressed = new Map();
function sizesOf(body, withBrotli) {
  const key = createHash('sha1').update(body).digest('hex');
  let sizes = compressed.get(key);
  if (!sizes) {
    sizes = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    compressed.set(key, sizes);
  }
  if (withBrotli && sizes.brotli === undefined)
    sizes.brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length;
  return sizes;
}

const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
const server = await startServer({ port: 0, simulator: true });
const measured = [];
try {
  for (const runtime of RUNTIMES) {
    for (const embedding of EMBEDDINGS) {
      try {
        measured.push({ embedding, runtime, ...(await measure(browser, server, embedding, runtime)) });
      } catch (error) {
        problems.push(error.message);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const serverOrigin = new URL(server.url).origin;
const results = [];
const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);
for (const { embedding, runtime, snapshots, bodies, errors } of measured) {
  for (const { phase, urls } of snapshots) {
    const files = [];
    const maplibre = [];
    const host = [];
    for (const url of urls) {
      const { origin, pathname: path } = new URL(url);
      const own = origin === serverOrigin && path.startsWith('/dist/');
      if (own && isMaplibre(path)) maplibre.push({ path, ...sizesOf(bodies.get(url), false) });
      else if (own) files.push({ path, ...sizesOf(bodies.get(url), true) });
      else host.push({ url: origin === serverOrigin ? path : url, ...sizesOf(bodies.get(url), false) });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const budget = runtime === 'light' ? budgetOf(embedding.id, phase) : undefined;
    const gzip = sum(files, 'gzip');
    const over = budget !== undefined && gzip > budget.budget * 1000;
    if (over)
      problems.push(
        `${embedding.id} ${phase}: ${kB(gzip)} kB gzip is over its ${budget.budget} kB ceiling (test/size/budgets.json, browser)`,
      );
    results.push({
      embedding: embedding.id,
      runtime,
      phase,
      files,
      gzip,
      brotli: sum(files, 'brotli'),
      raw: sum(files, 'raw'),
      maplibre: { files: maplibre, gzip: sum(maplibre, 'gzip') },
      host: { files: host, gzip: sum(host, 'gzip') },
      ceiling: budget?.budget,
      goal: budget?.goal,
      suggestedCeiling: ceilingFor(gzip),
      over,
      pageErrors: errors,
    });
  }
}

// The docs' table: written from these figures, or checked against budgets.json.
const missing = EMBEDDINGS.flatMap((embedding) =>
  embedding.phases
    .filter((phase) => !results.some((r) => r.runtime === 'light' && r.embedding === embedding.id && r.phase === phase))
    .map((phase) => `${embedding.id} ${phase}`),
);
if (args['write-readme']) {
  if (!existsSync(readmePath)) {
    problems.push(`${readmeName} does not exist; write it first, then ${FIX} again`);
  } else if (missing.length > 0) {
    problems.push(`${readmeName}: its browser table is left as it was, since ${missing.join(', ')} went unmeasured`);
  } else {
    const text = readFileSync(readmePath, 'utf8');
    const block = `${START}\n${docsTable(results)}\n${END}`;
    const at = findBlock(text);
    const next = at ? text.slice(0, at.start) + block + text.slice(at.end) : `${text.trimEnd()}\n\n${block}\n`;
    if (next !== text) writeFileSync(readmePath, next);
    console.info(`${readmeName}: browser table ${next === text ? 'already up to date' : 'written'}.`);
  }
} else if (!existsSync(readmePath)) {
  problems.push(`${readmeName} is missing; once it exists, ${FIX}`);
} else {
  const text = readFileSync(readmePath, 'utf8');
  const at = findBlock(text);
  if (!at) problems.push(`${readmeName} has no ${START} … ${END} block: ${FIX}`);
  else if (budgetCells(text.slice(at.start + START.length, at.end - END.length)) !== budgetCells(docsTable([])))
    problems.push(`${readmeName}'s browser table quotes other ceilings or goals than test/size/budgets.json: ${FIX}`);
}

const seconds = (performance.now() - started) / 1000;
if (args.json) {
  console.info(
    JSON.stringify(
      { unit: 'bytes; gzip level 9, brotli quality 11; 1 kB = 1000 bytes', seconds, results, problems },
      null,
      2,
    ),
  );
} else {
  const withRuntime = RUNTIMES.length > 1 || RUNTIMES[0] !== 'light';
  const table = [
    [
      'embedding',
      ...(withRuntime ? ['build'] : []),
      'phase',
      'files',
      'gzip kB',
      'brotli kB',
      'maplibre apart',
      'ceiling kB',
      'goal kB',
      'to goal kB',
    ],
    ...results.map((r) => [
      r.embedding,
      ...(withRuntime ? [r.runtime] : []),
      r.phase,
      String(r.files.length),
      kB(r.gzip),
      kB(r.brotli),
      r.maplibre.files.length ? `${r.maplibre.files.length} files, ${kB(r.maplibre.gzip)} kB` : '—',
      r.ceiling === undefined ? '—' : `${r.ceiling}${r.over ? ' OVER' : ''}`,
      r.goal === undefined ? '—' : String(r.goal),
      r.goal === undefined ? '—' : `${r.gzip > r.goal * 1000 ? '+' : ''}${kB(r.gzip - r.goal * 1000)}`,
    ]),
  ];
  console.info(markdownTable(table));
  console.info(
    '\nJavaScript each page received from Haulkit (/dist/), counted once per URL, cumulative by phase; maplibre-gl and the host page’s own scripts apart.',
  );
  const hostScripts = new Set(
    results.flatMap((r) => r.host.files.map((file) => `${r.embedding} (${r.runtime}) ${file.url} ${kB(file.gzip)} kB`)),
  );
  if (hostScripts.size) console.info(`Host pages’ own scripts, not counted: ${[...hostScripts].join('; ')}.`);
  for (const { embedding, runtime, errors } of measured)
    if (errors.length) console.warn(`${embedding.id} (${runtime} build): errors in the page: ${errors.join('; ')}`);
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.info(
    `${problems.length ? `\n${problems.length} problem(s).` : '\nEvery embedding is within its ceiling.'} (${seconds.toFixed(1)} s)`,
  );
}
process.exitCode = problems.length ? 1 : 0;
