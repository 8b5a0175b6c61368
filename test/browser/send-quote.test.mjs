// The send-quote dialog in Chromium (docs/behaviour/back-office.md §2 "send quote", §5, §8;
// docs/behaviour/quote-flow.md §2, the price step), against the reference server, light and React
// builds. A customer (customer-quote.html, nobody signed in) gets the prices of the prefilled job,
// then by keyboard alone opens "Email me this quote", sends with nothing typed (each field says
// why, focus on the first), types an address that is not one (refused before any request), then
// an address the server itself refuses (its not_valid_email: 'Please enter a valid email
// address' beside the e-mail, what was typed kept), fixes it and sends: 'Quote sent to …'. Staff
// (admin-on-call.html, "Sign in as staff") send the quote from the admin notes panel by mouse. axe
// clean with the dialog open at 1280 and 390 px; screenshots of the form, its errors, sending and
// sent at both widths into test-results/send-quote/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, openPage, READY_TIMEOUT, seriousViolations, settles } from './harness.mjs';
import { continueToPrices } from './quote-flow-helpers.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const SHOTS = new URL('../../test-results/send-quote/', import.meta.url);
mkdirSync(SHOTS, { recursive: true });
const shot = (page, name) => page.screenshot({ path: new URL(`${name}.png`, SHOTS).pathname });

const builds = buildsToRun([
  { runtime: 'light (preact/compat)', query: '', id: 'light' },
  { runtime: 'React 19', query: '&build=react', id: 'react' },
]);

/** The send call of the HTTP adapter (POST /ng/prelisting/{id}/send[/{emailType}]). */
const SEND = /\/ng\/prelisting\/[^/]+\/send(\/[^/?]+)?(\?|$)/;

/** The focused element (through shadow roots): its label or name, and whether it is in a dialog. */
const focused = (page) =>
  page.evaluate(() => {
    let node = document.activeElement;
    while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
    const label = node?.id ? node.getRootNode().querySelector(`label[for="${node.id}"]`)?.textContent : null;
    return (label ?? node?.getAttribute('aria-label') ?? node?.textContent ?? '').trim();
  });

/** The text beside a field of the dialog (its `field-error` part), or null. */
const errorBeside = async (dialog, field) => {
  const error = dialog.locator(`[data-field=${field}] [part~=field-error]`);
  return (await error.count()) === 0
    ? null
    : { text: (await error.textContent()).trim(), code: await error.getAttribute('data-code') };
};

/**
 * Holds the send calls until released: `hold()` makes the next one wait, `release()` lets it go.
 * `refuseNext()` rewrites the next one's address into one that is not an address, so the
 * reference server itself answers not_valid_email.
 */
async function sendCalls(page) {
  const calls = [];
  let held = null;
  let refuse = false;
  await page.route(SEND, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    calls.push(body.quotes_to);
    if (held) await held.promise;
    if (refuse) {
      refuse = false;
      return route.continue({ postData: JSON.stringify({ ...body, quotes_to: 'ann.lee@example' }) });
    }
    return route.continue();
  });
  return {
    calls,
    hold() {
      let release;
      const promise = new Promise((resolve) => (release = resolve));
      held = { promise, release };
    },
    release() {
      held?.release();
      held = null;
    },
    refuseNext() {
      refuse = true;
    },
  };
}

