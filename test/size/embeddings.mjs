// The documented embeddings of Haulkit, and how a script loads and drives each in Chromium while
// recording every JavaScript file the page receives, phase by phase. test/size/browser-size.mjs
// weighs what they load; scripts/chunk-plan.mjs groups modules into files by what loads together.
//
// The embeddings, each in a fresh browser context on one reference server (`openBrowser`, the
// default demo engine behind the HTTP adapter), at full CPU speed:
//   partner-page   examples/partner-site.html: `haulkit.js` and one `<hk-quote-flow>`
//   quote-flow     `quote-flow.js` alone and `<hk-quote-flow api-base="/">`
//   item-picker    `item-picker.js` alone and `<hk-item-picker api-base="/">`
//   card-by-phone  examples/softphone.html: `card-by-phone.js` in the operator's page
// and, for the chunk plan, `tagAlone(tag)`: `haulkit.js` and one tag, with the attributes
// examples/every-element.html gives it.
// The pages of one element alone are test/size/pages/*.html (and the tag page, written here), not
// gallery pages: the elements README documents the embedding, but the gallery has no page with
// nothing else on it. They are served at /size-pages/ by a route of the browser context that
// answers with the file (and the server's own Content-Security-Policy), so every script, API call
// and lazy chunk still comes from the reference server, exactly as on a gallery page.
//
// Phases are cumulative, each ending when the page is idle and the network has been quiet:
//   shown  the page loaded and the piece's first screen visible, nothing touched (the flow's
//          Pickup address box, the item search box, the Start payment button; a tag alone: the
//          network quiet after the page loaded);
//   used   the flow: two addresses chosen and one item added; the item picker: one item searched
//          and added;
//   whole  the flow driven to `hk-proceed`: a day chosen, Continue (as test/bench/flow.mjs does).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdControlVariant, quoteSteps } from '../bench/quote-steps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pagesDir = join(root, 'test/size/pages');
const serverEntry = join(root, 'packages/server/dist/index.mjs');

/** Generous: a loaded machine can take seconds for a step a person sees at once. */
const STEP_TIMEOUT = 20_000;
/** The network counts as idle once nothing has been in flight for this long. */
const QUIET_MS = 500;
/** Typed key by key, a little faster than a person (the searches wait for the typing to stop). */
const KEY_DELAY = 40;

const PAGE_ROUTE = '/size-pages/';
/** The page of one tag alone on `haulkit.js` (`?tag=hk-…`), written from examples/every-element.html. */
const TAG_PAGE = 'tag.html';

/** The quote flow, phase by phase: the same steps as test/bench/flow.mjs's scripted quote. */
const quoteFlowSteps = quoteSteps({ keyDelay: KEY_DELAY, timeout: STEP_TIMEOUT });

const picker = (page) => page.locator('hk-item-picker');

/** The item picker: its search box shown; then one item searched and added. */
const itemPickerSteps = {
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
};

/**
 * What is measured. `phases`: what is driven, in order (budgets.json's `browser` section gives
 * some of them a ceiling and a goal); `steps[phase](page)`: how; `path(runtime)`: the page, on the
 * reference server.
 */
