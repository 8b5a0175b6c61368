import type { SimilarListing } from '../../model/similar-listing.js';

/** Places a similar job may carry beyond the spec's fields (back-office §3 shows only lat/lng). */
const ADDRESS_KEYS = {
  from: ['pickup_address', 'pickup_address_data'],
  to: ['delivery_address', 'delivery_address_data'],
};
const PLACE_FIELDS = ['formatted_address', 'address', 'town', 'city', 'postcode'] as const;

/** A place as text: a string as is, or an address object's first text field. */
function placeText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const field of PLACE_FIELDS) {
    const text = record[field];
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return undefined;
}

const coordinates = (lat: number | null | undefined, lng: number | null | undefined) =>
  typeof lat === 'number' && typeof lng === 'number' ? `${lat.toFixed(4)}, ${lng.toFixed(4)}` : undefined;

/**
 * A similar job's route in words, "From → To" parts (docs/behaviour/back-office.md §3): its
 * addresses when it carries them (pickup_address / delivery_address, as text or an address
 * object; not specified: chosen), else its pickup and delivery coordinates to 4 decimals; null
 * when it has neither end.
 * @example similarRouteSummary({ listing_id: 1, pickup_lat: 51.5, pickup_lng: -0.13 })?.from // '51.5000, -0.1300'
 */
export function similarRouteSummary(job: SimilarListing): { readonly from: string; readonly to: string } | null {
  const record = job as Record<string, unknown>;
  const place = (end: 'from' | 'to') => ADDRESS_KEYS[end].map((key) => placeText(record[key])).find(Boolean);
  const from = place('from') ?? coordinates(job.pickup_lat, job.pickup_lng);
  const to = place('to') ?? coordinates(job.delivery_lat, job.delivery_lng);
  if (!from && !to) return null;
  return { from: from ?? '?', to: to ?? '?' };
}
