// <hk-route-map> end to end in Chromium, in both builds (the element's own script, light and
// React), on the states page the reference server serves under its strict Content-Security-Policy
// with Trusted Types: the interactive map draws (maplibre's worker starts through the one
// `haulkit-maplibre` policy), one marker or two, the static SVG where WebGL is missing, maplibre
// fetched only once a map is shown, and axe clean in every state.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  buildsToRun,
  filesHolding,
  openHarness,
  openPage,
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

const builds = [
  { runtime: 'light (preact/compat)', query: '' },
  { runtime: 'React 19', query: '?build=react' },
];

/** The states page's "style failed" map asks for a style that is not there, on purpose. */
const MISSING_STYLE = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
const pageProblems = (problems, { missingStyle = false } = {}) =>
  problems.filter((problem) => !(missingStyle && problem.includes(MISSING_STYLE)));
const policyProblems = (problems) =>
  problems.filter((problem) => /CSP violation|Trusted ?Type|TrustedScriptURL/i.test(problem));

/** Opens the states page in a build, tall enough that every map is near the viewport, once every state is set. */
async function openStates(query, options = {}) {
  const opened = await openPage(harness, `/states/route-map.html${query}`, options);
  await opened.page.setViewportSize({ width: 1280, height: 2400 });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  return opened;
}

/** What a person and a machine can see of one map: its frame's mode, canvas, markers, SVG and words. */
function mapState(page, session, tag = 'hk-route-map') {
  return page.evaluate(
    ({ session, tag }) => {
      const root = document.querySelector(`${tag}[session="${session}"]`)?.shadowRoot;
      const frame = root?.querySelector('[part~=map]');
      const canvas = root?.querySelector('canvas.maplibregl-canvas');
      const box = canvas?.getBoundingClientRect();
      const frameBox = frame?.getBoundingClientRect();
      const svg = root?.querySelector('svg[part~=static-map]');
      return {
        mode: frame?.getAttribute('data-mode') ?? null,
        loading: root?.querySelector('.hk-rm-loading') !== null,
        canvas: canvas
          ? {
              width: Math.round(box.width),
              height: Math.round(box.height),
              label: canvas.getAttribute('aria-label'),
              role: canvas.getAttribute('role'),
            }
          : null,
        routePoints: root?.querySelector('[part~=canvas]')?.getAttribute('data-route-points') ?? null,
        markers: [...(root?.querySelectorAll('.hk-map-marker') ?? [])].map((marker) => {
          const at = marker.getBoundingClientRect();
          const inside =
            at.left >= frameBox.left - 1 &&
            at.right <= frameBox.right + 1 &&
            at.top >= frameBox.top - 1 &&
            at.bottom <= frameBox.bottom + 1;
          return { label: marker.getAttribute('aria-label'), role: marker.getAttribute('role'), inside };
        }),
        svg: svg
          ? {
              label: svg.getAttribute('aria-label'),
              role: svg.getAttribute('role'),
              land: (svg.querySelector('path.hk-rm-land')?.getAttribute('d') ?? '').length > 100,
              line: (svg.querySelector('path.hk-rm-line')?.getAttribute('d') ?? '').split('L').length,
              pins: svg.querySelectorAll('path.hk-rm-pin').length,
            }
          : null,
        summary: root?.querySelector('[part~=summary]')?.textContent ?? '',
        attribution: root?.querySelector('[part~=attribution]')?.textContent ?? '',
        alert: root?.querySelector('[role=alert]')?.textContent ?? '',
        empty: root?.querySelector('.hk-empty')?.textContent ?? '',
      };
    },
    { session, tag },
  );
}

/** Waits for a map to have drawn: its canvas there and "Loading the map…" gone. */
async function drawn(page, session, tag) {
  await settles(
    async () => {
      const state = await mapState(page, session, tag);
      return state.canvas !== null && !state.loading;
    },
    true,
    15000,
  );
  return mapState(page, session, tag);
}

const ROUTE = 'Manchester Piccadilly, Manchester M1 2PB, UK';
const LONDON = '10 Downing Street, London SW1A 2AA, UK';

