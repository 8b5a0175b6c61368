// The PCI proof of <hk-card-by-phone>: whole payments against the reference server's
// card-by-phone simulator, in both builds, while everything the page can see is collected; then
// no card number (any test card's digits, with or without spaces or dashes, or any 5 of its
// digits in a row, i.e. more than the last four) and no security code may appear anywhere.
//
// What is collected, from a page holding only the widget (its own script, `api-base="/"`):
// - the DOM: every node's text and every attribute of the document and of EVERY shadow root,
//   open or closed (CDP DOM.getDocument with pierce), plus form controls' live values and the
//   shadow roots' adopted style sheets (page script), after every step of every payment;
// - every `hk-*` event's detail (EventTarget.prototype.dispatchEvent watched from the start);
// - console output of every level (Playwright's console events, and every console.* call's
//   arguments serialised from inside the page), and page errors;
// - localStorage, sessionStorage, cookies, IndexedDB database names and CacheStorage keys;
// - every request (URL, headers, body) and response (URL, headers, body) the page sees, twice:
//   Playwright's page.on('request'/'response') and the CDP Network domain
//   (requestWillBeSent, responseReceived + getResponseBody, WebSocket frames).
// EXCLUDED, by path: /simulator/… — the caller's side of the call (the keypad). This test drives
// it from Node, so the page never sees those calls at all; any /simulator/ request the page did
// make would be counted as excluded (the report shows 0).
// NOT SCANNED, by content: a body under /dist/ that is the build's file byte for byte (checked
// against the file on disk). It was written before any card was keyed, so it cannot carry one,
// and minified code is full of digit runs (React's lane flags, 0x40000000). Its address and
// headers are scanned; a body that differs from the build's file is scanned as any other.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openHarness } from './harness.mjs';

const results = fileURLToPath(new URL('../../test-results/card-by-phone-pci/', import.meta.url));
const dist = fileURLToPath(new URL('../../packages/elements/dist/', import.meta.url));

/** A response body as scanned: the build's own file (see above) stands as its name, any other body as it is. */
function scannedBody(url, body) {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/dist/')) return body;
  try {
    if (readFileSync(join(dist, decodeURIComponent(pathname.slice('/dist/'.length))), 'utf8') === body)
      return '[the build file, unchanged]';
  } catch {}
  return body;
}
mkdirSync(results, { recursive: true });

let harness;
let policy;
let cards;
before(async () => {
  harness = await openHarness();
  policy = (await fetch(new URL('/index.html', harness.server.url))).headers.get('content-security-policy');
  cards = await (await fetch(new URL('/simulator/cards', harness.server.url))).json();
});
after(async () => {
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', name: 'light', bundle: 'card-by-phone.js' },
  { runtime: 'React 19', name: 'react', bundle: 'card-by-phone.react.js' },
];

/** Security codes keyed in this test, chosen so that no id or number on the page holds them by chance. */
const CVC = { visa: '739', mastercard: '481', amex: '6274', declined: '853', 'insufficient-funds': '592' };
/** A Mastercard number with a wrong check digit, keyed once on purpose (it must not appear either). */
const WRONG_LUHN = '5555555555554443';

// ---------------------------------------------------------------------------------------------
// The caller's side, from Node (never through the page).

const simulatorUrl = (callId, action = '') =>
  new URL(`/simulator/calls/${encodeURIComponent(callId)}${action ? `/${action}` : ''}`, harness.server.url);
async function sim(callId, action, body) {
  const response = await fetch(simulatorUrl(callId, action), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? '' : JSON.stringify(body),
  });
  const answer = await response.json();
  assert.equal(response.status, 200, `simulator ${action}: ${JSON.stringify(answer)}`);
  return answer;
}
async function callState(callId) {
  const response = await fetch(simulatorUrl(callId));
  return response.status === 200 ? response.json() : null;
}
/** Waits until the simulator says the operator asked for `field`. */
async function untilCapturing(callId, field, timeout = 10000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if ((await callState(callId))?.capturing === field) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`the operator never asked for ${field} on ${callId}`);
}

