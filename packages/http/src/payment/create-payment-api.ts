import type { AuthToken, PaymentApi, PaymentCallRequest, PaymentLeave } from '@haulkit/core';
import { PaymentSessionSchema } from '@haulkit/core';
import { MISSING_PAYMENT_HOST_CODE, MissingHostError } from '../errors/missing-host-error.js';
import type { PortContext } from '../hosts.js';
import { seg } from '../hosts.js';
import { AuthTokenSchema } from '../schemas/admin.js';
import { CardCaptureStatusSchema, PaymentMethodTokenSchema } from '../schemas/payment.js';
import { joinUrl } from '../transport/call.js';
import { paymentSessionKey } from './payment-session-key.js';

/** The body every call on a running session sends. */
const sessionBody = ({ callId, paymentId, locale }: PaymentCallRequest) => ({ callId, paymentId, locale });

const bearer = (auth: AuthToken) => ({ Authorization: `Bearer ${auth.token}` });

/**
 * The card-by-phone port (docs/behaviour/back-office.md §7): the bearer from GET
 * /twilio-pay/token/{callId} on the marketplace, then POST {paymentBase}/{action} with
 * `Authorization: Bearer`. Without `paymentBase` every service call rejects with
 * MissingHostError code `noPgsLambdaHost` ('No pgs lambda host defined.') and sends nothing.
 * create-payment-session carries an Idempotency-Key (the request's, else derived from its call
 * id, product and reference: see `paymentSessionKey`), so it alone of the POSTs is retried, on
 * 408, 429, 5xx, a dropped connection and a timeout, with the same key every time;
 * answers are read with core's schemas, which refuse any card chunk showing more than the
 * last four digits. `cancelOnLeave` sends the same cancel with fetch's `keepalive`, started before
 * it returns, so it survives the page being left or reloaded; its answer is not read.
 */
export function paymentApiOf({
  call,
  hosts,
  idempotencyKey = paymentSessionKey,
}: PortContext): PaymentApi & PaymentLeave {
  const service = (action: string) => {
    if (hosts.payment === undefined) {
      throw new MissingHostError({
        method: 'POST',
        url: action,
        option: 'paymentBase',
        code: MISSING_PAYMENT_HOST_CODE,
      });
    }
    return joinUrl(hosts.payment, action);
  };
  return {
    getBearerToken: (callId, signal) =>
      call({
        method: 'GET',
        url: joinUrl(hosts.api, `twilio-pay/token/${seg(callId)}`),
        schema: AuthTokenSchema,
        signal,
      }),
    createPaymentSession: async (request, signal) =>
      call({
        method: 'POST',
        url: service('create-payment-session'),
        headers: bearer(request.auth),
        json: { callId: request.callId, [`${request.product}Reference`]: request.reference, locale: request.locale },
        schema: PaymentSessionSchema,
        signal,
        idempotencyKey: idempotencyKey(request),
      }),
    captureCardData: async (request, signal) =>
      call({
        method: 'POST',
        url: service('capture-card-data'),
        headers: bearer(request.auth),
        json: { ...sessionBody(request), field: request.field },
        schema: PaymentSessionSchema,
        signal,
      }),
    getCaptureStatus: async (request, signal) =>
      call({
        method: 'POST',
        url: service('capture-card-data-status'),
        headers: bearer(request.auth),
        json: sessionBody(request),
        schema: CardCaptureStatusSchema,
        signal,
      }),
    getPaymentMethodToken: async (request, signal) =>
      call({
        method: 'POST',
        url: service('get-token'),
        headers: bearer(request.auth),
        json: sessionBody(request),
        schema: PaymentMethodTokenSchema,
        signal,
      }),
    completePaymentSession: async (request, signal) =>
      call({
        method: 'POST',
        url: service('complete'),
        headers: bearer(request.auth),
        json: sessionBody(request),
        schema: PaymentSessionSchema,
        signal,
      }),
    cancelPaymentSession: async (request, signal) =>
      call({
        method: 'POST',
        url: service('cancel'),
        headers: bearer(request.auth),
        json: sessionBody(request),
        schema: PaymentSessionSchema,
        signal,
      }),
    // fetch with keepalive rather than sendBeacon: a beacon can neither send the Authorization
    // header nor a JSON content type, and the cancel needs both, as every service call does.
    cancelOnLeave: (request) => {
      if (hosts.payment === undefined) return;
      call({
        method: 'POST',
        url: service('cancel'),
        headers: bearer(request.auth),
        json: sessionBody(request),
        schema: undefined,
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}
