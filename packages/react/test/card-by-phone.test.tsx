import { CARD_FIELDS, type PaymentApi, resetCardPayments } from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardByPhoneClasses } from '../src/card-by-phone/card-by-phone.styles.js';
import { AnnouncerProvider, CardByPhone, type CardByPhoneProps } from '../src/index.js';

const CARD = '4242424242424242';
const INPUT_TIMEOUT =
  'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  resetCardPayments();
});

let calls = 0;
/** The demo simulator without latency, a fresh call id per test. */
function simulator() {
  const payment = createDemoAdapters({ latencyMs: 0 }).payment as PaymentApi & {
    typeDigits(callId: string, field: string, digits: string): unknown;
    failCapture(callId: string, field: string, errorType: string): unknown;
    refuseCancel(callId: string, how?: string): unknown;
    dropConnection(callId: string, lost?: boolean): unknown;
    callState(callId: string): { status: string };
  };
  const callId = `CA-view-${++calls}`;
  return { payment, callId };
}

function renderPanel(props: CardByPhoneProps) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <AnnouncerProvider>
      <CardByPhone {...props} />
    </AnnouncerProvider>,
  );
  unmount = () => root.unmount();
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find(
      (item) => (item.getAttribute('aria-label') ?? text(item)) === name,
    ) as HTMLButtonElement | undefined;
  const tile = (field: string) => container.querySelector<HTMLElement>(`[data-field=${field}]`);
  return {
    container,
    text,
    button,
    tile,
    status: (field: string) => text(tile(field)?.querySelector('[part=field-status]')),
    value: (field: string) => text(tile(field)?.querySelector('[part=field-value]')),
    stop: () => {
      root.unmount();
      unmount = undefined;
    },
  };
}

async function started(props: Partial<CardByPhoneProps> = {}) {
  const { payment, callId } = simulator();
  const view = renderPanel({
    callId,
    reference: 'LST-1',
    amount: 149.5,
    currency: 'GBP',
    payment: async () => payment,
    ...props,
  });
  await vi.waitFor(() => expect(view.button('Start payment')?.disabled).toBe(false));
  view.button('Start payment')?.click();
  await vi.waitFor(() => expect(view.tile('payment-card-number')).not.toBeNull());
  return { ...view, payment, callId };
}

