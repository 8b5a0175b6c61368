import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AsyncStatus,
  attributionsText,
  attributionText,
  boundsOf,
  checkMapStyleUrl,
  directionsRequestKey,
  fitMercator,
  type Listing,
  type LngLat,
  LOCALES,
  mercator,
  pathData,
  pointBox,
  type RequestEntry,
  ROUTE_MAP_MESSAGES,
  routeBox,
  routeMapEnGB,
  routeMapMessage,
  routeMapScene,
  SINGLE_POINT_SPAN_DEGREES,
  sameScene,
  scenePoints,
} from '../../src/index.js';

const MANCHESTER = { formatted_address: 'Manchester M1 1AE, UK', latitude: 53.4808, longitude: -2.2426 };
const LONDON = { formatted_address: 'London WC2N 5DU, UK', latitude: 51.5074, longitude: -0.1278 };
const KEY = directionsRequestKey({ lat: 53.4808, lng: -2.2426 }, { lat: 51.5074, lng: -0.1278 });
const LINE: LngLat[] = [
  [-2.2426, 53.4808],
  [-1.5, 52.6],
  [-0.1278, 51.5074],
];
const IDLE: AsyncStatus = { state: 'idle' };
const READY: AsyncStatus = { state: 'ready' };
const listing = (fields: Partial<Listing>) => fields as Listing;

describe('the route map’s scene (docs/behaviour/quote-flow.md §2: map with route, single-marker map)', () => {
  it('no address with coordinates: nothing to show yet', () => {
    expect(routeMapScene(listing({}), IDLE, {})).toEqual({ kind: 'none' });
    // §5: an address counts only with coordinates.
    expect(routeMapScene(listing({ pickup_address_data: { formatted_address: 'Leeds' } }), IDLE, {})).toEqual({
      kind: 'none',
    });
  });

  it.each([
    ['pickup', { pickup_address_data: MANCHESTER }, [-2.2426, 53.4808], 'Manchester M1 1AE, UK'],
    ['delivery', { delivery_address_data: LONDON }, [-0.1278, 51.5074], 'London WC2N 5DU, UK'],
  ] as const)('one address (%s): a single marker at its point, with its words', (side, fields, point, address) => {
    expect(routeMapScene(listing(fields), IDLE, {})).toEqual({ kind: 'single', marker: { side, point, address } });
  });

  it('both addresses with the directions’ entry: the line the address picker’s request brought, distance and time', () => {
    const requests: Record<string, RequestEntry> = {
      [KEY]: { state: 'ready', data: { geometry: LINE, distanceMetres: 300000, durationSeconds: 14400 } },
    };
    const scene = routeMapScene(
      listing({ pickup_address_data: MANCHESTER, delivery_address_data: LONDON, distance: 186.41, duration: 14400 }),
      READY,
      requests,
    );
    expect(scene).toEqual({
      kind: 'route',
      pickup: { side: 'pickup', point: [-2.2426, 53.4808], address: 'Manchester M1 1AE, UK' },
      delivery: { side: 'delivery', point: [-0.1278, 51.5074], address: 'London WC2N 5DU, UK' },
      line: LINE,
      route: { state: 'ready', miles: 186.41, seconds: 14400 },
      needsLine: false,
    });
  });

  it.each<[string, AsyncStatus, Partial<Listing>, Record<string, RequestEntry>, object, boolean]>([
    ['directions in flight', { state: 'loading' }, {}, { [KEY]: { state: 'loading' } }, { state: 'loading' }, false],
    [
      'directions failed',
      { state: 'error', error: { code: 'noRoute' } },
      {},
      { [KEY]: { state: 'error', error: { code: 'noRoute' } } },
      { state: 'error', code: 'noRoute' },
      false,
    ],
    ['a restored draft, nothing asked', IDLE, {}, {}, { state: 'missing' }, true],
    [
      'a restored draft with its distance but no line: the line is to be asked for',
      IDLE,
      { distance: 186.41, duration: 14400 },
      {},
      { state: 'ready', miles: 186.41, seconds: 14400 },
      true,
    ],
    [
      'directions without a line (fewer than two points): not asked again',
      READY,
      { distance: 12.3, duration: 3900 },
      { [KEY]: { state: 'ready', data: { geometry: [], distanceMetres: 1, durationSeconds: 1 } } },
      { state: 'ready', miles: 12.3, seconds: 3900 },
      false,
    ],
  ])('%s', (_name, status, fields, requests, route, needsLine) => {
    const scene = routeMapScene(
      listing({ pickup_address_data: MANCHESTER, delivery_address_data: LONDON, ...fields }),
      status,
      requests,
    );
    expect(scene).toMatchObject({ kind: 'route', line: null, route, needsLine });
  });

  it('a line of another route (other coordinates) is not this route’s', () => {
    const other = directionsRequestKey({ lat: 1, lng: 1 }, { lat: 2, lng: 2 });
    const scene = routeMapScene(listing({ pickup_address_data: MANCHESTER, delivery_address_data: LONDON }), READY, {
      [other]: { state: 'ready', data: { geometry: LINE } },
    });
    expect(scene).toMatchObject({ line: null });
  });

  it('sameScene: equal scenes are the same, a moved marker or a new line is not', () => {
    const base = listing({ pickup_address_data: MANCHESTER, delivery_address_data: LONDON, distance: 1, duration: 2 });
    const requests = { [KEY]: { state: 'ready' as const, data: { geometry: LINE } } };
    const a = routeMapScene(base, READY, requests);
    expect(sameScene(a, routeMapScene({ ...base }, READY, { ...requests }))).toBe(true);
    expect(sameScene(a, routeMapScene(base, READY, { [KEY]: { state: 'ready', data: { geometry: [...LINE] } } }))).toBe(
      false,
    );
    expect(sameScene(a, routeMapScene({ ...base, distance: 3 }, READY, requests))).toBe(false);
    expect(sameScene(a, routeMapScene(listing({ pickup_address_data: MANCHESTER }), READY, requests))).toBe(false);
    expect(sameScene({ kind: 'none' }, { kind: 'none' })).toBe(true);
    expect(scenePoints(a)).toEqual([[-2.2426, 53.4808], [-0.1278, 51.5074], ...LINE]);
    expect(scenePoints({ kind: 'none' })).toEqual([]);
  });
});

