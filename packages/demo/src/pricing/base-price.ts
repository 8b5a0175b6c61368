import { roundToPence, type VanTypeKey } from '@haulkit/core';
import {
  BASE_FEE,
  EXTRA_HELPER_HOURLY,
  HANDLING_HOURS_PER_M3,
  HELPER_SPEED_UP,
  HOURLY_MIN_HOURS,
  LONDON_HOURLY_SURCHARGE,
  LONG_DISTANCE_FROM_MILES,
  LONG_DISTANCE_MILE_FACTOR,
  MIN_HANDLING_HOURS,
  PART_LOAD_MIN_SHARE,
  VAN_CAPACITY_M3,
  VAN_HOURLY_RATES,
  VAN_MILE_RATES,
  VAN_PAYLOAD_KG,
  VEHICLE_BASE_FEE,
  VEHICLE_MILE_RATE,
} from './constants.js';
import { type JobFacts, VAN_TYPES } from './job.js';
import { FERRY_FEE } from './services-data.js';

/** What a whole van of this type costs over `miles` road miles, in GBP: its mile rate, 80 % of it after 100 miles. */
export function vanMileage(van: VanTypeKey, miles: number): number {
  const near = Math.min(miles, LONG_DISTANCE_FROM_MILES);
  const far = Math.max(0, miles - LONG_DISTANCE_FROM_MILES);
  return VAN_MILE_RATES[van] * (near + far * LONG_DISTANCE_MILE_FACTOR);
}

/**
 * The share of a van of this type the goods take: the larger of their volume and weight shares,
 * at least PART_LOAD_MIN_SHARE; above 1 when they need more than one such van.
 */
export function vanShare(van: VanTypeKey, volumeM3: number, weightKg: number): number {
  return Math.max(PART_LOAD_MIN_SHARE, volumeM3 / VAN_CAPACITY_M3[van], weightKg / VAN_PAYLOAD_KG[van]);
}

/**
 * The distance charge, the only one a job pays, in GBP: the goods' share of the chosen van's
 * mileage (a part-load pays its share, not the whole van). Never less than the goods would pay
 * in a smaller van (a whole one when they overflow it), so more goods never cost less.
 */
export function distanceCharge(job: Pick<JobFacts, 'van' | 'miles' | 'volumeM3' | 'weightKg'>): number {
  const chosen = VAN_TYPES.indexOf(job.van);
  const own = vanShare(job.van, job.volumeM3, job.weightKg) * vanMileage(job.van, job.miles);
  const smaller = VAN_TYPES.slice(0, Math.max(0, chosen)).map(
    (van) => Math.min(1, vanShare(van, job.volumeM3, job.weightKg)) * vanMileage(van, job.miles),
  );
  return roundToPence(Math.max(own, ...smaller));
}

/** Loading plus unloading time for the goods with this many people, in hours (at least 0.5). */
export function handlingHours(volumeM3: number, helpers: number): number {
  const speed = 1 + HELPER_SPEED_UP * Math.max(0, helpers - 1);
  return Math.max(MIN_HANDLING_HOURS, (volumeM3 * HANDLING_HOURS_PER_M3) / speed);
}

/** The van's hourly rate with its driver (more in London), plus each helper beyond the first, in GBP. */
export function hourlyRate(job: Pick<JobFacts, 'van' | 'london'>, helpers: number): number {
  const van = VAN_HOURLY_RATES[job.van] + (job.london ? LONDON_HOURLY_SURCHARGE : 0);
  return van + EXTRA_HELPER_HOURLY * Math.max(0, helpers - 1);
}

/** The handling labour: loading and unloading time at the van-and-crew hourly rate, in GBP. */
export function handlingCost(job: Pick<JobFacts, 'van' | 'london' | 'volumeM3'>, helpers: number): number {
  return handlingHours(job.volumeM3, helpers) * hourlyRate(job, helpers);
}

/**
 * A job's price before the day's demand, in GBP (base + distance + time, docs/domain-notes.md):
 * - vehicles (car category): £85 + £0.95 a mile per vehicle;
 * - hourly rate: the hourly rate × the hours booked (at least 2);
 * - otherwise: £20 + the distance charge (the goods' share of the van's mileage) + the handling
 *   labour, plus £180 per van for a ferry.
 * Every part grows with the miles and the helpers, so a longer route or more helpers never cost less.
 */
export function basePrice(job: JobFacts, helpers: number, hoursBooked: number): number {
  if (job.vehicles > 0 && !job.hourly) {
    return roundToPence(job.vehicles * (VEHICLE_BASE_FEE + VEHICLE_MILE_RATE * job.miles));
  }
  if (job.hourly) return roundToPence(hourlyRate(job, helpers) * Math.max(HOURLY_MIN_HOURS, hoursBooked));
  const ferry = job.ferry ? FERRY_FEE * job.loads : 0;
  return roundToPence(BASE_FEE + distanceCharge(job) + handlingCost(job, helpers) + ferry);
}