for (const { runtime, query } of buildsToRun(builds)) {
  describe(`<hk-route-map>, ${runtime} build`, () => {
    it('draws the route under the strict CSP with Trusted Types: canvas, line, both markers, the route in words', async () => {
      const { page, context, problems, requests } = await openStates(query);
      try {
        const route = await drawn(page, 'map-route');
        assert.equal(route.mode, 'interactive');
        assert.ok(
          route.canvas.width > 300 && route.canvas.height > 200,
          `a canvas with a size: ${JSON.stringify(route.canvas)}`,
        );
        assert.equal(route.canvas.role, 'region');
        assert.equal(route.canvas.label, `Map of the route from ${ROUTE} to ${LONDON}`);
        assert.equal(route.routePoints, '4', 'the route source holds the directions’ line (4 points)');
        assert.deepEqual(route.markers, [
          { label: `Pickup: ${ROUTE}`, role: 'img', inside: true },
          { label: `Delivery: ${LONDON}`, role: 'img', inside: true },
        ]);
        assert.match(route.summary, /^\d+(\.\d)? miles · about \d+ hr \d+ min by road$/);
        assert.equal(route.attribution, 'Land outline: Natural Earth');
        // maplibre's worker started through the `haulkit-maplibre` policy, from beside its chunk
        // (one maplibre folder for both runtimes).
        assert.ok(
          page.workers().some((worker) => worker.url().endsWith('/dist/maplibre/maplibre-gl-worker.mjs')),
          `the map's worker runs: ${page.workers().map((worker) => worker.url())}`,
        );
        assert.ok(
          requests.some((url) => /\/land-outline-[\w-]+\.js$/.test(url)),
          'the land outline is its own chunk',
        );
        assert.ok(!requests.some((url) => /tile|\.pbf|glyphs|sprite/.test(url)), 'no tile server, fonts or sprites');

        const host = await drawn(page, 'map-host');
        assert.equal(host.routePoints, '4');
        assert.equal(host.markers.length, 2);
        assert.equal(host.attribution, '© Example Maps contributors', 'the host style’s attribution, as text');

        const spanish = await drawn(page, 'map-spanish');
        assert.match(spanish.canvas.label, /^Mapa de la ruta de Calle de Alcalá 20/);
        assert.match(spanish.summary, /^\d+(,\d)? km · aprox\. \d+ h \d+ min por carretera$/);
        assert.equal(spanish.markers[0].label, 'Recogida: Calle de Alcalá 20, 28014 Madrid, España');

        const loading = await drawn(page, 'map-loading');
        assert.equal(loading.summary, 'Working out the route…');
        assert.equal(loading.routePoints, '0', 'no line before the directions arrive');
        assert.equal(loading.markers.length, 2);

        assert.deepEqual(policyProblems(problems), [], 'no CSP or Trusted Types violation');
        assert.deepEqual(pageProblems(problems, { missingStyle: true }), []);
      } finally {
        await context.close();
      }
    });

    it('one address: a single marker, named with its side and address; none: a sentence, no map', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        const single = await drawn(page, 'map-single');
        assert.deepEqual(single.markers, [{ label: `Pickup: ${ROUTE}`, role: 'img', inside: true }]);
        assert.equal(single.canvas.label, `Map of the pickup address: ${ROUTE}`);
        assert.equal(single.routePoints, '0');
        assert.equal(single.summary, `Pickup: ${ROUTE}`);

        const empty = await mapState(page, 'map-empty');
        assert.equal(empty.mode, 'empty');
        assert.equal(empty.canvas, null);
        assert.equal(empty.empty, 'The map shows the route once you enter the pickup and delivery addresses.');
        assert.equal(empty.summary, '');
        assert.deepEqual(pageProblems(problems, { missingStyle: true }), []);
      } finally {
        await context.close();
      }
    });

    it('a host style that fails: the static map and the failure with Try again, which tries again and tells the host', async () => {
      const { page, context, problems, requests } = await openStates(query);
      try {
        const failed = await mapState(page, 'map-style-failed');
        assert.equal(failed.mode, 'static');
        assert.match(failed.alert, /^The map’s style could not load/);
        assert.equal(failed.svg.pins, 2);
        assert.match(failed.summary, /miles/);
        await page.evaluate(() => {
          window.heardErrors = [];
          document.addEventListener('hk-error', (event) => window.heardErrors.push(event.detail));
        });
        const asked = () => requests.filter((url) => url.endsWith('/states/no-such-style.json')).length;
        const before = asked();
        const element = page.locator('hk-route-map[session="map-style-failed"]');
        await element.getByRole('button', { name: 'Try again' }).click();
        await settles(
          () => page.evaluate(() => window.heardErrors),
          [{ code: 'mapStyle', message: 'The map’s style could not load' }],
        );
        assert.equal(asked(), before + 1, 'the style is asked for again');
        assert.equal((await mapState(page, 'map-style-failed')).mode, 'static');
        assert.deepEqual(pageProblems(problems, { missingStyle: true }), []);
      } finally {
        await context.close();
      }
    });

    it('axe finds nothing serious in any state', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        for (const session of ['map-single', 'map-route', 'map-loading', 'map-host', 'map-spanish'])
          await drawn(page, session);
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(pageProblems(problems, { missingStyle: true }), []);
      } finally {
        await context.close();
      }
    });

    it('the drawn map’s file fails once (a dropped connection): the map says so with Try again and tells the host; Try again draws it', async () => {
      const { page, context, problems, requests } = await openPage(harness, '/long-article.html');
      try {
        await page.setViewportSize({ width: 1280, height: 800 });
        let refused = 0;
        const drawing = filesHolding('packages/react/src/route-map/route-map-drawing.tsx');
        await page.route(drawing, (route) => {
          if (refused > 0) return route.continue();
          refused += 1;
          return route.abort('internetdisconnected');
        });
        const suffix = query === '' ? '' : '.react';
        await page.evaluate(async (suffix) => {
          const { configure, getSession } = await import(`/dist/api${suffix}.js`);
          await import(`/dist/route-map${suffix}.js`);
          configure(
            {
              maps: {
                getPlacePredictions: async () => [],
                geocode: async () => [],
                getDirections: async ({ origin, destination }) => ({
                  geometry: [
                    [origin.lng, origin.lat],
                    [destination.lng, destination.lat],
                  ],
                  distanceMetres: 40000,
                  durationSeconds: 2700,
                }),
                getDistanceMatrix: async () => [],
              },
              drafts: false,
            },
            'offline-part',
          );
          getSession('offline-part').update((state) => ({
            ...state,
            listing: {
              ...state.listing,
              pickup_address_data: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
              delivery_address_data: { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 },
            },
          }));
          window.heardErrors = [];
          document.addEventListener('hk-error', (event) => window.heardErrors.push(event.detail));
          const map = document.createElement('hk-route-map');
          map.setAttribute('session', 'offline-part');
          document.getElementById('quote').prepend(map);
        }, suffix);
        await page.locator('hk-route-map').scrollIntoViewIfNeeded();
        await settles(async () => (await mapState(page, 'offline-part')).alert !== '', true, 15000);
        const failed = await mapState(page, 'offline-part');
        assert.equal(
          failed.alert,
          'The map could not loadCheck your connection, then try again. Your addresses are kept.Try again',
        );
        assert.equal(failed.loading, false, 'no "Loading the map…" left behind');
        assert.equal(failed.summary, '24.9 miles · about 45 min by road', 'the route in words stays');
        assert.equal(failed.attribution, '', 'no map drawn, no credit for one');
        assert.deepEqual(await page.evaluate(() => window.heardErrors), [
          { code: 'mapLoad', message: 'The map could not load' },
        ]);
        await page.locator('hk-route-map').getByRole('button', { name: 'Try again' }).click();
        const drawnAgain = await drawn(page, 'offline-part');
        assert.equal(drawnAgain.alert, '');
        assert.equal(drawnAgain.routePoints, '2');
        assert.equal(drawnAgain.markers.length, 2);
        assert.equal(drawnAgain.attribution, 'Land outline: Natural Earth');
        assert.equal(requests.filter((url) => drawing.test(new URL(url).pathname)).length, 2, 'asked for twice');
        assert.deepEqual(
          pageProblems(problems).filter((problem) => !problem.includes('net::ERR_INTERNET_DISCONNECTED')),
          [],
        );
      } finally {
        await context.close();
      }
    });

    it('without WebGL: the static SVG of the route on the land outline, with distance and duration; maplibre never loads', async () => {
      const { page, context, problems, requests } = await openPage(harness, 'about:blank');
      try {
        await page.addInitScript(() => {
          const real = HTMLCanvasElement.prototype.getContext;
          HTMLCanvasElement.prototype.getContext = function getContext(kind, ...rest) {
            return kind === 'webgl' || kind === 'webgl2' || kind === 'experimental-webgl'
              ? null
              : real.call(this, kind, ...rest);
          };
        });
        await page.goto(new URL(`/states/route-map.html${query}`, harness.server.url).href);
        await page.setViewportSize({ width: 1280, height: 2400 });
        await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        const route = await mapState(page, 'map-route');
        assert.equal(route.mode, 'static');
        assert.deepEqual(route.svg, {
          label: `Map of the route from ${ROUTE} to ${LONDON}`,
          role: 'img',
          land: true,
          line: 4,
          pins: 2,
        });
        assert.match(route.summary, /^\d+(\.\d)? miles · about 3 hr \d+ min by road$/, 'miles and hours (en-GB)');
        assert.equal(route.alert, '', 'no failure: the static map is what this browser gets');
        const single = await mapState(page, 'map-single');
        assert.equal(single.svg.pins, 1);
        // maplibre's own files (dist/maplibre/: the library, its stylesheet, the worker), not our
        // small loader chunk that page scripts get with api.js.
        assert.equal(requests.filter((url) => url.includes('/maplibre/')).length, 0, 'maplibre is not fetched');
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(pageProblems(problems, { missingStyle: true }), []);
      } finally {
        await context.close();
      }
    });
  });
}

