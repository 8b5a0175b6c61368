// <hk-address-picker> end to end in Chromium, in both builds, over real HTTP to the reference
// server (its /ng/geolocator and /ng/listings routes), under its strict Content-Security-Policy
// with Trusted Types; driven by role and name, with the keyboard.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildsToRun, openHarness, openPage, seriousViolations, settles, typeSlowly } from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/address-picker/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', path: '/pieces-site.html' },
  { runtime: 'React 19', path: '/react-build.html' },
];

/** The listing the host page last heard of in an `hk-change`. */
const lastListing = (page) =>
  page.evaluate(() => window.haulkitEvents.filter((event) => event.type === 'hk-change').at(-1)?.detail ?? null);

/** The text of a part inside the address picker's shadow root ('' when absent). */
const partText = (page, part) =>
  page.evaluate(
    (name) =>
      document.querySelector('hk-address-picker')?.shadowRoot?.querySelector(`[part~="${name}"]`)?.textContent ?? '',
    part,
  );

for (const { runtime, path } of buildsToRun(builds)) {
  describe(`<hk-address-picker>, ${runtime} build`, () => {
    it('suggests, looks up the chosen place, shows the route in miles and hours; the host hears hk-change', async () => {
      const { page, context, problems, requests } = await openPage(harness, path);
      try {
        const pickup = page.getByRole('combobox', { name: 'Pickup address' });
        const delivery = page.getByRole('combobox', { name: 'Delivery address' });
        await pickup.click();
        // Two letters that are no postcode area ask for nothing; a postcode area does (§5).
        await typeSlowly(pickup, 'Ma');
        await page.waitForTimeout(400);
        assert.equal(requests.filter((url) => url.includes('/ng/geolocator/suggest')).length, 0, 'nothing for “Ma”');
        await typeSlowly(pickup, 'Manch');
        await page
          .getByRole('option', { name: /Manchester/ })
          .first()
          .waitFor();
        const suggest = requests.filter((url) => url.includes('/ng/geolocator/suggest')).at(-1);
        const query = new URL(suggest).searchParams;
        assert.equal(query.get('input'), 'Manch');
        assert.equal(query.get('language'), 'en-GB');
        assert.ok(query.get('bounds') || query.get('south'), `the UK bias box is sent: ${suggest}`);
        assert.equal(await pickup.getAttribute('aria-expanded'), 'true');
        assert.deepEqual(await seriousViolations(page), [], 'axe, suggestions open');

        await pickup.press('ArrowDown');
        await pickup.press('Enter');
        await settles(async () => (await pickup.inputValue()).includes('Manchester'), true);
        assert.ok(
          requests.some((url) => url.includes('/ng/geolocator/lookup')),
          'the choice is looked up',
        );
        await settles(async () => typeof (await lastListing(page))?.pickup_address_data?.latitude, 'number');

        await delivery.click();
        await typeSlowly(delivery, 'Londo');
        await page
          .getByRole('option', { name: /London/ })
          .first()
          .waitFor();
        await delivery.press('ArrowDown');
        await delivery.press('Enter');
        await settles(async () => /miles/.test(await partText(page, 'route')), true, 8000);
        const route = await partText(page, 'route');
        assert.match(route, /\d+(\.\d)? miles/, `distance in miles: ${route}`);
        assert.match(route, /hr|min/, `duration in hours and minutes: ${route}`);
        const listing = await lastListing(page);
        assert.ok(
          listing.distance > 150 && listing.distance < 250,
          `Manchester to London by road: ${listing.distance} miles`,
        );
        assert.ok(listing.duration > 0, 'duration in seconds');
        // The log is sent after the route shows, without waiting for it.
        await settles(() => requests.some((url) => url.includes('/ajax-google-directions-log')), true, 8000);
        // Once per directions request: the session logs it, the HTTP adapter does not log it again.
        await page.waitForTimeout(500);
        assert.equal(requests.filter((url) => url.includes('/ajax-google-directions-log')).length, 1, 'one log');
        assert.equal(requests.filter((url) => url.includes('/ng/listings/cache-route')).length, 1, 'one route');
        assert.match(await page.locator('#route').textContent(), /Manchester.*→.*London.*miles/);
        assert.deepEqual(await seriousViolations(page), [], 'axe, route shown');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('the suggestions are 600 px wide on a desktop and stay inside a phone’s screen', async () => {
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ]) {
        const { page, context, problems } = await openPage(harness, path, { viewport: { width, height } });
        try {
          for (const [name, place] of [
            ['Pickup address', 'Manch'],
            ['Delivery address', 'Londo'],
          ]) {
            const box = page.getByRole('combobox', { name });
            await box.click();
            await typeSlowly(box, place);
            const listbox = page.getByRole('listbox', { name });
            await listbox.getByRole('option').first().waitFor();
            const rect = await listbox.evaluate((element) => {
              const { left, right, width } = element.getBoundingClientRect();
              return { left, right, width };
            });
            if (width >= 768) assert.equal(Math.round(rect.width), 600, `${name} at ${width}: ${JSON.stringify(rect)}`);
            assert.ok(
              rect.left >= 0 && rect.right <= width,
              `${name} inside the screen at ${width}: ${JSON.stringify(rect)}`,
            );
            if (name === 'Delivery address' || width < 768)
              await page.screenshot({
                path: `${shots}address-suggestions-${name.split(' ')[0].toLowerCase()}-${width}${path.includes('react') ? '-react' : ''}.png`,
              });
            await box.press('Escape');
          }
          assert.deepEqual(await seriousViolations(page), [], `axe at ${width}`);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      }
    });

    it('never takes typed text without a choice: the words stay, with a coded message, and the address does not change', async () => {
      const { page, context, problems } = await openPage(harness, path);
      try {
        const pickup = page.getByRole('combobox', { name: 'Pickup address' });
        await pickup.click();
        await typeSlowly(pickup, 'Leeds');
        await page.getByRole('option', { name: /Leeds/ }).first().waitFor();
        await pickup.press('ArrowDown');
        await pickup.press('Enter');
        await settles(async () => typeof (await lastListing(page))?.pickup_address_data?.latitude, 'number');
        const chosen = (await lastListing(page)).pickup_address_data;

        await pickup.fill('');
        await pickup.pressSequentially('12 Nowhere Lane', { delay: 20 });
        await page.keyboard.press('Tab');
        await settles(
          async () => (await partText(page, 'field-error')).startsWith('Choose an address from the list'),
          true,
        );
        assert.equal(await pickup.inputValue(), '12 Nowhere Lane', 'what was typed is kept');
        assert.equal(await pickup.getAttribute('aria-invalid'), 'true');
        const code = await page.evaluate(
          () =>
            document.querySelector('hk-address-picker').shadowRoot.querySelector('[part~="field-error"]').dataset.code,
        );
        assert.equal(code, 'addressNeedsCoordinates');
        assert.deepEqual((await lastListing(page)).pickup_address_data, chosen, 'the listing keeps the chosen address');
        assert.deepEqual(await seriousViolations(page), [], 'axe, with the error');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('uses the browser position (maximum age 5 min, timeout 10 s) and names the nearest place', async () => {
      const { page, context, problems } = await openPage(harness, path);
      try {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: 53.4808, longitude: -2.2426 });
        const asked = await page.evaluate(() => {
          const seen = [];
          const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
          navigator.geolocation.getCurrentPosition = (ok, fail, options) => {
            seen.push(options);
            real(ok, fail, options);
          };
          window.__geolocationOptions = seen;
          return true;
        });
        assert.ok(asked);
        await page.getByRole('button', { name: 'Use my location for the pickup address' }).click();
        const pickup = page.getByRole('combobox', { name: 'Pickup address' });
        await settles(async () => (await pickup.inputValue()).includes('Manchester'), true, 8000);
        assert.deepEqual(await page.evaluate(() => window.__geolocationOptions[0]), {
          maximumAge: 300000,
          timeout: 10000,
        });
        await settles(async () => typeof (await lastListing(page))?.pickup_address_data?.latitude, 'number');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('a failed look-up shows the error with Try again, keeps the text, tells the host; Try again recovers', async () => {
      const { page, context, problems } = await openPage(harness, path);
      try {
        let fail = true;
        await page.route('**/ng/geolocator/suggest**', (route) =>
          fail ? route.abort('internetdisconnected') : route.continue(),
        );
        const delivery = page.getByRole('combobox', { name: 'Delivery address' });
        await delivery.click();
        await typeSlowly(delivery, 'Bristo');
        const alert = page.getByRole('alert').filter({ hasText: 'We could not look up addresses just now' });
        await alert.waitFor();
        assert.equal(await delivery.inputValue(), 'Bristo', 'what was typed is kept');
        const errors = await page.evaluate(() => window.haulkitEvents.filter((event) => event.type === 'hk-error'));
        // The widget's own report, once; and the HTTP interceptor's report of the failed request
        // (§7: every failed response is reported), which carries a severity.
        const shown = errors.filter((event) => event.detail.severity === undefined);
        assert.equal(shown.length, 1, `one hk-error for the failure shown: ${JSON.stringify(errors)}`);
        assert.deepEqual(shown[0].detail, { code: 'network', message: 'We could not look up addresses just now' });
        assert.ok(
          errors.some(
            (event) => event.detail.severity === 'error' && event.detail.message.includes('/ng/geolocator/suggest'),
          ),
          'the failed request is reported too',
        );
        assert.deepEqual(await seriousViolations(page), [], 'axe, look-up failed');
        fail = false;
        await alert.getByRole('button', { name: 'Try again' }).click();
        await page
          .getByRole('option', { name: /Bristol/ })
          .first()
          .waitFor();
        // The browser logs the aborted request itself; the page logged nothing of its own.
        assert.deepEqual(
          problems.filter((problem) => !problem.includes('net::ERR_INTERNET_DISCONNECTED')),
          [],
        );
      } finally {
        await context.close();
      }
    });
  });
}
