// The softphone example (examples/softphone.html) end to end in Chromium, in both builds, by the
// keyboard alone at 1280 and 390 px: the operator starts a payment in <hk-card-by-phone>, requests
// each card detail, the call panel plays the caller's keypad through the reference server's
// simulator (a detail fails once with the input timeout and is asked for again), and the payment
// is authorised; the page hears the widget's events. The call panel's provider buttons bring the
// widget's real-call states: connection lost (and back), a cancel leaving the payment open, a
// cancel refused as in an invalid state. Axe clean at each stage, nothing wider than
// the phone, 44 px targets on the phone; screenshots into test-results/softphone/ (light, and
// dark in the light build) for people to look at.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildsToRun, openHarness, openPage, opensLook, READY_TIMEOUT, seriousViolations } from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/softphone/', import.meta.url));
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
  { runtime: 'React 19', name: 'react', query: 'build=react' },
];

/** The focused element, through shadow roots: its accessible name as a person reads it. */
const focused = (page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return '';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/** Presses Tab (or Shift+Tab) until the focused control's name matches, as a keyboard user does. */
async function tabTo(page, name, { back = false, max = 60 } = {}) {
  const matches = (text) => (typeof name === 'string' ? text === name : name.test(text));
  const seen = [];
  for (let press = 0; press < max; press++) {
    const now = await focused(page);
    if (matches(now)) return;
    seen.push(now);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`no ${name} by ${back ? 'Shift+Tab' : 'Tab'}; went through ${JSON.stringify(seen.slice(-15))}`);
}

/** A tile's Request / Request again button, by its accessible name. */
const request = (field) => new RegExp(`^Request (again:? )?${field}( again)?$`, 'i');

/** Tabs to a control and presses Enter. */
async function press(page, name, options) {
  await tabTo(page, name, options);
  await page.keyboard.press('Enter');
}

/** What the widget shows: its step (from the last event the page heard) and each tile's status. */
const widgetState = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('hk-card-by-phone')?.shadowRoot;
    const tiles = Object.fromEntries(
      [...(root?.querySelectorAll('[part~=field]') ?? [])].map((tile) => [
        tile.getAttribute('data-field'),
        tile.getAttribute('data-status'),
      ]),
    );
    return { tiles, authorized: document.getElementById('authorized')?.textContent ?? '' };
  });

async function until(page, test, what, timeout = 10000) {
  const end = Date.now() + timeout;
  let state = await widgetState(page);
  while (!test(state) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await widgetState(page);
  }
  assert.ok(test(state), `${what}: ${JSON.stringify(state)}`);
}
const tile = (field, status) => (state) => state.tiles[field] === status;

/** The keypad line of the call panel, once it says `text`. */
async function keypadSays(page, text) {
  await page.waitForFunction((text) => document.getElementById('keypad-status')?.textContent.includes(text), text, {
    timeout: 10000,
  });
}

/** Nothing wider than the page, and (on a phone) every call-panel control at least 44 px tall. */
async function layoutChecks(page, width) {
  const sizes = await page.evaluate(() => ({
    scroll: document.scrollingElement.scrollWidth,
    small: [...document.querySelectorAll('main button:not([hidden]), main select')]
      .filter((control) => control.offsetParent !== null)
      .map((control) => ({
        name: control.textContent.trim() || control.id,
        height: control.getBoundingClientRect().height,
      }))
      .filter((control) => control.height < 44),
  }));
  assert.ok(sizes.scroll <= width, `page scrolls sideways: ${sizes.scroll} > ${width}`);
  if (width < 768) assert.deepEqual(sizes.small, []);
}

async function axeClean(page, stage) {
  assert.deepEqual(await seriousViolations(page), [], `axe at ${stage}`);
}