/** axe clean, then a screenshot, at 1280 and at 390 px; the viewport is left at 1280. */
async function judgedAtBothWidths(page, name, what) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.waitForTimeout(100);
    assert.deepEqual(await seriousViolations(page), [], `axe: ${what} at ${width} px`);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const build of builds) {
  describe(`send quote, ${build.runtime}, the reference server`, () => {
    it('a customer e-mails themselves the quote by keyboard: refusals beside their field, the server’s not_valid_email, sent', async () => {
      const { page, context, problems } = await openPage(harness, `/customer-quote.html?adapter=server${build.query}`, {
        viewport: { width: 1280, height: 900 },
      });
      try {
        const send = await sendCalls(page);
        await continueToPrices(page);
        const flow = page.locator('hk-quote-flow');
        const opener = flow.getByRole('button', { name: 'Email me this quote' });
        await opener.waitFor({ timeout: READY_TIMEOUT });
        // Under the prices: inside the date piece, below the calendar.
        assert.equal(await flow.locator('[data-flow-field=pickup_date] [part~=flow-send-quote]').count(), 1);
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = flow.getByRole('dialog', { name: 'Email this quote' });
        await dialog.waitFor();
        await settles(() => focused(page), 'Name');
        const name = dialog.getByRole('textbox', { name: 'Name' });
        const email = dialog.getByRole('textbox', { name: 'Email address' });
        assert.equal(await name.getAttribute('autocomplete'), 'name');
        assert.equal(await email.getAttribute('autocomplete'), 'email');
        assert.equal(await email.getAttribute('inputmode'), 'email');
        await judgedAtBothWidths(page, `${build.id}-form`, 'the form');

        // Nothing typed: Enter sends; each field says why, focus on the first.
        await page.keyboard.press('Enter');
        await settles(async () => (await errorBeside(dialog, 'name'))?.code, 'sendQuoteNameMissing');
        assert.deepEqual(await errorBeside(dialog, 'email'), {
          text: 'Error: Enter your email address.',
          code: 'sendQuoteEmailMissing',
        });
        assert.equal(await focused(page), 'Name');
        assert.equal(await name.getAttribute('aria-invalid'), 'true');

        // An address that is not one: refused before any request, in the server's words.
        await page.keyboard.type('Ann Lee');
        await page.keyboard.press('Tab');
        assert.equal(await focused(page), 'Email address');
        await page.keyboard.type('ann.lee@example');
        await page.keyboard.press('Enter');
        await settles(async () => (await errorBeside(dialog, 'email'))?.code, 'not_valid_email');
        assert.deepEqual(await errorBeside(dialog, 'email'), {
          text: 'Error: Please enter a valid email address',
          code: 'not_valid_email',
        });
        assert.equal(await errorBeside(dialog, 'name'), null);
        assert.equal(await focused(page), 'Email address');
        assert.deepEqual(send.calls, [], 'nothing sent');
        await judgedAtBothWidths(page, `${build.id}-errors`, 'the refused form');

        // The server's own refusal (the address it gets is not one): beside the e-mail, what was typed kept.
        await page.keyboard.press('End');
        await page.keyboard.type('.com');
        send.refuseNext();
        await page.keyboard.press('Enter');
        await settles(() => send.calls.length, 1, 20_000);
        await settles(async () => (await errorBeside(dialog, 'email'))?.code, 'not_valid_email', 20_000);
        assert.equal((await errorBeside(dialog, 'email')).text, 'Error: Please enter a valid email address');
        assert.equal(await email.inputValue(), 'ann.lee@example.com');
        assert.equal(await name.inputValue(), 'Ann Lee');
        assert.equal(await focused(page), 'Email address');

        // Fixed, sent: busy while sending, then the status says where it went.
        await page.keyboard.press('Control+A');
        await page.keyboard.type('ann.lee@example.co.uk');
        send.hold();
        await page.keyboard.press('Enter');
        const submit = dialog.getByRole('button', { name: 'Send quote' });
        await settles(() => submit.getAttribute('aria-busy'), 'true', 20_000);
        await settles(() => send.calls.length, 2, 20_000);
        await dialog.getByRole('status').filter({ hasText: 'Sending…' }).waitFor();
        await judgedAtBothWidths(page, `${build.id}-sending`, 'sending');
        send.release();
        await dialog.getByRole('status').filter({ hasText: 'Quote sent to ann.lee@example.co.uk.' }).waitFor({
          timeout: 20_000,
        });
        assert.deepEqual(send.calls, ['ann.lee@example.com', 'ann.lee@example.co.uk']);
        await settles(() => focused(page), 'Close');
        await judgedAtBothWidths(page, `${build.id}-sent`, 'sent');

        // Close (Enter on the focused Close), focus back on the opener; opened again, the form with what was typed.
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'hidden' });
        await settles(() => focused(page), 'Email me this quote');
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        assert.equal(await email.inputValue(), 'ann.lee@example.co.uk');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // The browser logs the one refused send (400) itself; nothing else.
        const refused = /Failed to load resource: the server responded with a status of 400/;
        assert.equal(problems.filter((problem) => refused.test(problem)).length, 1, 'the refused send');
        assert.deepEqual(
          problems.filter((problem) => !refused.test(problem)),
          [],
          'no page errors or console warnings',
        );
      } finally {
        await context.close();
      }
    });

    it('staff send the quote from the admin notes panel by mouse', async () => {
      const { page, context, problems } = await openPage(harness, `/admin-on-call.html?adapter=server${build.query}`, {
        viewport: { width: 1280, height: 900 },
      });
      try {
        const send = await sendCalls(page);
        await page.getByRole('link', { name: 'Sign in as staff' }).click();
        await page.waitForURL(/admin-on-call\.html/);
        await continueToPrices(page);
        const panel = page.locator('hk-admin-notes').getByRole('region', { name: 'Admin notes' });
        await panel.waitFor({ timeout: READY_TIMEOUT });
        await panel.getByRole('button', { name: 'Send quote by email' }).click({ timeout: READY_TIMEOUT });
        const dialog = page.locator('hk-admin-notes').getByRole('dialog', { name: 'Send quote by email' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Send quote' }).click();
        await settles(async () => (await errorBeside(dialog, 'name'))?.text, 'Error: Enter the customer’s name.');
        assert.deepEqual(await seriousViolations(page), [], 'axe: the staff dialog refused');
        await shot(page, `${build.id}-staff-errors-1280`);
        await dialog.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
        await dialog.getByRole('textbox', { name: 'Email address' }).fill('ann.lee@example.com');
        await dialog.getByRole('button', { name: 'Send quote' }).click();
        await dialog.getByRole('status').filter({ hasText: 'Quote sent to ann.lee@example.com.' }).waitFor({
          timeout: 20_000,
        });
        assert.deepEqual(send.calls, ['ann.lee@example.com']);
        await dialog.getByRole('button', { name: 'Send again' }).click();
        assert.equal(await dialog.getByRole('textbox', { name: 'Email address' }).inputValue(), 'ann.lee@example.com');
        await page.setViewportSize({ width: 390, height: 844 });
        assert.deepEqual(await seriousViolations(page), [], 'axe: the staff dialog at 390 px');
        await shot(page, `${build.id}-staff-390`);
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await dialog.waitFor({ state: 'hidden' });
        assert.deepEqual(problems, [], 'no page errors or console warnings');
      } finally {
        await context.close();
      }
    });
  });
}
