import { type Address, configure, type Directions, getQuoteSession, type MapsApi, type QuoteApi } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import {
  type MapLibreKit,
  RouteMap,
  type RouteMapProps,
  resetMapLibrePolicy,
  resetWebGL2Check,
  setMapLibreLoader,
} from '../src/index.js';
import { routeMapClasses } from '../src/route-map/route-map.styles.js';

// happy-dom has no WebGL: maplibre stands in as a fake that records what the view asks of it,
// behind the loader seam (setMapLibreLoader), and the WebGL2 check is answered per test.

interface FakeSource {
  data: unknown;
  setData(data: unknown): void;
}

/** A stand-in for maplibre-gl: maps and markers that put plain elements in the container. */
function fakeMapLibre() {
  const maps: FakeMap[] = [];
  class FakeMap {
    readonly options: Record<string, unknown> & { container: HTMLElement; style: unknown };
    readonly handlers: Record<string, ((event?: unknown) => void)[]> = {};
    readonly sources: Record<string, FakeSource> = {};
    readonly layers: { id: string }[] = [];
    readonly canvas = document.createElement('canvas');
    readonly fitted: unknown[] = [];
    readonly touchZoomRotate = { disableRotation: vi.fn() };
    readonly keyboard = { disableRotation: vi.fn() };
    removed = false;
    constructor(options: FakeMap['options']) {
      this.options = options;
      maps.push(this);
      this.canvas.className = 'maplibregl-canvas';
      this.canvas.setAttribute('role', 'region');
      options.container.append(this.canvas);
    }
    on(event: string, handler: (event?: unknown) => void) {
      this.handlers[event] ??= [];
      this.handlers[event].push(handler);
      return this;
    }
    fire(event: string, data?: unknown) {
      for (const handler of this.handlers[event] ?? []) handler(data);
    }
    addControl() {
      return this;
    }
    addSource(id: string, spec: { data: unknown }) {
      const source: FakeSource = {
        data: spec.data,
        setData(data) {
          source.data = data;
        },
      };
      this.sources[id] = source;
    }
    addLayer(layer: { id: string }) {
      this.layers.push(layer);
    }
    readonly painted: [string, string, unknown][] = [];
    setPaintProperty(layer: string, property: string, value: unknown) {
      this.painted.push([layer, property, value]);
    }
    getSource(id: string) {
      return this.sources[id];
    }
    getCanvas() {
      return this.canvas;
    }
    fitBounds(bounds: unknown, options: unknown) {
      this.fitted.push({ bounds, options });
    }
    getStyle() {
      return typeof this.options.style === 'string'
        ? { sources: { host: { attribution: '&copy; <a href="https://example.org">Host Maps</a>' } } }
        : (this.options.style as { sources: object });
    }
    remove() {
      this.removed = true;
      this.canvas.remove();
    }
  }
  class FakeMarker {
    readonly element: HTMLElement;
    lngLat: unknown;
    constructor({ element }: { element: HTMLElement }) {
      this.element = element;
    }
    setLngLat(lngLat: unknown) {
      this.lngLat = lngLat;
      return this;
    }
    addTo(map: FakeMap) {
      map.options.container.append(this.element);
      return this;
    }
    getElement() {
      return this.element;
    }
    remove() {
      this.element.remove();
    }
  }
  const kit = {
    maplibregl: { Map: FakeMap, Marker: FakeMarker, NavigationControl: class {} },
    css: '.maplibregl-map { position: relative; }',
  } as unknown as MapLibreKit;
  const loader = vi.fn(async () => kit);
  return { maps, loader, last: () => maps.at(-1) as FakeMap };
}

const MANCHESTER: Address = { formatted_address: 'Manchester M1 1AE, UK', latitude: 53.4808, longitude: -2.2426 };
const LONDON: Address = { formatted_address: 'London WC2N 5DU, UK', latitude: 51.5074, longitude: -0.1278 };
const LINE: Directions['geometry'] = [
  [-2.2426, 53.4808],
  [-1.2, 52.4],
  [-0.1278, 51.5074],
];
/** 12.3 miles in 1 hr 5 min, along LINE. */
const ROUTE: Directions = { geometry: LINE, distanceMetres: 12.3 * 1609.344, durationSeconds: 3900 };

