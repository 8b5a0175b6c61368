import { metresToMiles } from '@haulkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gazetteer } from '../src/maps/gazetteer.js';
import { greatCircleMetres } from '../src/maps/geo.js';
import { BRISTOL, demoPorts, MANCHESTER } from './fixtures.js';

const maps = demoPorts().maps;
const LONDON = { lat: 51.5074, lng: -0.1278 };
const EDINBURGH = { lat: 55.9533, lng: -3.1883 };

describe('demo maps: gazetteer', () => {
  it('knows at least 60 UK towns, and Irish and Spanish cities, each with a postcode and coordinates', () => {
    const byCountry = (code: string) => gazetteer().filter((place) => place.country === code);
    expect(byCountry('GB').length).toBeGreaterThanOrEqual(60);
    expect(byCountry('IE').length).toBeGreaterThanOrEqual(3);
    expect(byCountry('ES').length).toBeGreaterThanOrEqual(3);
    const ids = gazetteer().map((place) => place.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const place of gazetteer()) {
      expect(place.postcode).not.toBe('');
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
    }
  });

  it.each([
    ['Brist', 'Bristol'],
    ['man', 'Manchester'],
    ['upon', 'Newcastle upon Tyne'],
    ['BS1', 'Bristol'],
    ['EH', 'Edinburgh'],
    ['malaga', 'Málaga'],
    ['Dub', 'Dublin'],
  ])('predicts "%s" → %s', async (input, town) => {
    const predictions = await maps.getPlacePredictions({ input });
    expect(predictions[0]?.mainText).toBe(town);
    expect(predictions.length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['es-ES', 'Madrid', 'España'],
    ['es-ES', 'Bristol', 'Reino Unido'],
    ['es-ES', 'Dublin', 'Irlanda'],
    ['en-GB', 'Madrid', 'Spain'],
    ['en-IE', 'Dublin', 'Ireland'],
    [undefined, 'Bristol', 'UK'],
  ])('in %s, %s is written with its country as %s (suggestion and address)', async (language, input, country) => {
    const [prediction] = await maps.getPlacePredictions({ input, ...(language ? { language } : {}) });
    expect(prediction?.description).toMatch(new RegExp(`, ${country}$`));
    expect(prediction?.secondaryText).toMatch(new RegExp(`, ${country}$`));
    const [address] = await maps.geocode({ placeId: prediction?.placeId ?? '', ...(language ? { language } : {}) });
    expect(address?.formatted_address).toMatch(new RegExp(`, ${country}$`));
    expect(address?.country).toBe(country);
  });

  it('restricts predictions to the countries asked for, and finds nothing for unknown text', async () => {
    expect(await maps.getPlacePredictions({ input: 'Ma', countries: ['es'] })).toEqual(
      expect.arrayContaining([expect.objectContaining({ mainText: 'Madrid' })]),
    );
    expect(
      (await maps.getPlacePredictions({ input: 'Ma', countries: ['es'] })).every((p) =>
        p.description.endsWith('Spain'),
      ),
    ).toBe(true);
    expect(await maps.getPlacePredictions({ input: 'Zzyzx' })).toEqual([]);
  });

  it("geocodes a prediction's place id to an address with coordinates and country code", async () => {
    const [prediction] = await maps.getPlacePredictions({ input: 'Cardiff' });
    const [address] = await maps.geocode({ placeId: prediction?.placeId ?? '' });
    expect(address).toMatchObject({
      town: 'Cardiff',
      postcode: 'CF10 1EP',
      ISO_3166_1_Alpha_2: 'GB',
      latitude: 51.4816,
      longitude: -3.1791,
    });
    expect(await maps.geocode({ placeId: 'demo:gb:nowhere' })).toEqual([]);
  });

  it('reverse geocodes a point to the nearest town within 60 km, else nothing', async () => {
    expect((await maps.geocode({ location: { lat: 51.46, lng: -2.6 } }))[0]?.town).toBe('Bristol');
    expect(await maps.geocode({ location: { lat: 0, lng: -30 } })).toEqual([]);
    await expect(maps.geocode({ location: { lat: 99, lng: 0 } })).rejects.toMatchObject({
      name: 'DemoError',
      code: 'maps',
      status: 400,
    });
  });
});

describe('demo maps: routes (great-circle × 1.25)', () => {
  it.each([
    ['Bristol → Manchester', 165, 185, BRISTOL, MANCHESTER],
    ['London → Edinburgh', 400, 420, LONDON, EDINBURGH],
  ])('%s is %i–%i miles: the great-circle distance × 1.25', async (_name, min, max, origin, destination) => {
    const route = await maps.getDirections({ origin, destination });
    expect(route.distanceMetres).toBe(Math.round(greatCircleMetres(origin, destination) * 1.25));
    expect(metresToMiles(route.distanceMetres)).toBeGreaterThan(min);
    expect(metresToMiles(route.distanceMetres)).toBeLessThan(max);
    expect(route.durationSeconds).toBe(Math.round(route.distanceMetres / 17.9));
    expect(route.distanceText).toBe(`${metresToMiles(route.distanceMetres).toFixed(1)} mi`);
  });

  it('draws the route line as [lng, lat] points from origin to destination', async () => {
    const route = await maps.getDirections({ origin: BRISTOL, destination: MANCHESTER, units: 'metric' });
    expect(route.geometry[0]).toEqual([BRISTOL.lng, BRISTOL.lat]);
    expect(route.geometry.at(-1)).toEqual([MANCHESTER.lng, MANCHESTER.lat]);
    expect(route.geometry.length).toBeGreaterThan(10);
    expect(route.distanceText).toMatch(/^\d+\.\d km$/);
  });

  it('adds the legs through waypoints', async () => {
    const via = await maps.getDirections({ origin: BRISTOL, destination: MANCHESTER, waypoints: [LONDON] });
    const first = await maps.getDirections({ origin: BRISTOL, destination: LONDON });
    const second = await maps.getDirections({ origin: LONDON, destination: MANCHESTER });
    expect(via.distanceMetres).toBe(first.distanceMetres + second.distanceMetres);
  });

  it('rejects with the status for invalid points or no route', async () => {
    await expect(
      maps.getDirections({ origin: { lat: Number.NaN, lng: 0 }, destination: BRISTOL }),
    ).rejects.toMatchObject({ body: { status: 'INVALID_REQUEST' } });
    await expect(
      maps.getDirections({ origin: BRISTOL, destination: { lat: -33.9, lng: 151.2 } }),
    ).rejects.toMatchObject({ body: { status: 'ZERO_RESULTS' } });
  });

  it('answers a distance matrix cell per origin and destination, with coded errors', async () => {
    const matrix = await maps.getDistanceMatrix({
      origins: [BRISTOL, { lat: 200, lng: 0 }],
      destinations: [MANCHESTER, { lat: -33.9, lng: 151.2 }],
    });
    expect(matrix[0]?.[0]).toMatchObject({ ok: true });
    expect(matrix[0]?.[1]).toEqual({ ok: false, code: 'noRoute' });
    expect(matrix[1]?.[0]).toEqual({ ok: false, code: 'notFound' });
  });

  it('never throws synchronously and never answers NaN for any points (property)', async () => {
    const point = fc.record({ lat: fc.double(), lng: fc.double() });
    await fc.assert(
      fc.asyncProperty(point, point, async (origin, destination) => {
        const [[cell]] = (await maps.getDistanceMatrix({ origins: [origin], destinations: [destination] })) as [
          [unknown],
        ];
        if ((cell as { ok: boolean }).ok)
          expect(Number.isFinite((cell as { distanceMetres: number }).distanceMetres)).toBe(true);
        await maps.getDirections({ origin, destination }).then(
          (route) => expect(Number.isFinite(route.distanceMetres)).toBe(true),
          (error: unknown) => expect(error).toMatchObject({ name: 'DemoError', code: 'maps' }),
        );
      }),
    );
  });
});
