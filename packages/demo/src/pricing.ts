import { fakeId, type Listing, type MoveItem, type PriceResponse } from '@haulkit/core';
import {
  DEMO_BASE_PRICE,
  DEMO_PRICE_DAYS,
  DEMO_PRICE_PER_M3,
  DEMO_WEEKEND_SURCHARGE,
  M3_PER_CUBED_UNIT,
} from './constants.js';

/** One day's illustrative demo price, keyed like the marketplace's price options. */
export interface DemoDayPrice {
  standard: number;
}

const MS_PER_DAY = 86_400_000;

/** Volume of one piece in m³; 0 when a size is missing or the unit unknown. */
function pieceVolumeM3(item: MoveItem): number {
  const factor = M3_PER_CUBED_UNIT[item.dimension_unit ?? 'cm'] ?? 0;
  return (item.width ?? 0) * (item.height ?? 0) * (item.depth ?? 0) * factor;
}

/** Total volume of a list of move items in m³: each piece's w × h × d times its quantity. */
export function totalVolumeM3(items: readonly MoveItem[]): number {
  return items.reduce((sum, item) => sum + pieceVolumeM3(item) * item.quantity, 0);
}

/** A date's key in the prices object: YYYY-MM-DD (UTC). */
export function toDateKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The illustrative demo price of a job of this volume on this day, in GBP to the penny:
 * £45 + £28 per m³, 15% more on Saturdays and Sundays. Not the marketplace's pricing.
 */
export function demoDayPrice(volumeM3: number, day: Date): number {
  const weekday = day.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1 + DEMO_WEEKEND_SURCHARGE : 1;
  return Math.round((DEMO_BASE_PRICE + DEMO_PRICE_PER_M3 * volumeM3) * weekend * 100) / 100;
}

/** Illustrative prices for 30 days starting with the day of `now` (UTC), and the lowest of them. */
export function demoPrices(
  volumeM3: number,
  now: Date,
): { prices: Record<string, DemoDayPrice>; lowest_price: number } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const prices: Record<string, DemoDayPrice> = {};
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < DEMO_PRICE_DAYS; i++) {
    const day = new Date(start + i * MS_PER_DAY);
    const standard = demoDayPrice(volumeM3, day);
    prices[toDateKey(day)] = { standard };
    lowest = Math.min(lowest, standard);
  }
  return { prices, lowest_price: lowest };
}

/** The demo's answer to a saved listing: its items (each with a fake_id) and illustrative prices. */
export function priceListing(listing: Listing, now: Date): PriceResponse {
  const moveItems = (listing.move_items ?? []).map((item) => ({ ...item, fake_id: item.fake_id || fakeId(item) }));
  return { move_items: moveItems, ...demoPrices(totalVolumeM3(moveItems), now) };
}
