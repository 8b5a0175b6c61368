import {
  DEFAULT_VALUE_OF_GOODS,
  estimateBoxes,
  insurancePremium,
  MILEAGE_COST_SERVICE_ID,
  type PackingCounts,
  PRICE_PER_HOUR_SERVICE_ID,
  packingPrice,
} from '@haulkit/core';
import { distanceCharge, hourlyRate } from './base-price.js';
import { DEMO_CATEGORY_IDS } from './constants.js';
import type { JobFacts } from './job.js';
import { PACKING_SERVICE_ID, PROTECTION_PLUS } from './services-data.js';

/** Wardrobe boxes suggested per this many m³ of goods. */
const M3_PER_WARDROBE_BOX = 8;

/** Rolls of bubble wrap suggested per this many m³ of goods (at least one). */
const M3_PER_BUBBLE_WRAP = 10;

/** One entry of service_prices: a cart-entry-shaped service (back-office §3). */
export type ServicePrice = Record<string, unknown> & { type: string; service_id: number; amount: number };

/**
 * The packing materials suggested for the goods: core's estimateBoxes (2.5 boxes per m³, a
 * third small), a wardrobe box per 8 m³ and a roll of bubble wrap per 10 m³ (at least one).
 */
export function suggestedPacking(volumeM3: number): Required<Record<keyof PackingCounts, number>> {
  const boxes = estimateBoxes(volumeM3);
  return {
    small_boxes: boxes.shown ? boxes.small : 0,
    large_boxes: boxes.shown ? boxes.large : 0,
    wardrobe_boxes: Math.floor(volumeM3 / M3_PER_WARDROBE_BOX),
    bubble_wrap: Math.max(1, Math.floor(volumeM3 / M3_PER_BUBBLE_WRAP)),
  };
}

/**
 * service_prices (docs/behaviour/quote-flow.md §3, §7): Protection Plus with its terms and the premium
 * of the default value of goods (5000) on this route (core's insurancePremium), packing
 * materials priced by core's packingPrice (not for cars, which go on a transporter with nothing
 * to pack), the mileage (service 12: the distance charge) and, for hourly rate, the price per
 * hour (service 13).
 */
export function servicePrices(job: JobFacts): ServicePrice[] {
  const premium = insurancePremium(DEFAULT_VALUE_OF_GOODS, PROTECTION_PLUS, {
    pickupCountry: job.pickupCountry,
    deliveryCountry: job.deliveryCountry,
  });
  const packing = suggestedPacking(job.volumeM3);
  const services: ServicePrice[] = [
    {
      ...PROTECTION_PLUS,
      amount: premium.ok ? premium.premium : PROTECTION_PLUS.min_price,
      minServicePrice: job.international ? PROTECTION_PLUS.international_min_price : PROTECTION_PLUS.min_price,
      parameters: { value_of_goods: DEFAULT_VALUE_OF_GOODS },
      checked: false,
    },
    ...(job.categoryId === DEMO_CATEGORY_IDS.car
      ? []
      : [
          {
            type: 'packing_material',
            service_id: PACKING_SERVICE_ID,
            amount: packingPrice(packing),
            parameters: packing,
            checked: false,
          },
        ]),
    { type: 'mileage_cost', service_id: MILEAGE_COST_SERVICE_ID, amount: distanceCharge(job), qty: 1 },
  ];
  if (job.hourly) {
    const rate = hourlyRate(job, job.helpers);
    services.push({ type: 'price_per_hour', service_id: PRICE_PER_HOUR_SERVICE_ID, amount: rate, rate_price: rate });
  }
  return services;
}
