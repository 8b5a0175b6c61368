import {
  type Address,
  configure,
  createDraftStore,
  EUROPE_BIAS_BOUNDS,
  type GeocodeRequest,
  getQuoteSession,
  HaulkitError,
  type Locale,
  type MapsApi,
  type PlacePrediction,
  type PlacePredictionRequest,
  predictionBias,
  SEARCH_DEBOUNCE_MS,
  UK_BIAS_BOUNDS,
} from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { press, typeInto } from '../../../test/unit/dom.js';
import { AddressPicker, type AddressPickerProps, type GeolocationLike } from '../src/index.js';

// Every field's render asks for its label, and the route line's render for its words, so the
// keys the translator is called with (and the route calls) tell which parts rendered.
const said = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock('@haulkit/core', async (original) => {
  const core = await original<typeof import('@haulkit/core')>();
  return {
    ...core,
    addressPickerMessage: (...args: Parameters<typeof core.addressPickerMessage>) => {
      said.keys.push(args[1]);
      return core.addressPickerMessage(...args);
    },
    routeMessage: (...args: Parameters<typeof core.routeMessage>) => {
      said.keys.push('routeMessage');
      return core.routeMessage(...args);
    },
  };
});

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

type Side = 'pickup' | 'delivery';

/** A small gazetteer: each place's prediction and what geocoding its id gives. */
const PLACES = [
  {
    placeId: 'gb-london',
    mainText: 'London',
    secondaryText: 'UK',
    address: { formatted_address: 'London WC2N 5DU, UK', postcode: 'WC2N 5DU', latitude: 51.5074, longitude: -0.1278 },
  },
  {
    placeId: 'gb-derry',
    mainText: 'Londonderry',
    secondaryText: 'Northern Ireland, UK',
    address: { formatted_address: 'Derry BT48 6DQ, UK', latitude: 54.9966, longitude: -7.3086 },
  },
  {
    placeId: 'gb-manchester',
    mainText: 'Manchester',
    secondaryText: 'UK',
    address: { formatted_address: 'Manchester M1 1AE, UK', latitude: 53.4808, longitude: -2.2426 },
  },
  {
    placeId: 'gb-sw1a',
    mainText: 'SW1A 2AA',
    secondaryText: 'Westminster, UK',
    address: { formatted_address: 'Westminster SW1A 2AA, UK', latitude: 51.5034, longitude: -0.1276 },
  },
  {
    placeId: 'es-madrid',
    mainText: 'Madrid',
    secondaryText: 'España',
    address: { formatted_address: '28013 Madrid, España', latitude: 40.4168, longitude: -3.7038 },
  },
  // A suggestion the map cannot place: geocoding it gives no coordinates.
  {
    placeId: 'xx-nowhere',
    mainText: 'Nowhere Lane',
    secondaryText: 'Atlantis',
    address: { formatted_address: 'Nowhere Lane, Atlantis', latitude: 0, longitude: 0 },
  },
] as const;

const [LONDON, , MANCHESTER] = PLACES;
const prediction = ({ placeId, mainText, secondaryText }: (typeof PLACES)[number]): PlacePrediction => ({
  placeId,
  mainText,
  secondaryText,
  description: `${mainText}, ${secondaryText}`,
});

/** 12.3 miles in 1 hr 5 min. */
const ROUTE = { geometry: [], distanceMetres: 12.3 * 1609.344, durationSeconds: 3900 };
const ROUTE_TEXT = '12.3 miles · about 1 hr 5 min by road';

/** A maps port over the gazetteer; reverse geocoding finds Manchester. */
function fakeMaps() {
  return {
    getPlacePredictions: vi.fn(async (request: PlacePredictionRequest, _signal?: AbortSignal) =>
      PLACES.map(prediction).filter((p) => p.description.toLowerCase().includes(request.input.toLowerCase())),
    ),
    geocode: vi.fn(async (request: GeocodeRequest, _signal?: AbortSignal): Promise<Address[]> => {
      if ('placeId' in request) return PLACES.filter((p) => p.placeId === request.placeId).map((p) => p.address);
      return 'location' in request ? [MANCHESTER.address] : [];
    }),
    getDirections: vi.fn<MapsApi['getDirections']>(async () => ROUTE),
    getDistanceMatrix: vi.fn<MapsApi['getDistanceMatrix']>(async () => []),
  } satisfies MapsApi;
}

