/**
 * A session key's adapters live apart from its quote (the card-by-phone panel calls the payment
 * port without loading a quote session): the quote session of the same key, `configure` and the
 * hub share one set of adapters and one loader.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdapterName,
  configure,
  getAdapterHub,
  getSession,
  type PaymentApi,
  resetSessions,
  type SessionAdapters,
} from '../../src/index.js';

afterEach(() => resetSessions());

const payment = { createPaymentSession: vi.fn() } as Partial<PaymentApi> as PaymentApi;

describe('adapter hub: one set of adapters per session key', () => {
  it('a loader set on the hub before any quote session serves the quote session created later', async () => {
    const load = vi.fn(async (need: AdapterName): Promise<SessionAdapters> => (need === 'payment' ? { payment } : {}));
    getAdapterHub('phone').setAdapterLoader(load);
    expect((await getAdapterHub('phone').adapters('payment')).payment).toBe(payment);
    const session = getSession('phone', { drafts: false });
    expect(session.$adapters.get().payment).toBe(payment);
    expect((await session.adapters('payment')).payment).toBe(payment);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('configure sets what the hub holds, also before any quote session, and keys stay apart', async () => {
    configure({ payment, drafts: false }, 'phone-2');
    expect(getAdapterHub('phone-2').$adapters.get().payment).toBe(payment);
    expect(getAdapterHub('other').$adapters.get().payment).toBeUndefined();
    expect(await getAdapterHub('other').adapters('payment')).toEqual({});
  });

  it('a session created with adapters adds them to those the hub holds; configured ones win over loaded ones', async () => {
    const report = vi.fn();
    getAdapterHub('phone-3').setAdapters({ report });
    const loaded = { createPaymentSession: vi.fn() } as Partial<PaymentApi> as PaymentApi;
    const session = getSession('phone-3', { payment, load: async () => ({ payment: loaded }), drafts: false });
    expect(session.$adapters.get()).toEqual({ report, payment });
    expect((await session.adapters('payment')).payment).toBe(payment);
  });

  it('a failed load is forgotten, so the next need asks again', async () => {
    const load = vi
      .fn<(need: AdapterName) => Promise<SessionAdapters>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ payment });
    const hub = getAdapterHub('phone-4');
    hub.setAdapterLoader(load);
    await expect(hub.adapters('payment')).rejects.toThrow('offline');
    expect((await hub.adapters('payment')).payment).toBe(payment);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
