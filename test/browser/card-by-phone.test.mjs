// <hk-card-by-phone> end to end in Chromium, in both builds (the element's own script, light and
// React), against the reference server (`api-base="/"`, the service at `payment-base="/pay/"`)
// and its payment simulator, driven by the keyboard alone: a successful payment, a failed
// capture then success, a token timeout, a refused cancel, and leaving mid-payment (the element
// removed, the page hidden). The caller's keypad is the simulator's control API
// (/simulator/calls/{callId}/…), which the test calls itself: the widget never does. Then the
// states page, every state at 1280 and 390 px, light and dark, screenshotted to
// test-results/card-by-phone/, axe clean, nothing wider than the screen.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import {
  buildsToRun,
  openHarness,
  openPage,
  opensLook,
  READY_TIMEOUT,
  seriousViolations,
  settles,
} from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const SHOTS = new URL('../../test-results/card-by-phone/', import.meta.url);
mkdirSync(SHOTS, { recursive: true });
const shot = (name) => new URL(`${name}.png`, SHOTS).pathname;

const builds = [
  { runtime: 'light (preact/compat)', query: '', build: '' },
  { runtime: 'React 19', query: '?build=react', build: '.react' },
];
const CARD = '4242424242424242';
const INPUT_TIMEOUT =
  'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.';
const TYPED = {
  'payment-card-number': CARD,
  'expiration-date': '1234',
  'security-code': '123',
  'postal-code': '12345',
};
const NAMES = {
  'payment-card-number': 'card number',
  'expiration-date': 'expiry date',
  'security-code': 'security code',
  'postal-code': 'postal code',
};

let calls = 0;

/**
 * Opens the states page (for its script and styles), empties it and puts one new panel on it
 * with a fresh session key and call id, talking to the reference server. Every event the host
 * hears is kept in `window.heard`.
 */
/**
 * The states page's refused-attribute state (currency USD) warns the page's developer in the
 * console, as every refused attribute does: that one warning is expected, nothing else.
 */
const REFUSED_CURRENCY = 'Haulkit: <hk-card-by-phone> currency: “USD” is not one of GBP, EUR';
const unexpected = (problems) => problems.filter((line) => !line.endsWith(REFUSED_CURRENCY));

async function openPanel({ query }, { width = 1280, height = 1000 } = {}) {
  const opened = await openPage(harness, `/states/card-by-phone.html${query}`);
  await opened.page.setViewportSize({ width, height });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  const callId = `CA-browser-${process.pid}-${++calls}`;
  await opened.page.evaluate((callId) => {
    const main = document.querySelector('main');
    main.replaceChildren();
    main.className = 'flow';
    const card = document.createElement('section');
    card.className = 'card';
    const panel = document.createElement('hk-card-by-phone');
    for (const [name, value] of Object.entries({
      session: `flow-${callId}`,
      'call-id': callId,
      amount: '149.50',
      currency: 'GBP',
      reference: 'LST-482913',
      'api-base': '/',
      'payment-base': '/pay/',
    }))
      panel.setAttribute(name, value);
    window.heard = [];
    for (const type of ['hk-payment-status', 'hk-payment-authorized', 'hk-error'])
      panel.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
    card.append(panel);
    main.append(card);
    scrollTo(0, 0);
  }, callId);
  const panel = opened.page.locator('hk-card-by-phone');
  await panel.getByRole('button', { name: 'Start payment' }).waitFor();
  return { ...opened, callId, panel };
}

/** The caller's keypad: a control call to the simulator (never made by the widget). */
async function keypad(callId, action, body) {
  const response = await fetch(
    new URL(`/simulator/calls/${encodeURIComponent(callId)}/${action}`, harness.server.url),
    {
      method: body === undefined && action === '' ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  );
  assert.ok(response.ok, `simulator ${action}: ${response.status} ${await response.clone().text()}`);
  return response.json();
}
const callState = async (callId) =>
  (await fetch(new URL(`/simulator/calls/${encodeURIComponent(callId)}`, harness.server.url))).json();

/** The focused element through shadow roots: its accessible name (aria-label or text). */
const focusedName = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.textContent.trim().replace(/\s+/g, ' ')) : null;
  });

/** Presses Tab until the focused control has this name (at most 12 presses): the keyboard alone. */
async function tabTo(page, name) {
  for (let step = 0; step < 12; step++) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  assert.equal(await focusedName(page), name, `Tab reaches “${name}”`);
}

const status = (panel, field) => panel.locator(`[data-field="${field}"] [part~=field-status]`).textContent();
const heard = (page, type) => page.evaluate((kind) => window.heard.filter((e) => e.type === kind), type);

/** Starts the payment from the keyboard: Tab to Start payment, Enter; focus goes to the card details. */
async function start(page, panel) {
  await tabTo(page, 'Start payment');
  await page.keyboard.press('Enter');
  await panel.locator('[data-field="postal-code"]').waitFor();
  await settles(() => focusedName(page), 'Card details');
}