type FakeMaps = ReturnType<typeof fakeMaps>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The default session with the fake maps port (no draft kept unless `keepDrafts`). */
function setup(maps: FakeMaps = fakeMaps(), keepDrafts = false) {
  configure(keepDrafts ? { maps } : { maps, drafts: false });
  return maps;
}

function renderPicker(props: AddressPickerProps = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<AddressPicker {...props} />);
  unmount = () => root.unmount();
  const query = <T extends Element>(selector: string, from: ParentNode = container) => from.querySelector<T>(selector);
  const all = (selector: string, from: ParentNode = container) => [...from.querySelectorAll<HTMLElement>(selector)];
  const field = (side: Side) => query<HTMLElement>(`[part=field][data-side=${side}]`) as HTMLElement;
  return {
    container,
    query,
    all,
    field,
    /** The side's address box, once the view is there. */
    input: (side: Side) =>
      vi.waitFor(() => query<HTMLInputElement>(`[part=field][data-side=${side}] [role=combobox]`) ?? Promise.reject()),
    options: (side: Side) => all('[role=option]', field(side)),
    status: (side: Side) => query('[part=status]', field(side))?.textContent ?? null,
    error: (side: Side) => query<HTMLElement>('[part=field-error]', field(side)),
    locate: (side: Side) => query<HTMLButtonElement>('[part=locate-button]', field(side)) as HTMLButtonElement,
    route: () => query('[part=route]')?.textContent ?? null,
    /** What the one polite live region says right now. */
    spoken: () => query('[aria-live=polite]')?.textContent ?? '',
  };
}

type View = ReturnType<typeof renderPicker>;

const focus = (box: HTMLInputElement) => {
  box.dispatchEvent(new FocusEvent('focus'));
  box.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
};
const blur = (box: HTMLInputElement) => {
  box.dispatchEvent(new FocusEvent('blur'));
  box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};

/** Types, waits for the suggestions, and takes the one at `index` with the arrows and Enter. */
async function choose(view: View, side: Side, text: string, index = 0) {
  const box = await view.input(side);
  typeInto(box, text);
  await vi.waitFor(() => expect(view.options(side).length).toBeGreaterThan(index));
  for (let step = 0; step <= index; step += 1) press(box, 'ArrowDown');
  press(box, 'Enter');
  return box;
}

const listing = () => getQuoteSession().$listing.get();
const button = (view: View, name: string, from?: ParentNode) =>
  view.all('button', from).find((b) => b.textContent === name) as HTMLButtonElement | undefined;

describe('AddressPicker: markup, names and words', () => {
  it('two labelled comboboxes, pickup then delivery, each with a listbox, a status line and “Use my location”', async () => {
    setup();
    const view = renderPicker();
    await view.input('delivery');
    expect(view.all('[part=base] > [part=field]').map((field) => field.dataset.side)).toEqual(['pickup', 'delivery']);
    for (const [side, label] of [
      ['pickup', 'Pickup address'],
      ['delivery', 'Delivery address'],
    ] as const) {
      const box = await view.input(side);
      const field = view.field(side);
      expect(view.query(`label[for="${box.id}"]`, field)?.textContent).toBe(label);
      expect(view.query(`label[for="${box.id}"]`, field)?.getAttribute('part')).toBe('label');
      expect(box.getAttribute('part')).toBe('control');
      expect(box.placeholder).toBe('Postcode or street');
      expect(box.getAttribute('aria-expanded')).toBe('false');
      expect(box.getAttribute('aria-autocomplete')).toBe('list');
      const listbox = view.query(`#${CSS.escape(box.getAttribute('aria-controls') ?? '')}`);
      expect(listbox?.getAttribute('role')).toBe('listbox');
      expect(listbox?.getAttribute('part')).toBe('listbox');
      expect(view.status(side)).toBe('');
      expect(view.locate(side).textContent).toBe('Use my location');
      expect(view.locate(side).getAttribute('aria-label')).toBe(`Use my location for the ${side} address`);
      expect(view.locate(side).querySelector('svg[aria-hidden=true]')).not.toBeNull();
    }
    expect(view.query('[part=route]')).toBeNull();
    expect(view.all('[aria-live]')).toHaveLength(1);
  });

  it('speaks Spanish for es-ES', async () => {
    setup();
    const view = renderPicker({ locale: 'es-ES' });
    const box = await view.input('pickup');
    expect(view.all('[part=label]').map((label) => label.textContent)).toEqual([
      'Dirección de recogida',
      'Dirección de entrega',
    ]);
    expect(box.placeholder).toBe('Código postal o calle');
    expect(view.locate('pickup').textContent).toBe('Usar mi ubicación');
    expect(view.locate('delivery').getAttribute('aria-label')).toBe('Usar mi ubicación para la dirección de entrega');
  });

  it('disabled: both boxes and both locate buttons are off', async () => {
    setup();
    const view = renderPicker({ disabled: true });
    await view.input('pickup');
    expect(view.all('[role=combobox]').map((box) => (box as HTMLInputElement).disabled)).toEqual([true, true]);
    expect(view.all('[part=locate-button]').map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true]);
  });
});

