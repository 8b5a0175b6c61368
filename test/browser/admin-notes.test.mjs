// The admin notes in Chromium (docs/behaviour/back-office.md §3, §5, §8, §9), beside
// <hk-quote-flow> on the gallery's "Admin on a call" page (examples/admin-on-call.html), against
// the reference server (its demo sign-in, "Sign in as staff"): an admin gets the quote's prices
// (the quote is saved), then in the notes an empty note is refused and a note is saved ('Save was
// successful'), a text prefilled with the job's free cancellation is sent, a call back before
// today is refused with the date typed kept and a later one saved; by mouse, and a note once by
// keyboard alone. Nobody signed in: the page shows no notes. By role and name; axe clean at each step.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, openPage, READY_TIMEOUT, seriousViolations, settles } from './harness.mjs';
import { continueToPrices, focused } from './quote-flow-helpers.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const SHOTS = new URL('../../test-results/admin-notes/', import.meta.url);
mkdirSync(SHOTS, { recursive: true });
const shot = (name) => new URL(`${name}.png`, SHOTS).pathname;

const builds = buildsToRun([
  { runtime: 'light (preact/compat)', query: '', id: 'light' },
  { runtime: 'React 19', query: '&build=react', id: 'react' },
]);

/** A day as DD/MM/YYYY, `days` from today. */
const dayLabel = (days) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
};

/** 'Save was successful' said as a polite status in `group`, after `action`. */
async function savedAfter(group, action) {
  await action();
  await group.getByRole('status').filter({ hasText: 'Save was successful' }).waitFor({ timeout: 20_000 });
}