function fakeMaps(directions: MapsApi['getDirections'] = async () => ROUTE) {
  return {
    getPlacePredictions: vi.fn(async () => []),
    geocode: vi.fn(async () => []),
    getDirections: vi.fn(directions),
    getDistanceMatrix: vi.fn(async () => []),
  } satisfies MapsApi;
}

let unmount: (() => void) | undefined;
let webgl = true;
const realGetContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  webgl = true;
  resetWebGL2Check();
  resetMapLibrePolicy();
  // WebGL2 is there unless a test says otherwise; the fake map never draws with it.
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, kind: string) {
    if (kind === 'webgl2') return webgl ? ({} as WebGL2RenderingContext) : null;
    return realGetContext.call(this, kind as '2d');
  } as typeof realGetContext;
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  setMapLibreLoader();
  HTMLCanvasElement.prototype.getContext = realGetContext;
});

/** The session with the fake ports, its addresses set as a restored draft would have them. */
function setup({
  pickup,
  delivery,
  maps = fakeMaps(),
}: {
  pickup?: Address;
  delivery?: Address;
  maps?: ReturnType<typeof fakeMaps>;
} = {}) {
  const api = { ...fakeQuoteApi(), logDirections: vi.fn(async () => undefined) } satisfies QuoteApi;
  configure({ maps, api, drafts: false });
  const session = getQuoteSession();
  session.update((state) => ({
    ...state,
    listing: {
      ...state.listing,
      ...(pickup ? { pickup_address_data: pickup } : {}),
      ...(delivery ? { delivery_address_data: delivery } : {}),
    },
  }));
  return { maps, api, session };
}

function renderMap(props: RouteMapProps = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<RouteMap {...props} />);
  unmount = () => root.unmount();
  const query = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
  return {
    container,
    query,
    mode: () => query('[part=map]')?.dataset.mode,
    summary: () => query('[part=summary]')?.textContent ?? null,
    attribution: () => query('[part=attribution]')?.textContent ?? null,
    markers: () =>
      [...container.querySelectorAll<HTMLElement>('.hk-map-marker')].map((marker) => ({
        side: marker.dataset.side,
        label: marker.getAttribute('aria-label'),
        role: marker.getAttribute('role'),
      })),
    alert: () => query('[role=alert]'),
    button: (name: string) =>
      [...container.querySelectorAll('button')].find((button) => button.textContent === name) as HTMLButtonElement,
  };
}

/** Waits for the fake map, then lets its style "load". */
async function loaded(fake: ReturnType<typeof fakeMapLibre>, count = 1) {
  await vi.waitFor(() => expect(fake.maps).toHaveLength(count));
  fake.last().fire('load');
  return fake.last();
}