export const EMBEDDINGS = [
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
    steps: itemPickerSteps,
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
    /** Waits for quiet; `{ idle: false }` leaves the page's idle time out (its idle work held). */
    async settle({ idle = true } = {}) {
      const end = performance.now() + STEP_TIMEOUT;
      for (;;) {
        const before = requestsSeen;
        // An idle moment of the page first, so work kept for idle time (warming an adapter) starts.
        if (idle)
          await page.evaluate(
            (hold) =>
              new Promise((done) =>
                (globalThis[hold]?.original ?? requestIdleCallback)(() => done(), { timeout: 2000 }),
              ),
            IDLE_HOLD,
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

/**
 * A fresh browser context whose pages of one element alone (test/size/pages/, and the tag page)
 * are answered as the reference server answers its own, with its Content-Security-Policy.
 */
export async function newContext({ browser, server, contentSecurityPolicy }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The same code each run: the whole quote's path does not depend on the quote's random id.
  await holdControlVariant(context);
  await context.route(`${server.url.replace(/\/$/, '')}${PAGE_ROUTE}**`, async (route) => {
    const url = new URL(route.request().url());
    const name = url.pathname.slice(PAGE_ROUTE.length);
    const file = join(pagesDir, name);
    let html;
    if (name === TAG_PAGE) html = tagPage(url.searchParams.get('tag') ?? '');
    else if (file.startsWith(`${pagesDir}/`) && existsSync(file)) html = readFileSync(file, 'utf8');
    if (html === undefined) return route.fulfill({ status: 404, body: 'Not found' });
    if (url.searchParams.get('build') === 'react')
      html = html.replace(/(src="\/dist\/[\w-]+)\.js"/g, (_, name) => `${name}.react.js"`);
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy },
      body: html,
    });
  });
  return context;
}

/**
 * Loads one embedding in a fresh context and records which scripts each phase had received:
 * `snapshots` (each phase's URLs, cumulative), `painted` (the URLs the first phase had when its
 * screen showed, before the page's idle time), `bodies` (by URL), `errors` (thrown in the page)
 * and `failures` (scripts that failed to load). Throws when a phase cannot be driven.
 */
export async function measure(session, embedding, runtime) {
  const context = await newContext(session);
  // The page's idle work waits until the first screen's own files are in (`painted`).
  await context.addInitScript(holdIdleWork, IDLE_HOLD);
  const page = await context.newPage();
  const watcher = watch(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const snapshots = [];
  let painted = [];
  const where = `${embedding.id} (${runtime} build)`;
  try {
    for (const phase of embedding.phases) {
      try {
        if (phase === embedding.phases[0])
          await page.goto(new URL(embedding.path(runtime), session.server.url).href, { timeout: STEP_TIMEOUT });
        await embedding.steps[phase](page);
        if (phase === embedding.phases[0]) {
          // What the first screen needed, before the page's idle time fetches more.
          await watcher.settle({ idle: false });
          painted = [...watcher.scripts.keys()];
          await page.evaluate((hold) => globalThis[hold].release(), IDLE_HOLD);
        }
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
  const failures = watcher.failures.map((failure) => `${where}: a script failed: ${failure}`);
  const bodies = new Map();
  for (const [url, body] of watcher.scripts) bodies.set(url, await body);
  return { snapshots, painted, bodies, errors, failures };
}

/** Where the page keeps the idle work held back (`holdIdleWork`). */
const IDLE_HOLD = '__haulkitSizeIdleHold';

/**
 * Runs in the page before its scripts: `requestIdleCallback` queues its work until
 * `globalThis[hold].release()`, so what a first screen loads is told apart from what the page's
 * idle time loads after it, whatever the machine's speed. `original` is the browser's own.
 */
function holdIdleWork(hold) {
  const original = globalThis.requestIdleCallback.bind(globalThis);
  const originalCancel = globalThis.cancelIdleCallback.bind(globalThis);
  const held = new Map();
  let next = -1;
  let holding = true;
  globalThis[hold] = {
    original,
    release() {
      holding = false;
      for (const [, [work, options]] of held) original(work, options);
      held.clear();
    },
  };
  globalThis.requestIdleCallback = (work, options) => {
    if (!holding) return original(work, options);
    next -= 1;
    held.set(next, [work, options]);
    return next;
  };
  globalThis.cancelIdleCallback = (handle) => (held.delete(handle) ? undefined : originalCancel(handle));
}

/** Each tag of examples/every-element.html, with the attributes it has there. */
function everyElementTags() {
  const html = readFileSync(join(root, 'examples/every-element.html'), 'utf8');
  return new Map([...html.matchAll(/<(hk-[a-z-]+)(\s[^>]*)?><\/\1>/g)].map((match) => [match[1], match[0]]));
}

/** The tags one `haulkit.js` defines (those examples/every-element.html shows). */
export const TAGS = [...everyElementTags().keys()];

/** A page with `haulkit.js` and one tag, as a partner page holding another piece than the flow. */
function tagPage(tag) {
  const markup = everyElementTags().get(tag);
  if (!markup) return undefined;
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${tag} alone</title>
    <script type="module" src="/dist/haulkit.js"></script>
  </head>
  <body>
    <main>${markup}</main>
  </body>
</html>`;
}

/**
 * `haulkit.js` and one tag: what a page holding that piece alone loads, shown (and, for the item
 * picker, used as its own embedding is).
 */
export function tagAlone(tag) {
  const defined = async (page) =>
    page.waitForFunction((name) => customElements.get(name) !== undefined, tag, { timeout: STEP_TIMEOUT });
  return {
    id: `tag:${tag}`,
    label: `\`haulkit.js\` + \`<${tag}>\``,
    path: (runtime) => `${PAGE_ROUTE}${TAG_PAGE}?tag=${tag}${runtime === 'react' ? '&build=react' : ''}`,
    ...(tag === 'hk-item-picker'
      ? { phases: ['shown', 'used'], steps: itemPickerSteps }
      : { phases: ['shown'], steps: { shown: defined } }),
  };
}

/**
 * Chromium (Debian's, as the browser tests use it) and a reference server on a free port, with
 * the server's Content-Security-Policy for the pages this module serves. `close()` ends both.
 */
export async function openBrowser() {
  if (!existsSync(serverEntry))
    throw new Error('packages/server/dist/index.mjs is missing: run `npm run build` first.');
  const { chromiumFlags, chromiumPath } = await import('../browser/harness.mjs');
  if (!existsSync(chromiumPath))
    throw new Error(`No Chromium at ${chromiumPath}: install Debian's chromium or set HAULKIT_CHROMIUM.`);
  const { chromium } = await import('playwright-core');
  const { contentSecurityPolicy, startServer } = await import(serverEntry);
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  const server = await startServer({ port: 0, simulator: true });
  return {
    browser,
    server,
    contentSecurityPolicy,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
