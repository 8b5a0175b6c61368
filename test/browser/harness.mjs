// Shared set-up of the browser tests: the reference server on a free port and Debian's
// Chromium driven by playwright-core (never a downloaded browser; playwright gives each launch
// a fresh temporary profile).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { it } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../packages/server/dist/index.mjs';
import { holdControlVariant } from '../bench/quote-steps.mjs';

const require = createRequire(import.meta.url);

/** Chromium from HAULKIT_CHROMIUM, or Debian's package. */
export const chromiumPath = process.env.HAULKIT_CHROMIUM ?? '/usr/bin/chromium';

/** The Chromium flags that work on this kind of machine (docs/conventions.md), shared with the benchmark. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-unsafe-swiftshader',
];

/**
 * Chromium without a GPU says this of any WebGL canvas (a map) on screen ("GL Driver Message
 * (OpenGL, Performance …): GPU stall due to ReadPixels"): the browser's own note, not the page's.
 */
export const GPU_NOISE = /GL Driver Message \(OpenGL, Performance/;

/**
 * Which builds the tests run on: `HAULKIT_BROWSER_BUILDS=all` runs every test on both builds; by
 * default (what `npm test` and CI run) the tests of a file's `builds` list run on the light build,
 * and React is proven by react-pass.test.mjs (every element's own React script, rendered and
 * used once) and by the tests that keep both builds because React is their point.
 */
export const browserBuilds = process.env.HAULKIT_BROWSER_BUILDS || 'default';
if (browserBuilds !== 'default' && browserBuilds !== 'all') {
  throw new Error(`HAULKIT_BROWSER_BUILDS is "${browserBuilds}": leave it unset, or set it to "all".`);
}

/**
 * The entries of a file's list of builds that this run covers (see `browserBuilds`): all of them
 * with `HAULKIT_BROWSER_BUILDS=all`, the light one by default. An entry is a runtime's name
 * ('light' or 'react') or an object whose `runtime` (or `build`) starts with "light" or "React".
 */
export function buildsToRun(list) {
  const runtimeOf = (entry) => {
    const name = typeof entry === 'string' ? entry : (entry.runtime ?? entry.build);
    if (/^light\b/i.test(name)) return 'light';
    if (/^react\b/i.test(name)) return 'react';
    throw new Error(`buildsToRun: an entry of no known build: ${JSON.stringify(entry)}`);
  };
  const runtimes = list.map(runtimeOf);
  return browserBuilds === 'all' ? list : list.filter((_, index) => runtimes[index] === 'light');
}

/**
 * `it` for the tests of one entry of a file's builds, in a file that keeps some of its React tests
 * in the default run: a test is defined when the run covers the entry's build (`buildsToRun`), or
 * when it is marked `{ react: 'always' }` (React is its point, so it runs on both builds in every
 * run). The tests a run leaves out are not defined at all.
 */
export function itOn(entry) {
  const covered = buildsToRun([entry]).length === 1;
  return (name, options, fn) => {
    if (typeof options === 'function') return covered ? it(name, options) : undefined;
    const { react, ...rest } = options ?? {};
    return covered || react === 'always' ? it(name, rest, fn) : undefined;
  };
}

/** Where run.mjs tells each file the address of the browser they share. */
export const sharedBrowserVariable = 'HAULKIT_BROWSER_WS';

/** Starts the server and the browser; `close()` stops both. */
export async function openHarness() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: install Debian's chromium or set HAULKIT_CHROMIUM.`);
  }
  // The card-by-phone simulator's routes are the caller's side of the softphone tests; the token
  // route (a call's bearer, which every card-by-phone test needs) answers only with it on too.
  const server = await startServer({ port: 0, simulator: true });
  // The runner's shared browser when there is one (each close() then closes this file's contexts
  // and disconnects), else a browser of the file's own (a file run with `node --test` alone).
  const shared = process.env[sharedBrowserVariable];
  const browser = await (shared
    ? chromium.connect(shared)
    : chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
  ).catch(async (error) => {
    await server.close();
    throw error;
  });
  if (!screenshots) await skipScreenshots(browser);
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** False with `HAULKIT_SCREENSHOTS=off`: a test may skip what serves only its pictures (a pause before one). */
export const screenshots = process.env.HAULKIT_SCREENSHOTS !== 'off';

