// A failed price call on <hk-quote-flow>'s price step, in Chromium, in both builds, against the
// reference server with fault injection (POST /__faults): a 503 with Retry-After shows exactly one
// alert with one "Try again" (the calendar, the extra services and Protection Plus do not each say
// it), in words that do not blame the connection and show no internal code; the button counts the
// server's seconds down and asks again only then, and the prices load. A 422 says that trying
// again will not help, with no "Try again". Screenshots at 1280 and 390 px into
// test-results/price-failure/ for people to look at.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../packages/server/dist/index.mjs';
import { buildsToRun, filesHolding, openHarness, READY_TIMEOUT, seriousViolations, settles } from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/price-failure/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
/** A reference server with fault injection on. */
let faulty;
before(async () => {
  harness = await openHarness();
  faulty = await startServer({ port: 0, faults: true });
});
after(async () => {
  await faulty?.close();
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', name: 'light', query: '' },
  { runtime: 'React 19', name: 'react', query: '?build=react' },
];

const PRICES = 'listing-price-options';
const KEY = 'price-failure';

/** One quote flow on the reference server. */
const hostPage = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Price failure</title>
    <link rel="stylesheet" href="/gallery.css" />
    <link rel="stylesheet" href="/partner-site.css" />
    <script type="module">
      const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
      const [api] = await Promise.all([import('/dist/api' + build + '.js'), import('/dist/quote-flow' + build + '.js')]);
      window.haulkit = api;
      document.body.dataset.ready = '';
    </script>
  </head>
  <body class="partner">
    <main>
      <section class="card" aria-label="Your quote">
        <hk-quote-flow session="${KEY}" category="furniture" api-base="/"></hk-quote-flow>
      </section>
    </main>
  </body>
</html>`;

async function openFlow(build, width) {
  const context = await harness.browser.newContext({ viewport: { width, height: 1000 } });
  await context.route('**/price-failure.html*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage }),
  );
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(new URL(`/price-failure.html${build.query}`, faulty.url).href);
  await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  return { page, context, problems };
}

/** Every price call answers with `fault` (the server's fault syntax), or normally once cleared. */
async function priceFault(page, fault) {
  const status = await page.evaluate(async (fault) => {
    await fetch('/__faults', { method: 'DELETE' });
    if (fault === null) return 200;
    const answer = await fetch('/__faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/ng/prelisting/*', method: 'POST', fault }),
    });
    return answer.status;
  }, fault);
  assert.equal(status, 200);
}

/** A job with both addresses and two items, then Continue: the price step. */
async function toPriceStep(page) {
  await page.evaluate((key) => {
    const place = (formatted_address, latitude, longitude) => ({ formatted_address, latitude, longitude });
    const job = {
      pickup_address_data: place('Bristol Temple Meads, Bristol BS1 6QF, UK', 51.4491, -2.5813),
      delivery_address_data: place('10 Downing Street, London SW1A 2AA, UK', 51.5034, -0.1276),
      distance: 118.4,
      duration: 9000,
      move_items: [
        { name: '3-seat sofa', quantity: 1, fake_id: 'sofa-1', width: 210, height: 85, depth: 82, weight: 55 },
        { name: 'Double wardrobe', quantity: 1, fake_id: 'wardrobe-1', width: 100, height: 190, depth: 60, weight: 90 },
      ],
    };
    const session = window.haulkit.getSession(key);
    session.update((state) => ({ ...state, listing: { ...state.listing, ...job } }));
  }, KEY);
  const flow = page.locator(`hk-quote-flow[session="${KEY}"]`);
  await flow.locator('[part~=flow-continue]').click();
  await settles(
    () =>
      page.evaluate(
        (key) =>
          document.querySelector(`hk-quote-flow[session="${key}"]`)?.shadowRoot?.querySelector('[data-step]')?.dataset
            .step,
        KEY,
      ),
    PRICES,
    10000,
  );
  return flow;
}

/** The alerts the flow shows (text, code) and its "Try again" buttons (text, aria-disabled). */
const readFailure = (page) =>
  page.evaluate((key) => {
    const root = document.querySelector(`hk-quote-flow[session="${key}"]`).shadowRoot;
    const all = (selector) => {
      const found = [];
      const walk = (node) => {
        found.push(...node.querySelectorAll(selector));
        for (const element of node.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
      };
      walk(root);
      return found;
    };
    const text = (node) => node.textContent.replace(/\s+/g, ' ').trim();
    return {
      alerts: all('[role=alert]').map((node) => ({ text: text(node), code: node.dataset.code ?? null })),
      retries: all('button')
        .filter((button) => /Try again/.test(button.textContent))
        .map((button) => ({ text: text(button), waiting: button.getAttribute('aria-disabled') === 'true' })),
    };
  }, KEY);

for (const build of buildsToRun(builds)) {
  describe(`a failed price call on the price step, ${build.runtime}`, () => {
    for (const width of [1280, 390]) {
      it(`${width} px: a 503 with Retry-After is one alert with one Try again that waits the server's seconds, then prices load`, async () => {
        const { page, context, problems } = await openFlow(build, width);
        try {
          await priceFault(page, 'status=503;retry-after=4');
          await toPriceStep(page);
          await settles(async () => (await readFailure(page)).alerts.length, 1, 15000);
          // Nothing else says it a moment later either.
          await new Promise((resolve) => setTimeout(resolve, 300));
          const shown = await readFailure(page);
          assert.equal(shown.alerts.length, 1, JSON.stringify(shown.alerts));
          assert.equal(
            shown.alerts[0].text.replace(/Try again in \d s$/, 'Try again in N s'),
            'We could not get your pricesOur price service had a problem. Your choices are kept: please try again.Try again in N s',
          );
          assert.doesNotMatch(shown.alerts[0].text, /connection|Reference|server_error/);
          assert.equal(shown.alerts[0].code, 'server_error');
          assert.equal(shown.retries.length, 1);
          assert.match(shown.retries[0].text, /^Try again in [1-4] s$/);
          assert.equal(shown.retries[0].waiting, true);
          await page.screenshot({ path: `${shots}${build.name}-503-${width}.png`, fullPage: true });
          await page.screenshot({ path: `${shots}price-failure-${build.name}-503-${width}.png`, fullPage: true });
          assert.deepEqual(await seriousViolations(page), []);

          // Pressed while waiting (forced: the button is aria-disabled, so a person's click does nothing): nothing is asked.
          const calls = () =>
            page.evaluate(async () =>
              (await (await fetch('/__faults/log')).json())
                .filter((entry) => /\/ng\/prelisting\//.test(entry.path))
                .map((entry) => `${entry.method} ${entry.path} ${entry.status}`),
            );
          // The calls the step made on its own (the prices and the extras' prices, which a busy
          // machine may log late) are all in once the log has been still for half a second.
          let before = await calls();
          for (;;) {
            await new Promise((resolve) => setTimeout(resolve, 500));
            const now = await calls();
            if (now.length === before.length) break;
            before = now;
          }
          await page
            .locator(`hk-quote-flow[session="${KEY}"]`)
            .getByRole('button', { name: /Try again/ })
            .click({ force: true });
          await new Promise((resolve) => setTimeout(resolve, 300));
          assert.deepEqual(await calls(), before);

          await priceFault(page, null);
          const retry = page
            .locator(`hk-quote-flow[session="${KEY}"]`)
            .getByRole('button', { name: 'Try again', exact: true });
          await retry.waitFor({ timeout: 6000 });
          assert.deepEqual((await readFailure(page)).retries, [{ text: 'Try again', waiting: false }]);
          await retry.click();
          await settles(async () => (await readFailure(page)).alerts.length, 0, 15000);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }

    it('the price step’s own file fails to arrive: the step says so with Try again, hk-error code load once; Try again brings the step', async () => {
      const { page, context, problems } = await openFlow(build, 1280);
      try {
        let asked = 0;
        await page.route(filesHolding('packages/react/src/quote-flow/steps/price-step.tsx'), (route) => {
          asked += 1;
          return asked === 1 ? route.abort('internetdisconnected') : route.continue();
        });
        await page.evaluate(() => {
          window.heard = [];
          document.addEventListener('hk-error', (event) => window.heard.push(event.detail));
        });
        await toPriceStep(page);
        const flow = page.locator(`hk-quote-flow[session="${KEY}"]`);
        const alert = flow.locator('[role=alert][data-code=load]');
        await alert.waitFor();
        assert.match(await alert.textContent(), /This step could not load\./);
        await settles(() => page.evaluate(() => window.heard.map((detail) => detail.code)), ['load']);
        await alert.getByRole('button', { name: 'Try again' }).click();
        await flow.locator('section.hk-pc-root').first().waitFor({ timeout: 15000 });
        assert.equal(await alert.count(), 0);
        assert.equal(asked, 2, 'Try again asked for the file again');
        assert.deepEqual(await page.evaluate(() => window.heard.map((detail) => detail.code)), ['load']);
        assert.deepEqual(
          problems.filter((problem) => !problem.includes('net::ERR_INTERNET_DISCONNECTED')),
          [],
        );
      } finally {
        await context.close();
      }
    });

    it('a 422: trying again will not help, said once, with no Try again', async () => {
      const { page, context, problems } = await openFlow(build, 1280);
      try {
        await priceFault(page, 'status=422');
        await toPriceStep(page);
        await settles(async () => (await readFailure(page)).alerts.length, 1, 15000);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const shown = await readFailure(page);
        assert.deepEqual(shown.alerts, [
          {
            text: 'We cannot price this job as it standsTrying again will not change this answer. Check your addresses and items, or contact us and we will price your job for you.',
            code: 'server_error',
          },
        ]);
        assert.deepEqual(shown.retries, []);
        await page.screenshot({ path: `${shots}price-failure-${build.name}-422-1280.png`, fullPage: true });
        assert.deepEqual(problems, []);
      } finally {
        await priceFault(page, null);
        await context.close();
      }
    });
  });
}