/** Requests a field from the keyboard and has the caller key its digits; waits for "Captured". */
async function capture(page, panel, callId, field, digits = TYPED[field]) {
  const name =
    (await status(panel, field)) === 'Not captured yet' ? `Request ${NAMES[field]}` : `Request again: ${NAMES[field]}`;
  await tabTo(page, name);
  await page.keyboard.press('Enter');
  await settles(() => status(panel, field), 'Capturing');
  await keypad(callId, 'type', { field, digits });
  await settles(() => status(panel, field), 'Captured', 4000);
}

for (const setup of buildsToRun(builds)) {
  describe(`<hk-card-by-phone> flows, ${setup.runtime} build`, () => {
    it('a successful payment by keyboard alone: bearer first, masked values, authorised with ids only', async () => {
      const { page, context, problems, requests, callId, panel } = await openPanel(setup);
      try {
        await start(page, panel);
        const paid = requests
          .filter((url) => /\/twilio-pay\/token\/|\/pay\//.test(url))
          .map((url) => new URL(url).pathname);
        assert.equal(paid[0], `/twilio-pay/token/${callId}`, 'the bearer is asked for first');
        assert.equal(paid[1], '/pay/create-payment-session');
        await page.screenshot({ path: shot(`flow-started${setup.build}`) });
        for (const field of Object.keys(TYPED)) await capture(page, panel, callId, field);
        assert.equal(
          await panel.locator('[data-field="payment-card-number"] [part~=field-value]').textContent(),
          '•••• 4242',
        );
        assert.equal(await panel.locator('[data-field="security-code"] [part~=field-value]').textContent(), '•••');
        await page.screenshot({ path: shot(`flow-captured${setup.build}`) });
        assert.deepEqual(await seriousViolations(page), []);
        await tabTo(page, 'Complete payment');
        await page.keyboard.press('Enter');
        await panel.locator('[part~=authorized]').waitFor({ timeout: 8000 });
        await settles(() => focusedName(page), 'Payment authorised');
        const paymentId = await panel.locator('[part~=payment-id]').textContent();
        const [authorized] = await heard(page, 'hk-payment-authorized');
        assert.deepEqual(Object.keys(authorized.detail).sort(), ['paymentId', 'tokenReference']);
        assert.equal(authorized.detail.paymentId, paymentId);
        assert.match(authorized.detail.tokenReference, /^pm_/);
        const statuses = await heard(page, 'hk-payment-status');
        assert.deepEqual(
          [...new Set(statuses.map((event) => event.detail.step))],
          // The panel's starting step is the host's doing (it set the call id): no event for it.
          ['payment_in_progress', 'payment_method_authorized'],
        );
        const everything = JSON.stringify([
          statuses,
          authorized,
          await panel.evaluate((el) => el.shadowRoot.innerHTML),
        ]);
        assert.ok(!everything.includes(CARD) && !/4242.?4242/.test(everything), 'no card number anywhere');
        assert.equal((await callState(callId)).status, 'completed');
        await page.screenshot({ path: shot(`flow-authorized${setup.build}`) });
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(unexpected(problems), []);
      } finally {
        await context.close();
      }
    });

    it('a failed capture (input timeout) shows the spec sentence, then Request again captures it', async () => {
      const { page, context, problems, callId, panel } = await openPanel(setup);
      try {
        await start(page, panel);
        await tabTo(page, 'Request card number');
        await page.keyboard.press('Enter');
        await settles(() => status(panel, 'payment-card-number'), 'Capturing');
        await keypad(callId, 'fail', { field: 'payment-card-number', errorType: 'timeout' });
        await settles(() => status(panel, 'payment-card-number'), 'Failed', 4000);
        const error = panel.locator('[data-field="payment-card-number"] [part~=field-error]');
        assert.equal(await error.textContent(), INPUT_TIMEOUT);
        assert.equal(await error.getAttribute('data-code'), 'timeout');
        await page.screenshot({ path: shot(`flow-failed${setup.build}`) });
        assert.deepEqual(await seriousViolations(page), []);
        await capture(page, panel, callId, 'payment-card-number');
        assert.equal(await error.count(), 0);
        const last = (await heard(page, 'hk-payment-status')).at(-1).detail;
        assert.deepEqual(last.fields['payment-card-number'], {
          status: 'successfully-captured',
          value: 'xxxx xxxx xxxx 4242',
        });
        assert.deepEqual(unexpected(problems), []);
      } finally {
        await context.close();
      }
    });

    it('a token that never comes: payment_method_token_timeout shown with its code, the payment kept', async () => {
      const { page, context, problems, callId, panel } = await openPanel(setup);
      try {
        await start(page, panel);
        for (const field of Object.keys(TYPED)) await capture(page, panel, callId, field);
        await keypad(callId, 'token-timeout', {});
        await tabTo(page, 'Complete payment');
        await page.keyboard.press('Enter');
        const error = panel.locator('[data-code="payment_method_token_timeout"]');
        await error.waitFor({ timeout: 20000 });
        assert.match(await error.textContent(), /The card was not confirmed in time/);
        assert.equal(await panel.locator('[part~=authorized]').count(), 0);
        const errors = await heard(page, 'hk-error');
        assert.ok(errors.some((event) => event.detail.code === 'payment_method_token_timeout'));
        await page.screenshot({ path: shot(`flow-token-timeout${setup.build}`) });
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(unexpected(problems), []);
      } finally {
        await context.close();
      }
    });

    it('a cancel refused with the invalid-state status goes back to start', async () => {
      const { page, context, problems, callId, panel } = await openPanel(setup);
      try {
        await start(page, panel);
        await keypad(callId, 'refuse-cancel', {});
        await tabTo(page, 'Cancel payment');
        await page.keyboard.press('Enter');
        await panel.getByRole('button', { name: 'Start payment' }).waitFor();
        assert.match(await panel.locator('[data-notice]').textContent(), /could not be cancelled at this stage/);
        await settles(() => focusedName(page), 'Start payment');
        assert.deepEqual(unexpected(problems), []);
      } finally {
        await context.close();
      }
    });

    it('leaving mid-payment cancels the session: the element removed, or the page hidden', async () => {
      const first = await openPanel(setup);
      try {
        await start(first.page, first.panel);
        await tabTo(first.page, 'Request expiry date');
        await first.page.keyboard.press('Enter');
        await settles(() => status(first.panel, 'expiration-date'), 'Capturing');
        await first.page.evaluate(() => document.querySelector('hk-card-by-phone').remove());
        await settles(async () => (await callState(first.callId)).status, 'cancelled');
        assert.deepEqual(unexpected(first.problems), []);
      } finally {
        await first.context.close();
      }
      const second = await openPanel(setup);
      try {
        await start(second.page, second.panel);
        await second.page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
          document.dispatchEvent(new Event('visibilitychange'));
        });
        await settles(async () => (await callState(second.callId)).status, 'cancelled');
        await second.panel.getByRole('button', { name: 'Start payment' }).waitFor();
        assert.deepEqual(unexpected(second.problems), []);
      } finally {
        await second.context.close();
      }
    });
  });

  describe(`<hk-card-by-phone> states page, ${setup.runtime} build`, () => {
    for (const theme of ['light', 'dark']) {
      for (const width of [1280, 390]) {
        if (!opensLook(theme, width)) continue;
        it(`every state at ${width} px, ${theme}: screenshots, axe clean, nothing wider than the screen, 44 px targets on phones`, async () => {
          const sep = setup.query ? '&' : '?';
          const { page, context, problems } = await openPage(
            harness,
            `/states/card-by-phone.html${setup.query}${sep}theme=${theme}`,
            { viewport: { width, height: 900 } },
          );
          try {
            await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
            assert.equal(await page.evaluate(() => document.body.dataset.failed ?? null), null);
            const states = await page
              .locator('section[data-state]')
              .evaluateAll((cards) => cards.map((card) => card.dataset.state));
            assert.equal(states.length, 14);
            for (const state of states) {
              const card = page.locator(`section[data-state="${state}"]`);
              await card.scrollIntoViewIfNeeded();
              await card.screenshot({ path: shot(`${state}-${width}-${theme}${setup.build}`) });
            }
            const wide = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(wide <= width, `nothing wider than ${width} px (${wide})`);
            if (width === 390) {
              const small = await page.evaluate(() =>
                [...document.querySelectorAll('hk-card-by-phone')].flatMap((element) =>
                  [...element.shadowRoot.querySelectorAll('button')]
                    .filter((button) => button.getBoundingClientRect().height < 44)
                    .map((button) => `${element.getAttribute('session')}: ${button.textContent.trim()}`),
                ),
              );
              assert.deepEqual(small, []);
            }
            assert.deepEqual(await seriousViolations(page), []);
            assert.deepEqual(unexpected(problems), []);
          } finally {
            await context.close();
          }
        });
      }
    }

    it('the masked values and states read as an operator expects (mixed state)', async () => {
      const { page, context } = await openPage(harness, `/states/card-by-phone.html${setup.query}`);
      try {
        await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        const mixed = page.locator('hk-card-by-phone[session="cbp-mixed"]');
        const tiles = await mixed
          .locator('[part~=field]')
          .evaluateAll((items) =>
            items.map((item) => [
              item.dataset.field,
              item.querySelector('[part~=field-status]').textContent,
              item.querySelector('[part~=field-value]').textContent,
            ]),
          );
        assert.deepEqual(tiles, [
          ['payment-card-number', 'Captured', '•••• 4242'],
          ['expiration-date', 'Capturing', 'Waiting for the caller’s keypad…'],
          ['security-code', 'Failed', 'Nothing captured'],
          ['postal-code', 'Not captured yet', 'Nothing captured'],
        ]);
        assert.equal(
          await page.locator('hk-card-by-phone[session="cbp-no-host"] [data-code="noPgsLambdaHost"]').count(),
          1,
        );
        assert.match(
          await page.locator('hk-card-by-phone[session="cbp-no-host"] [part~=error]').textContent(),
          /No pgs lambda host defined\./,
        );
      } finally {
        await context.close();
      }
    });
  });
}
