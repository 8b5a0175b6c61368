// <hk-quote-flow> in a real host page, in Chromium, in both builds (robustness and
// url-state): two flows with different `session` keys on one page do not interfere (typing in one
// leaves the other alone; each keeps its own hash parameter); one tag moved, removed and re-added
// keeps its session (draft and step) and leaks no listener (counted through the DevTools protocol
// on window and document) and no timer (setTimeout/setInterval wrapped before the bundle loads);
// with `url-state="hash"` Back and Forward move the flow while a host hash router keeps its route
// and hears nothing of ours; a reload restores the step with one `hk-change`; the exit-intent
// dialog opens once, is tracked through POST /ajax-track, is axe clean, and is photographed at
// 1280 and 390 px, light and dark, into test-results/quote-flow-robust/; the same job open in two
// tabs shows in each what the other did; a furniture listing converted from a house move (issue
// 35, §2 redirect) is sent on to the inventory with `?parentHash=` in the page's query and in
// hk-page-view, while an admin's or a listing not converted gets neither.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe } from 'node:test';
import { fileURLToPath } from 'node:url';
import { GPU_NOISE, itOn, openHarness, opensLook, READY_TIMEOUT, settles } from './harness.mjs';

const require = createRequire(import.meta.url);

const shots = fileURLToPath(new URL('../../test-results/quote-flow-robust/', import.meta.url));
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
  { runtime: 'React 19', name: 'react', query: '?build=react' },
];

const ITEMS = 'listing-furniture';
const PRICES = 'listing-price-options';

/**
 * The host page: two flows (A with url-state and an exit-intent id, B with url-state), a spare
 * box to move A into, and a tiny hash router that logs every `hashchange` it hears. Served by the
 * test itself (under the reference server's origin), with the element's own script.
 */
function hostPage({ apiBase = false, admin = false } = {}) {
  const api = apiBase ? ' api-base="/"' : '';
  // An admin page says so before the flow's script loads (configure's context), as a back office would.
  const load = admin
    ? `const api = await import('/dist/api' + build + '.js');
      api.configure({ context: { isAdmin: true } }, 'robust-a');
      await import('/dist/quote-flow' + build + '.js');`
    : `const [api] = await Promise.all([import('/dist/api' + build + '.js'), import('/dist/quote-flow' + build + '.js')]);`;
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Two quote flows on one page</title>
    <link rel="stylesheet" href="/gallery.css" />
    <link rel="stylesheet" href="/partner-site.css" />
    <script>
      window.routes = [];
      addEventListener('hashchange', () => window.routes.push(location.hash));
    </script>
    <script type="module">
      const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
      ${load}
      window.haulkit = api;
      document.body.dataset.ready = '';
    </script>
  </head>
  <body class="partner">
    <main>
      <h1>Two quote flows on one page</h1>
      <section class="card" id="a-box" aria-label="Flow A">
        <hk-quote-flow session="robust-a" category="furniture" url-state="hash" exit-intent="robust-spring"${api}></hk-quote-flow>
      </section>
      <section class="card" id="b-box" aria-label="Flow B">
        <hk-quote-flow session="robust-b" category="furniture" url-state="hash"${api}></hk-quote-flow>
      </section>
      <section class="card" id="elsewhere" aria-label="Somewhere else"></section>
    </main>
  </body>
</html>`;
}

/** Before any script of the page: every hk-change and hk-page-view heard, and every live timer and interval. */
function recordPage() {
  window.changes = [];
  window.changeKeys = [];
  window.pageViews = [];
  document.addEventListener('hk-page-view', (event) => {
    window.pageViews.push({ session: event.target.getAttribute('session'), detail: event.detail });
  });
  document.addEventListener('hk-change', (event) => {
    window.changes.push(event.target.getAttribute('session'));
    window.changeKeys.push(`${event.target.getAttribute('session')}: ${Object.keys(event.detail ?? {}).join(',')}`);
  });
  const live = new Map();
  const intervals = new Map();
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = (run, ms, ...rest) => {
    const id = set.call(
      window,
      function (...args) {
        live.delete(id);
        if (typeof run === 'function') return run.apply(this, args);
      },
      ms,
      ...rest,
    );
    live.set(id, ms);
    return id;
  };
  window.clearTimeout = (id) => {
    live.delete(id);
    return clear.call(window, id);
  };
  window.setInterval = (run, ms, ...rest) => {
    const id = every.call(window, run, ms, ...rest);
    intervals.set(id, ms);
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    return stop.call(window, id);
  };
  window.timerCounts = () => ({ timeouts: live.size, intervals: intervals.size });
}

/**
 * Opens the host page in a build, at a width, with `hash` as the host's hash; `draft` is a listing
 * stored as flow A's draft before the page loads (restored when the flow starts), `admin` makes
 * flow A's session an admin's.
 */
async function openHost(build, { width = 1280, hash = '', apiBase = false, theme, draft, admin = false } = {}) {
  const path = `/robust-flow.html${build.query}${hash}`;
  const context = await harness.browser.newContext({ viewport: { width, height: 1000 } });
  await context.route('**/robust-flow.html*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage({ apiBase, admin }) }),
  );
  await context.addInitScript(recordPage);
  if (draft)
    await context.addInitScript(({ move_items: items = [], ...rest }) => {
      // As the draft store writes one: the meta key, the listing without its items, the items.
      const key = 'haulkit:draft:robust-a';
      for (const part of Object.keys(localStorage)) if (part.startsWith(`${key}#`)) localStorage.removeItem(part);
      localStorage.setItem(`${key}#listing`, JSON.stringify(rest));
      localStorage.setItem(`${key}#items`, JSON.stringify(items));
      localStorage.setItem(key, JSON.stringify({ v: 2, savedAt: Date.now(), createdAt: Date.now() }));
    }, draft);
  const page = await context.newPage();
  const problems = [];
  const posts = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (GPU_NOISE.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push({ url: request.url(), body: request.postData() ?? '' });
  });
  await page.goto(new URL(path, harness.server.url).href);
  await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  if (theme) {
    await page.evaluate((theme) => {
      document.documentElement.dataset.theme = theme;
      for (const flow of document.querySelectorAll('hk-quote-flow')) flow.setAttribute('theme', theme);
    }, theme);
  }
  return { page, context, problems, posts };
}

