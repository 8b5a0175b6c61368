import type { Ports } from '@haulkit/core';
import { buildDemoAdminApi, type DemoAdminApi } from './admin/admin-api.js';
import { createDemoContext, type DemoOptions } from './context.js';
import { buildDemoMapsApi } from './maps/maps-api.js';
import { buildDemoPaymentApi, type DemoPaymentControls } from './payment/simulator.js';
import { buildDemoQuoteApi, type DemoQuoteApi } from './quote-api.js';

/** Every demo port, sharing one in-memory state (a quote saved by `quote` is seen by `admin`). */
export interface DemoAdapters extends Ports {
  readonly quote: DemoQuoteApi;
  readonly maps: Ports['maps'];
  readonly payment: Ports['payment'] & DemoPaymentControls;
  readonly admin: DemoAdminApi;
}

/**
 * Every port of a quote session in memory, with no network: quotes and illustrative prices,
 * maps over a gazetteer, the card-by-phone simulator and the admin tools. Deterministic for a
 * seed and clock.
 * @example
 * const ports = createDemoAdapters({ seed: 7, now: () => new Date('2030-01-15T09:00:00') });
 * const prices = await ports.quote.savePrelisting('pl-1', listing);
 */
export function createDemoAdapters(options: DemoOptions = {}): DemoAdapters {
  const context = createDemoContext(options);
  return {
    quote: buildDemoQuoteApi(context),
    maps: buildDemoMapsApi(context),
    payment: buildDemoPaymentApi(context),
    admin: buildDemoAdminApi(context),
  };
}