describe('suggestions (§5, §9)', () => {
  it.each<[Locale, string, boolean, string]>([
    ['en-GB', 'Lo', false, ''],
    ['en-GB', 'Ma', false, ''],
    ['en-GB', 'Lon', true, '2 addresses'],
    ['en-GB', 'SW', true, '1 address'],
    ['es-ES', 'Ma', true, '2 direcciones'],
  ])('%s: “%s” asks for suggestions: %s', async (locale, text, asks, status) => {
    const maps = setup();
    const view = renderPicker({ locale });
    typeInto(await view.input('pickup'), text);
    if (asks) {
      await vi.waitFor(() => expect(view.status('pickup')).toBe(status));
      expect(maps.getPlacePredictions).toHaveBeenCalledTimes(1);
    } else {
      await sleep(SEARCH_DEBOUNCE_MS + 150);
      expect(maps.getPlacePredictions).not.toHaveBeenCalled();
      expect(view.status('pickup')).toBe('');
    }
  });

  it.each<[Locale, Pick<PlacePredictionRequest, 'bounds' | 'countries'>]>([
    ['en-GB', { bounds: UK_BIAS_BOUNDS }],
    ['en-IE', { bounds: EUROPE_BIAS_BOUNDS }],
    ['es-ES', { bounds: EUROPE_BIAS_BOUNDS }],
  ])('%s asks in its language, with its bias and a session token', async (locale, bias) => {
    const maps = setup();
    const view = renderPicker({ locale });
    typeInto(await view.input('pickup'), 'London');
    await vi.waitFor(() => expect(maps.getPlacePredictions).toHaveBeenCalledTimes(1));
    expect(maps.getPlacePredictions).toHaveBeenCalledWith(
      { input: 'London', language: locale, sessionToken: expect.any(String), ...bias },
      expect.any(AbortSignal),
    );
  });

  it('a US locale restricts to country us, every other locale is a box', () => {
    expect(predictionBias('en-US')).toEqual({ countries: ['us'] });
    expect(predictionBias('en-GB')).toEqual({ bounds: UK_BIAS_BOUNDS });
  });

  it(`waits for a pause in typing (${SEARCH_DEBOUNCE_MS} ms) and asks once, for the newest text`, async () => {
    const maps = setup();
    const view = renderPicker();
    const box = await view.input('pickup');
    for (const text of ['Lon', 'Lond', 'Londo']) typeInto(box, text);
    await sleep(SEARCH_DEBOUNCE_MS / 2);
    expect(maps.getPlacePredictions).not.toHaveBeenCalled();
    expect(view.status('pickup')).toBe('Looking up addresses…');
    await vi.waitFor(() => expect(view.status('pickup')).toBe('2 addresses'));
    expect(maps.getPlacePredictions.mock.calls.map(([request]) => request.input)).toEqual(['Londo']);
  });

  it('newer text wins: the older request is cancelled and its late answer never shows', async () => {
    const maps = fakeMaps();
    const asked: { input: string; signal: AbortSignal | undefined; answer: (p: PlacePrediction[]) => void }[] = [];
    maps.getPlacePredictions.mockImplementation(
      (request, signal) => new Promise((answer) => asked.push({ input: request.input, signal, answer })),
    );
    setup(maps);
    const view = renderPicker();
    const box = await view.input('pickup');
    typeInto(box, 'Lond');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    typeInto(box, 'Manc');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[0]?.signal?.aborted).toBe(true);
    asked[1]?.answer([prediction(MANCHESTER)]);
    asked[0]?.answer([prediction(LONDON)]);
    await vi.waitFor(() => expect(view.options('pickup').map((o) => o.textContent)).toEqual(['ManchesterUK']));
    await sleep(50);
    expect(view.options('pickup').map((o) => o.textContent)).toEqual(['ManchesterUK']);
  });
});