// ---------------------------------------------------------------------------------------------
// What the page sees.

/** Every text the page holds now: DOM (all shadow roots, closed ones too), values, styles, storage. */
async function pageTexts(page, cdp) {
  const texts = [];
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const walk = (node) => {
    if (node.nodeValue) texts.push(node.nodeValue);
    for (let i = 0; i < (node.attributes ?? []).length; i += 2)
      texts.push(`${node.attributes[i]}=${node.attributes[i + 1]}`);
    for (const child of [
      ...(node.children ?? []),
      ...(node.shadowRoots ?? []),
      ...(node.pseudoElements ?? []),
      ...(node.templateContent ? [node.templateContent] : []),
      ...(node.contentDocument ? [node.contentDocument] : []),
    ])
      walk(child);
  };
  walk(root);
  const inPage = await page.evaluate(async () => {
    const found = { values: [], styles: [], shadowRoots: 0 };
    const visit = (scope) => {
      for (const element of scope.querySelectorAll('*')) {
        if ('value' in element && typeof element.value === 'string') found.values.push(element.value);
        const shadow = element.shadowRoot;
        if (shadow) {
          found.shadowRoots += 1;
          for (const sheet of shadow.adoptedStyleSheets ?? []) {
            for (const rule of sheet.cssRules) found.styles.push(rule.cssText);
          }
          visit(shadow);
        }
      }
    };
    visit(document);
    const dump = (storage) => Object.entries(storage).map(([key, value]) => `${key}=${value}`);
    return {
      ...found,
      local: dump(localStorage),
      session: dump(sessionStorage),
      databases: (await indexedDB.databases?.())?.map((db) => db.name) ?? [],
      caches: 'caches' in self ? await caches.keys() : [],
      title: document.title,
      url: location.href,
    };
  });
  return { dom: texts, ...inPage };
}

/** A collector of everything the page of one build sees, over several payments. */
function newCollector() {
  return {
    domSnapshots: 0,
    domTexts: [],
    shadowRoots: 0,
    values: [],
    styles: [],
    events: [],
    console: [],
    storage: [],
    cookies: [],
    requests: [],
    responses: [],
    cdpRequests: [],
    cdpResponses: [],
    wsFrames: [],
    excluded: [],
  };
}