/** A job with both addresses and two items: booking step 1 passes, so Continue goes to prices. */
function seed(page, keys) {
  return page.evaluate((keys) => {
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
    for (const key of keys) {
      const session = window.haulkit.getSession(key);
      session.update((state) => ({ ...state, listing: { ...state.listing, ...job } }));
    }
  }, keys);
}

const flowOf = (page, key) => page.locator(`hk-quote-flow[session="${key}"]`);

/** Where a session's directions stand: idle, loading, ready or error. */
const directionsOf = (page, key) =>
  page.evaluate((key) => window.haulkit.getSession(key).$status.get().directions.state, key);

/** True when a session's prices are in its listing and no price request is under way. */
const pricesSettled = (page, key) =>
  page.evaluate((key) => {
    const session = window.haulkit.getSession(key);
    return session.$listing.get().prices !== undefined && session.$status.get().prices.state !== 'loading';
  }, key);

/** The step a flow shows (its frame's data-step), or null while it is not rendered. */
const shownStep = (page, key) =>
  page.evaluate(
    (key) =>
      document.querySelector(`hk-quote-flow[session="${key}"]`)?.shadowRoot?.querySelector('[data-step]')?.dataset
        .step ?? null,
    key,
  );

/** The names of the items a session's listing holds. */
const itemsOf = (page, key) =>
  page.evaluate(
    (key) => (window.haulkit.getSession(key).$listing.get().move_items ?? []).map((item) => item.name),
    key,
  );

const hashOf = (page) => page.evaluate(() => location.hash);

/** Presses a flow's own Continue. */
async function continueIn(page, key) {
  await flowOf(page, key).locator('[part~=flow-continue]').click();
}

/** Event listeners of window and document by type, through the DevTools protocol. */
async function listenerTypes(cdp) {
  const count = async (expression) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
    return listeners.map((listener) => listener.type).sort();
  };
  return { window: await count('window'), document: await count('document') };
}