describe('route bounds and the static map’s Web Mercator projection', () => {
  it('boundsOf: the smallest box of the points, none for no points', () => {
    expect(boundsOf(LINE)).toEqual({ west: -2.2426, south: 51.5074, east: -0.1278, north: 53.4808 });
    expect(boundsOf([])).toBeUndefined();
    expect(boundsOf([[Number.NaN, 1]])).toBeUndefined();
  });

  it('a single marker’s box is square on the map; a route whose ends meet is never smaller than it', () => {
    const box = pointBox([-2.24, 53.48]);
    expect(box.east - box.west).toBeCloseTo(2 * SINGLE_POINT_SPAN_DEGREES);
    const [x0, y0] = mercator([box.west, box.north]);
    const [x1, y1] = mercator([box.east, box.south]);
    expect((y1 - y0) / (x1 - x0)).toBeCloseTo(1, 2);
    const near = routeBox([
      [-2.24, 53.48],
      [-2.241, 53.481],
    ]);
    expect((near?.east ?? 0) - (near?.west ?? 0)).toBeGreaterThanOrEqual(2 * SINGLE_POINT_SPAN_DEGREES - 1e-9);
    expect(routeBox(LINE)).toMatchObject({ west: -2.2426, east: -0.1278 });
    expect(routeBox([])).toBeUndefined();
  });

  it.each<[LngLat, [number, number]]>([
    [
      [0, 0],
      [0.5, 0.5],
    ],
    [
      [-180, 0],
      [0, 0.5],
    ],
    [
      [180, 0],
      [1, 0.5],
    ],
    [
      [0, 85.0511287798066],
      [0.5, 0],
    ],
    [
      [0, -89],
      [0.5, 1],
    ],
  ])('mercator(%j) is %j on the unit square', (point, expected) => {
    const [x, y] = mercator(point);
    expect(x).toBeCloseTo(expected[0], 9);
    expect(y).toBeCloseTo(expected[1], 9);
  });

  it('fitMercator fits the box inside the padding and centres it', () => {
    const box = { west: -2.2426, south: 51.5074, east: -0.1278, north: 53.4808 };
    const project = fitMercator(box, 600, 300, 20);
    const [left, top] = project([box.west, box.north]);
    const [right, bottom] = project([box.east, box.south]);
    // The box is taller than wide on a 2:1 drawing: it fills the height, centred across.
    expect(top).toBeCloseTo(20);
    expect(bottom).toBeCloseTo(280);
    expect((left + right) / 2).toBeCloseTo(300);
    expect(right - left).toBeLessThan(560);
  });

  it('any box, size and padding give finite pixels (property-based)', () => {
    const lng = fc.double({ min: -180, max: 180, noNaN: true });
    const lat = fc.double({ min: -89, max: 89, noNaN: true });
    fc.assert(
      fc.property(lng, lat, lng, lat, fc.nat(4000), fc.nat(4000), fc.nat(200), (w, s, e, n, width, height, pad) => {
        const project = fitMercator(
          { west: Math.min(w, e), south: Math.min(s, n), east: Math.max(w, e), north: Math.max(s, n) },
          width,
          height,
          pad,
        );
        const [x, y] = project([w, n]);
        expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
      }),
    );
  });

  it('pathData: closed rings end with Z, open lines do not; a lone point draws nothing', () => {
    const project = ([x, y]: LngLat): [number, number] => [x * 10, y * 10];
    expect(
      pathData(
        [
          [
            [0, 0],
            [1, 0.04],
            [1, 1],
          ],
        ],
        project,
        true,
      ),
    ).toBe('M0 0L10 0.4L10 10Z');
    expect(
      pathData(
        [
          [
            [0, 0],
            [1, 1],
          ],
        ],
        project,
        false,
      ),
    ).toBe('M0 0L10 10');
    expect(pathData([[[5, 5]]], project, false)).toBe('');
  });
});

