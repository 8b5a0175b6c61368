// <hk-card-by-phone> on a real call, in both builds, on the softphone example against the
// reference server's simulator (the caller's keypad and the provider's faults are driven from
// Node through /simulator/calls/{callId}/…; the page never calls them):
// - leaving ends the payment: navigating away, reloading and closing the tab each cancel the
//   provider's session (pagehide / visibilitychange, one fetch keepalive request); after a
//   reload the panel starts clean; the element removed while Start waits for its answer cancels
//   the payment that answer opens, once it arrives;
// - a transient failure is not a failed payment: a 3 s network drop passes unseen; status checks
//   that keep failing (503) say "Checking the payment… connection lost" with the payment still
//   open, and the panel carries on by itself; a 3 s drop while Complete payment waits for the
//   token completes by itself;
// - a refused cancel keeps the truth: refused with a 503 or answered still open, the panel says
//   the payment is still open and offers Cancel again; one open payment id per call;
// - double Start and double Complete make one session and one completion;
// - PCI on every one of these paths: no card number beyond its last four digits and no security
//   code in the DOM, events, console, storage or requests.
// Screenshots of the new states at 1280 and 390 px go to test-results/card-by-phone-call/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildsToRun, openHarness, openPage, READY_TIMEOUT, seriousViolations } from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/card-by-phone-call/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', name: 'light', query: '' },
  { runtime: 'React 19', name: 'react', query: '&build=react' },
];

const CARD = '4242424242424242';
/** A security code no id on the page holds by chance once ids are set aside (see `leaks`). */
const CVC = '739';

let calls = 0;
const newCallId = () => `CA-call-${process.pid}-${++calls}`;

/** The caller's side and the provider's faults, from Node. */
async function sim(callId, action, body) {
  const url = new URL(
    `/simulator/calls/${encodeURIComponent(callId)}${action ? `/${action}` : ''}`,
    harness.server.url,
  );
  const response = await fetch(url, {
    method: action ? 'POST' : 'GET',
    ...(action ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) } : {}),
  });
  assert.ok(response.ok, `simulator ${action}: ${response.status} ${await response.clone().text()}`);
  return response.json();
}
const callState = (callId) => sim(callId, '');

async function settles(read, expected, timeout = 6000) {
  const end = Date.now() + timeout;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  assert.deepEqual(value, expected);
}

/**
 * The softphone on a given call, with everything the page can show or send collected for the
 * PCI scan: console output of every level, requests with their bodies, every hk-* event's detail.
 */
async function openSoftphone(build, callId, { width = 1280, height = 1000 } = {}) {
  const opened = await openPage(harness, `/softphone.html?call=${encodeURIComponent(callId)}${build.query}`, {
    viewport: { width, height },
  });
  const seen = { console: [], requests: [], events: [], dom: [] };
  opened.page.on('console', (message) => seen.console.push(message.text()));
  // The context's requests (a keepalive request sent as the page unloads is the context's too),
  // except the caller's side (/simulator/…), which only the softphone's call panel makes.
  opened.context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/simulator/')) return;
    seen.requests.push({ url: request.url(), method: request.method(), body: request.postData() ?? '' });
  });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  await installListeners(opened.page);
  const panel = opened.page.locator('hk-card-by-phone');
  await panel.getByRole('button', { name: 'Start payment' }).waitFor();
  return { ...opened, seen, panel, callId };
}

async function installListeners(page) {
  await page.evaluate(() => {
    window.heard = [];
    for (const type of ['hk-payment-status', 'hk-payment-authorized', 'hk-error'])
      document.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
  });
}

/** What the page holds now: the widget's shadow DOM, the events heard, its storage. */
async function collect(page, seen) {
  if (page.isClosed()) return;
  const now = await page.evaluate(() => ({
    dom: document.querySelector('hk-card-by-phone')?.shadowRoot?.innerHTML ?? '',
    // What the host page shows of the widget's events; the call panel (the caller's side, with
    // the test cards' numbers) is not the operator's and is left out.
    light: [document.getElementById('log')?.innerHTML, document.getElementById('authorized')?.innerHTML].join(''),
    heard: JSON.stringify(window.heard ?? []),
    storage: JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
  }));
  seen.dom.push(now.dom, now.light, now.storage);
  seen.events.push(now.heard);
}

