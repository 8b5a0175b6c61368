import { CARD_FIELDS, type CardField } from '../ports/payment-api.js';
import type { CardPaymentState } from './card-payment.js';
import type { PaymentStep } from './constants.js';
import type { CardFieldState } from './rules.js';

/** One field in a payment status: its capture status, masked value (at most the last four digits) and error code. */
export interface PaymentFieldStatus {
  readonly status: CardFieldState['status'];
  readonly value?: string;
  readonly errorCode?: string;
}

/** What the host hears of a payment on every step or field change (`hk-payment-status`): never card data. */
export interface PaymentStatusDetail {
  readonly step: PaymentStep;
  readonly paymentId: string | null;
  readonly fields: Readonly<Record<CardField, PaymentFieldStatus>>;
  /** The current error's code, or null. */
  readonly error: string | null;
}

/** What the host hears once the payment is authorised (`hk-payment-authorized`): ids only. */
export interface PaymentAuthorizedDetail {
  readonly paymentId: string;
  /** The provider's payment method token: a reference to the card at the provider, never card data. */
  readonly tokenReference: string;
}

/** The status detail of a payment state (masked values were made safe when they arrived). */
export function paymentStatusDetail(state: CardPaymentState): PaymentStatusDetail {
  const fields = {} as Record<CardField, PaymentFieldStatus>;
  for (const name of CARD_FIELDS) {
    const { status, value, errorCode } = state.fields[name];
    fields[name] = {
      status,
      ...(value === undefined ? {} : { value }),
      ...(errorCode === undefined ? {} : { errorCode }),
    };
  }
  return { step: state.step, paymentId: state.paymentId, fields, error: state.error?.code ?? null };
}

/** Text that changes exactly when a status event is due: the step, a field's status, value or error, or the error. */
export function paymentStatusKey(detail: PaymentStatusDetail): string {
  return JSON.stringify([detail.step, detail.paymentId, detail.error, CARD_FIELDS.map((name) => detail.fields[name])]);
}

/** The authorised detail of a payment state, or null before it is authorised. */
export function paymentAuthorizedDetail(state: CardPaymentState): PaymentAuthorizedDetail | null {
  if (state.step !== 'payment_method_authorized' || !state.paymentId) return null;
  return { paymentId: state.paymentId, tokenReference: state.tokenReference ?? '' };
}
