import type { AdminApi, MapsApi, PaymentApi, Ports, QuoteApi } from '@haulkit/core';
import { HaulkitError, PORT_METHODS } from '@haulkit/core';

/** Names of the card-by-phone simulator's test controls (DemoPaymentControls), passed through too. */
const SIMULATOR_CONTROLS = [
  'typeDigits',
  'failCapture',
  'expireToken',
  'refuseCancel',
  'dropConnection',
  'pressKeys',
  'callState',
  'testCards',
] as const;

type AnyMethod = (...args: unknown[]) => unknown;

/**
 * Every port of `createDemoAdapters({ now })` of '@haulkit/demo', loaded on the first call, so a
 * server given its own adapters never loads the demo catalogue. A failed load is retried on the
 * next call. The payment port also carries the simulator's test controls.
 */
export function createLazyDemoAdapters(now: () => Date): Ports {
  let loading: Promise<Ports> | undefined;
  const load = (): Promise<Ports> => {
    loading ??= import('@haulkit/demo').then(
      (demo) => demo.createDemoAdapters({ now }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const lazyPort = (port: keyof Ports, extra: readonly string[] = []) =>
    Object.fromEntries(
      [...PORT_METHODS[port], ...extra].map((name) => [
        name,
        async (...args: unknown[]) => {
          const target = (await load())[port] as unknown as Record<string, AnyMethod | undefined>;
          const method = target[name];
          if (typeof method !== 'function') {
            throw new HaulkitError('server_error', `The demo ${port} adapter has no ${name}().`);
          }
          return method.apply(target, args);
        },
      ]),
    );
  return {
    quote: lazyPort('quote') as unknown as QuoteApi,
    maps: lazyPort('maps') as unknown as MapsApi,
    payment: lazyPort('payment', SIMULATOR_CONTROLS) as unknown as PaymentApi,
    admin: lazyPort('admin') as unknown as AdminApi,
  };
}
