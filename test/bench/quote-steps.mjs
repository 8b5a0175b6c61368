// The quote flow driven as a person would, step by step, on a page holding one <hk-quote-flow>
// (Playwright, by role and name): its first screen shown; two addresses chosen and an item
// added; a day chosen and Continue to `hk-proceed`. Shared by test/bench/flow.mjs (the requests of
// a whole quote) and test/size/embeddings.mjs (the phases the size checks and the chunk plan load).

/** The experiment whose variant changes the whole quote's path (an add-helper dialog at Continue). */
const PERSON_TABS = 'person-tabs';

/**
 * Holds a context's quotes on person-tabs' control (its first variant, one person by default), so
 * Continue goes straight to `hk-proceed` and every run loads the same code: the test lab's answers
 * pass through, with person-tabs' variant set to the control wherever they name it. Which variant
 * a quote gets is the pre-listing id's (random) bit, and the other variant's dialog is
 * test/browser/experiments.test.mjs's.
 */
export async function holdControlVariant(context) {
  await context.route(/\/test-lab\/experiment/, async (route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    const control = (value) => {
      if (Array.isArray(value)) value.forEach(control);
      else if (value && typeof value === 'object') {
        if (value.name === PERSON_TABS && 'variant' in value) value.variant = 'fixed_1';
        Object.values(value).forEach(control);
      }
      return value;
    };
    return route.fulfill({ response, json: control(await response.json()) });
  });
}

/**
 * The steps, typed with `keyDelay` ms between keys, each wait up to `timeout` ms.
 * @example const steps = quoteSteps({ keyDelay: 125 }); await steps.shown(page); await steps.used(page);
 */
export function quoteSteps({ keyDelay, timeout = 20_000 }) {
  const flowOf = (page) => page.locator('hk-quote-flow');
  return {
    /** The first screen: the pickup address box visible. */
    async shown(page) {
      await flowOf(page).getByRole('combobox', { name: 'Pickup address' }).waitFor({ timeout });
    },
    /** Bristol to London chosen from the suggestions, a sofa added from the item search. */
    async used(page) {
      const flow = flowOf(page);
      for (const [name, text] of [
        ['Pickup address', 'Bristol'],
        ['Delivery address', 'London'],
      ]) {
        const box = flow.getByRole('combobox', { name });
        await box.click({ timeout });
        await box.pressSequentially(text, { delay: keyDelay });
        await flow
          .getByRole('option', { name: new RegExp(text) })
          .first()
          .click({ timeout });
      }
      const search = flow.getByRole('combobox', { name: 'Search for an item' });
      await search.click({ timeout });
      await search.pressSequentially('sofa', { delay: keyDelay });
      await flow.getByRole('option').first().click({ timeout });
      await flow
        .getByRole('textbox', { name: /^Quantity of / })
        .first()
        .waitFor({ timeout });
    },
    /** Continue, the fourth priced day, Continue again: resolves on `hk-proceed`. */
    async whole(page) {
      const flow = flowOf(page);
      await flow.getByRole('button', { name: 'Continue' }).click({ timeout });
      await flow.locator('[role=gridcell][data-key]:not([aria-disabled])').nth(3).click({ timeout });
      await page.waitForFunction(
        () =>
          document
            .querySelector('hk-quote-flow')
            ?.shadowRoot?.querySelector('[part~=flow-continue]')
            ?.getAttribute('aria-disabled') !== 'true',
        undefined,
        { timeout },
      );
      const proceeded = page.evaluate(
        (wait) =>
          new Promise((done, fail) => {
            document.addEventListener('hk-proceed', () => done(), { once: true });
            setTimeout(() => fail(new Error('no hk-proceed')), wait);
          }),
        timeout,
      );
      await flow.getByRole('button', { name: 'Continue' }).click({ timeout });
      await proceeded;
    },
  };
}