/** A fresh page (own context: empty storage) with only the widget, every output recorded into `seen`. */
async function openWidget(build, seen, callId) {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const excluded = (url) => new URL(url).pathname.startsWith('/simulator/');

  await page.addInitScript(() => {
    const record = (kind, value) => {
      try {
        window.__pci[kind].push(value);
      } catch {}
    };
    window.__pci = { events: [], console: [] };
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event) {
      if (typeof event.type === 'string' && event.type.startsWith('hk-')) {
        let detail;
        try {
          detail = JSON.stringify(event.detail);
        } catch {
          detail = String(event.detail);
        }
        record('events', { type: event.type, detail });
      }
      return dispatch.call(this, event);
    };
    for (const level of ['log', 'info', 'warn', 'error', 'debug', 'trace', 'table', 'dir']) {
      // biome-ignore lint/suspicious/noConsole: the page's console is watched, every level, and passed on.
      const original = console[level];
      console[level] = (...args) => {
        record(
          'console',
          `${level}: ${args
            .map((arg) => {
              try {
                return typeof arg === 'string' ? arg : (JSON.stringify(arg) ?? String(arg));
              } catch {
                return String(arg);
              }
            })
            .join(' ')}`,
        );
        return original.apply(console, args);
      };
    }
  });
  page.on('console', (message) => seen.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => seen.console.push(`pageerror: ${error.message}`));
  page.on('request', async (request) => {
    if (excluded(request.url())) return void seen.excluded.push(request.url());
    seen.requests.push(
      `${request.method()} ${request.url()} ${JSON.stringify(await request.allHeaders())} ${request.postData() ?? ''}`,
    );
  });
  page.on('response', async (response) => {
    if (excluded(response.url())) return;
    const body = scannedBody(response.url(), await response.text().catch(() => ''));
    seen.responses.push(
      `${response.status()} ${response.url()} ${JSON.stringify(await response.allHeaders())} ${body}`,
    );
  });
  await cdp.send('Network.enable');
  await cdp.send('DOM.enable');
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, request.url);
    if (excluded(request.url)) return;
    seen.cdpRequests.push(
      `${request.method} ${request.url} ${JSON.stringify(request.headers)} ${request.postData ?? ''}`,
    );
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (excluded(response.url)) return;
    seen.cdpResponses.push(`${response.status} ${response.url} ${JSON.stringify(response.headers)}`);
    urls.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', async ({ requestId }) => {
    const url = urls.get(requestId);
    if (url === undefined || excluded(url)) return;
    try {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      seen.cdpResponses.push(`body ${url} ${scannedBody(url, text)}`);
    } catch {}
  });
  cdp.on('Network.webSocketFrameSent', ({ response }) => seen.wsFrames.push(response.payloadData));
  cdp.on('Network.webSocketFrameReceived', ({ response }) => seen.wsFrames.push(response.payloadData));

  await page.route('**/pci/card-by-phone.html', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', ...(policy ? { 'content-security-policy': policy } : {}) },
      body: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8" /><title>Take payment</title>
<script type="module" src="/dist/${build.bundle}"></script></head>
<body><main><h1>Take payment</h1>
<hk-card-by-phone call-id="${callId}" amount="249" currency="GBP" reference="10453" locale="en-GB" api-base="/" payment-base="/pay/"></hk-card-by-phone>
</main></body></html>`,
    }),
  );
  await page.goto(new URL('/pci/card-by-phone.html', harness.server.url).href);
  await page.getByRole('button', { name: 'Start payment' }).waitFor({ timeout: 20000 });
  // Probes, so the report proves the console and storage collectors are not blind.
  await page.evaluate(() => {
    // biome-ignore lint/suspicious/noConsole: a probe of the console collector.
    console.debug('pci-probe console');
    localStorage.setItem('pci-probe', 'local');
    sessionStorage.setItem('pci-probe', 'session');
  });

  /** Takes a snapshot of everything the page holds now into `seen`. */
  const snapshot = async () => {
    const now = await pageTexts(page, cdp);
    seen.domSnapshots += 1;
    seen.domTexts.push(now.dom.join('\n'));
    seen.shadowRoots = Math.max(seen.shadowRoots, now.shadowRoots);
    seen.values.push(...now.values);
    seen.styles.push(now.styles.join('\n'));
    seen.storage.push(
      `local ${now.local.join('\n')}`,
      `session ${now.session.join('\n')}`,
      `idb ${now.databases.join(',')}`,
      `caches ${now.caches.join(',')}`,
      now.title,
      now.url,
    );
    seen.cookies.push(...(await context.cookies()).map((cookie) => JSON.stringify(cookie)));
  };
  const close = async () => {
    await snapshot();
    const recorded = await page.evaluate(() => window.__pci);
    seen.events.push(...recorded.events.map((event) => `${event.type} ${event.detail}`));
    seen.console.push(...recorded.console);
    await context.close();
  };
  /** The last hk-payment-status detail, parsed. */
  const status = () =>
    page.evaluate(() => {
      const last = window.__pci.events.filter((event) => event.type === 'hk-payment-status').at(-1);
      return last ? JSON.parse(last.detail) : null;
    });
  const until = async (test, what, timeout = 10000) => {
    const end = Date.now() + timeout;
    let last = await status();
    while (!(last && test(last)) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      last = await status();
    }
    assert.ok(last && test(last), `${what}: last status ${JSON.stringify(last)}`);
    await snapshot();
    return last;
  };
  return { page, snapshot, close, status, until };
}

// ---------------------------------------------------------------------------------------------
// The operator's side, in the page.

let calls = 0;
const newCall = (build) => {
  calls += 1;
  return `CA${build.name}pci${String(calls).padStart(3, '0')}`;
};

/** Clicks Start payment and waits for payment_in_progress. */
async function start(widget) {
  await widget.page.getByRole('button', { name: 'Start payment' }).click();
  await widget.until((s) => s.step === 'payment_in_progress', 'payment in progress');
}

/** Requests a field, and the caller keys `keys` in chunks (a snapshot after each), then '#'. */
async function key(widget, callId, field, digits, { end = true, outcome = 'successfully-captured' } = {}) {
  await widget.page.locator(`hk-card-by-phone [part~=field][data-field="${field}"] [part~=request]`).click();
  await untilCapturing(callId, field);
  await widget.until((s) => s.fields[field]?.status === 'capture-in-progress', `${field} capturing`);
  for (let at = 0; at < digits.length; at += 4) {
    await sim(callId, 'keypad', { keys: digits.slice(at, at + 4) });
    await widget.snapshot();
  }
  if (!end) return;
  await sim(callId, 'keypad', { keys: '#' });
  await widget.until((s) => s.fields[field]?.status === outcome, `${field} ${outcome}`);
}

/** Keys every field of a card (the card number in the caller's usual groups). */
async function keyCard(widget, callId, card) {
  await key(widget, callId, 'payment-card-number', card.digits);
  await key(widget, callId, 'expiration-date', '1234');
  await key(widget, callId, 'security-code', CVC[card.id]);
  await key(widget, callId, 'postal-code', '90210');
}

async function complete(widget) {
  await widget.page.getByRole('button', { name: 'Complete payment' }).click();
}

const card = (id) => cards.find((each) => each.id === id);

/** The payments each build runs: several test cards, failures, a token timeout, a refused cancel, leaving. */
const PAYMENTS = [
  {
    name: 'Visa 4242 4242 4242 4242, approved',
    async run(widget, callId) {
      await start(widget);
      await keyCard(widget, callId, card('visa'));
      await complete(widget);
      await widget.until((s) => s.step === 'payment_method_authorized', 'authorised');
    },
  },
  {
    name: 'Mastercard 5555 5555 5555 4444: a wrong number and an input timeout, then success',
    async run(widget, callId) {
      await start(widget);
      await key(widget, callId, 'payment-card-number', WRONG_LUHN, { outcome: 'capture-failed' });
      await key(widget, callId, 'payment-card-number', card('mastercard').digits);
      await key(widget, callId, 'security-code', CVC.mastercard.slice(0, 2), { end: false });
      await sim(callId, 'fail', {});
      await widget.until((s) => s.fields['security-code']?.status === 'capture-failed', 'security code timed out');
      await key(widget, callId, 'security-code', CVC.mastercard);
      await key(widget, callId, 'expiration-date', '1234');
      await key(widget, callId, 'postal-code', '90210');
      await complete(widget);
      await widget.until((s) => s.step === 'payment_method_authorized', 'authorised');
    },
  },
  {
    name: 'Amex 3782 822463 10005: the token never arrives (15 s)',
    async run(widget, callId) {
      await start(widget);
      await keyCard(widget, callId, card('amex'));
      // The provider keeps answering "no token yet": the widget's own 15 s clock runs out.
      await sim(callId, 'token-timeout', { silent: true });
      await complete(widget);
      const asked = Date.now();
      await widget.until((s) => s.error === 'payment_method_token_timeout', 'token timeout', 25000);
      assert.ok(Date.now() - asked >= 14000, `the token timed out after ${Date.now() - asked} ms, not 15 s`);
    },
  },
  {
    name: 'Visa 4000 0000 0000 0002: declined',
    async run(widget, callId) {
      await start(widget);
      await keyCard(widget, callId, card('declined'));
      await complete(widget);
      await widget.until((s) => s.error === 'card_declined', 'declined');
    },
  },
  {
    name: 'Visa 4000 0000 0000 9995 typed halfway: cancel refused (invalid state) → back to start',
    async run(widget, callId) {
      await start(widget);
      await key(widget, callId, 'payment-card-number', card('insufficient-funds').digits.slice(0, 10), { end: false });
      await sim(callId, 'refuse-cancel');
      await widget.page.getByRole('button', { name: 'Cancel payment' }).click();
      await widget.until((s) => s.step === 'start_payment', 'back to start');
    },
  },
  {
    name: 'Visa 4242: the operator leaves mid-payment (element removed) → cancelled',
    async run(widget, callId) {
      await start(widget);
      await key(widget, callId, 'payment-card-number', card('visa').digits);
      await key(widget, callId, 'security-code', CVC.visa.slice(0, 2), { end: false });
      await widget.page.evaluate(() => document.querySelector('hk-card-by-phone')?.remove());
      const end = Date.now() + 5000;
      while ((await callState(callId))?.status !== 'cancelled' && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal((await callState(callId))?.status, 'cancelled');
      await widget.snapshot();
    },
  },
];

// ---------------------------------------------------------------------------------------------
// The scan.

/** Separators a number may be written with, and invisible characters. */
const SEPARATORS = /[\s\u00a0\u2000-\u200f\u2028\u2029\u202f\u2060\ufeff\-\u2010-\u2015\u2212._/]/g;

/** The card numbers that must never appear: every test card and the wrong one keyed on purpose. */
const cardNumbers = () => [...cards.map((each) => each.digits), WRONG_LUHN];
/**
 * Every 5 digits in a row of a card number (more than the last four), and the whole number. A run
 * of one repeated digit ("00000" of 4000 0000 0000 0002, "55555" of a Mastercard) says nothing
 * about a card and is everywhere (numbers, colours such as #555555), so it is left to the longer
 * runs around it: "40000", "00002", "55554" … are searched.
 */
const runsOf = (digits) => [
  digits,
  ...Array.from({ length: digits.length - 4 }, (_, at) => digits.slice(at, at + 5)).filter(
    (run) => new Set(run).size > 1,
  ),
];

/** The leaks in one text: card digits (5+ in a row, separators ignored) and security codes standing alone. */
function leaksIn(text) {
  const found = [];
  const forms = [text];
  try {
    const decoded = decodeURIComponent(text);
    if (decoded !== text) forms.push(decoded);
  } catch {}
  for (const form of forms) {
    const compact = form.replace(SEPARATORS, '');
    for (const digits of cardNumbers()) {
      const run = runsOf(digits).find((each) => compact.includes(each));
      if (run) found.push(`card ${digits.slice(-4)} (run ${run})`);
    }
    for (const code of Object.values(CVC)) {
      if (new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(form)) found.push(`security code ${code}`);
    }
  }
  return [...new Set(found)];
}

function scan(seen) {
  const outputs = {
    'DOM snapshots (document + every shadow root: text and attributes)': seen.domTexts,
    'form control values': seen.values,
    'adopted style sheets': seen.styles,
    'hk-* event details': seen.events,
    'console output (all levels, page errors)': seen.console,
    'localStorage / sessionStorage / IndexedDB / CacheStorage': seen.storage,
    cookies: seen.cookies,
    'requests (Playwright: URL, headers, body)': seen.requests,
    'responses (Playwright: URL, headers, body)': seen.responses,
    'requests (CDP Network)': seen.cdpRequests,
    'responses (CDP Network: headers, bodies)': seen.cdpResponses,
    'WebSocket frames (CDP)': seen.wsFrames,
  };
  const report = [];
  const leaks = [];
  for (const [name, texts] of Object.entries(outputs)) {
    const chars = texts.reduce((sum, text) => sum + text.length, 0);
    report.push({ output: name, items: texts.length, chars });
    for (const text of texts) {
      for (const leak of leaksIn(text)) {
        const at = Math.max(0, text.search(/\d/));
        leaks.push(`${name}: ${leak} in "${text.slice(Math.max(0, at - 60), at + 120)}"`);
      }
    }
  }
  return { report, leaks };
}

// Both builds in every run: the proof holds for each script a partner can ship, and React DOM
// writes the DOM, the values of its inputs and its events its own way.
for (const build of builds) {
  describe(`<hk-card-by-phone> PCI (${build.runtime}): no card number or security code reaches the page`, () => {
    const seen = newCollector();

    for (const payment of PAYMENTS) {
      it(payment.name, async () => {
        const callId = newCall(build);
        const widget = await openWidget(build, seen, callId);
        try {
          await payment.run(widget, callId);
        } catch (error) {
          const name = payment.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
          await widget.page.screenshot({ path: `${results}failed-${build.name}-${name}.png`, fullPage: true });
          throw error;
        } finally {
          await widget.close();
        }
      });
    }

    it('the leak self-check finds planted card data (the scan is not blind)', () => {
      assert.deepEqual(leaksIn('<span>4242 4242 4242 4242</span>'), ['card 4242 (run 4242424242424242)']);
      assert.deepEqual(leaksIn('x 3782-822463-10005 x'), ['card 0005 (run 378282246310005)']);
      assert.deepEqual(leaksIn('last five 24242'), ['card 4242 (run 24242)']);
      assert.deepEqual(leaksIn('#555555 1000000'), []);
      assert.deepEqual(leaksIn('"value":"xxxx xxxx xxxx 4242"'), []);
      assert.ok(leaksIn('card%3D5555%205555%205555%204444').includes('card 4444 (run 5555555555554444)'));
      assert.deepEqual(leaksIn('{"cvc":"739"}'), ['security code 739']);
      assert.deepEqual(leaksIn('pay_a739f0 2739 7390'), []);
      // Only the build's own files, unchanged, go unscanned.
      const entry = `http://127.0.0.1/dist/${build.bundle}`;
      const built = readFileSync(join(dist, build.bundle), 'utf8');
      assert.equal(scannedBody(entry, built), '[the build file, unchanged]');
      assert.equal(scannedBody(entry, `${built}/*4242424242424242*/`), `${built}/*4242424242424242*/`);
      assert.equal(scannedBody('http://127.0.0.1/pay/capture', built), built);
    });

    it('scans every output: no card number, no run of 5 card digits, no security code', (t) => {
      assert.equal(seen.domSnapshots > PAYMENTS.length * 4, true, 'DOM snapshots were taken after each step');
      assert.equal(seen.shadowRoots >= 1, true, 'the widget has a shadow root');
      assert.equal(
        seen.events.some((event) => event.startsWith('hk-payment-status')),
        true,
      );
      assert.equal(
        seen.events.some((event) => event.startsWith('hk-payment-authorized')),
        true,
      );
      assert.equal(
        seen.cdpResponses.some((text) => text.includes('/pay/capture-card-data-status')),
        true,
      );
      assert.equal(seen.console.filter((line) => line.includes('pci-probe console')).length, PAYMENTS.length * 2);
      assert.equal(
        seen.storage.some((text) => text.includes('pci-probe=local')),
        true,
      );
      assert.equal(
        seen.storage.some((text) => text.includes('pci-probe=session')),
        true,
      );
      const { report, leaks } = scan(seen);
      const summary = {
        build: build.name,
        payments: PAYMENTS.map((payment) => payment.name),
        domSnapshots: seen.domSnapshots,
        shadowRootsAtMost: seen.shadowRoots,
        excludedSimulatorCallsSeenByPage: seen.excluded.length,
        outputs: report,
        leaks,
      };
      writeFileSync(`${results}report-${build.name}.json`, `${JSON.stringify(summary, null, 2)}\n`);
      t.diagnostic(
        `PCI scan (${build.runtime}): ${seen.domSnapshots} DOM snapshots; excluded /simulator/ calls seen by the page: ${seen.excluded.length}`,
      );
      for (const row of report) t.diagnostic(`  ${row.output}: ${row.items} items, ${row.chars} characters`);
      assert.deepEqual(leaks, []);
    });
  });
}