for (const build of builds) {
  describe(`the admin notes beside the staff quote, ${build.runtime}, the reference server`, () => {
    it('a note refused then saved, a text sent, a call back refused then saved; a note and a card payment on the call by keyboard', async () => {
      const { page, context, problems } = await openPage(harness, `/admin-on-call.html?adapter=server${build.query}`, {
        viewport: { width: 1280, height: 1000 },
      });
      try {
        await page.getByRole('link', { name: 'Sign in as staff' }).click();
        await page.waitForURL(/admin-on-call\.html/);
        await continueToPrices(page);
        const panel = page.locator('hk-admin-notes').getByRole('region', { name: 'Admin notes' });
        await panel.waitFor({ timeout: READY_TIMEOUT });
        const notes = panel.getByRole('group', { name: 'Notes' });
        await notes.getByRole('textbox', { name: 'New note' }).waitFor({ timeout: READY_TIMEOUT });
        await panel.getByRole('group', { name: 'Customer’s numbers' }).getByRole('listitem').first().waitFor();
        assert.deepEqual(await seriousViolations(page), [], 'axe: the notes beside the prices');
        await page.screenshot({ path: shot(`${build.id}-1280`), fullPage: true });

        // A note: nothing typed is refused beside the field, then one is saved and listed.
        const note = notes.getByRole('textbox', { name: 'New note' });
        await notes.getByRole('button', { name: 'Add note' }).click();
        await notes.getByText('Enter the note.').waitFor();
        assert.equal(await note.getAttribute('aria-invalid'), 'true');
        assert.deepEqual(await seriousViolations(page), [], 'axe: the refused note');
        await note.fill('Customer asked about a Saturday move');
        await savedAfter(notes, () => notes.getByRole('button', { name: 'Add note' }).click());
        await notes.getByRole('listitem').filter({ hasText: 'Customer asked about a Saturday move' }).waitFor();
        assert.equal(await note.inputValue(), '');

        // The text: prefilled with the job's free cancellation (48 hours or 5 days), then sent.
        const sms = panel.getByRole('group', { name: 'Text the customer' });
        const message = sms.getByRole('textbox', { name: 'Message' });
        await settles(async () => /\b(48 hours|5 days)\b/.test(await message.inputValue()), true, 20_000);
        assert.match(await message.inputValue(), /free cancellation/i);
        assert.equal(await sms.locator('[part~=sms-warning]').count(), 0, 'no warning on the default text');
        assert.notEqual(await sms.getByRole('combobox', { name: 'Number' }).inputValue(), '');
        await savedAfter(sms, () => sms.getByRole('button', { name: 'Send text' }).click());

        // The call back: a day before today is refused and kept; tomorrow is saved.
        const callBack = panel.getByRole('group', { name: 'Call back' });
        const date = callBack.getByRole('textbox', { name: 'Date' });
        await date.fill(dayLabel(-1));
        await callBack.getByRole('button', { name: 'Save call back' }).click();
        await callBack.getByText('Choose today or a later day.').waitFor();
        assert.equal(await date.inputValue(), dayLabel(-1), 'the date typed is kept');
        assert.equal(await date.getAttribute('aria-invalid'), 'true');
        assert.deepEqual(await seriousViolations(page), [], 'axe: the refused call back');
        await date.fill(dayLabel(1));
        await callBack.getByRole('textbox', { name: 'Time' }).fill('14:30');
        await savedAfter(callBack, () => callBack.getByRole('button', { name: 'Save call back' }).click());
        assert.equal(await callBack.getByText('Choose today or a later day.').count(), 0);

        // A note by keyboard alone: type in the field, Tab to Add note, Enter.
        await note.focus();
        await page.keyboard.type('Will call back tomorrow');
        let steps = 0;
        while ((await focused(page)).name !== 'Add note' && steps++ < 4) await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await notes.getByRole('listitem').filter({ hasText: 'Will call back tomorrow' }).waitFor({ timeout: 20_000 });
        assert.deepEqual(await seriousViolations(page), [], 'axe: after the saves');

        // From the call to a card payment, by keyboard: once a day is chosen (the job has a total),
        // the page opens <hk-card-by-phone> for that call with the quote's total and reference, and
        // takes the operator there.
        await page.locator('hk-quote-flow').getByRole('gridcell', { name: /£\d/ }).first().click();
        await settles(
          () => page.evaluate(() => (document.getElementById('quote').listing?.listing_cart ?? []).length > 0),
          true,
          READY_TIMEOUT,
        );
        const calls = panel.getByRole('group', { name: 'Customer’s numbers' });
        const callId = await calls.locator('[data-key=callId] dd').textContent();
        await calls.getByRole('button', { name: 'Take a card payment on this call' }).focus();
        await page.keyboard.press('Enter');
        const payment = page.locator('#payment hk-card-by-phone');
        await payment.getByRole('button', { name: 'Start payment' }).waitFor({ timeout: READY_TIMEOUT });
        assert.equal(await payment.getAttribute('call-id'), callId);
        const listing = await page.evaluate(() => document.getElementById('notes').listing);
        assert.equal(await payment.getAttribute('reference'), String(listing.pre_listing_id));
        const total = listing.listing_cart.reduce((sum, line) => sum + Number(line.amount ?? 0), 0);
        assert.equal(Number(await payment.getAttribute('amount')), Math.round(total * 100) / 100, 'the quote’s total');
        assert.equal((await focused(page)).name, 'Card payment on the call');
        assert.deepEqual(await seriousViolations(page), [], 'axe: the card payment opened');

        await page.setViewportSize({ width: 390, height: 844 });
        await panel.scrollIntoViewIfNeeded();
        assert.deepEqual(await seriousViolations(page), [], 'axe: at 390 px');
        await page.screenshot({ path: shot(`${build.id}-390`), fullPage: true });
        assert.deepEqual(problems, [], 'no page errors or console warnings');
      } finally {
        await context.close();
      }
    });
  });
}

describe('nobody signed in, the reference server', () => {
  it('the same page shows no notes panel', async () => {
    const { page, context, problems } = await openPage(harness, '/admin-on-call.html?adapter=server');
    try {
      await continueToPrices(page);
      await page.waitForTimeout(500);
      assert.equal(await page.getByRole('region', { name: 'Admin notes' }).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Add note' }).count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
