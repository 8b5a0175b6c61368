import { type Listing, toMoveItem } from '@haulkit/core';
import { createDemoAdapters, type DemoAdapters, searchCatalogue } from '../src/index.js';

/** Wednesday 1 January 2025, 10:00 local time: the clock of the deterministic tests. */
export const NOW = new Date(2025, 0, 1, 10, 0, 0);
export const fixedClock = () => new Date(NOW);

/** Bristol and Manchester centres, as the gazetteer has them. */
export const BRISTOL = { lat: 51.4545, lng: -2.5879 } as const;
export const MANCHESTER = { lat: 53.4808, lng: -2.2426 } as const;

/** Fresh demo ports on the fixed clock. */
export function demoPorts(seed = 1): DemoAdapters {
  return createDemoAdapters({ now: fixedClock, seed });
}

/** A listing with the items of the first search result for `text`. */
export function listingOf(text: string, extra: Partial<Listing> = {}): Listing {
  const [result] = searchCatalogue(text, 1);
  return { ...extra, move_items: (result?.item_set ?? []).map((entry) => ({ ...toMoveItem(entry), fake_id: '' })) };
}

/** A Bristol → Manchester listing of a 3-seat sofa set. */
export const SOFA_MOVE: Listing = listingOf('3-seat sofa set', {
  pickup_address_data: { latitude: BRISTOL.lat, longitude: BRISTOL.lng, ISO_3166_1_Alpha_2: 'GB' },
  delivery_address_data: { latitude: MANCHESTER.lat, longitude: MANCHESTER.lng, ISO_3166_1_Alpha_2: 'GB' },
});