/** Serious and critical axe violations inside flow A's open dialog (the rest of the page is the pieces' own tests'). */
async function dialogViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object')))
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const context = { include: [{ fromShadowDom: ['hk-quote-flow[session="robust-a"]', 'dialog'] }] };
    const results = await window.axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => JSON.stringify(node.target)).join(', '),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes}`);
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const build of builds) {
  // The default run keeps one of these on the React build: the element remounting its React root
  // when the tag moves, is removed and comes back (the rest run on it with HAULKIT_BROWSER_BUILDS=all).
  const it = itOn(build);
  describe(`<hk-quote-flow> robustness, ${build.runtime}`, () => {
    it('two flows with different sessions on one page do not interfere; each has its own hash parameter', async () => {
      const { page, context, problems } = await openHost(build, { hash: '#/shop/12' });
      try {
        await settles(() => Promise.all([shownStep(page, 'robust-a'), shownStep(page, 'robust-b')]), [ITEMS, ITEMS]);
        // Typing in A's search leaves B's search and B's job untouched.
        const searchA = flowOf(page, 'robust-a').getByRole('combobox', { name: 'Search for an item' });
        const searchB = flowOf(page, 'robust-b').getByRole('combobox', { name: 'Search for an item' });
        await searchA.pressSequentially('sofa', { delay: 20 });
        await flowOf(page, 'robust-a').getByRole('option').first().waitFor();
        await searchA.press('ArrowDown');
        await searchA.press('Enter');
        await settles(async () => (await itemsOf(page, 'robust-a')).length, 1);
        assert.equal(await searchB.inputValue(), '');
        assert.deepEqual(await itemsOf(page, 'robust-b'), []);
        assert.equal(await flowOf(page, 'robust-b').getByRole('option').count(), 0);

        // Each flow moves on its own, with its own parameter beside the host's route.
        await seed(page, ['robust-a', 'robust-b']);
        await continueIn(page, 'robust-a');
        await settles(() => Promise.all([shownStep(page, 'robust-a'), shownStep(page, 'robust-b')]), [PRICES, ITEMS]);
        assert.equal(await hashOf(page), `#/shop/12?hk-step.robust-a=${PRICES}`);
        await continueIn(page, 'robust-b');
        await settles(() => shownStep(page, 'robust-b'), PRICES);
        assert.equal(await hashOf(page), `#/shop/12?hk-step.robust-a=${PRICES}&hk-step.robust-b=${PRICES}`);
        // Back undoes B's move only.
        await page.evaluate(() => history.back());
        await settles(() => Promise.all([shownStep(page, 'robust-a'), shownStep(page, 'robust-b')]), [PRICES, ITEMS]);
        // The host's router heard nothing of ours (pushState fires no hashchange; Back does).
        assert.deepEqual(await page.evaluate(() => window.routes), [`#/shop/12?hk-step.robust-a=${PRICES}`]);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('a tag moved, removed and re-added keeps its session and leaks no listener or timer', {
      react: 'always',
    }, async () => {
      const { page, context, problems } = await openHost(build);
      try {
        await settles(() => shownStep(page, 'robust-a'), ITEMS);
        await seed(page, ['robust-a']);
        await continueIn(page, 'robust-a');
        await settles(() => shownStep(page, 'robust-a'), PRICES);
        const items = await itemsOf(page, 'robust-a');
        const cdp = await context.newCDPSession(page);
        await wait(2500);
        const listeners = await listenerTypes(cdp);
        const timers = await page.evaluate(() => window.timerCounts());

        for (let round = 0; round < 3; round += 1) {
          // Moved: the element remounts (r2wc) and comes back on its step with its job.
          // (A tag loads its view once it is on screen: the spare box is brought into view.)
          await page.evaluate(() => {
            document.querySelector('#elsewhere').append(document.querySelector('hk-quote-flow[session="robust-a"]'));
            document.querySelector('#elsewhere').scrollIntoView();
          });
          await settles(() => shownStep(page, 'robust-a'), PRICES);
          // Removed, then a new tag with the same session.
          await page.evaluate(() => document.querySelector('hk-quote-flow[session="robust-a"]').remove());
          await settles(() => page.locator('hk-quote-flow[session="robust-a"]').count(), 0);
          await page.evaluate(() => {
            const flow = document.createElement('hk-quote-flow');
            for (const [name, value] of [
              ['session', 'robust-a'],
              ['category', 'furniture'],
              ['url-state', 'hash'],
              ['exit-intent', 'robust-spring'],
            ])
              flow.setAttribute(name, value);
            document.querySelector('#a-box').append(flow);
            flow.scrollIntoView();
          });
          await settles(() => shownStep(page, 'robust-a'), PRICES);
          assert.deepEqual(await itemsOf(page, 'robust-a'), items);
        }
        assert.equal(await hashOf(page), `#hk-step.robust-a=${PRICES}`);

        await wait(2500);
        assert.deepEqual(await listenerTypes(cdp), listeners);
        const after = await page.evaluate(() => window.timerCounts());
        assert.ok(after.timeouts <= timers.timeouts, `timeouts ${JSON.stringify(timers)} → ${JSON.stringify(after)}`);
        assert.equal(after.intervals, timers.intervals);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('the same job in two tabs: an item changed in one shows in the other, which writes nothing over it; a reload keeps it', async () => {
      const first = await openHost(build);
      const { context } = first;
      try {
        const second = await context.newPage();
        const secondProblems = [];
        second.on('pageerror', (error) => secondProblems.push(`pageerror: ${error.message}`));
        await second.goto(first.page.url());
        await second.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        for (const page of [first.page, second]) await settles(() => shownStep(page, 'robust-a'), ITEMS);

        // The job is described in the first tab; the second shows its items (and tells its host).
        await seed(first.page, ['robust-a']);
        const rows = (page) =>
          page.evaluate(() =>
            [
              ...(document
                .querySelector('hk-quote-flow[session="robust-a"]')
                ?.shadowRoot?.querySelectorAll('[part~=item]') ?? []),
            ].map(
              (row) =>
                `${row.querySelector('.hk-ip-item-name')?.firstChild?.textContent} ×${row.querySelector('input')?.value}`,
            ),
          );
        await settles(() => rows(second), ['3-seat sofa ×1', 'Double wardrobe ×1'], 10000);
        assert.ok((await second.evaluate(() => window.changes)).includes('robust-a'));
        assert.deepEqual(await itemsOf(second, 'robust-b'), []);

        // One more sofa, by a click in the second tab: the first tab shows it.
        await flowOf(second, 'robust-a').getByRole('button', { name: 'Add one 3-seat sofa' }).click();
        await settles(() => rows(first.page), ['3-seat sofa ×2', 'Double wardrobe ×1'], 10000);
        // Neither tab writes the other's change back with an older list: after a quiet second both
        // still hold it, and a reload of the first tab restores it.
        await wait(1000);
        assert.deepEqual(await rows(second), ['3-seat sofa ×2', 'Double wardrobe ×1']);
        await first.page.reload();
        await first.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        await settles(() => rows(first.page), ['3-seat sofa ×2', 'Double wardrobe ×1'], 10000);
        assert.deepEqual(first.problems, []);
        assert.deepEqual(secondProblems, []);
      } finally {
        await context.close();
      }
    });

    it('url-state: Back and Forward move the flow, the host route stays, a reload restores the step with one hk-change', async () => {
      const { page, context, problems } = await openHost(build, { hash: '#/shop/12' });
      try {
        await settles(() => shownStep(page, 'robust-a'), ITEMS);
        await seed(page, ['robust-a']);
        // The route map asks for the seeded route's line; its directions set the distance, which
        // clears cached prices (§4): wait for them, so the prices below are the job's last.
        await settles(() => directionsOf(page, 'robust-a'), 'ready', 15000);
        await continueIn(page, 'robust-a');
        await settles(() => shownStep(page, 'robust-a'), PRICES);
        assert.equal(await hashOf(page), `#/shop/12?hk-step.robust-a=${PRICES}`);
        // Prices land in the draft (the demo adapter's), so a reload has nothing left to fetch.
        await settles(() => pricesSettled(page, 'robust-a'), true, 15000);
        // The flow's own Back is a step change: an entry, then browser Back returns to prices.
        await flowOf(page, 'robust-a').locator('[part~=flow-back]').click();
        await settles(() => shownStep(page, 'robust-a'), ITEMS);
        assert.equal(await hashOf(page), '#/shop/12');
        await page.evaluate(() => history.back());
        await settles(() => shownStep(page, 'robust-a'), PRICES);
        await page.evaluate(() => history.back());
        await settles(() => shownStep(page, 'robust-a'), ITEMS);
        assert.equal(await hashOf(page), '#/shop/12');
        await page.evaluate(() => history.forward());
        await settles(() => shownStep(page, 'robust-a'), PRICES);
        assert.equal(await hashOf(page), `#/shop/12?hk-step.robust-a=${PRICES}`);
        assert.equal(new URL(page.url()).pathname, '/robust-flow.html');

        // A reload comes back on the step, and the host hears the restored job once: the job
        // reloaded is one whose prices are in (a job still being priced is priced again).
        await settles(() => pricesSettled(page, 'robust-a'), true, 15000);
        await page.reload();
        await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        await settles(() => shownStep(page, 'robust-a'), PRICES);
        await wait(1500);
        assert.deepEqual(
          await page.evaluate(() => window.changes.filter((key) => key === 'robust-a')),
          ['robust-a'],
          JSON.stringify(await page.evaluate(() => window.changeKeys)),
        );
        assert.equal(await hashOf(page), `#/shop/12?hk-step.robust-a=${PRICES}`);

        // The host's router goes elsewhere: its route is its own, the flow stays where it is.
        await page.evaluate(() => {
          window.routes = [];
          location.hash = '#/shop/13';
        });
        await settles(() => page.evaluate(() => window.routes), ['#/shop/13']);
        await wait(300);
        assert.equal(await shownStep(page, 'robust-a'), PRICES);
        assert.equal(await hashOf(page), '#/shop/13');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('url-state: a furniture listing converted from a house move keeps its parent hash in the query and in hk-page-view; an admin or a listing not converted gets none', async () => {
      const converted = { move_items: [], isConvertedFromHouseMoveToFurniture: true, parentHash: 'abc123' };
      const parentHashOf = (page) => new URL(page.url()).searchParams.get('parentHash');
      const viewsOf = (page) =>
        page.evaluate(() => window.pageViews.filter((view) => view.session === 'robust-a').map((view) => view.detail));
      {
        const { page, context, problems } = await openHost(build, { hash: '#/shop/12', draft: converted });
        try {
          // Sent on to the house-move inventory: the query gets the parent hash in place, the
          // path, the build's own parameter and the host's hash route stay.
          await settles(() => shownStep(page, 'robust-a'), 'listing-inventory');
          await settles(() => parentHashOf(page), 'abc123');
          const url = new URL(page.url());
          assert.equal(url.pathname, '/robust-flow.html');
          assert.equal(url.search, build.query === '' ? '?parentHash=abc123' : `${build.query}&parentHash=abc123`);
          assert.equal(url.hash, '#/shop/12');
          await settles(() => viewsOf(page), [{ page: 'listing-inventory', parentHash: 'abc123' }]);
          assert.equal(await shownStep(page, 'robust-b'), ITEMS);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      }
      for (const [label, options] of [
        ['an admin', { admin: true, draft: converted }],
        ['a listing not converted', { draft: { ...converted, isConvertedFromHouseMoveToFurniture: false } }],
      ]) {
        const { page, context, problems } = await openHost(build, { hash: '#/shop/12', ...options });
        try {
          await settles(() => shownStep(page, 'robust-a'), ITEMS);
          await wait(1000);
          assert.equal(parentHashOf(page), null, label);
          assert.equal(new URL(page.url()).search, build.query, label);
          assert.equal(await hashOf(page), '#/shop/12', label);
          assert.deepEqual(await viewsOf(page), [], label);
          assert.equal(
            await page.evaluate(() => window.haulkit.getSession('robust-a').$listing.get().parentHash),
            'abc123',
            label,
          );
          assert.deepEqual(problems, [], label);
        } finally {
          await context.close();
        }
      }
    });

    it('the exit-intent dialog opens once, is tracked, and reads well (1280 and 390, light and dark)', async () => {
      for (const width of [1280, 390]) {
        for (const theme of ['light', 'dark']) {
          if (!opensLook(theme, width)) continue;
          const { page, context, problems, posts } = await openHost(build, { width, apiBase: true, theme });
          try {
            await settles(() => shownStep(page, 'robust-a'), ITEMS);
            const leave = () =>
              page.evaluate(() =>
                document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: null })),
              );
            // In dark, the job has prices already: the dialog says what it costs from.
            if (theme === 'dark')
              await page.evaluate(() =>
                window.haulkit
                  .getSession('robust-a')
                  .update((state) => ({ ...state, listing: { ...state.listing, lowest_price: 139 } })),
              );
            await page.mouse.move(width / 2, 300);
            await leave();
            const dialog = page.getByRole('dialog', { name: 'Leaving already?' });
            await dialog.waitFor({ state: 'visible' });
            assert.match(await dialog.textContent(), /Your quote is saved on this device for 30 minutes/);
            assert.match(
              await dialog.textContent(),
              theme === 'dark'
                ? /Prices for your job start at £139\.00\./
                : /Add your addresses and items to see your prices\./,
            );
            await settles(
              () => posts.filter((post) => post.url.endsWith('/ajax-track')).map((post) => post.body),
              ['process=instant-prices&stage=listing-furniture&step=1'],
            );
            const cookie = (await context.cookies()).find((each) => each.name === 'hk_exit_robust-spring');
            assert.equal(cookie?.value, '1');
            assert.equal(cookie?.sameSite, 'Lax');
            assert.deepEqual(await dialogViolations(page), []);
            await page.screenshot({ path: `${shots}exit-intent-${build.name}-${width}-${theme}.png` });
            // Keep going closes it, focus goes back; leaving again shows nothing more.
            await dialog.getByRole('button', { name: 'Keep going' }).click();
            await dialog.waitFor({ state: 'hidden' });
            await leave();
            await wait(300);
            assert.equal(await page.getByRole('dialog').count(), 0);
            assert.equal(posts.filter((post) => post.url.endsWith('/ajax-track')).length, 1);
            if (width === 390) {
              const target = await page.evaluate(() => document.documentElement.scrollWidth);
              assert.ok(target <= 390, `no horizontal scroll at 390 px (${target})`);
            }
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
        }
      }
    });
  });
}
