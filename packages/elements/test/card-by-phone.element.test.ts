import { configure, type PaymentApi, type PaymentLeave, resetCardPayments } from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardByPhoneElement } from '../src/card-by-phone/card-by-phone.element.js';
import { defineElements } from '../src/define.js';
import { mount, runConformance, watchWarnings } from './conformance.js';

const CARD = '4242424242424242';
const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');
const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find(
    (item) => (item.getAttribute('aria-label') ?? item.textContent?.trim()) === name,
  ) as HTMLButtonElement | undefined;

afterEach(() => resetCardPayments());

describe('<hk-card-by-phone> conformance', () => {
  runConformance({ definition: cardByPhoneElement, rendered: base });
});

describe('<hk-card-by-phone>', () => {
  const [tag = ''] = defineElements([cardByPhoneElement], { prefix: 'cbp' });
  let calls = 0;

  /** A session whose payment adapter is the demo simulator without latency. */
  function simulated() {
    const session = `cbp-${++calls}`;
    const payment = createDemoAdapters({ latencyMs: 0 }).payment as PaymentApi & {
      typeDigits(callId: string, field: string, digits: string): unknown;
    };
    configure({ drafts: false, payment }, session);
    return { session, payment, callId: `CA-el-${calls}` };
  }

  function listen(name: string) {
    const heard = vi.fn();
    document.addEventListener(name, heard);
    return {
      details: () => heard.mock.calls.map(([event]) => (event as CustomEvent).detail),
      stop: () => document.removeEventListener(name, heard),
    };
  }

  it('emits hk-payment-status on every step and field change (masked values only) and hk-payment-authorized with ids', async () => {
    const { session, payment, callId } = simulated();
    const status = listen('hk-payment-status');
    const authorized = listen('hk-payment-authorized');
    const { root } = await mount(tag, {
      session,
      'call-id': callId,
      reference: 'LST-9',
      amount: '20',
      currency: 'GBP',
    });
    await vi.waitFor(() => expect(button(root, 'Start payment')?.disabled).toBe(false));
    button(root, 'Start payment')?.click();
    await vi.waitFor(() => expect(status.details().at(-1)?.step).toBe('payment_in_progress'));
    const typed = {
      'payment-card-number': CARD,
      'expiration-date': '1234',
      'security-code': '737',
      'postal-code': '90210',
    };
    for (const [field, digits] of Object.entries(typed)) {
      root.querySelector<HTMLButtonElement>(`[data-field=${field}] button`)?.click();
      await vi.waitFor(() => expect(status.details().at(-1)?.fields[field].status).toBe('capture-in-progress'));
      payment.typeDigits(callId, field, digits);
    }
    await vi.waitFor(
      () => expect(status.details().at(-1)?.fields['postal-code'].status).toBe('successfully-captured'),
      { timeout: 3000 },
    );
    expect(status.details().at(-1)?.fields['payment-card-number']).toEqual({
      status: 'successfully-captured',
      value: 'xxxx xxxx xxxx 4242',
    });
    button(root, 'Complete payment')?.click();
    await vi.waitFor(() => expect(authorized.details()).toHaveLength(1), { timeout: 3000 });
    const [done] = authorized.details();
    expect(Object.keys(done).sort()).toEqual(['paymentId', 'tokenReference']);
    expect(status.details().at(-1)?.step).toBe('payment_method_authorized');
    const everything = JSON.stringify([status.details(), authorized.details(), root.innerHTML]);
    expect(everything).not.toContain(CARD);
    expect(everything).not.toMatch(/737|90210/);
    status.stop();
    authorized.stop();
  });

  it('removing the element mid-payment cancels the payment session', async () => {
    const { session, payment, callId } = simulated();
    // Leaving cancels through the request that outlives the page (the port's cancelOnLeave).
    const cancel = vi.spyOn(payment as unknown as PaymentLeave, 'cancelOnLeave');
    const { element, root } = await mount(tag, { session, 'call-id': callId, reference: '1' });
    await vi.waitFor(() => expect(button(root, 'Start payment')?.disabled).toBe(false));
    button(root, 'Start payment')?.click();
    await vi.waitFor(() => expect(root.querySelector('[data-field=postal-code]')).not.toBeNull());
    element.remove();
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
  });

  it('refuses a currency other than GBP or EUR and a bad amount: console warnings and hk-error code attribute', async () => {
    const errors = listen('hk-error');
    const warnings = watchWarnings();
    const { root } = await mount(tag, { 'call-id': 'CA1', currency: 'USD', amount: 'lots' });
    await vi.waitFor(() =>
      expect(errors.details()).toContainEqual({
        code: 'attribute',
        attribute: 'currency',
        message: 'currency: “USD” is not one of GBP, EUR',
      }),
    );
    expect(warnings.said('amount: “lots” is not a number')).toBe(true);
    expect(warnings.said('currency: “USD” is not one of GBP, EUR')).toBe(true);
    expect(root.querySelector('[part=attribute-error], [role=alert]')).toBeNull();
    warnings.stop();
    errors.stop();
  });

  it("with api-base and no payment-base the start fails with 'No pgs lambda host defined.' (code noPgsLambdaHost)", async () => {
    const errors = listen('hk-error');
    const session = `cbp-nohost-${++calls}`;
    configure({ drafts: false, payment: undefined }, session);
    const { root } = await mount(tag, {
      session,
      'call-id': 'CA-nohost',
      reference: '1',
      'api-base': 'http://127.0.0.1:9/',
    });
    await vi.waitFor(() => expect(button(root, 'Start payment')?.disabled).toBe(false));
    // The bearer comes first, from the marketplace: answered here so that the host check is reached.
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ token: 't' }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    try {
      button(root, 'Start payment')?.click();
      await vi.waitFor(() => expect(root.querySelector('[data-code=noPgsLambdaHost]')).not.toBeNull(), {
        timeout: 5000,
      });
      expect(root.querySelector('[part=error]')?.textContent).toContain('No pgs lambda host defined.');
      expect(errors.details()).toContainEqual({ code: 'noPgsLambdaHost', message: 'No pgs lambda host defined.' });
    } finally {
      fetchSpy.mockRestore();
      errors.stop();
    }
  });
  it('a failed payment call reaches the host once, as the widget words it', async () => {
    const errors = listen('hk-error');
    const session = `cbp-failed-${++calls}`;
    configure({ drafts: false, payment: undefined }, session);
    const { root } = await mount(tag, {
      session,
      'call-id': 'CA-failed',
      reference: '1',
      'api-base': 'http://127.0.0.1:9/',
      'payment-base': 'http://127.0.0.1:9/pay/',
    });
    await vi.waitFor(() => expect(button(root, 'Start payment')?.disabled).toBe(false));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }),
      );
    try {
      button(root, 'Start payment')?.click();
      await vi.waitFor(() => expect(root.querySelector('[part=error]')).not.toBeNull(), { timeout: 5000 });
      // Retries and the report of the HTTP adapter settle first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const shown =
        root.querySelector('[part=error]')?.getAttribute('data-code') ??
        root.querySelector('[part=error] [data-code]')?.getAttribute('data-code');
      expect(errors.details()).toHaveLength(1);
      expect(errors.details()[0]?.code).toBe(shown);
    } finally {
      fetchSpy.mockRestore();
      errors.stop();
    }
  });
});
