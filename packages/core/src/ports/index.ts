import { ADMIN_API_METHODS, type AdminApi } from './admin-api.js';
import { MAPS_API_METHODS, type MapsApi } from './maps-api.js';
import { PAYMENT_API_METHODS, type PaymentApi } from './payment-api.js';
import { QUOTE_API_METHODS, type QuoteApi } from './quote-api.js';

/** The ports of @haulkit/core: the interfaces adapters implement, their types and method names. */
export * from './admin-api.js';
export * from './admin-types.js';
export type * from './common.js';
export * from './constants.js';
export * from './maps-api.js';
export * from './payment-api.js';
export * from './quote-api.js';
export type * from './quote-types.js';

/** Every port of a session, as `configure()` and the reference server take them. */
export interface Ports {
  readonly quote: QuoteApi;
  readonly maps: MapsApi;
  readonly payment: PaymentApi;
  readonly admin: AdminApi;
}

/** The method names of every port, keyed as in {@link Ports}. */
export const PORT_METHODS = {
  quote: QUOTE_API_METHODS,
  maps: MAPS_API_METHODS,
  payment: PAYMENT_API_METHODS,
  admin: ADMIN_API_METHODS,
} as const satisfies { readonly [K in keyof Ports]: readonly (keyof Ports[K])[] };
