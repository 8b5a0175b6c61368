import {
  isDomesticRoute,
  itemVolumeCubicMetres,
  type Listing,
  metresToMiles,
  readMeasure,
  type VanTypeKey,
  weightToKg,
} from '@haulkit/core';
import { LONDON } from '../maps/constants.js';
import { greatCircleMetres, isValidPoint, roadMetres } from '../maps/geo.js';
import {
  CAR_HELPER_OPTIONS,
  DEFAULT_MILES,
  DEMO_CATEGORY_IDS,
  HELPER_OPTIONS,
  MAX_MILES,
  MAX_VOLUME_M3,
  MAX_WEIGHT_KG,
  PIANO_HELPER_OPTIONS,
  TWO_HELPERS_FROM_M3,
  VAN_CAPACITY_M3,
  VAN_PAYLOAD_KG,
} from './constants.js';

/** Country assumed for an address that names none: the demo is a UK marketplace. */
const DEFAULT_COUNTRY = 'GB';

/** Countries on the island of Great Britain's side of a sea crossing: a route between two of them needs a ferry. */
const ISLAND_COUNTRIES: readonly string[] = ['GB', 'IE'];

/** What the pricing engine reads from a listing. */
export interface JobFacts {
  readonly categoryId: number;
  readonly volumeM3: number;
  readonly weightKg: number;
  /** Vehicles carried (car category: move items with a make). */
  readonly vehicles: number;
  readonly miles: number;
  readonly van: VanTypeKey;
  /** Vans of that type the goods need when one is not enough (each carries one load). */
  readonly loads: number;
  readonly helperOptions: readonly number[];
  readonly helpers: number;
  readonly hourly: boolean;
  readonly international: boolean;
  readonly ferry: boolean;
  readonly london: boolean;
  readonly lifetimeDiscount: boolean;
  readonly pickupCountry: string;
  readonly deliveryCountry: string;
}

/** The van types, smallest first. */
export const VAN_TYPES: readonly VanTypeKey[] = ['small_transit', 'large_transit', 'luton_van'];

function vanOf(selected: unknown): VanTypeKey | undefined {
  if (typeof selected === 'string' && VAN_TYPES.includes(selected as VanTypeKey)) return selected as VanTypeKey;
  if (typeof selected === 'object' && selected !== null) return vanOf((selected as { type?: unknown }).type);
  const ids: Record<number, VanTypeKey> = { 30: 'small_transit', 34: 'large_transit', 40: 'luton_van' };
  return typeof selected === 'number' ? ids[selected] : undefined;
}

/** The smallest van that takes the goods in one load, else the luton van in several loads. */
function chooseVan(volumeM3: number, weightKg: number, selected: unknown): { van: VanTypeKey; loads: number } {
  const chosen =
    vanOf(selected) ??
    VAN_TYPES.find((van) => volumeM3 <= VAN_CAPACITY_M3[van] && weightKg <= VAN_PAYLOAD_KG[van]) ??
    'luton_van';
  const loads = Math.max(
    1,
    Math.ceil(volumeM3 / VAN_CAPACITY_M3[chosen]),
    Math.ceil(weightKg / VAN_PAYLOAD_KG[chosen]),
  );
  return { van: chosen, loads };
}

function countryOf(address: Listing['pickup_address_data']): string {
  const code = address?.ISO_3166_1_Alpha_2;
  return typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase() : DEFAULT_COUNTRY;
}

function pointOf(address: Listing['pickup_address_data']): { lat: number; lng: number } | undefined {
  const point = {
    lat: readMeasure(address?.latitude) ?? Number.NaN,
    lng: readMeasure(address?.longitude) ?? Number.NaN,
  };
  return isValidPoint(point) ? point : undefined;
}

/** A measure between 0 and `max`; anything not finite reads as 0. */
function capped(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
}

function isNearLondon(point: { lat: number; lng: number } | undefined): boolean {
  return point !== undefined && greatCircleMetres(point, LONDON) <= LONDON.radiusMetres;
}

/**
 * Reads the facts a price depends on: volume and weight of the move items (core units rules),
 * road miles (the listing's distance, in miles as the flow stores it, else great-circle × 1.25 between the
 * addresses, else 10), the van and loads, the helpers, and the route's flags (international by
 * core's isDomesticRoute; a missing country reads as GB). Every measure is capped (MAX_VOLUME_M3 …) so any listing prices finitely.
 */
export function readJob(listing: Listing): JobFacts {
  const items = Array.isArray(listing.move_items) ? listing.move_items : [];
  const volumeM3 = capped(
    items.reduce((sum, item) => sum + itemVolumeCubicMetres(item), 0),
    MAX_VOLUME_M3,
  );
  const weightKg = capped(
    items.reduce(
      (sum, item) => sum + weightToKg(item.weight, item.weight_unit) * Math.max(0, readMeasure(item.quantity) ?? 1),
      0,
    ),
    MAX_WEIGHT_KG,
  );
  const vehicles = items
    .filter((item) => item.make_id !== undefined || item.make_name !== undefined || item.custom_make_name !== undefined)
    .reduce((sum, item) => sum + Math.max(1, readMeasure(item.quantity) ?? 1), 0);
  const from = pointOf(listing.pickup_address_data);
  const to = pointOf(listing.delivery_address_data);
  const givenMiles = readMeasure(listing.distance);
  const metres = from && to ? roadMetres(from, to) : undefined;
  const miles =
    givenMiles !== undefined && givenMiles > 0
      ? capped(givenMiles, MAX_MILES)
      : metres === undefined
        ? DEFAULT_MILES
        : capped(metresToMiles(metres), MAX_MILES);
  const categoryId = readMeasure(listing.category_id) ?? DEMO_CATEGORY_IDS.furniture;
  const piano = categoryId === DEMO_CATEGORY_IDS.piano;
  const helperOptions: readonly number[] = piano
    ? PIANO_HELPER_OPTIONS
    : categoryId === DEMO_CATEGORY_IDS.car
      ? CAR_HELPER_OPTIONS
      : HELPER_OPTIONS;
  const asked = readMeasure(listing.men_required);
  const fallback = piano ? 2 : categoryId === DEMO_CATEGORY_IDS.houseMove && volumeM3 > TWO_HELPERS_FROM_M3 ? 2 : 1;
  const helpers = asked !== undefined && helperOptions.includes(asked) ? asked : fallback;
  const pickupCountry = countryOf(listing.pickup_address_data);
  const deliveryCountry = countryOf(listing.delivery_address_data);
  const international = !isDomesticRoute(pickupCountry, deliveryCountry);
  const ferry =
    pickupCountry !== deliveryCountry &&
    (ISLAND_COUNTRIES.includes(pickupCountry) || ISLAND_COUNTRIES.includes(deliveryCountry));
  return {
    categoryId,
    volumeM3,
    weightKg,
    vehicles,
    miles,
    ...chooseVan(volumeM3, weightKg, listing.selected_van),
    helperOptions,
    helpers,
    hourly: categoryId === DEMO_CATEGORY_IDS.manAndVan,
    international,
    ferry,
    london: isNearLondon(from) || isNearLondon(to),
    lifetimeDiscount: listing.user_info?.has_lifetime_discount === true,
    pickupCountry,
    deliveryCountry,
  };
}