describe('choosing an address (§5: an address counts only with coordinates)', () => {
  it('geocodes the choice with the search’s token, sets the listing and shows it; both sides bring the route line', async () => {
    const maps = setup();
    const onError = vi.fn();
    const view = renderPicker({ onError });
    const pickup = await view.input('pickup');
    typeInto(pickup, 'Lon');
    await vi.waitFor(() => expect(view.options('pickup')).toHaveLength(2));
    expect(view.options('pickup').map((o) => o.querySelector('strong')?.textContent)).toEqual([
      'London',
      'Londonderry',
    ]);
    expect(view.options('pickup')[1]?.textContent).toBe('LondonderryNorthern Ireland, UK');
    expect(pickup.getAttribute('aria-expanded')).toBe('true');
    press(pickup, 'Enter');
    await vi.waitFor(() => expect(pickup.value).toBe('London WC2N 5DU, UK'));
    const token = maps.getPlacePredictions.mock.calls[0]?.[0].sessionToken;
    expect(maps.geocode).toHaveBeenCalledWith(
      { placeId: 'gb-london', language: 'en-GB', sessionToken: token },
      expect.any(AbortSignal),
    );
    expect(listing().pickup_address_data).toEqual(LONDON.address);
    expect(view.status('pickup')).toBe('');
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => expect(view.spoken()).toBe('Pickup address: London WC2N 5DU, UK'));
    expect(view.route()).toBeNull();

    await choose(view, 'delivery', 'Manc');
    await vi.waitFor(() => expect(view.route()).toBe(ROUTE_TEXT));
    expect(listing()).toMatchObject({ delivery_address_data: MANCHESTER.address, distance: 12.3, duration: 3900 });
    await vi.waitFor(() => expect(view.spoken()).toBe(ROUTE_TEXT));

    // One token per field and search: a new one after the choice.
    typeInto(pickup, 'Manc');
    await vi.waitFor(() => expect(maps.getPlacePredictions).toHaveBeenCalledTimes(3));
    expect(maps.getPlacePredictions.mock.calls[2]?.[0].sessionToken).not.toBe(token);
    expect(maps.getPlacePredictions.mock.calls[1]?.[0].sessionToken).not.toBe(token);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a choice the map cannot place is refused with its words; what was typed stays', async () => {
    setup();
    const view = renderPicker();
    const box = await choose(view, 'pickup', 'Nowh');
    const error = await vi.waitFor(() => view.error('pickup') ?? Promise.reject());
    expect(error.textContent).toBe(
      'We could not find “Nowhere Lane, Atlantis” on the map. Try another suggestion or a postcode.',
    );
    expect(error.dataset.code).toBe('addressNotFound');
    expect(box.value).toBe('Nowh');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(listing().pickup_address_data).toBeUndefined();
  });

  it.each([
    ['leaving the box', blur],
    ['Enter with no option', (box: HTMLInputElement) => press(box, 'Enter')],
  ])(
    'typed text is never taken silently (%s): a coded message, the text kept, the old address kept',
    async (_, act) => {
      setup();
      getQuoteSession().setAddress('pickup', LONDON.address);
      const view = renderPicker();
      const box = await view.input('pickup');
      expect(box.value).toBe('London WC2N 5DU, UK');
      // Leaving the address as it is asks nothing.
      focus(box);
      blur(box);
      await sleep(20);
      expect(view.error('pickup')).toBeNull();

      typeInto(box, '12 Nowhere Lane');
      act(box);
      const error = await vi.waitFor(() => view.error('pickup') ?? Promise.reject());
      expect(error.textContent).toBe('Choose an address from the list, so we know exactly where it is.');
      expect(error.dataset.code).toBe('addressNeedsCoordinates');
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe(error.id);
      expect(box.value).toBe('12 Nowhere Lane');
      expect(listing().pickup_address_data).toEqual(LONDON.address);
      await vi.waitFor(() =>
        expect(view.status('pickup')).toBe(
          'No addresses found for “12 Nowhere Lane”. Try a postcode or a street name.',
        ),
      );
      // Retyping clears the message.
      typeInto(box, '12 Nowhere Lan');
      await vi.waitFor(() => expect(view.error('pickup')).toBeNull());
      expect(box.hasAttribute('aria-invalid')).toBe(false);
    },
  );

  it('clearing the box and leaving it removes that side’s address, and the route line goes', async () => {
    setup();
    const session = getQuoteSession();
    session.setAddress('pickup', LONDON.address);
    session.setAddress('delivery', MANCHESTER.address);
    const view = renderPicker();
    await vi.waitFor(() => expect(view.route()).toBe(ROUTE_TEXT));
    const box = await view.input('delivery');
    typeInto(box, '');
    blur(box);
    await vi.waitFor(() => expect(listing().delivery_address_data).toBeUndefined());
    expect(listing().pickup_address_data).toEqual(LONDON.address);
    await vi.waitFor(() => expect(view.route()).toBeNull());
    expect(view.error('delivery')).toBeNull();
  });
});