describe('the host’s map style: address and attribution', () => {
  it.each([
    ['https://tiles.example/style.json', undefined, { ok: true, url: 'https://tiles.example/style.json' }],
    ['/styles/brand.json', 'https://shop.example/quote', { ok: true, url: 'https://shop.example/styles/brand.json' }],
    ['javascript:alert(1)', 'https://shop.example/', { ok: false, code: 'mapStyleUrl' }],
    ['data:application/json,{}', 'https://shop.example/', { ok: false, code: 'mapStyleUrl' }],
    ['not an address', undefined, { ok: false, code: 'mapStyleUrl' }],
    ['   ', 'https://shop.example/', { ok: false, code: 'mapStyleUrl' }],
  ])('checkMapStyleUrl(%j)', (text, base, expected) => {
    expect(checkMapStyleUrl(text, base)).toEqual(expected);
  });

  it.each([
    [
      '&copy; <a href="https://osm.org/copyright" target="_blank">OpenStreetMap</a> contributors',
      '© OpenStreetMap contributors',
    ],
    ['<b>Tiles</b> &amp; data &#169; Example, <i>2024</i>', 'Tiles & data © Example, 2024'],
    ['&#x00A9; Carto &unknown; <img src=x onerror=alert(1)>', '© Carto &unknown;'],
    ['plain text', 'plain text'],
  ])('attributionText(%j) is the plain %j', (html, text) => {
    expect(attributionText(html)).toBe(text);
  });

  it('attributionsText: each source’s words once, in order; anything but text is nothing', () => {
    expect(attributionsText(['© A', '<a>© A</a>', undefined, 12, '© B'])).toBe('© A · © B');
    expect(attributionText(undefined)).toBe('');
  });

  it('any text gives text without tags, never a throw (property-based)', () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        const text = attributionText(html);
        expect(typeof text).toBe('string');
        expect(text).not.toMatch(/<[a-z/!]/i);
      }),
    );
  });
});

describe('the route map’s words (en-GB, en-IE, es-ES)', () => {
  it('every locale has every key, and Spanish is not English', () => {
    for (const locale of LOCALES) expect(Object.keys(ROUTE_MAP_MESSAGES[locale])).toEqual(Object.keys(routeMapEnGB));
    expect(routeMapMessage('en-IE', 'mapRegionLabel')).toBe('Route map');
    expect(routeMapMessage('es-ES', 'mapRegionLabel')).toBe('Mapa de la ruta');
  });

  it('fills the route’s addresses into the map’s name', () => {
    expect(routeMapMessage('en-GB', 'mapRouteLabel', { pickup: 'Manchester', delivery: 'London' })).toBe(
      'Map of the route from Manchester to London',
    );
    expect(routeMapMessage('es-ES', 'mapRouteLabel', { pickup: 'Madrid', delivery: 'Barcelona' })).toBe(
      'Mapa de la ruta de Madrid a Barcelona',
    );
  });
});