/** Ids set aside (random hex may hold any 3 digits), then no card run of 5 digits and no security code. */
function leaks(seen) {
  const text = JSON.stringify(seen)
    .replace(/\b(?:pay|ps|pm)_[0-9a-f]+/g, 'ID')
    .replace(/demo-pay-[0-9a-f]+/g, 'BEARER')
    .replace(/hk-c(?:bp|ps)-[0-9a-z-]+/g, 'KEY')
    .replace(/CA-call-\d+-\d+/g, 'CALL');
  const found = [];
  const compact = text.replace(/[\s-]/g, '');
  for (let at = 0; at + 5 <= CARD.length; at++)
    if (compact.includes(CARD.slice(at, at + 5))) found.push(CARD.slice(at, at + 5));
  if (new RegExp(`(?<!\\d)${CVC}(?!\\d)`).test(text)) found.push('security code');
  return found;
}

/**
 * Notes each cancel the page's fetch sends (and whether it is a keepalive request) in the tab's
 * sessionStorage, which outlives the page's unload; `cancelsSent` reads it on the next page.
 */
async function recordCancels(page) {
  await page.evaluate(() => {
    const fetch = window.fetch;
    window.fetch = function recorded(input, init) {
      const request = input instanceof Request ? input : undefined;
      if (new URL(request?.url ?? String(input), location.href).pathname === '/pay/cancel') {
        const sent = JSON.parse(sessionStorage.getItem('test:cancels') ?? '[]');
        sent.push({ keepalive: Boolean(request?.keepalive || init?.keepalive) });
        sessionStorage.setItem('test:cancels', JSON.stringify(sent));
      }
      return fetch.call(this, input, init);
    };
  });
}
const cancelsSent = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('test:cancels') ?? '[]'));

const status = (panel, field) => panel.locator(`[data-field="${field}"] [part~=field-status]`).textContent();

async function start(panel) {
  await panel.getByRole('button', { name: 'Start payment' }).click();
  await panel.locator('[data-field="postal-code"]').waitFor();
}

async function capture(panel, callId, field, digits) {
  const again = (await status(panel, field)) !== 'Not captured yet';
  const name = {
    'payment-card-number': 'card number',
    'expiration-date': 'expiry date',
    'security-code': 'security code',
    'postal-code': 'postal code',
  }[field];
  await panel.getByRole('button', { name: again ? `Request again: ${name}` : `Request ${name}` }).click();
  await settles(() => status(panel, field), 'Capturing');
  await sim(callId, 'type', { field, digits });
  await settles(() => status(panel, field), 'Captured');
}

/** The panel's state as an operator reads it, for the screenshots at both widths. */
async function shoot(opened, name, build) {
  for (const width of [1280, 390]) {
    await opened.page.setViewportSize({ width, height: width === 390 ? 1400 : 1000 });
    await opened.panel.scrollIntoViewIfNeeded();
    await opened.panel.screenshot({ path: `${shots}${name}-${width}${build.name === 'react' ? '.react' : ''}.png` });
    const wide = await opened.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= width, `nothing wider than ${width} px (${wide})`);
  }
  await opened.page.setViewportSize({ width: 1280, height: 1000 });
}

