import type { Listing } from '@haulkit/core';

/** Pre-listings kept in memory; the oldest is dropped beyond this, so a long run stays bounded. */
const MAX_STORED_LISTINGS = 1000;

/** The pre-listings saved through this server, per id (GET /ng/prelisting/{id} reads them back). */
export class PrelistingStore {
  readonly #listings = new Map<string, Listing>();

  /** The listing last saved under `id`, or undefined. */
  get(id: string): Listing | undefined {
    return this.#listings.get(id);
  }

  /** Keeps `listing` under `id` as the newest entry, dropping the oldest beyond the bound. */
  set(id: string, listing: Listing): void {
    this.#listings.delete(id);
    this.#listings.set(id, listing);
    if (this.#listings.size > MAX_STORED_LISTINGS) {
      const oldest = this.#listings.keys().next();
      if (oldest.done !== true) this.#listings.delete(oldest.value);
    }
  }
}
