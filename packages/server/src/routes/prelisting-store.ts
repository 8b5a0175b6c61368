import type { Listing } from '@haulkit/core';
import { BoundedMap } from '@haulkit/demo/bounded-map';

/**
 * Pre-listings kept in memory: the least recently used is dropped beyond this many, or beyond
 * MAX_STORED_LISTING_BYTES of their JSON, and any is forgotten 30 min after its last use or 12 h
 * after its first save (the session cache's ages), so a long run or a flood of new ids stays
 * bounded.
 */
export const MAX_STORED_LISTINGS = 200;

/** The JSON size of the stored listings, at most (one is ~1 kB to ~150 kB, a body at most 1 MiB). */
export const MAX_STORED_LISTING_BYTES = 32 * 1024 * 1024;

interface Stored {
  listing: Listing;
  /** Characters of JSON it was sent as. */
  size: number;
}

/** The pre-listings saved through this server, per id (GET /ng/prelisting/{id} reads them back). */
export class PrelistingStore {
  readonly #listings: BoundedMap<string, Stored>;

  /** @param now the server's clock, in ms since 1970 */
  constructor(now: () => number = Date.now) {
    this.#listings = new BoundedMap({ maxEntries: MAX_STORED_LISTINGS, maxWeight: MAX_STORED_LISTING_BYTES, now });
  }

  /** The listing last saved under `id`, or undefined. */
  get(id: string): Listing | undefined {
    return this.#listings.get(id)?.listing;
  }

  /**
   * Keeps `listing` (`size` characters of JSON as sent) under `id` as the most recently used
   * entry, dropping the least recently used beyond the bounds.
   */
  set(id: string, listing: Listing, size: number): void {
    this.#listings.set(id, { listing, size }, size);
  }

  /** Adds `fields` (`size` more characters) to the listing kept under `id`, if any. */
  update(id: string, fields: Partial<Listing>, size: number): void {
    const kept = this.#listings.get(id);
    if (kept !== undefined) this.set(id, { ...kept.listing, ...fields }, kept.size + size);
  }
}