/**
 * Whether a states test opens a page in this theme at this width. With screenshots (a person's
 * run) every pair, for the pictures; without them (CI) light at a desktop width and dark at a
 * phone's, so axe still checks each theme's contrast and each width's layout and targets, on half
 * the pages (the machine's time goes on loading pages and running axe, not on pictures).
 */
export const opensLook = (theme, width) => screenshots || (theme === 'dark') === width < 768;

/**
 * `HAULKIT_SCREENSHOTS=off` (CI sets it): screenshots are for people to look at, and nobody looks
 * at CI's, so pages and locators take none (no test reads a screenshot's pixels). Everything the
 * tests assert still runs.
 */
async function skipScreenshots(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const prototype of [Object.getPrototypeOf(page), Object.getPrototypeOf(page.locator('body'))]) {
    prototype.screenshot = async () => Buffer.alloc(0);
  }
  await context.close();
}

/**
 * A page that records what a strict page must never see: uncaught errors, console errors and
 * warnings, and Content-Security-Policy or Trusted Types violations.
 */
/**
 * Holds a context's quotes on person-tabs' control, so a furniture quote's Continue goes straight
 * to hk-proceed whatever its random pre-listing id: the demo test lab of the page holds the
 * variant (the demo's holdDemoVariant, set through its global before any script runs), and the
 * reference server's test lab answers pass through with it. experiments.test.mjs, which drives
 * both variants, opens its pages with `experiments: 'live'`.
 */
export async function holdExperiments(context) {
  await context.addInitScript(() => {
    globalThis[Symbol.for('haulkit.demo-lab-held@1')] = { 'person-tabs': 'fixed_1' };
  });
  await holdControlVariant(context);
}

export async function openPage(
  harness,
  path,
  { bypassCSP = false, viewport, speech = false, polluted = false, experiments = 'held' } = {},
) {
  const context = await harness.browser.newContext({ bypassCSP, ...(viewport ? { viewport } : {}) });
  if (experiments === 'held') await holdExperiments(context);
  const page = await context.newPage();
  if (speech) await page.addInitScript(recordSpeech);
  if (polluted) await page.addInitScript(pollute);
  const problems = [];
  const requests = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (GPU_NOISE.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(new URL(path, harness.server.url).href);
  return { page, context, problems, requests };
}

/**
 * An empty page of the harness's origin in the states pages' frame (gallery.css, body.states),
 * served by the test itself with no element or script in it: for a test that loads an element's
 * script alone, with nothing of its view in memory yet.
 */
export async function openBlank(harness, { viewport } = {}) {
  const context = await harness.browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const url = new URL('/__blank.html', harness.server.url).href;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en-GB"><title>Blank</title><link rel="stylesheet" href="/gallery.css"><body class="states"></body></html>',
    }),
  );
  await page.goto(url);
  return { page, context, problems };
}

/**
 * The height of a new element's skeleton and of its view once scrolled to, on a blank page that
 * loads only the tag's own script (`build`: 'light' or 'react'), so its view is not in memory yet:
 * placed more than a screen below, the element shows its skeleton and waits; scrolled to, it
 * fetches its view. `listing` seeds its session first; `state` is the base's data-state to wait
 * for (any view when absent). Nothing should move when one replaces the other.
 */
export async function skeletonThenView(harness, { tag, width, build, listing = null, state = null }) {
  const { page, context, problems } = await openBlank(harness, { viewport: { width, height: 900 } });
  try {
    const heights = await page.evaluate(
      async ({ tag, build, listing, state }) => {
        const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
        const suffix = build === 'react' ? '.react' : '';
        const { configure, getSession } = await import(`/dist/api${suffix}.js`);
        await import(`/dist/${tag.slice(3)}${suffix}.js`);
        configure({ drafts: false }, 'skeleton');
        if (listing) getSession('skeleton').update((now) => ({ ...now, listing: { ...now.listing, ...listing } }));
        const spacer = document.createElement('div');
        spacer.style.blockSize = `${3 * innerHeight}px`;
        const element = document.createElement(tag);
        element.setAttribute('session', 'skeleton');
        document.body.append(spacer, element);
        while (!element.shadowRoot?.querySelector(`.sk-${tag.slice(3)}`)) await wait(20);
        const skeleton = element.getBoundingClientRect().height;
        element.scrollIntoView();
        const base = () => element.shadowRoot.querySelector('[part~=base]');
        while (!base() || (state && base().dataset.state !== state)) await wait(20);
        await wait(150);
        return { skeleton: Math.round(skeleton), view: Math.round(element.getBoundingClientRect().height) };
      },
      { tag, build, listing, state },
    );
    if (problems.length > 0) throw new Error(`skeletonThenView: ${problems.join('; ')}`);
    return heights;
  } finally {
    await context.close();
  }
}

