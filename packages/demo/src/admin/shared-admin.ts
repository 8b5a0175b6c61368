import type { DemoContext } from '../context.js';
import { demoContextOf } from '../quote-api.js';
import { buildDemoAdminApi, type DemoAdminApi } from './admin-api.js';

/** The admin tools made on each demo context, one per context. */
const made = new WeakMap<DemoContext, DemoAdminApi>();

/**
 * The demo admin tools on the same in-memory state as a demo QuoteApi: price adjustments made
 * through them change the prices that QuoteApi answers (the demo's pricing applies a quote's
 * adjustments), as the marketplace's services share one database. Undefined when `quote` is not a
 * demo QuoteApi.
 * @example const admin = demoAdminApiOf(createDemoQuoteApi());
 */
export function demoAdminApiOf(quote: unknown): DemoAdminApi | undefined {
  const context = demoContextOf(quote);
  if (!context) return undefined;
  let admin = made.get(context);
  if (!admin) {
    admin = buildDemoAdminApi(context);
    made.set(context, admin);
  }
  return admin;
}