describe('RouteMap: what it shows (docs/behaviour/quote-flow.md §2: map with route, single-marker map)', () => {
  it('no address yet: one helpful sentence, no map and nothing of maplibre loaded', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    setup();
    const view = renderMap();
    await vi.waitFor(() => expect(view.mode()).toBe('empty'));
    expect(view.query('.hk-empty')?.textContent).toBe(
      'The map shows the route once you enter the pickup and delivery addresses.',
    );
    expect(view.query('section[part=base]')?.getAttribute('aria-label')).toBe('Route map');
    expect(view.summary()).toBeNull();
    expect(fake.loader).not.toHaveBeenCalled();
  });

  it('one address: a single marker named with its side and address, the map named after it, fitted to it', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    setup({ pickup: MANCHESTER });
    const view = renderMap();
    await vi.waitFor(() => expect(view.query('[role=status]')?.textContent).toBe('Loading the map…'));
    const map = await loaded(fake);
    await vi.waitFor(() => expect(view.markers()).toHaveLength(1));
    expect(view.markers()).toEqual([{ side: 'pickup', label: 'Pickup: Manchester M1 1AE, UK', role: 'img' }]);
    expect(map.canvas.getAttribute('aria-label')).toBe('Map of the pickup address: Manchester M1 1AE, UK');
    expect(map.options.attributionControl).toBe(false);
    expect(map.options.scrollZoom).toBe(false);
    expect(map.fitted.length).toBeGreaterThan(0);
    expect(view.summary()).toBe('Pickup: Manchester M1 1AE, UK');
    expect(view.attribution()).toBe('Land outline: Natural Earth');
    await vi.waitFor(() => expect(view.query('[role=status]')).toBeNull());
    // The map's own style: water and the bundled land outline, no tile server.
    const style = map.options.style as { sources: Record<string, { type: string }>; layers: { id: string }[] };
    expect(style.layers.map((layer) => layer.id)).toEqual(['hk-water', 'hk-land']);
    expect(Object.values(style.sources).map((source) => source.type)).toEqual(['geojson']);
    expect(JSON.stringify(style)).not.toMatch(/https?:|glyphs|sprite/);
  });

  it('both addresses: asks for the route once (a restored draft), draws its line and both markers, says distance and time', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const { maps, api } = setup({ pickup: MANCHESTER, delivery: LONDON });
    const view = renderMap();
    const map = await loaded(fake);
    await vi.waitFor(() => expect(view.summary()).toBe('12.3 miles · about 1 hr 5 min by road'));
    await vi.waitFor(() =>
      expect(map.sources['hk-route']?.data).toMatchObject({
        features: [{ geometry: { type: 'LineString', coordinates: LINE } }],
      }),
    );
    expect(view.query('[part=canvas]')?.dataset.routePoints).toBe('3');
    expect(view.markers().map((marker) => marker.label)).toEqual([
      'Pickup: Manchester M1 1AE, UK',
      'Delivery: London WC2N 5DU, UK',
    ]);
    expect(map.canvas.getAttribute('aria-label')).toBe(
      'Map of the route from Manchester M1 1AE, UK to London WC2N 5DU, UK',
    );
    expect(map.layers.map((layer) => layer.id)).toEqual(['hk-route-casing', 'hk-route-line']);
    expect(maps.getDirections).toHaveBeenCalledTimes(1);
    // The session logs the directions request (§7), once.
    await vi.waitFor(() => expect(api.logDirections).toHaveBeenCalledTimes(1));
  });

  it('`summary={false}` (the quote flow, under the address picker that says the route): the same map and route, no line under it', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const { maps } = setup({ pickup: MANCHESTER, delivery: LONDON });
    const view = renderMap({ summary: false });
    const map = await loaded(fake);
    await vi.waitFor(() => expect(view.query('[part=canvas]')?.dataset.routePoints).toBe('3'));
    expect(view.markers()).toHaveLength(2);
    expect(map.canvas.getAttribute('aria-label')).toBe(
      'Map of the route from Manchester M1 1AE, UK to London WC2N 5DU, UK',
    );
    expect(view.summary()).toBeNull();
    expect(view.container.textContent).not.toContain('miles');
    expect(view.attribution()).toBe('Land outline: Natural Earth');
    expect(maps.getDirections).toHaveBeenCalledTimes(1);
  });

  it('reads the route the address picker already asked for: no second request, no second log', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const { maps, api, session } = setup();
    session.setAddress('pickup', MANCHESTER);
    session.setAddress('delivery', LONDON);
    await vi.waitFor(() => expect(session.$listing.get().distance).toBe(12.3));
    const view = renderMap();
    const map = await loaded(fake);
    await vi.waitFor(() => expect(view.query('[part=canvas]')?.dataset.routePoints).toBe('3'));
    expect(map.sources['hk-route']?.data).toMatchObject({ features: [{ geometry: { coordinates: LINE } }] });
    expect(maps.getDirections).toHaveBeenCalledTimes(1);
    expect(api.logDirections).toHaveBeenCalledTimes(1);
  });

  it('follows the session: a new address moves its marker on the same map; removing one leaves a single marker', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const { session } = setup({ pickup: MANCHESTER, delivery: LONDON });
    const view = renderMap();
    await loaded(fake);
    await vi.waitFor(() => expect(view.markers()).toHaveLength(2));
    session.setAddress('delivery', null);
    await vi.waitFor(() => expect(view.markers().map((marker) => marker.side)).toEqual(['pickup']));
    expect(fake.maps).toHaveLength(1);
    expect(view.query('[part=canvas]')?.dataset.routePoints).toBe('0');
  });

  it('a failed route: why, with Try again, which asks again', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const failing = fakeMaps(async () => Promise.reject(Object.assign(new Error('down'), { code: 'network' })));
    setup({ pickup: MANCHESTER, delivery: LONDON, maps: failing });
    const view = renderMap();
    await loaded(fake);
    await vi.waitFor(() => expect(view.summary()).toBe('We could not work out the route just now.Try again'));
    expect(view.query('[part=summary]')?.dataset.state).toBe('error');
    failing.getDirections.mockImplementation(async () => ROUTE);
    view.button('Try again').click();
    await vi.waitFor(() => expect(view.summary()).toBe('12.3 miles · about 1 hr 5 min by road'));
    expect(failing.getDirections).toHaveBeenCalledTimes(2);
  });

  it('speaks Spanish for es-ES', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    setup({ pickup: MANCHESTER, delivery: LONDON });
    const view = renderMap({ locale: 'es-ES' });
    const map = await loaded(fake);
    await vi.waitFor(() => expect(view.summary()).toBe('19,8 km · aprox. 1 h 5 min por carretera'));
    expect(map.options.locale).toMatchObject({ 'NavigationControl.ZoomIn': 'Acercar' });
    expect(view.markers()[1]?.label).toBe('Entrega: London WC2N 5DU, UK');
    expect(view.attribution()).toBe('Contorno de tierra: Natural Earth');
  });
});

