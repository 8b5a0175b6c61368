import type { CardField, PaymentApi } from '@haulkit/core';
import { CAPTURE_ERROR_CODES, CARD_FIELDS } from '@haulkit/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { commonErrorBody } from '../error-bodies.js';
import { errorAnswer } from '../port-errors.js';
import { onlyMaskedChunks } from './masked-answer.js';
import { answer, readJson } from './request.js';
import { TextSchema } from './schemas.js';

/**
 * The card-by-phone simulator's controls (`DemoPaymentControls` of `@haulkit/demo`): the caller's
 * keypad and what the provider does. Each answers the call's masked state.
 */
export interface PaymentSimulator {
  pressKeys(callId: string, keys: string): unknown;
  typeDigits(callId: string, field: CardField, digits: string): unknown;
  failCapture(callId: string, field?: CardField, errorType?: string): unknown;
  expireToken(callId: string, silent?: boolean): unknown;
  refuseCancel(callId: string, how?: CancelRefusal): unknown;
  dropConnection(callId: string, lost?: boolean): unknown;
  callState(callId: string): unknown;
  testCards(): unknown;
}

const SIMULATOR_METHODS = [
  'pressKeys',
  'typeDigits',
  'failCapture',
  'expireToken',
  'refuseCancel',
  'dropConnection',
  'callState',
  'testCards',
] as const satisfies readonly (keyof PaymentSimulator)[];

/** The payment port's simulator, when the port is one (the demo adapters); else undefined. */
export function paymentSimulator(payment: PaymentApi): PaymentSimulator | undefined {
  const candidate = payment as unknown as Partial<Record<keyof PaymentSimulator, unknown>>;
  return SIMULATOR_METHODS.every((name) => typeof candidate[name] === 'function')
    ? (payment as unknown as PaymentSimulator)
    : undefined;
}

const KeypadBodySchema = v.object({
  keys: v.pipe(v.string(), v.regex(/^[\d\s#*-]{1,64}$/, 'must be 1 to 64 keypad keys (0-9, * and #)')),
});
const TypeBodySchema = v.object({
  field: v.picklist(CARD_FIELDS),
  digits: v.pipe(v.string(), v.regex(/^[\d\s-]{0,32}$/, 'must be digits')),
});
/** How a cancel is refused: the invalid-state status, the session still open, or a 503; `none` stops refusing. */
const CANCEL_REFUSALS = ['invalid-state', 'open', 'error', 'none'] as const;
type CancelRefusal = (typeof CANCEL_REFUSALS)[number];
const RefuseCancelBodySchema = v.optional(v.object({ how: v.optional(v.picklist(CANCEL_REFUSALS)) }), {});
const ConnectionBodySchema = v.object({ lost: v.boolean() });
const TokenTimeoutBodySchema = v.optional(v.object({ silent: v.optional(v.boolean()) }), {});
const FailBodySchema = v.optional(
  v.object({
    field: v.optional(v.picklist(CARD_FIELDS)),
    errorType: v.optional(v.pipe(TextSchema, v.picklist(CAPTURE_ERROR_CODES))),
  }),
  {},
);

/**
 * The card-by-phone simulator's control routes, the caller's side of the call (the widget never
 * calls them; tests and the softphone example's call panel do). Mounted at the server root under
 * `/simulator/` only when the server runs with `simulator: true` and the payment port is the demo
 * simulator, faults on or not:
 * - GET /simulator/cards: the test cards (public test numbers, with the outcome each gives);
 * - GET /simulator/calls/{callId}: the call's latest payment session, masked, with the field the
 *   keypad types into (`capturing`) and how many digits are typed so far (`keyed`);
 * - POST /simulator/calls/{callId}/keypad {keys}: digits into the field being captured, '#' ends
 *   it, '*' clears it;
 * - POST /simulator/calls/{callId}/type {field, digits}: a whole field at once;
 * - POST /simulator/calls/{callId}/fail {field?, errorType?}: the capture fails (by default the
 *   field being captured, with the input timeout);
 * - POST /simulator/calls/{callId}/token-timeout {silent?}: the payment token never arrives (get-token
 *   answers payment_method_token_timeout; with `silent: true` it answers "no token yet" for ever, so
 *   the widget's own 15 s timeout runs out);
 * - POST /simulator/calls/{callId}/refuse-cancel {how?}: cancel is refused, the session left open:
 *   with failed-to-cancel-invalid-state (`invalid-state`, the default), the session still open
 *   (`open`) or a 503 (`error`); `none` lets cancels through again;
 * - POST /simulator/calls/{callId}/connection {lost}: while lost, capture status checks on the
 *   call fail with 503, as a provider out of reach would.
 * Every answer about a call shows card data only masked (a value beyond the last four digits is
 * a 500 `server_error`, never sent); failures answer the §8 bodies (404 without a session on the
 * call, 409 `field_not_requested` when no field is being captured).
 */
export function addSimulatorRoutes(app: Hono, payment: PaymentApi): void {
  const simulator = paymentSimulator(payment);
  if (simulator === undefined) return;

  /** Runs a control; its answer goes out only masked, its failure as a §8 body. */
  const control = async (c: Context, run: () => unknown) => {
    try {
      const value = await run();
      return onlyMaskedChunks(value) ? answer(c, value) : c.json(commonErrorBody('server_error'), 500);
    } catch (error) {
      const { status, body } = errorAnswer(error);
      return body === null ? c.body(null, status as 500) : c.json(body as object, status as 500);
    }
  };
  const callId = (c: Context) => c.req.param('callId') ?? '';

  app.get('/simulator/cards', (c) => control(c, () => simulator.testCards()));
  app.get('/simulator/calls/:callId', (c) => control(c, () => simulator.callState(callId(c))));
  app.post('/simulator/calls/:callId/keypad', async (c) => {
    const body = await readJson(c, KeypadBodySchema);
    if (!body.ok) return body.response;
    return control(c, () => simulator.pressKeys(callId(c), body.value.keys));
  });
  app.post('/simulator/calls/:callId/type', async (c) => {
    const body = await readJson(c, TypeBodySchema);
    if (!body.ok) return body.response;
    return control(c, () => simulator.typeDigits(callId(c), body.value.field, body.value.digits));
  });
  app.post('/simulator/calls/:callId/fail', async (c) => {
    const body = await readJson(c, FailBodySchema);
    if (!body.ok) return body.response;
    const { field, errorType } = body.value;
    return control(c, () => simulator.failCapture(callId(c), field, errorType));
  });
  app.post('/simulator/calls/:callId/token-timeout', async (c) => {
    const body = await readJson(c, TokenTimeoutBodySchema);
    if (!body.ok) return body.response;
    const silent = body.value.silent === true;
    return control(c, () => (silent ? simulator.expireToken(callId(c), true) : simulator.expireToken(callId(c))));
  });
  app.post('/simulator/calls/:callId/refuse-cancel', async (c) => {
    const body = await readJson(c, RefuseCancelBodySchema);
    if (!body.ok) return body.response;
    const how = body.value.how ?? 'invalid-state';
    return control(c, () => simulator.refuseCancel(callId(c), how));
  });
  app.post('/simulator/calls/:callId/connection', async (c) => {
    const body = await readJson(c, ConnectionBodySchema);
    if (!body.ok) return body.response;
    return control(c, () => simulator.dropConnection(callId(c), body.value.lost));
  });
}