describe('“Use my location” (§7 browser geolocation)', () => {
  const failing = (code: number) => ({
    getCurrentPosition: vi.fn<GeolocationLike['getCurrentPosition']>((_ok, fail) =>
      fail?.({ code, message: 'refused' } as GeolocationPositionError),
    ),
  });

  it.each([
    [
      1,
      'geolocationDenied',
      "Location is off for this site. Type the address, or allow location in your browser's settings.",
    ],
    [2, 'geolocationUnavailable', 'Your position could not be found. Type the address instead.'],
    [3, 'geolocationTimeout', 'Finding your position took too long. Try again or type the address.'],
  ])('position error %i: %s, in words, the typed text kept', async (code, dataCode, text) => {
    setup();
    const geolocation = failing(code);
    const view = renderPicker({ geolocation });
    const box = await view.input('delivery');
    typeInto(box, 'Le');
    view.locate('delivery').click();
    const error = await vi.waitFor(() => view.error('delivery') ?? Promise.reject());
    expect(error.textContent).toBe(text);
    expect(error.dataset.code).toBe(dataCode);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.value).toBe('Le');
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      maximumAge: 300_000,
      timeout: 10_000,
    });
    expect(view.error('pickup')).toBeNull();
  });

  it('a browser without geolocation: geolocationUnsupported', async () => {
    setup();
    const view = renderPicker({ geolocation: {} as GeolocationLike });
    await view.input('pickup');
    view.locate('pickup').click();
    const error = await vi.waitFor(() => view.error('pickup') ?? Promise.reject());
    expect(error.dataset.code).toBe('geolocationUnsupported');
    expect(error.textContent).toBe('This browser cannot share its location. Type the address instead.');
  });

  it('busy while the browser looks, then the nearest address is set and shown', async () => {
    const maps = setup();
    let answer: PositionCallback | undefined;
    const geolocation = {
      getCurrentPosition: vi.fn((ok: PositionCallback) => {
        answer = ok;
      }),
    };
    const view = renderPicker({ geolocation: geolocation as unknown as GeolocationLike });
    const box = await view.input('pickup');
    view.locate('pickup').click();
    await vi.waitFor(() => expect(view.locate('pickup').getAttribute('aria-busy')).toBe('true'));
    expect(view.status('pickup')).toBe('Finding your position…');
    answer?.({ coords: { latitude: 53.48, longitude: -2.24 } } as GeolocationPosition);
    await vi.waitFor(() => expect(box.value).toBe('Manchester M1 1AE, UK'));
    expect(maps.geocode).toHaveBeenCalledWith(
      expect.objectContaining({ location: { lat: 53.48, lng: -2.24 } }),
      expect.any(AbortSignal),
    );
    expect(listing().pickup_address_data).toEqual(MANCHESTER.address);
    expect(view.locate('pickup').hasAttribute('aria-busy')).toBe(false);
    expect(view.status('pickup')).toBe('');
  });

  it('a position with no address near it: addressNotFound, in words for a position', async () => {
    const maps = fakeMaps();
    maps.geocode.mockResolvedValueOnce([]);
    setup(maps);
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 10, longitude: 10 } } as GeolocationPosition),
    };
    const view = renderPicker({ geolocation: geolocation as unknown as GeolocationLike });
    await view.input('pickup');
    view.locate('pickup').click();
    const error = await vi.waitFor(() => view.error('pickup') ?? Promise.reject());
    expect(error.dataset.code).toBe('addressNotFound');
    expect(error.textContent).toBe('We could not find an address at your position. Type the address instead.');
    expect(listing().pickup_address_data).toBeUndefined();
  });
});