describe('RouteMap: the static map and failures', () => {
  it('`static`: an SVG of the route on the land outline, named for what it shows; maplibre never loads', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    setup({ pickup: MANCHESTER, delivery: LONDON });
    const view = renderMap({ static: true });
    await vi.waitFor(() => expect(view.query(`svg path.${routeMapClasses.line}`)).not.toBeNull());
    const svg = view.query<SVGSVGElement>('svg[part=static-map]');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('Map of the route from Manchester M1 1AE, UK to London WC2N 5DU, UK');
    expect(view.query(`svg path.${routeMapClasses.line}`)?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(3);
    expect((view.query(`svg path.${routeMapClasses.land}`)?.getAttribute('d') ?? '').length).toBeGreaterThan(100);
    expect(view.query('svg')?.querySelectorAll(`path.${routeMapClasses.pin}`)).toHaveLength(2);
    expect(view.mode()).toBe('static');
    expect(view.summary()).toBe('12.3 miles · about 1 hr 5 min by road');
    expect(view.alert()).toBeNull();
    expect(fake.loader).not.toHaveBeenCalled();
  });

  it('no WebGL2: the static map, no failure shown, maplibre not even loaded', async () => {
    webgl = false;
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const onError = vi.fn();
    setup({ pickup: MANCHESTER });
    const view = renderMap({ onError });
    await vi.waitFor(() => expect(view.mode()).toBe('static'));
    await vi.waitFor(() => expect(view.query('svg')?.querySelectorAll(`path.${routeMapClasses.pin}`)).toHaveLength(1));
    expect(view.alert()).toBeNull();
    expect(fake.loader).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a page that added enumerable properties to Object.prototype: the static map, no failure shown, maplibre not loaded', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const onError = vi.fn();
    setup({ pickup: MANCHESTER, delivery: LONDON });
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.hostExtension = 'from the host page';
    try {
      const view = renderMap({ onError });
      await vi.waitFor(() => expect(view.mode()).toBe('static'));
      await vi.waitFor(() =>
        expect(view.query('svg')?.querySelectorAll(`path.${routeMapClasses.pin}`)).toHaveLength(2),
      );
      expect(view.alert()).toBeNull();
      expect(fake.loader).not.toHaveBeenCalled();
      expect(onError).not.toHaveBeenCalled();
    } finally {
      delete prototype.hostExtension;
    }
  });

  it('maplibre fails to load: the static map, the failure with Try again and `mapLoad`; Try again draws the map', async () => {
    const fake = fakeMapLibre();
    const loader = vi.fn(fake.loader).mockRejectedValueOnce(new Error('offline'));
    setMapLibreLoader(loader);
    const onError = vi.fn();
    setup({ pickup: MANCHESTER });
    const view = renderMap({ onError });
    await vi.waitFor(() => expect(view.alert()).not.toBeNull());
    expect(view.alert()?.textContent).toBe(
      'The interactive map could not loadA simple map of the route is shown instead.Try again',
    );
    expect(view.mode()).toBe('static');
    expect(onError).toHaveBeenCalledWith({ code: 'mapLoad', message: 'The interactive map could not load' });
    view.button('Try again').click();
    await loaded(fake);
    await vi.waitFor(() => expect(view.mode()).toBe('interactive'));
    expect(view.alert()).toBeNull();
    await vi.waitFor(() => expect(view.markers()).toHaveLength(1));
  });
});

