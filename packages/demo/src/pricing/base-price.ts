import { roundToPence } from '@haulkit/core';
import {
  BASE_FEE,
  EXTRA_HELPER_HOURLY,
  HANDLING_HOURS_PER_M3,
  HELPER_SPEED_UP,
  HOURLY_MIN_HOURS,
  LONG_DISTANCE_FROM_MILES,
  LONG_DISTANCE_MILE_RATE,
  MILE_RATE,
  MIN_HANDLING_HOURS,
  VAN_HOURLY_RATES,
  VEHICLE_BASE_FEE,
  VEHICLE_MILE_RATE,
  VOLUME_RATE_PER_M3,
} from './constants.js';
import type { JobFacts } from './job.js';
import { FERRY_FEE } from './services-data.js';

/** The distance part of a price: £1.60 a mile for the first 100 miles, £1.15 after, in GBP. */
export function mileageCost(miles: number): number {
  const near = Math.min(miles, LONG_DISTANCE_FROM_MILES);
  const far = Math.max(0, miles - LONG_DISTANCE_FROM_MILES);
  return roundToPence(near * MILE_RATE + far * LONG_DISTANCE_MILE_RATE);
}

/** Loading plus unloading time for the goods with this many people, in hours (at least 0.5). */
export function handlingHours(volumeM3: number, helpers: number): number {
  const speed = 1 + HELPER_SPEED_UP * Math.max(0, helpers - 1);
  return Math.max(MIN_HANDLING_HOURS, (volumeM3 * HANDLING_HOURS_PER_M3) / speed);
}

/** The van's hourly rate with its driver, plus each helper beyond the first, in GBP. */
export function hourlyRate(job: JobFacts, helpers: number): number {
  return VAN_HOURLY_RATES[job.van] + EXTRA_HELPER_HOURLY * Math.max(0, helpers - 1);
}

/** Hours a job takes: handling, plus driving once per load and back between loads. */
export function jobHours(job: JobFacts, helpers: number): number {
  return handlingHours(job.volumeM3, helpers) + job.drivingHours * (2 * job.loads - 1);
}

/**
 * A job's price before the day's demand, in GBP (base + volume + distance + time, DOMAIN-NOTES):
 * - vehicles (car category): £85 + £0.95 a mile per vehicle;
 * - hourly rate: the hourly rate × the hours booked (at least 2);
 * - otherwise: £29 + £14 per m³ + the mileage (per load) + hours × hourly rate, plus £180 per
 *   load for a ferry.
 */
export function basePrice(job: JobFacts, helpers: number, hoursBooked: number): number {
  if (job.vehicles > 0 && !job.hourly) {
    return roundToPence(job.vehicles * (VEHICLE_BASE_FEE + VEHICLE_MILE_RATE * job.miles));
  }
  if (job.hourly) return roundToPence(hourlyRate(job, helpers) * Math.max(HOURLY_MIN_HOURS, hoursBooked));
  const ferry = job.ferry ? FERRY_FEE * job.loads : 0;
  return roundToPence(
    BASE_FEE +
      VOLUME_RATE_PER_M3 * job.volumeM3 +
      mileageCost(job.miles) * job.loads +
      jobHours(job, helpers) * hourlyRate(job, helpers) +
      ferry,
  );
}
