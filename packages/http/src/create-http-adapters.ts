import type { PaymentApi, PaymentLeave, Ports } from '@haulkit/core';
import { EXPERIMENT_API_METHODS, lazyImport, MAPS_API_METHODS, PAYMENT_API_METHODS } from '@haulkit/core';
import { BACK_OFFICE_METHODS } from './admin/areas.js';
import type { HttpAdaptersConfig } from './config.js';
import { portContext, quoteApiOf } from './create-http-quote-api.js';
import { lazyArea } from './lazy-area.js';

/**
 * Every port over HTTP: QuoteApi and AdminApi on the marketplace (`apiBase`) and its services,
 * MapsApi on the marketplace's geolocator and listing families (`mapsBase`, by default
 * `apiBase`; the session logs its directions with QuoteApi's logDirections), PaymentApi on the
 * marketplace (bearer) and `paymentBase`. The ports share one interceptor, one retry policy and
 * one "newer wins" registry. Maps, payment and admin each load their module on their first call,
 * as QuoteApi's areas do (see `createHttpQuoteApi`); the admin port's test-lab calls (the quote
 * flow's experiments) load a module of their own, apart from its other calls.
 *
 * @example
 * const ports = createHttpAdapters({ apiBase: 'https://marketplace.example/', paymentBase: 'https://pay.example/' });
 * const results = await ports.quote.searchItems({ name: 'sofa' });
 */
export function createHttpAdapters(config: HttpAdaptersConfig): Ports {
  const context = portContext(config);
  const quote = quoteApiOf(context);
  return {
    quote,
    maps: lazyArea(
      MAPS_API_METHODS,
      lazyImport(
        () => import('./maps/create-maps-api.js'),
        (m) => m.mapsApiOf(context),
      ),
    ),
    payment: lazyArea<PaymentApi & PaymentLeave>(
      PAYMENT_API_METHODS,
      lazyImport(
        () => import('./payment/create-payment-api.js'),
        (m) => m.paymentApiOf(context),
      ),
      ['cancelOnLeave'],
    ),
    admin: {
      ...lazyArea(
        BACK_OFFICE_METHODS,
        lazyImport(
          () => import('./admin/create-admin-api.js'),
          (m) => m.adminApiOf(context),
        ),
      ),
      ...lazyArea(
        EXPERIMENT_API_METHODS,
        lazyImport(
          () => import('./admin/experiments.js'),
          (m) => m.experimentCalls(context),
        ),
      ),
    },
  };
}
