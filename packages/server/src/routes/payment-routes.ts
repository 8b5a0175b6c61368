import type { AuthToken, PaymentApi, PaymentCallRequest } from '@haulkit/core';
import { CARD_FIELDS } from '@haulkit/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { commonErrorBody, singleInputErrorBody } from '../error-bodies.js';
import type { BearerTokens } from './bearer-tokens.js';
import { IDEMPOTENCY_HEADER, IdempotencyStore } from './idempotency.js';
import { onlyMaskedChunks } from './masked-answer.js';
import { answer, bearerToken, forbidden, readJson } from './request.js';
import { TextSchema } from './schemas.js';
import { addSimulatorRoutes } from './simulator-routes.js';

export { onlyMaskedChunks } from './masked-answer.js';

/** A `{product}Reference` field name: the product is the part before `Reference`. */
const REFERENCE_FIELD = /^([A-Za-z][A-Za-z0-9_]*)Reference$/;

const CallBodySchema = v.object({ callId: TextSchema, paymentId: TextSchema, locale: v.optional(TextSchema) });
const CaptureBodySchema = v.object({ ...CallBodySchema.entries, field: v.picklist(CARD_FIELDS) });

/** Body of create-payment-session: callId, locale and exactly one `{product}Reference`. */
const CreateBodySchema = v.pipe(
  v.looseObject({ callId: TextSchema, locale: v.optional(TextSchema) }),
  v.check(
    (body) => Object.keys(body).filter((key) => REFERENCE_FIELD.test(key)).length === 1,
    'send exactly one {product}Reference field',
  ),
  v.transform((body) => {
    const key = Object.keys(body).find((name) => REFERENCE_FIELD.test(name)) ?? '';
    const product = REFERENCE_FIELD.exec(key)?.[1] ?? '';
    return { callId: body.callId, locale: body.locale, product, reference: body[key] };
  }),
  v.object({
    callId: v.string(),
    locale: v.optional(v.string()),
    product: v.string(),
    reference: v.union([TextSchema, v.pipe(v.number(), v.finite(), v.transform(String))], 'must be text'),
  }),
);

/**
 * The card-by-phone service (docs/behaviour/back-office.md §7): GET /twilio-pay/token/{callId} on
 * the marketplace (with `simulator` on only, see below), and POST /pay/{action} with
 * `Authorization: Bearer <token>` for that call.
 * A missing, unknown, expired or other call's bearer is refused with 403 `{type: 'permission'}`
 * before the body is read. An answer carrying card data beyond the last four digits is never
 * sent: it becomes a 500 `server_error`. create-payment-session honours `Idempotency-Key`: the
 * same key on the same call with the same body answers the session the first request opened
 * (passed on to the port as `idempotencyKey`); the same key with another body is 409
 * `idempotency_key_reused`; a malformed key is 400. The token route and the simulator are for the
 * gallery and tests: with `simulator` on the token route answers (whatever the port), and with the
 * demo simulator as the port its caller's-side controls are mounted under `/simulator/` too (see
 * `addSimulatorRoutes`); off, neither is there (404), so a deployed server cannot be used to key
 * digits into any call id.
 */
export function addPaymentRoutes(
  app: Hono,
  pay: Hono,
  payment: PaymentApi,
  bearers: BearerTokens,
  simulator = false,
): void {
  const replays = new IdempotencyStore(bearers.clock);

  // The marketplace hands a call's bearer to its signed-in operators; this server has none, so it
  // hands one out only for the gallery and tests, with the simulator on. Off, the path answers
  // 404, and without a bearer no /pay/ call can be made on any call id.
  if (simulator) {
    app.get('/twilio-pay/token/:callId', async (c) => {
      const callId = c.req.param('callId');
      const issued = await payment.getBearerToken(callId, c.req.raw.signal);
      bearers.issue(issued.token, callId);
      return answer(c, issued);
    });
  }

  /** The JSON body checked, after the bearer is checked for the body's callId. */
  async function authorised<S extends v.GenericSchema<unknown, { callId: string }>>(c: Context, schema: S) {
    const token = bearerToken(c);
    if (token === undefined) return { ok: false as const, response: forbidden(c) };
    const body = await readJson(c, schema);
    if (!body.ok) return body;
    if (bearers.use(token, body.value.callId) !== undefined) return { ok: false as const, response: forbidden(c) };
    const auth: AuthToken = { token };
    return { ok: true as const, value: { ...body.value, auth } };
  }

  const masked = (c: Context, value: unknown) =>
    onlyMaskedChunks(value) ? answer(c, value) : c.json(commonErrorBody('server_error'), 500);

  pay.post('/create-payment-session', async (c) => {
    const body = await authorised(c, CreateBodySchema);
    if (!body.ok) return body.response;
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
    if (key === undefined || key === '') {
      return masked(c, await payment.createPaymentSession(body.value, c.req.raw.signal));
    }
    if (!IdempotencyStore.isValidKey(key)) {
      return c.json(singleInputErrorBody('invalid', 'Idempotency-Key: must be 1 to 255 printable characters'), 400);
    }
    const { auth, ...request } = body.value;
    const fingerprint = JSON.stringify([request.product, request.reference, request.locale ?? null]);
    const outcome = await replays.run(request.callId, key, fingerprint, () =>
      payment.createPaymentSession({ ...request, auth, idempotencyKey: key }, c.req.raw.signal),
    );
    if (outcome.kind === 'conflict') return c.json(commonErrorBody('idempotency_key_reused'), 409);
    return masked(c, outcome.answer);
  });
  pay.post('/capture-card-data', async (c) => {
    const body = await authorised(c, CaptureBodySchema);
    if (!body.ok) return body.response;
    return masked(c, await payment.captureCardData(body.value, c.req.raw.signal));
  });
  const onCall = (path: string, run: (request: PaymentCallRequest, signal: AbortSignal) => Promise<unknown>) => {
    pay.post(path, async (c) => {
      const body = await authorised(c, CallBodySchema);
      if (!body.ok) return body.response;
      return masked(c, await run(body.value, c.req.raw.signal));
    });
  };
  onCall('/capture-card-data-status', (request, signal) => payment.getCaptureStatus(request, signal));
  onCall('/get-token', (request, signal) => payment.getPaymentMethodToken(request, signal));
  onCall('/complete', (request, signal) => payment.completePaymentSession(request, signal));
  onCall('/cancel', (request, signal) => payment.cancelPaymentSession(request, signal));
  if (simulator) addSimulatorRoutes(app, payment);
}