for (const build of buildsToRun(builds)) {
  describe(`softphone example (${build.runtime}): a card payment by keyboard alone`, () => {
    for (const width of [1280, 390]) {
      const themes = build.name === 'light' ? ['light', 'dark'] : ['light'];
      for (const theme of themes) {
        if (!opensLook(theme, width)) continue;
        it(`${width} px, ${theme}: start, request each detail, caller keys them (one fails first), complete`, async () => {
          const query = [build.query, theme === 'dark' ? 'theme=dark' : ''].filter(Boolean).join('&');
          const { page, context, problems } = await openPage(harness, `/softphone.html${query ? `?${query}` : ''}`, {
            viewport: { width, height: width < 768 ? 844 : 900 },
          });
          const shot = async (stage) =>
            page.screenshot({ path: `${shots}${build.name}-${theme}-${width}-${stage}.png`, fullPage: true });
          try {
            await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
            await page.getByRole('button', { name: 'Start payment' }).waitFor({ timeout: 20000 });
            await shot('1-call');
            await axeClean(page, 'the call');
            await layoutChecks(page, width);

            await press(page, 'Start payment');
            await keypadSays(page, 'ask for a card detail');

            // Card number: the operator requests it, the caller keys the Visa test card.
            await press(page, request('card number'), { back: true });
            await keypadSays(page, 'card number');
            await press(page, /^Caller types test card 4242/);
            await until(page, tile('payment-card-number', 'successfully-captured'), 'card number captured');

            // Security code: times out once (input timeout), then is asked for again and keyed.
            await press(page, request('security code'), { back: true });
            await keypadSays(page, 'security code');
            await press(page, 'Fail this field (input timeout)');
            await until(page, tile('security-code', 'capture-failed'), 'security code failed');
            await shot('2-failed-field');
            await axeClean(page, 'a failed field');
            await press(page, request('security code'), { back: true });
            await keypadSays(page, 'security code');
            await press(page, /^Caller types CVC \d+$/);
            await until(page, tile('security-code', 'successfully-captured'), 'security code captured');

            // Expiry and postcode.
            await press(page, request('expiry date'), { back: true });
            await keypadSays(page, 'expiry date');
            await press(page, 'Caller types expiry 12/34');
            await until(page, tile('expiration-date', 'successfully-captured'), 'expiry captured');
            await press(page, request('postal code'), { back: true });
            await keypadSays(page, 'postcode');
            await press(page, 'Caller types postcode 12345');
            await until(page, tile('postal-code', 'successfully-captured'), 'postcode captured');
            await shot('3-all-captured');
            await axeClean(page, 'all captured');
            await layoutChecks(page, width);

            await press(page, 'Complete payment', { back: true });
            await until(page, (state) => state.authorized.includes('authorised'), 'authorised', 20000);
            await shot('4-authorised');
            await axeClean(page, 'authorised');
            const log = await page.locator('#log').textContent();
            assert.match(log, /hk-payment-authorized/);
            assert.match(log, /card number captured xxxx xxxx xxxx 4242/);
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
        });
      }
    }

    it('End call removes the widget mid-payment and the simulator reports the session cancelled', async () => {
      const { page, context, problems } = await openPage(
        harness,
        `/softphone.html${build.query ? `?${build.query}` : ''}`,
        {
          viewport: { width: 1280, height: 900 },
        },
      );
      try {
        await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        await page.getByRole('button', { name: 'Start payment' }).waitFor({ timeout: 20000 });
        await press(page, 'Start payment');
        await keypadSays(page, 'ask for a card detail');
        await press(page, request('card number'), { back: true });
        await keypadSays(page, 'card number');
        await press(page, '4');
        await keypadSays(page, '1 digit typed');
        const callId = await page.locator('#call-id').textContent();
        await press(page, 'End call', { back: true });
        assert.equal(await focused(page), 'Start a new call');
        const end = Date.now() + 5000;
        let state;
        do {
          await new Promise((resolve) => setTimeout(resolve, 100));
          state = await (await fetch(new URL(`/simulator/calls/${callId}`, harness.server.url))).json();
        } while (state.status !== 'cancelled' && Date.now() < end);
        assert.equal(state.status, 'cancelled');
        assert.equal(await page.locator('hk-card-by-phone').count(), 0);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it("the provider's buttons show a real call's states: connection lost and back, a cancel leaving the payment open (Cancel again), a cancel refused as in an invalid state", async () => {
      const { page, context, problems } = await openPage(
        harness,
        `/softphone.html${build.query ? `?${build.query}` : ''}`,
        { viewport: { width: 1280, height: 900 } },
      );
      const widget = page.locator('hk-card-by-phone');
      const notice = (name) => widget.locator(`[data-notice="${name}"]`);
      try {
        await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        await page.getByRole('button', { name: 'Start payment' }).click({ timeout: 20000 });
        await keypadSays(page, 'ask for a card detail');
        await widget.getByRole('button', { name: 'Request card number' }).click();
        await keypadSays(page, 'card number');

        // The provider out of reach while a capture runs: said after a few seconds, the payment
        // still open, and gone by itself once the connection is back.
        await page.getByRole('button', { name: 'Drop the connection' }).click();
        await notice('connectionLost').waitFor({ timeout: 12000 });
        assert.equal(
          await widget.locator('.hk-alert-title', { hasText: 'Checking the payment' }).textContent(),
          'Checking the payment… connection lost',
        );
        assert.match(await notice('connectionLost').textContent(), /The payment is still open/);
        await axeClean(page, 'connection lost');
        await page.screenshot({
          path: `${shots}provider-connection-lost${build.name === 'react' ? '.react' : ''}.png`,
        });
        await page.getByRole('button', { name: 'Restore the connection' }).click();
        await notice('connectionLost').waitFor({ state: 'detached', timeout: 8000 });

        // A cancel the provider takes but leaves the payment open.
        await page.getByRole('button', { name: 'Refuse cancel (payment stays open)' }).click();
        await widget.getByRole('button', { name: 'Cancel payment' }).click();
        await notice('stillOpen').waitFor();
        assert.match(await notice('stillOpen').textContent(), /^The payment is still open/);
        await axeClean(page, 'payment still open');
        await page.screenshot({ path: `${shots}provider-still-open${build.name === 'react' ? '.react' : ''}.png` });

        // Refused as in an invalid state: back to the start, saying so.
        await page.getByRole('button', { name: 'Refuse cancel (invalid state)' }).click();
        await widget.getByRole('button', { name: 'Cancel again' }).click();
        await widget.getByRole('button', { name: 'Start payment' }).waitFor();
        assert.match(await notice('cancelRefused').textContent(), /could not be cancelled at this stage/);
        await axeClean(page, 'cancel refused');
        assert.deepEqual(
          problems.filter((text) => !/503|Service Unavailable/.test(text)),
          [],
        );
      } finally {
        await context.close();
      }
    });
  });
}