describe('<hk-route-map> on a host page', () => {
  it('fetches nothing of the map until the element comes near the screen, then draws it', async () => {
    const { page, context, problems, requests } = await openPage(harness, '/long-article.html');
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(async () => {
        const { configure, getSession } = await import('/dist/api.js');
        const line = ({ origin, destination }) => ({
          geometry: [
            [origin.lng, origin.lat],
            [destination.lng, destination.lat],
          ],
          distanceMetres: 300000,
          durationSeconds: 12600,
        });
        configure(
          {
            maps: {
              getPlacePredictions: async () => [],
              geocode: async () => [],
              getDirections: async (r) => line(r),
              getDistanceMatrix: async () => [],
            },
            drafts: false,
          },
          'late',
        );
        getSession('late').update((state) => ({
          ...state,
          listing: {
            ...state.listing,
            pickup_address_data: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
            delivery_address_data: { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 },
          },
        }));
        const map = document.createElement('hk-route-map');
        map.setAttribute('session', 'late');
        document.getElementById('quote').append(map);
      });
      await page.waitForTimeout(800);
      // maplibre's own files, the view and the land outline (not api.js's small loader chunk).
      const mapRequests = () => requests.filter((url) => /\/maplibre\/|route-map\.view|land-outline/.test(url));
      assert.deepEqual(mapRequests(), [], 'nothing of the map before the element is near');
      await page.locator('hk-route-map').scrollIntoViewIfNeeded();
      const late = await drawn(page, 'late');
      assert.equal(late.routePoints, '2');
      assert.deepEqual(
        late.markers.map((marker) => marker.label),
        ['Pickup: Leeds LS1 4DY, UK', 'Delivery: York YO1 7HH, UK'],
      );
      assert.ok(
        mapRequests().some((url) => /\/maplibre\/maplibre-gl-[\w-]+\.js$/.test(url)),
        'maplibre arrives once shown',
      );
      assert.deepEqual(policyProblems(problems), []);
      assert.deepEqual(pageProblems(problems), []);
    } finally {
      await context.close();
    }
  });

  it('both runtimes on one page share the one Trusted Types policy and one maplibre: two maps, no violation', async () => {
    const { page, context, problems } = await openStates('');
    try {
      await drawn(page, 'map-route');
      await page.evaluate(async () => {
        const { defineRouteMap } = await import('/dist/route-map.react.js');
        defineRouteMap({ prefix: 'hr' });
        const map = document.createElement('hr-route-map');
        map.setAttribute('session', 'map-route');
        document.querySelector('[data-state=route]').append(map);
      });
      const react = await drawn(page, 'map-route', 'hr-route-map');
      assert.equal(react.routePoints, '4');
      assert.equal(react.markers.length, 2);
      // Both runtimes import maplibre from the same file, so the page runs one copy and its workers.
      const workers = page.workers().map((worker) => new URL(worker.url()).pathname);
      assert.ok(workers.length > 0, 'a map worker runs');
      assert.deepEqual([...new Set(workers)], ['/dist/maplibre/maplibre-gl-worker.mjs']);
      assert.deepEqual(policyProblems(problems), [], 'no second policy was created, nothing refused');
      assert.deepEqual(pageProblems(problems, { missingStyle: true }), []);
      // Any other script URL stays refused: a plain string cannot start a worker on this page.
      const refused = await page.evaluate(() => {
        try {
          new Worker('/dist/maplibre/maplibre-gl-worker.mjs?other', { type: 'module' });
          return 'constructed';
        } catch (error) {
          return error.name;
        }
      });
      assert.equal(refused, 'TypeError');
    } finally {
      await context.close();
    }
  });
});
