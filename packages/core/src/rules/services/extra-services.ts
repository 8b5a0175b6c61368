import type { Listing } from '../../model/listing.js';
import { cartOf } from '../../session/cart.js';
import { PACKING_SERVICE_TYPE } from '../../session/constants.js';
import { hasOwnFlow, isToggleableService, type OfferedService, sameService } from '../../session/transitions/job.js';
import { PACKING_MATERIALS, type PackingMaterial } from '../packing/constants.js';
import { packingLines } from '../packing/packing.js';
import { readMeasure } from '../units/units.js';

/** How a row of the extra services list is chosen: packing through its dialog, the others by a switch alone. */
export type ExtraServiceKind = 'packing' | 'toggle';

/** A count per packing material. */
export type PackingCountsOf = Readonly<Record<PackingMaterial, number>>;

/** One row of the extra services list (docs/behaviour/quote-flow.md §2 additional services list, §3). */
export interface ExtraServiceRow {
  /** Stable key of the row: the service's type and id. */
  key: string;
  kind: ExtraServiceKind;
  type: string;
  /** The service as the price answer offers it (what `toggleService` and `confirmPacking` take). */
  service: OfferedService;
  /** What it costs: the cart line's amount once chosen, else the amount offered; null when the answer gives none. */
  amount: number | null;
  /** In the cart (packing: confirmed through its dialog). */
  checked: boolean;
  /** Packing once chosen: the counts of its cart line; otherwise null. */
  counts: PackingCountsOf | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isService = (value: unknown): value is OfferedService =>
  isRecord(value) && typeof value.type === 'string' && value.type.trim() !== '';

/**
 * The services a price answer offers, read from `service_prices` (§3, §7), whose shape the spec
 * does not show: a list of services (as the demo and the reference server send it), or a table
 * by type whose values are services or amounts. Null when there is no answer yet (absent or
 * null); an amount alone offers nothing.
 * @example offeredServicesOf({ packing_material: 34 }) // [{ type: 'packing_material', amount: 34 }]
 */
export function offeredServicesOf(servicePrices: unknown): OfferedService[] | null {
  if (servicePrices === undefined || servicePrices === null) return null;
  if (Array.isArray(servicePrices)) return servicePrices.filter(isService);
  if (!isRecord(servicePrices)) return [];
  const services: OfferedService[] = [];
  for (const [type, value] of Object.entries(servicePrices)) {
    if (isService(value)) services.push(value);
    else if (isRecord(value)) services.push({ ...value, type } as OfferedService);
    else if (readMeasure(value) !== undefined) services.push({ type, amount: readMeasure(value) });
  }
  return services;
}

/**
 * True for the services the extra services list shows: packing and every service the person may
 * tick on its own. Insurance (full_insurance*) and cover (full_cover*) have their own piece
 * (Protection Plus), and the price parts (mileage, price per hour, base price) are in the price.
 */
export function isListedExtraService(type: string): boolean {
  return type === PACKING_SERVICE_TYPE || (!hasOwnFlow(type) && isToggleableService(type));
}

/** A service's key: its type, and its id when it has one. */
export const extraServiceKey = (service: { type: string; service_id?: unknown }): string =>
  service.service_id === undefined || service.service_id === null
    ? service.type
    : `${service.type}:${String(service.service_id)}`;

const amountOf = (entry: { amount?: unknown; finalAmount?: unknown }): number | null =>
  readMeasure(entry.amount) ?? readMeasure(entry.finalAmount) ?? null;

/** The whole-number counts of a packing service's parameters, one per material (§3). */
export function packingCountsOf(parameters: unknown): PackingCountsOf {
  const counts = packingLines(isRecord(parameters) ? parameters : {});
  return Object.fromEntries(counts.map((line) => [line.material, line.count])) as PackingCountsOf;
}

/**
 * The extra services list of a listing (§2, §3, §4): each service the price answer offers that
 * the list shows (see isListedExtraService), in the answer's order, one row per type and id,
 * checked when its line is in the cart, priced by that line once chosen. Null while the job is
 * not priced (no `service_prices`), so the view can say why the list is empty.
 */
export function extraServicesOf(listing: Pick<Listing, 'service_prices' | 'listing_cart'>): ExtraServiceRow[] | null {
  const offered = offeredServicesOf(listing.service_prices);
  if (offered === null) return null;
  const cart = cartOf(listing as Listing);
  const rows: ExtraServiceRow[] = [];
  const seen = new Set<string>();
  for (const service of offered) {
    const key = extraServiceKey(service);
    if (!isListedExtraService(service.type) || seen.has(key)) continue;
    seen.add(key);
    const packing = service.type === PACKING_SERVICE_TYPE;
    const line = packing
      ? cart.find((entry) => entry.type === PACKING_SERVICE_TYPE)
      : cart.find((entry) => sameService(entry, service));
    rows.push({
      key,
      kind: packing ? 'packing' : 'toggle',
      type: service.type,
      service,
      // Packing has no price of its own until counts are chosen: the offer's amount prices its
      // suggested counts, which the customer has not chosen.
      amount: line ? amountOf(line) : packing ? null : amountOf(service),
      checked: line !== undefined,
      counts: packing && line ? packingCountsOf(line.parameters) : null,
    });
  }
  return rows;
}

/** True when two rows show the same thing (a view keeps the old row object, so its memoised row does not render again). */
export function sameExtraServiceRow(a: ExtraServiceRow, b: ExtraServiceRow): boolean {
  return (
    a.key === b.key &&
    a.amount === b.amount &&
    a.checked === b.checked &&
    PACKING_MATERIALS.every((material) => a.counts?.[material] === b.counts?.[material])
  );
}
