import type { Ports } from '@haulkit/core';
import { HaulkitError, PORT_METHODS } from '@haulkit/core';

type Overrides = { [K in keyof Ports]?: Partial<Ports[K]> };

/**
 * Ports for the reference server whose answers are fixed, so fault tests do not depend on the
 * demo engine: every method rejects (`not_in_fake`) unless `overrides` gives it.
 */
export function fakePorts(overrides: Overrides): Ports {
  const port = <K extends keyof Ports>(name: K): Ports[K] => {
    const methods = Object.fromEntries(
      PORT_METHODS[name].map((method) => [
        method,
        () => Promise.reject(new HaulkitError('not_in_fake', `${name}.${method} is not in the fake`)),
      ]),
    );
    return { ...methods, ...overrides[name] } as unknown as Ports[K];
  };
  return { quote: port('quote'), maps: port('maps'), payment: port('payment'), admin: port('admin') };
}

/** Fake ports answering the calls the fault tests make. */
export const FAULT_TEST_PORTS: Ports = fakePorts({
  quote: {
    searchItems: async (query) => [{ name: `${query.name} result`, item_set: [{ name: 'Sofa', qty: 1 }] }],
    savePrelisting: async () => ({ prices: { '2030-01-01': 120 } }),
  },
  payment: {
    getBearerToken: async (callId) => ({ token: `bearer-${callId}` }),
    createPaymentSession: async (request) => ({ callId: request.callId, paymentId: 'pay-1' }),
  },
});