describe('RouteMap: a host’s own map style', () => {
  it('draws the host style with the route on top and shows its sources’ attribution as plain text', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    setup({ pickup: MANCHESTER, delivery: LONDON });
    const view = renderMap({ mapStyle: 'https://tiles.example/style.json' });
    const map = await loaded(fake);
    expect(map.options.style).toBe('https://tiles.example/style.json');
    await vi.waitFor(() => expect(view.attribution()).toBe('© Host Maps'));
    expect(view.query('[part=attribution] a')).toBeNull();
    expect(map.layers.map((layer) => layer.id)).toEqual(['hk-route-casing', 'hk-route-line']);
  });

  it('a host style that fails before it draws: the static map, the failure and `mapStyle`', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const onError = vi.fn();
    setup({ pickup: MANCHESTER, delivery: LONDON });
    const view = renderMap({ mapStyle: 'https://tiles.example/missing.json', onError });
    await vi.waitFor(() => expect(fake.maps).toHaveLength(1));
    fake.last().fire('error', { error: new Error('404') });
    await vi.waitFor(() => expect(view.alert()?.textContent).toMatch(/^The map’s style could not load/));
    expect(view.mode()).toBe('static');
    expect(fake.last().removed).toBe(true);
    expect(onError).toHaveBeenCalledWith({ code: 'mapStyle', message: 'The map’s style could not load' });
  });

  it('a style address that is no http(s) address is refused with `mapStyleUrl`; the map’s own style is drawn', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    const onError = vi.fn();
    setup({ pickup: MANCHESTER });
    renderMap({ mapStyle: 'javascript:alert(1)', onError });
    const map = await loaded(fake);
    expect(typeof map.options.style).toBe('object');
    expect(onError).toHaveBeenCalledWith({
      code: 'mapStyleUrl',
      message: 'map-style: “javascript:alert(1)” is not an http(s) address',
    });
  });
});

describe('RouteMap: a new theme', () => {
  it('repaints the same map (route, water, land) when the theme changes, and not before', async () => {
    const fake = fakeMapLibre();
    setMapLibreLoader(fake.loader);
    setup({ pickup: MANCHESTER, delivery: LONDON });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    unmount = () => root.unmount();
    root.render(<RouteMap theme="light" />);
    const map = await loaded(fake);
    await vi.waitFor(() =>
      expect(container.querySelector('[part=canvas]')?.getAttribute('data-route-points')).toBe('3'),
    );
    expect(map.painted).toEqual([]);
    root.render(<RouteMap theme="dark" />);
    await vi.waitFor(() => expect(map.painted).toHaveLength(5));
    expect(map.painted.map(([layer, property]) => `${layer} ${property}`)).toEqual([
      'hk-route-casing line-color',
      'hk-route-line line-color',
      'hk-water background-color',
      'hk-land fill-color',
      'hk-land fill-outline-color',
    ]);
    expect(map.painted.every(([, , value]) => typeof value === 'string' && /^(#|rgba?\()/.test(value))).toBe(true);
    expect(fake.maps).toHaveLength(1);
  });
});
