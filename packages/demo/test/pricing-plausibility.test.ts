import { type Address, itemVolumeCubicMetres, type Listing, type PriceResponse, toMoveItem } from '@haulkit/core';
import { describe, expect, it } from 'vitest';
import { createDemoAdapters } from '../src/index.js';
import { fixedClock } from './fixtures.js';

/**
 * A believable demo: the demo's prices, asked for through its own ports with real
 * catalogue items and gazetteer towns, land where the trade's do (docs/domain-notes.md).
 */

type Tabs = Record<string, number>;
type Day = { standard: Tabs; standard_plus: Tabs; premium: Tabs };

const ports = createDemoAdapters({ now: fixedClock, seed: 1 });

/** The demo's categories (category_id): 1 furniture, 2 house move, 5 man and van. */
const FURNITURE = 1;
const HOUSE_MOVE = 2;
const MAN_AND_VAN = 5;

/** Where a listing goes: its addresses and distance, without the goods. */
type Path = Omit<Listing, 'move_items'>;

/** A town as the demo's gazetteer geocodes it. */
async function town(name: string): Promise<Address> {
  const [address] = await ports.maps.geocode({ address: name });
  if (!address) throw new Error(`${name} is not in the gazetteer`);
  return address;
}

/** A route between two towns, with the distance and duration the flow stores from the demo's directions. */
async function route(from: string, to: string): Promise<Path> {
  const [pickup, delivery] = [await town(from), await town(to)];
  const directions = await ports.maps.getDirections({
    origin: { lat: Number(pickup.latitude), lng: Number(pickup.longitude) },
    destination: { lat: Number(delivery.latitude), lng: Number(delivery.longitude) },
  });
  return {
    pickup_address_data: pickup,
    delivery_address_data: delivery,
    distance: directions.distanceMetres / 1609.344,
    duration: directions.durationSeconds,
  };
}

/** The move items of the catalogue search result named exactly `name`. */
async function searched(name: string) {
  const result = (await ports.quote.searchItems({ name })).find((entry) => entry.name === name);
  if (!result) throw new Error(`no search result named ${name}`);
  return result.item_set.map(toMoveItem);
}

/** Within London: the centre to a street about 5 km south (both ends inside the London zone). */
async function acrossLondon(): Promise<Path> {
  const centre = await town('London');
  return {
    pickup_address_data: centre,
    delivery_address_data: { ...centre, latitude: Number(centre.latitude) - 0.045, formatted_address: 'Brixton' },
    distance: 4,
  };
}

/** A realistic listing: where it goes, what it carries. */
type Build = (path?: Path) => Promise<Listing>;

const sofa: Build = async (path) => ({
  ...(path ?? (await route('London', 'Manchester'))),
  category_id: FURNITURE,
  move_items: await searched('3-seat sofa'),
});

const twoBedHouse: Build = async (path) => ({
  ...(path ?? (await route('London', 'Manchester'))),
  category_id: HOUSE_MOVE,
  origin_type_of_property: '2-bed-house',
  move_items: (await ports.quote.getRemovalPreset('2-bed-house')).map(toMoveItem),
});

const manAndVan =
  (hours: number): Build =>
  async (path) => ({
    ...(path ?? (await acrossLondon())),
    category_id: MAN_AND_VAN,
    hours_selected: hours,
    move_items: await searched('3-seat sofa set'),
  });

const save = async (listing: Listing, seed = 1): Promise<PriceResponse> =>
  createDemoAdapters({ now: fixedClock, seed }).quote.savePrelisting('plausible', listing);

/** The helper counts on offer (men_option_available). */
const helpersOf = (response: PriceResponse) => response.men_option_available as number[];

const daysOf = (response: PriceResponse) => Object.values(response.prices as Record<string, Day>);

/** Every day's standard price for the helpers the job requires. */
const dayPrices = (response: PriceResponse) =>
  daysOf(response).map((day) => day.standard[`fixed_${response.men_required}`] ?? Number.NaN);

const JOBS: readonly (readonly [name: string, build: Build])[] = [
  ['one 3-seat sofa', sofa],
  ['a 2-bed house move', twoBedHouse],
  ['a man and van for 3 hours', manAndVan(3)],
];