/**
 * An init script (`openPage(…, { polluted: true })`): the page's globals as old libraries and
 * careless scripts leave them, before any of Haulkit loads: enumerable properties on
 * `Object.prototype` (every `for … in` meets them) and `Array.prototype.toJSON` as Prototype.js
 * 1.6 defined it (`JSON.stringify([1])` gives '"[1]"'), as on the polluted host page.
 */
function pollute() {
  Object.prototype.hostExtension = 'from the host page';
  Object.prototype.each = function each(visit) {
    for (const key of Object.keys(this)) visit(this[key], key);
  };
  Array.prototype.toJSON = function toJSON() {
    return `[${this.map((value) => JSON.stringify(value)).join(', ')}]`;
  };
}

/**
 * An init script (`openPage(…, { speech: true })`): keeps every text a live region inside an
 * element's shadow roots ever holds, with the `session` of the element around it, in
 * `window.hkSpoken`. An announcement stays in its region for a second only, which a test polling
 * a busy machine can miss; this record cannot.
 */
function recordSpeech() {
  const spoken = [];
  Object.defineProperty(window, 'hkSpoken', { value: spoken });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attach(init) {
    const root = attachShadow.call(this, init);
    const sessionOf = (element) => {
      let host = element;
      while (!host.hasAttribute('session') && host.getRootNode() instanceof ShadowRoot) host = host.getRootNode().host;
      return host.getAttribute('session');
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement;
        const region = node?.closest('[aria-live], [role=status], [role=alert]');
        const text = region?.textContent.replace(/\s+/g, ' ').trim();
        if (text && spoken.at(-1)?.text !== text) spoken.push({ session: sessionOf(this), text });
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
    return root;
  };
}

/**
 * Waits until an element of `session` has said `expected` (a string, or a RegExp) in a live
 * region since the page opened (needs `openPage(…, { speech: true })`); fails with all it said.
 */
export async function says(page, session, expected, timeout = 10000) {
  const said = () =>
    page.evaluate(
      (name) => window.hkSpoken.filter((entry) => entry.session === name).map((entry) => entry.text),
      session,
    );
  const heard = (texts) =>
    texts.some((text) => (typeof expected === 'string' ? text === expected : expected.test(text)));
  const end = Date.now() + timeout;
  let texts = await said();
  while (!heard(texts) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    texts = await said();
  }
  assert.ok(heard(texts), `${session} never said ${expected}; it said ${JSON.stringify(texts)}`);
}

/** axe-core's script, read once. */
let axeSource;

/**
 * Runs axe-core on the page (shadow roots included), or on the elements `include` selects (a
 * page whose own markup is not ours to judge); returns serious and critical violations.
 */
export async function seriousViolations(page, include) {
  // axe itself throws on a page that added enumerable properties to Object.prototype (the
  // polluted host page): it loads and runs with them set aside, and they come back after.
  const setAside = () => {
    const aside = Object.entries(Object.getOwnPropertyDescriptors(Object.prototype)).filter(([, d]) => d.enumerable);
    for (const [key] of aside) delete (/** @type {any} */ (Object.prototype)[key]);
    /** @type {any} */ (window).hkPrototypeAside = aside;
  };
  const putBack = () => {
    for (const [key, descriptor] of /** @type {any} */ (window).hkPrototypeAside ?? [])
      Object.defineProperty(Object.prototype, key, descriptor);
  };
  // Colours mid-transition (a button just enabled) are no colours a reader sees for long: the
  // finite animations and transitions under way end first (a screenshot used to give them time).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        // Each shadow root keeps its own list: the document's leaves out what is inside them.
        [
          document,
          ...[...document.querySelectorAll('*')].flatMap(function roots(element) {
            const root = element.shadowRoot;
            return root ? [root, ...[...root.querySelectorAll('*')].flatMap(roots)] : [];
          }),
        ]
          .flatMap((scope) => scope.getAnimations())
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.evaluate(setAside);
  let results;
  try {
    // axe (about 0.5 MB) goes into a page once, not at every check of its states.
    if (!(await page.evaluate(() => typeof (/** @type {any} */ (window).axe) === 'object'))) {
      axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
      await page.evaluate(axeSource);
    }
    results = await page.evaluate(async (include) => {
      const axe = /** @type {any} */ (window).axe;
      const context = include ? [...document.querySelectorAll(include)] : document;
      return axe.run(context, { resultTypes: ['violations'] });
    }, include);
  } finally {
    await page.evaluate(putBack);
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * How long a states page may take to set `body[data-ready]`. Its own script waits up to 45 s for
 * every element to show its state (a loaded CI machine has taken more than 10 s for one page), so
 * the test waits a little longer and says it timed out only when the page did.
 */
export const READY_TIMEOUT = 60_000;

/** Waits until `read()` gives `expected` (a view renders after the click that changed it). */
export async function settles(read, expected, timeout = 5000) {
  const end = Date.now() + timeout;
  let actual = await read();
  while (JSON.stringify(actual) !== JSON.stringify(expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    actual = await read();
  }
  assert.deepEqual(actual, expected);
}

/** Clears a search box and types into it key by key, as a person does. */
export async function typeSlowly(box, text) {
  await box.fill('');
  await box.pressSequentially(text, { delay: 25 });
}

/**
 * Leeds to Manchester with the mouse, in the address boxes under `scope` (a page or an element):
 * each box typed into key by key and its first matching suggestion clicked. The boxes' names
 * default to the en-GB ones.
 */
export async function chooseRoute(scope, { pickup = 'Pickup address', delivery = 'Delivery address' } = {}) {
  await typeSlowly(scope.getByRole('combobox', { name: pickup }), 'Leeds');
  await scope.getByRole('option', { name: /Leeds/ }).first().click();
  await typeSlowly(scope.getByRole('combobox', { name: delivery }), 'Manchester');
  await scope
    .getByRole('option', { name: /Manchester/ })
    .first()
    .click();
}

/**
 * A page function (`page.evaluate(overflowing, hosts)`): whatever sticks out past the right edge
 * of the screen: the page scrolling sideways, and any laid-out node in the shadow roots of the
 * elements `hosts` selects and the shadow roots inside them (with `'*'`, the default, the page's
 * own nodes too), hidden nodes and closed dialogs aside. At most ten.
 */
export function overflowing(hosts = '*') {
  const width = document.documentElement.clientWidth;
  const out = [];
  if (document.documentElement.scrollWidth > width)
    out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
  const walk = (root) => {
    for (const node of root.querySelectorAll('*')) {
      const box = node.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5 && !node.closest('[hidden], dialog:not([open])'))
        out.push(`${node.tagName.toLowerCase()}.${node.className} right edge ${Math.round(box.right)}`);
      if (node.shadowRoot) walk(node.shadowRoot);
    }
  };
  if (hosts === '*') walk(document);
  else for (const host of document.querySelectorAll(hosts)) if (host.shadowRoot) walk(host.shadowRoot);
  return out.slice(0, 10);
}

/**
 * The address pattern of every built file (light and React) that holds one of `modules` (source
 * paths in the repository) with code. Files are cut by build/rollup/chunk-plan.json, so a module's file
 * is named after the modules it loads with, not after the module: tests that watch or hold back a
 * module's file find it here, in the builds' manifests.
 * @example await page.route(filesHolding('packages/elements/src/item-picker/item-picker.view.tsx'), hold);
 */
export function filesHolding(...modules) {
  const files = [];
  for (const runtime of ['light', 'react']) {
    const manifest = JSON.parse(
      readFileSync(new URL(`../../packages/elements/dist/manifest.${runtime}.json`, import.meta.url), 'utf8'),
    );
    for (const [file, chunk] of Object.entries(manifest))
      if (modules.some((module) => chunk.sizes?.[module] > 0)) files.push(file);
  }
  assert.ok(files.length > 0, `${modules.join(', ')}: in no built file; is the build older than the source?`);
  const escaped = files.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // A file asked for again after a failure carries a query (`?hk-retry=1`, lazy-import.ts).
  return new RegExp(`/dist/(?:${escaped.join('|')})(?:\\?[^/]*)?$`);
}