describe('maps failures (§8: they reject with the status)', () => {
  it('failed suggestions: an error with Try again in the field, the text kept, the host told once; Try again recovers', async () => {
    const maps = fakeMaps();
    maps.getPlacePredictions.mockRejectedValueOnce(new HaulkitError('network', 'GET /ng/geolocator/suggest failed'));
    setup(maps);
    const onError = vi.fn();
    const view = renderPicker({ onError });
    const box = await view.input('delivery');
    typeInto(box, 'Lon');
    const alert = await vi.waitFor(
      () => view.query<HTMLElement>('[role=alert]', view.field('delivery')) ?? Promise.reject(),
    );
    expect(alert.textContent).toContain('We could not look up addresses just now');
    expect(alert.textContent).toContain('Check your connection, then try again. What you typed is kept.');
    expect(alert.textContent).not.toContain('network');
    expect(alert.dataset.code).toBe('network');
    expect(box.value).toBe('Lon');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code: 'network', message: 'We could not look up addresses just now' });
    // Leaving the box while the look-up failed adds no second message.
    blur(box);
    await sleep(20);
    expect(view.error('delivery')).toBeNull();
    button(view, 'Try again', alert)?.click();
    await vi.waitFor(() => expect(view.options('delivery')).toHaveLength(2));
    expect(view.query('[role=alert]')).toBeNull();
    expect(box.value).toBe('Lon');
    expect(maps.getPlacePredictions).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('leaving the box before a failed answer arrives: only the look-up error stays, not "Choose an address from the list"', async () => {
    const maps = fakeMaps();
    maps.getPlacePredictions.mockRejectedValueOnce(new HaulkitError('network', 'GET /ng/geolocator/suggest failed'));
    setup(maps);
    const view = renderPicker();
    const box = await view.input('pickup');
    typeInto(box, 'Swin');
    blur(box);
    await vi.waitFor(() => expect(view.error('pickup')?.dataset.code).toBe('addressNeedsCoordinates'));
    const alert = await vi.waitFor(
      () => view.query<HTMLElement>('[role=alert]', view.field('pickup')) ?? Promise.reject(),
    );
    expect(alert.textContent).toContain('We could not look up addresses just now');
    await vi.waitFor(() => expect(view.error('pickup')).toBeNull());
    expect(box.value).toBe('Swin');
  });

  it('a failed look-up of the choice: the same error; Try again looks it up again and sets the address', async () => {
    const maps = fakeMaps();
    maps.geocode.mockRejectedValueOnce(new HaulkitError('server', 'GET /ng/geolocator/lookup answered 500'));
    setup(maps);
    const onError = vi.fn();
    const view = renderPicker({ onError });
    const box = await choose(view, 'pickup', 'Manc');
    const alert = await vi.waitFor(
      () => view.query<HTMLElement>('[role=alert]', view.field('pickup')) ?? Promise.reject(),
    );
    expect(alert.dataset.code).toBe('server');
    expect(box.value).toBe('Manc');
    expect(onError).toHaveBeenCalledWith({ code: 'server', message: 'We could not look up addresses just now' });
    button(view, 'Try again', alert)?.click();
    await vi.waitFor(() => expect(box.value).toBe('Manchester M1 1AE, UK'));
    expect(listing().pickup_address_data).toEqual(MANCHESTER.address);
    expect(maps.geocode).toHaveBeenCalledTimes(2);
    expect(maps.geocode.mock.calls[1]?.[0]).toEqual(maps.geocode.mock.calls[0]?.[0]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('the route: “Working out the route…” while it loads; a failure says why with Try again, which asks again', async () => {
    const maps = fakeMaps();
    let fail: ((error: unknown) => void) | undefined;
    maps.getDirections.mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    setup(maps);
    const view = renderPicker();
    await view.input('pickup');
    const session = getQuoteSession();
    session.setAddress('pickup', LONDON.address);
    session.setAddress('delivery', MANCHESTER.address);
    await vi.waitFor(() => expect(view.route()).toBe('Working out the route…'));
    fail?.(new HaulkitError('network', 'GET /ng/listings/cache-route failed'));
    await vi.waitFor(() => expect(view.route()).toBe('We could not work out the route just now.Try again'));
    const line = view.query('[part=route]') as HTMLElement;
    button(view, 'Try again', line)?.click();
    await vi.waitFor(() => expect(view.route()).toBe(ROUTE_TEXT));
    expect(maps.getDirections).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(view.spoken()).toBe(ROUTE_TEXT));
  });
});

describe('the boxes follow the listing', () => {
  it('a restored draft fills both boxes and the route line', async () => {
    createDraftStore({ storage: localStorage }).save('default', {
      move_items: [],
      pickup_address_data: LONDON.address,
      delivery_address_data: MANCHESTER.address,
      distance: 12.3,
      duration: 3900,
    });
    setup(fakeMaps(), true);
    const view = renderPicker();
    const pickup = await view.input('pickup');
    await vi.waitFor(() => expect(pickup.value).toBe('London WC2N 5DU, UK'));
    expect((await view.input('delivery')).value).toBe('Manchester M1 1AE, UK');
    await vi.waitFor(() => expect(view.route()).toBe(ROUTE_TEXT));
  });

  it('another element changing the address updates the box, unless the person is typing in it', async () => {
    setup();
    const view = renderPicker();
    const box = await view.input('pickup');
    const session = getQuoteSession();
    session.setAddress('pickup', LONDON.address);
    await vi.waitFor(() => expect(box.value).toBe('London WC2N 5DU, UK'));
    focus(box);
    typeInto(box, 'Man');
    session.setAddress('pickup', MANCHESTER.address);
    await sleep(50);
    expect(box.value).toBe('Man');
    expect(listing().pickup_address_data).toEqual(MANCHESTER.address);
  });
});

describe('the cost of a keystroke', () => {
  it('typing in the pickup box renders neither the delivery field nor the route line', async () => {
    const maps = setup();
    const session = getQuoteSession();
    session.setAddress('pickup', LONDON.address);
    session.setAddress('delivery', MANCHESTER.address);
    const view = renderPicker();
    await vi.waitFor(() => expect(view.route()).toBe(ROUTE_TEXT));
    const box = await view.input('pickup');
    await sleep(SEARCH_DEBOUNCE_MS + 100);
    said.keys.length = 0;
    focus(box);
    for (const text of ['M', 'Ma', 'Man', 'Manc']) typeInto(box, text);
    await vi.waitFor(() => expect(view.options('pickup')).toHaveLength(1));
    blur(box);
    await sleep(50);
    expect(maps.getPlacePredictions).toHaveBeenCalledTimes(1);
    expect(said.keys).toContain('addressPickupLabel');
    expect(said.keys).not.toContain('addressDeliveryLabel');
    expect(said.keys).not.toContain('routeMessage');
  });
});