describe('demo prices are believable (docs/domain-notes.md)', () => {
  it('the listings are realistic: a 3-seat sofa of 1.47 m³, a 2-bed house of 500–700 ft³ (14–20 m³)', async () => {
    const volume = (listing: Listing) =>
      (listing.move_items ?? []).reduce((sum, item) => sum + itemVolumeCubicMetres(item), 0);
    expect(volume(await sofa())).toBeCloseTo(1.47, 1);
    const house = volume(await twoBedHouse());
    expect(house).toBeGreaterThanOrEqual(14);
    expect(house).toBeLessThanOrEqual(20);
    expect((await route('London', 'Manchester')).distance).toBeGreaterThan(200);
  });

  it.each([
    ['one 3-seat sofa, London → Manchester', 60, 180, sofa, 1],
    ['a 2-bed house move, London → Manchester', 600, 1_500, twoBedHouse, 1],
    ['a local man and van in London, per hour (2 hours, the minimum)', 45, 80, manAndVan(2), 2],
    ['a local man and van in London, per hour (3 hours)', 45, 80, manAndVan(3), 3],
    ['a local man and van in London, per hour (6 hours)', 45, 80, manAndVan(6), 6],
  ] as const)('%s costs £%i–£%i on every day of the year', async (_name, min, max, build, hours) => {
    const perHour = dayPrices(await save(await build())).map((price) => price / hours);
    expect(perHour).toHaveLength(366);
    expect(Math.min(...perHour)).toBeGreaterThanOrEqual(min);
    expect(Math.max(...perHour)).toBeLessThanOrEqual(max);
  });

  it.each(JOBS.flatMap(([name, build]) => [1, 2, 3].map((seed) => [name, build, seed] as const)))(
    'the cheapest day of %s costs at least 60 %% of the dearest (seed %i)',
    async (_name, build, seed) => {
      const response = await save(await build(), seed);
      for (const helpers of helpersOf(response)) {
        const prices = daysOf(response).map((day) => day.standard[`fixed_${helpers}`] ?? Number.NaN);
        expect(Math.min(...prices) / Math.max(...prices), `fixed_${helpers}`).toBeGreaterThanOrEqual(0.6);
      }
    },
  );

  it.each(JOBS)('more helpers never cost less: %s, every day and package', async (_name, build) => {
    const response = await save(await build());
    const offered = helpersOf(response);
    expect(offered.length).toBeGreaterThan(1);
    for (const day of daysOf(response)) {
      for (const prices of [day.standard, day.standard_plus, day.premium]) {
        const byHelpers = offered.map((helpers) => prices[`fixed_${helpers}`] ?? Number.NaN);
        expect(byHelpers).toEqual([...byHelpers].sort((a, b) => a - b));
      }
    }
  });

  const DESTINATIONS = ['Watford', 'Reading', 'Oxford', 'Birmingham', 'Manchester', 'Leeds', 'Edinburgh', 'Inverness'];

  it.each(JOBS)('a longer route never costs less: %s from London to towns ever farther away', async (_name, build) => {
    const routes = await Promise.all(DESTINATIONS.map((destination) => route('London', destination)));
    routes.sort((a, b) => Number(a.distance) - Number(b.distance));
    let previous: number[] | undefined;
    for (const path of routes) {
      const prices = dayPrices(await save(await build(path)));
      const before = previous ?? prices;
      expect(prices.filter((price, day) => price < (before[day] ?? 0))).toEqual([]);
      previous = prices;
    }
  });

  it.each([
    [0.6, 3],
    [3, 25],
    [25, 100],
    [100, 100.6],
    [250, 750],
    [750, 6_000],
  ])('a longer route never costs less: every job over %d miles, then %d miles', async (near, far) => {
    for (const [name, build] of JOBS) {
      const [short, long] = [await save(await build({ distance: near })), await save(await build({ distance: far }))];
      expect(Number(long.lowest_price), name).toBeGreaterThanOrEqual(Number(short.lowest_price));
    }
  });
});
