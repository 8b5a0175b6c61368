// Helpers of the <hk-quote-flow> browser tests: what the person sees and where focus is, through
// the flow's shadow roots, and what the host page heard.
import assert from 'node:assert/strict';
import { overflowing as pageOverflowing, READY_TIMEOUT, settles } from './harness.mjs';

/** The flow's step heading. */
export const title = (page) =>
  page.evaluate(
    () => document.querySelector('hk-quote-flow')?.shadowRoot?.querySelector('[part~=flow-title]')?.textContent ?? null,
  );

/** What has focus inside the flow (through its shadow roots): tag, part, role, name, side, value and a day's key. */
export const focused = (page) =>
  page.evaluate(() => {
    let node = document.activeElement;
    while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
    const labelled = node?.id ? node.getRootNode().querySelector(`label[for="${node.id}"]`)?.textContent : null;
    return {
      tag: node?.tagName.toLowerCase() ?? null,
      part: node?.getAttribute('part') ?? null,
      role: node?.getAttribute('role') ?? (node?.type === 'radio' ? 'radio' : null),
      name: (node?.getAttribute('aria-label') ?? labelled ?? node?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      side: node?.closest('[data-side]')?.getAttribute('data-side') ?? null,
      value: node?.value ?? null,
      key: node?.getAttribute('data-key') ?? null,
      inDialog: node?.closest('dialog') !== null && node?.closest('dialog') !== undefined,
    };
  });

/** Presses Tab (at most `max` times) until `wanted(focused)` holds; fails otherwise. */
export async function tabTo(page, wanted, what, max = 60) {
  for (let count = 0; count < max; count += 1) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${what}: last ${JSON.stringify(await focused(page))}`);
}

/** The events the host page heard of a type. */
export const heard = (page, type) =>
  page.evaluate((type) => window.haulkitEvents.filter((event) => event.type === type), type);

/** The listing of the last hk-change. */
export const lastListing = async (page) => (await heard(page, 'hk-change')).at(-1)?.detail ?? {};

/** Anything wider than the screen, in the page or the flow's shadow roots. */
export const overflowing = (page) => page.evaluate(pageOverflowing, 'hk-quote-flow');

/**
 * Continues from the gallery's prefilled furniture job (two items) to its prices; resolves once a
 * day is priced, so the quote is saved (the staff pages: admin on a call, send quote).
 */
export async function continueToPrices(page) {
  await settles(() => page.getByRole('textbox', { name: /^Quantity of / }).count(), 2, READY_TIMEOUT);
  await page.getByRole('button', { name: 'Continue' }).click({ timeout: READY_TIMEOUT });
  await page.waitForSelector('body[data-ready]', { state: 'attached', timeout: READY_TIMEOUT });
  await page.getByRole('gridcell', { name: /£\d/ }).first().waitFor({ timeout: READY_TIMEOUT });
}