describe('CardByPhone: the operator panel (back-office §2, §3)', () => {
  it('shows the amount and reference, then Start payment opens one tile per field, all not captured yet', async () => {
    const view = await started();
    expect(view.text(view.container.querySelector('[part=amount]'))).toBe('£149.50');
    expect(view.text(view.container.querySelector('[part=reference]'))).toBe('LST-1');
    expect(CARD_FIELDS.map((field) => view.text(view.tile(field)?.querySelector('h4')))).toEqual([
      'Card number',
      'Expiry date',
      'Security code',
      'Postal code',
    ]);
    expect(CARD_FIELDS.map((field) => view.status(field))).toEqual(Array(4).fill('Not captured yet'));
    expect(view.button('Request card number')).toBeDefined();
    // Focus goes to the card details, where the work goes on.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Card details'));
  });

  it('a requested field is capturing, then shows its masked value only; the status is announced politely', async () => {
    const view = await started();
    view.button('Request card number')?.click();
    await vi.waitFor(() => expect(view.status('payment-card-number')).toBe('Capturing'));
    view.payment.typeDigits(view.callId, 'payment-card-number', CARD);
    await vi.waitFor(() => expect(view.status('payment-card-number')).toBe('Captured'), { timeout: 3000 });
    expect(view.value('payment-card-number')).toBe('•••• 4242');
    expect(view.button('Request again: card number')).toBeDefined();
    const region = view.container.querySelector('[aria-live=polite]');
    await vi.waitFor(() => expect(region?.textContent).toBe('Card number: Captured'));
    expect(view.container.innerHTML).not.toContain(CARD);
  });

  it('a capture that timed out shows the spec sentence with its code, next to the field; Request again starts over', async () => {
    const view = await started();
    view.button('Request security code')?.click();
    await vi.waitFor(() => expect(view.status('security-code')).toBe('Capturing'));
    view.payment.failCapture(view.callId, 'security-code', 'timeout');
    await vi.waitFor(() => expect(view.status('security-code')).toBe('Failed'), { timeout: 3000 });
    const error = view.tile('security-code')?.querySelector('[part=field-error]');
    expect(view.text(error)).toBe(INPUT_TIMEOUT);
    expect(error?.getAttribute('data-code')).toBe('timeout');
    const again = view.button('Request again: security code');
    expect(again?.getAttribute('aria-describedby')).toBe(error?.id);
    again?.click();
    await vi.waitFor(() => expect(view.status('security-code')).toBe('Capturing'));
  });

  it('Complete payment says why it cannot yet; once all is captured it authorises and tells the host ids only', async () => {
    const onAuthorized = vi.fn();
    const onStatus = vi.fn();
    const view = await started({ onAuthorized, onStatus });
    const complete = view.button('Complete payment');
    expect(complete?.getAttribute('aria-disabled')).toBe('true');
    expect(view.text(view.container.querySelector('[part=complete-reason]'))).toBe(
      'Capture these first: card number, expiry date, security code, postal code.',
    );
    const digits = {
      'payment-card-number': CARD,
      'expiration-date': '1234',
      'security-code': '123',
      'postal-code': '12345',
    };
    for (const [field, typed] of Object.entries(digits)) {
      view.button(`Request ${view.text(view.tile(field)?.querySelector('h4')).toLowerCase()}`)?.click();
      await vi.waitFor(() => expect(view.status(field)).toBe('Capturing'));
      view.payment.typeDigits(view.callId, field, typed);
    }
    await vi.waitFor(() => expect(view.container.querySelector('[part=complete-reason]')).toBeNull(), {
      timeout: 3000,
    });
    expect(view.value('security-code')).toBe('•••');
    view.button('Complete payment')?.click();
    await vi.waitFor(() => expect(view.container.querySelector('[part=authorized]')).not.toBeNull(), { timeout: 3000 });
    const paymentId = view.text(view.container.querySelector('[part=payment-id]'));
    expect(paymentId).toMatch(/^pay_/);
    expect(onAuthorized).toHaveBeenCalledWith({
      paymentId,
      tokenReference: view.text(view.container.querySelector('[part=token-reference]')),
    });
    const steps = onStatus.mock.calls.map(([detail]) => detail.step);
    expect(steps[0]).toBe('payment_in_progress');
    expect(steps.at(-1)).toBe('payment_method_authorized');
    const heard = JSON.stringify(onStatus.mock.calls);
    expect(heard).not.toContain(CARD);
    expect(heard).not.toMatch(/"value":"12345"|"value":"123"/);
  });

  it("no host: the error shows 'No pgs lambda host defined.' with its code and a retry; the host hears hk-error's code", async () => {
    const { payment, callId } = simulator();
    const noHost: PaymentApi = {
      ...payment,
      createPaymentSession: async () => {
        throw Object.assign(new Error('POST create-payment-session has no host'), { code: 'noPgsLambdaHost' });
      },
    };
    const onError = vi.fn();
    const view = renderPanel({ callId, reference: '1', payment: async () => noHost, onError });
    await vi.waitFor(() => expect(view.button('Start payment')?.disabled).toBe(false));
    view.button('Start payment')?.click();
    await vi.waitFor(() => expect(view.container.querySelector('[data-code=noPgsLambdaHost]')).not.toBeNull());
    expect(view.text(view.container.querySelector('[part=error]'))).toContain('No pgs lambda host defined.');
    expect(view.button('Try again')).toBeDefined();
    expect(onError).toHaveBeenCalledWith({ code: 'noPgsLambdaHost', message: 'No pgs lambda host defined.' });
  });

  it('Cancel goes back to Start payment with a notice; focus returns to Start', async () => {
    const view = await started();
    view.button('Cancel payment')?.click();
    await vi.waitFor(() => expect(view.button('Start payment')).toBeDefined());
    expect(view.text(view.container.querySelector('[data-notice]'))).toBe(
      'The payment was cancelled. You can start a new one.',
    );
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Start payment'));
  });

  it('unmounting mid-payment (the operator leaves) cancels the session', async () => {
    const { payment, callId } = simulator();
    const view = renderPanel({ callId, reference: '1', payment: async () => payment });
    await vi.waitFor(() => expect(view.button('Start payment')?.disabled).toBe(false));
    view.button('Start payment')?.click();
    await vi.waitFor(() => expect(view.tile('postal-code')).not.toBeNull());
    view.stop();
    await vi.waitFor(() => expect(payment.callState(callId).status).toBe('cancelled'));
  });

  it.each([
    ['refused with a 503', 'error'],
    ['answered with the session still open', 'open'],
  ])('a cancel %s says the payment is still open and offers Cancel again, which cancels', async (_name, how) => {
    const view = await started();
    view.payment.refuseCancel(view.callId, how);
    view.button('Cancel payment')?.click();
    await vi.waitFor(() =>
      expect(view.text(view.container.querySelector('[data-notice=stillOpen]'))).toBe(
        'The payment is still open: the payment provider did not cancel it. Cancel it again, or carry on taking the card.',
      ),
    );
    expect(view.tile('payment-card-number')).not.toBeNull();
    expect(view.container.querySelector('[part~=error]')).toBeNull();
    expect(view.payment.callState(view.callId).status).toBe('open');
    view.payment.refuseCancel(view.callId, 'none');
    view.button('Cancel again')?.click();
    await vi.waitFor(() => expect(view.button('Start payment')).toBeDefined());
    expect(view.payment.callState(view.callId).status).toBe('cancelled');
  });

  it('status checks that keep failing say "connection lost" with the payment still open, then carry on by themselves', async () => {
    const view = await started();
    view.button('Request card number')?.click();
    await vi.waitFor(() => expect(view.status('payment-card-number')).toBe('Capturing'));
    view.payment.dropConnection(view.callId);
    const lost = () => view.container.querySelector('[data-notice=connectionLost]');
    await vi.waitFor(() => expect(lost()).not.toBeNull(), { timeout: 9000, interval: 100 });
    expect(view.text(lost()?.closest('.hk-alert')?.querySelector('.hk-alert-title'))).toBe(
      'Checking the payment… connection lost',
    );
    expect(view.text(lost())).toBe(
      'The payment is still open. This panel keeps checking and carries on by itself once the connection is back.',
    );
    expect(view.container.querySelector('[part~=error]')).toBeNull();
    view.payment.dropConnection(view.callId, false);
    view.payment.typeDigits(view.callId, 'payment-card-number', CARD);
    await vi.waitFor(() => expect(view.status('payment-card-number')).toBe('Captured'), { timeout: 4000 });
    expect(lost()).toBeNull();
  }, 20_000);

  it('without a call id Start payment is disabled and says why; es-ES speaks Spanish', async () => {
    const view = renderPanel({ locale: 'es-ES', reference: '1', amount: 80, currency: 'EUR' });
    await vi.waitFor(() => expect(view.button('Iniciar el pago')?.disabled).toBe(true));
    expect(view.text(view.container.querySelector(`.${cardByPhoneClasses.hint}`))).toBe(
      'No hay ninguna llamada conectada, así que no se puede iniciar un pago.',
    );
    expect(view.text(view.container.querySelector('[part=amount]'))).toBe('80,00 €');
  });
});