for (const build of buildsToRun(builds)) {
  describe(`<hk-card-by-phone> on a real call, ${build.runtime} build`, () => {
    it('leaving ends the payment: navigating away, reloading and closing the tab each cancel it once (keepalive); after a reload the panel starts clean', async () => {
      // Reload: the same softphone page, the same call.
      const reloadCall = newCallId();
      const first = await openSoftphone(build, reloadCall);
      try {
        await recordCancels(first.page);
        await start(first.panel);
        await capture(first.panel, reloadCall, 'payment-card-number', CARD);
        await first.panel.getByRole('button', { name: 'Request expiry date' }).click();
        await settles(() => status(first.panel, 'expiration-date'), 'Capturing');
        await collect(first.page, first.seen);
        await first.page.reload();
        await first.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        await settles(async () => (await callState(reloadCall)).status, 'cancelled');
        // pagehide and visibilitychange both came: one cancel, a keepalive request.
        assert.deepEqual(await cancelsSent(first.page), [{ keepalive: true }]);
        // Not a stale payment shown as live: the panel is back at Start payment, no tiles.
        await first.panel.getByRole('button', { name: 'Start payment' }).waitFor();
        assert.equal(await first.panel.locator('[part~=field]').count(), 0);
        await collect(first.page, first.seen);
        assert.deepEqual(leaks(first.seen), []);
        assert.deepEqual(first.problems, []);
      } finally {
        await first.context.close();
      }

      // Navigating away.
      const awayCall = newCallId();
      const second = await openSoftphone(build, awayCall);
      try {
        await recordCancels(second.page);
        await start(second.panel);
        await second.page.goto(new URL('/index.html', harness.server.url).href);
        await settles(async () => (await callState(awayCall)).status, 'cancelled');
        assert.deepEqual(await cancelsSent(second.page), [{ keepalive: true }]);
      } finally {
        await second.context.close();
      }

      // Closing the tab.
      const closeCall = newCallId();
      const third = await openSoftphone(build, closeCall);
      try {
        await start(third.panel);
        await third.page.close({ runBeforeUnload: true });
        await settles(async () => (await callState(closeCall)).status, 'cancelled');
      } finally {
        await third.context.close();
      }
    });

    it('removing the element while Start waits for its answer: the payment that answer opens is cancelled once it arrives (one keepalive cancel)', async () => {
      const callId = newCallId();
      const opened = await openSoftphone(build, callId);
      try {
        await recordCancels(opened.page);
        // Holds create-payment-session in the browser until the element is gone: a slow start.
        let asked;
        const askedFor = new Promise((resolve) => {
          asked = resolve;
        });
        let letGo;
        const released = new Promise((resolve) => {
          letGo = resolve;
        });
        await opened.context.route('**/pay/create-payment-session', async (route) => {
          asked();
          await released;
          await route.continue();
        });
        await opened.panel.getByRole('button', { name: 'Start payment' }).click();
        await askedFor;
        await collect(opened.page, opened.seen);
        await opened.page.evaluate(() => document.querySelector('hk-card-by-phone').remove());
        // The element's leave runs on the next task; the start it left must not be dropped.
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.deepEqual(await cancelsSent(opened.page), [], 'nothing to cancel before the answer');
        letGo();
        await settles(async () => (await callState(callId)).status, 'cancelled');
        assert.deepEqual(await cancelsSent(opened.page), [{ keepalive: true }]);
        const paths = opened.seen.requests.map((request) => new URL(request.url).pathname);
        assert.equal(paths.filter((path) => path === '/pay/create-payment-session').length, 1);
        assert.equal(paths.filter((path) => path === '/pay/capture-card-data-status').length, 0, 'no polling');
        await collect(opened.page, opened.seen);
        assert.deepEqual(leaks(opened.seen), []);
        assert.deepEqual(opened.problems, []);
      } finally {
        await opened.context.close();
      }
    });

    it('a 3-second network drop needs no operator action: nothing shown, polling resumes by itself', async () => {
      const callId = newCallId();
      const opened = await openSoftphone(build, callId);
      try {
        await start(opened.panel);
        await opened.panel.getByRole('button', { name: 'Request card number' }).click();
        await settles(() => status(opened.panel, 'payment-card-number'), 'Capturing');
        // Watches the panel during the drop for any error or connection notice.
        await opened.page.evaluate(() => {
          window.trouble = [];
          const root = document.querySelector('hk-card-by-phone').shadowRoot;
          window.watch = setInterval(() => {
            const shown = root.querySelector('[part~=error], [data-notice]');
            if (shown) window.trouble.push(shown.textContent);
          }, 100);
        });
        await opened.context.setOffline(true);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await opened.context.setOffline(false);
        await sim(callId, 'type', { field: 'payment-card-number', digits: CARD });
        await settles(() => status(opened.panel, 'payment-card-number'), 'Captured', 5000);
        assert.deepEqual(await opened.page.evaluate(() => window.trouble), []);
        assert.equal((await callState(callId)).status, 'open');
        await collect(opened.page, opened.seen);
        assert.deepEqual(leaks(opened.seen), []);
      } finally {
        await opened.context.close();
      }
    });

    it('a 3-second network drop while the card is confirmed needs no operator action: the token check carries on by itself and the payment is authorised', async () => {
      const callId = newCallId();
      const opened = await openSoftphone(build, callId);
      try {
        await start(opened.panel);
        for (const [field, digits] of [
          ['payment-card-number', CARD],
          ['expiration-date', '1234'],
          ['security-code', CVC],
          ['postal-code', '12345'],
        ])
          await capture(opened.panel, callId, field, digits);
        await opened.page.evaluate(() => {
          window.trouble = [];
          const root = document.querySelector('hk-card-by-phone').shadowRoot;
          window.watch = setInterval(() => {
            const shown = root.querySelector('[part~=error], [data-notice]');
            if (shown) window.trouble.push(shown.textContent);
          }, 100);
        });
        await opened.context.setOffline(true);
        await opened.panel.getByRole('button', { name: 'Complete payment' }).click();
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await opened.context.setOffline(false);
        await opened.panel.locator('[part~=authorized]').waitFor({ timeout: 8000 });
        assert.deepEqual(await opened.page.evaluate(() => window.trouble), []);
        assert.equal((await callState(callId)).status, 'completed');
        const completions = opened.seen.requests.filter((r) => new URL(r.url).pathname === '/pay/complete');
        assert.equal(completions.length, 1, 'one completion');
        await collect(opened.page, opened.seen);
        assert.deepEqual(leaks(opened.seen), []);
      } finally {
        await opened.context.close();
      }
    });

    it('status checks that keep failing (503) say "Checking the payment… connection lost" with the payment still open, then carry on by themselves', async () => {
      const callId = newCallId();
      const opened = await openSoftphone(build, callId);
      try {
        await start(opened.panel);
        await capture(opened.panel, callId, 'payment-card-number', CARD);
        await opened.panel.getByRole('button', { name: 'Request expiry date' }).click();
        await settles(() => status(opened.panel, 'expiration-date'), 'Capturing');
        await sim(callId, 'connection', { lost: true });
        const lost = opened.panel.locator('[data-notice="connectionLost"]');
        await lost.waitFor({ timeout: 9000 });
        assert.equal(
          await opened.panel.locator('.hk-alert-title', { hasText: 'Checking the payment' }).textContent(),
          'Checking the payment… connection lost',
        );
        assert.match(await lost.textContent(), /The payment is still open/);
        assert.equal(await opened.panel.locator('[part~=error]').count(), 0, 'not "The payment did not go through"');
        assert.equal(await status(opened.panel, 'payment-card-number'), 'Captured');
        assert.equal((await callState(callId)).status, 'open');
        assert.deepEqual(await seriousViolations(opened.page), []);
        await shoot(opened, 'connection-lost', build);
        await collect(opened.page, opened.seen);
        await sim(callId, 'connection', { lost: false });
        await sim(callId, 'type', { field: 'expiration-date', digits: '1234' });
        await settles(() => status(opened.panel, 'expiration-date'), 'Captured', 5000);
        assert.equal(await lost.count(), 0);
        await collect(opened.page, opened.seen);
        assert.deepEqual(leaks(opened.seen), []);
        assert.deepEqual(
          opened.problems.filter((text) => !/503|Service Unavailable/.test(text)),
          [],
        );
      } finally {
        await opened.context.close();
      }
    });

    it('a refused cancel keeps the truth: refused with a 503 or answered still open, the payment is still open and Cancel again cancels it', async () => {
      const callId = newCallId();
      const opened = await openSoftphone(build, callId);
      try {
        await start(opened.panel);
        await capture(opened.panel, callId, 'payment-card-number', CARD);
        const paymentId = (await callState(callId)).paymentId;
        const stillOpen = opened.panel.locator('[data-notice="stillOpen"]');

        await sim(callId, 'refuse-cancel', { how: 'error' });
        await opened.panel.getByRole('button', { name: 'Cancel payment' }).click();
        await stillOpen.waitFor();
        assert.match(await stillOpen.textContent(), /^The payment is still open/);
        assert.equal(await opened.panel.locator('[part~=error]').count(), 0);
        assert.equal(await status(opened.panel, 'payment-card-number'), 'Captured');
        assert.deepEqual(await seriousViolations(opened.page), []);
        await shoot(opened, 'cancel-refused', build);

        await sim(callId, 'refuse-cancel', { how: 'open' });
        await opened.panel.getByRole('button', { name: 'Cancel again' }).click();
        await stillOpen.waitFor();
        assert.equal((await callState(callId)).status, 'open');
        await shoot(opened, 'payment-still-open', build);

        await sim(callId, 'refuse-cancel', { how: 'none' });
        await opened.panel.getByRole('button', { name: 'Cancel again' }).click();
        await opened.panel.getByRole('button', { name: 'Start payment' }).waitFor();
        assert.equal((await callState(callId)).status, 'cancelled');
        assert.equal((await callState(callId)).paymentId, paymentId);
        await collect(opened.page, opened.seen);
        assert.deepEqual(leaks(opened.seen), []);
        assert.deepEqual(
          opened.problems.filter((text) => !/503|Service Unavailable/.test(text)),
          [],
        );
      } finally {
        await opened.context.close();
      }
    });

    it('never two open payment ids for one call: after an invalid-state refusal, Start gets the open payment back', async () => {
      const callId = newCallId();
      const opened = await openSoftphone(build, callId);
      try {
        await start(opened.panel);
        const first = (await callState(callId)).paymentId;
        await sim(callId, 'refuse-cancel', { how: 'invalid-state' });
        await opened.panel.getByRole('button', { name: 'Cancel payment' }).click();
        await opened.panel.getByRole('button', { name: 'Start payment' }).waitFor();
        assert.match(await opened.panel.locator('[data-notice]').textContent(), /could not be cancelled at this stage/);
        await start(opened.panel);
        const ids = new Set(
          (await opened.page.evaluate(() => window.heard))
            .map((event) => event.detail.paymentId)
            .filter((id) => id !== null),
        );
        assert.deepEqual([...ids], [first]);
        assert.equal((await callState(callId)).paymentId, first);
      } finally {
        await opened.context.close();
      }
    });

    it('double Start and double Complete make one session and one completion', async () => {
      const callId = newCallId();
      const opened = await openSoftphone(build, callId);
      try {
        await opened.panel.getByRole('button', { name: 'Start payment' }).dblclick();
        await opened.panel.locator('[data-field="postal-code"]').waitFor();
        for (const [field, digits] of [
          ['payment-card-number', CARD],
          ['expiration-date', '1234'],
          ['security-code', CVC],
          ['postal-code', '12345'],
        ])
          await capture(opened.panel, callId, field, digits);
        await opened.panel.getByRole('button', { name: 'Complete payment' }).dblclick();
        await opened.panel.locator('[part~=authorized]').waitFor({ timeout: 8000 });
        const paths = opened.seen.requests.map((request) => new URL(request.url).pathname);
        const created = opened.seen.requests.filter((r) => new URL(r.url).pathname === '/pay/create-payment-session');
        assert.ok(created.length >= 1);
        assert.equal((await callState(callId)).status, 'completed');
        assert.equal(paths.filter((path) => path === '/pay/complete').length, 1);
        const ids = new Set(
          (await opened.page.evaluate(() => window.heard))
            .map((event) => event.detail.paymentId)
            .filter((id) => id !== null && id !== undefined),
        );
        assert.equal(ids.size, 1, 'one payment id');
        assert.equal(created.length, 1, 'one create-payment-session');
        await collect(opened.page, opened.seen);
        assert.deepEqual(leaks(opened.seen), []);
      } finally {
        await opened.context.close();
      }
    });
  });
}

describe('the PCI scan of this file is not blind', () => {
  it('finds a card run and a security code, and sets ids aside', () => {
    assert.deepEqual(leaks({ dom: ['•••• 4242'] }), []);
    assert.ok(leaks({ dom: ['4242 4242 4242 4242'] }).length > 0);
    assert.deepEqual(leaks({ dom: [`cvc ${CVC}`] }), ['security code']);
    assert.deepEqual(leaks({ dom: [`pay_0a${CVC}bc`] }), []);
  });
});
