import type { Ports } from '@haulkit/core';
import { adminApiOf } from './admin/create-admin-api.js';
import type { HttpAdaptersConfig } from './config.js';
import { quoteApiOf } from './create-http-quote-api.js';
import type { PortContext } from './hosts.js';
import { resolveHosts } from './hosts.js';
import { mapsApiOf } from './maps/create-maps-api.js';
import { paymentApiOf } from './payment/create-payment-api.js';
import { paymentSessionKey } from './payment/payment-session-key.js';
import { directionsLogCall } from './quote/lookups.js';
import { createCall } from './transport/call.js';

/**
 * Every port over HTTP: QuoteApi and AdminApi on the marketplace (`apiBase`) and its services,
 * MapsApi on the marketplace's geolocator and listing families (`mapsBase`, by default
 * `apiBase`; its directions are logged with QuoteApi's logDirections), PaymentApi on the marketplace (bearer) and `paymentBase`. The ports
 * share one interceptor, one retry policy and one "newer wins" registry.
 *
 * @example
 * const ports = createHttpAdapters({ apiBase: 'https://marketplace.example/', paymentBase: 'https://pay.example/' });
 * const results = await ports.quote.searchItems({ name: 'sofa' });
 */
export function createHttpAdapters(config: HttpAdaptersConfig): Ports {
  const context: PortContext = {
    call: createCall(config),
    hosts: resolveHosts(config),
    idempotencyKey: config.idempotencyKey ?? paymentSessionKey,
  };
  return {
    quote: quoteApiOf(context),
    maps: mapsApiOf(context, directionsLogCall(context)),
    payment: paymentApiOf(context),
    admin: adminApiOf(context),
  };
}
