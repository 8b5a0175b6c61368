import type { CardField, PaymentApi } from '@haulkit/core';
import { CARD_FIELDS } from '@haulkit/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { commonErrorBody, singleInputErrorBody } from '../error-bodies.js';
import { onlyMaskedChunks } from '../routes/payment-routes.js';
import { answer, DONE, readJson } from '../routes/request.js';
import { TextSchema } from '../routes/schemas.js';
import { parseFault } from './fault-spec.js';
import type { FaultState } from './fault-state.js';

/**
 * What a test may do to the card-by-phone simulator (`DemoPaymentControls` of `@haulkit/demo`):
 * type digits on the keypad, fail a field's capture, time the payment token out, refuse a cancel.
 * Each answers the session's masked capture status, synchronously or as a promise.
 */
export interface PaymentSimulatorControls {
  typeDigits(callId: string, field: CardField, digits: string): unknown;
  failCapture(callId: string, field: CardField, errorType: string): unknown;
  expireToken(callId: string): unknown;
  refuseCancel(callId: string): unknown;
}

/** The payment port's simulator controls, when it has them. */
export function simulatorControls(payment: PaymentApi): PaymentSimulatorControls | undefined {
  const candidate = payment as Partial<Record<keyof PaymentSimulatorControls, unknown>>;
  const names = ['typeDigits', 'failCapture', 'expireToken', 'refuseCancel'] as const;
  return names.every((name) => typeof candidate[name] === 'function')
    ? (payment as unknown as PaymentSimulatorControls)
    : undefined;
}

const RuleBodySchema = v.object({
  path: v.pipe(TextSchema, v.startsWith('/', 'must start with /')),
  method: v.optional(v.pipe(TextSchema, v.toUpperCase())),
  fault: TextSchema,
});
const TypeBodySchema = v.object({
  field: v.picklist(CARD_FIELDS),
  digits: v.pipe(v.string(), v.regex(/^[\d\s#*-]{0,32}$/, 'must be keypad digits')),
});
const FailBodySchema = v.object({ field: v.picklist(CARD_FIELDS), errorType: TextSchema });

/**
 * Test-only control routes, mounted only when faults are on: POST /__faults (add a rule),
 * DELETE /__faults (clear rules, counters and log), GET /__faults/log, and the card-by-phone
 * simulator's POST /__pay/{callId}/type {field, digits}, /fail {field, errorType},
 * /expire-token and /refuse-cancel, each answering the simulator's masked capture status
 * (404 when the payment adapter has no simulator).
 */
export function createControlRoutes(state: FaultState, payment: PaymentApi): Hono {
  const routes = new Hono();
  routes.post('/__faults', async (c) => {
    const body = await readJson(c, RuleBodySchema);
    if (!body.ok) return body.response;
    const parsed = parseFault(body.value.fault);
    if (!parsed.ok) return c.json(singleInputErrorBody('invalid', `fault: ${parsed.message}`), 400);
    const { path, method } = body.value;
    state.addRule(method === undefined ? { path, fault: parsed.fault } : { path, method, fault: parsed.fault });
    return c.json(DONE);
  });
  routes.delete('/__faults', (c) => {
    state.clear();
    return c.json(DONE);
  });
  routes.get('/__faults/log', (c) => c.json(state.entries()));

  const controls = simulatorControls(payment);
  /** The simulator's status, never with card data beyond the last four digits. */
  const status = (c: Context, value: unknown) =>
    onlyMaskedChunks(value) ? answer(c, value) : c.json(commonErrorBody('server_error'), 500);
  routes.use('/__pay/*', async (c, next) =>
    controls === undefined ? c.json(commonErrorBody('not_found'), 404) : next(),
  );
  if (controls === undefined) return routes;
  routes.post('/__pay/:callId/type', async (c) => {
    const body = await readJson(c, TypeBodySchema);
    if (!body.ok) return body.response;
    return status(c, await controls.typeDigits(c.req.param('callId'), body.value.field, body.value.digits));
  });
  routes.post('/__pay/:callId/fail', async (c) => {
    const body = await readJson(c, FailBodySchema);
    if (!body.ok) return body.response;
    return status(c, await controls.failCapture(c.req.param('callId'), body.value.field, body.value.errorType));
  });
  routes.post('/__pay/:callId/expire-token', async (c) => {
    return status(c, await controls.expireToken(c.req.param('callId')));
  });
  routes.post('/__pay/:callId/refuse-cancel', async (c) => {
    return status(c, await controls.refuseCancel(c.req.param('callId')));
  });
  return routes;
}
