import {
  CARD_FIELDS,
  type CardCaptureStatus,
  type CardField,
  type MaskedCardChunk,
  type PaymentApi,
  type PaymentCallRequest,
  type PaymentSession,
} from '@haulkit/core';
import { BoundedMap } from '../bounded-map.js';
import { DEMO_STORE_LIMITS, type DemoContext } from '../context.js';
import { commonError, DemoError, inputError, permissionError } from '../errors/demo-error.js';
import { wait } from '../latency.js';
import { hexDigits } from '../random.js';
import { CAPTURE_ERROR_MESSAGES, type CaptureErrorType, type CardOutcome, keyField } from './cards.js';

/**
 * Drives the card-by-phone simulator from a test or a demo page: what the customer does on the
 * phone keypad and what the provider answers. Each returns the session's masked capture status.
 */
export interface DemoPaymentControls {
  /** The customer keys `digits` for a field the operator asked for (captureCardData first). */
  typeDigits(callId: string, field: CardField, digits: string): CardCaptureStatus;
  /** The provider reports a capture error for a field (timeout, invalid-card-number …). */
  failCapture(callId: string, field: CardField, errorType: CaptureErrorType): CardCaptureStatus;
  /** The payment method token never comes: get-token answers payment_method_token_timeout. */
  expireToken(callId: string): CardCaptureStatus;
  /** The provider refuses to cancel: cancel answers failed-to-cancel-invalid-state. */
  refuseCancel(callId: string): CardCaptureStatus;
}

/** Session statuses the simulator moves through (the spec names only the last three). */
export const DEMO_SESSION_STATUSES = {
  created: 'payment-session-created',
  capturing: 'capture-in-progress',
  captured: 'card-data-captured',
  authorized: 'payment-method-authorized',
  completed: 'completed',
  cancelled: 'cancelled',
  tokenTimeout: 'payment_method_token_timeout',
  cancelRefused: 'failed-to-cancel-invalid-state',
} as const;

/** One field as the simulator keeps it (a type alias, so it reads as the model's loose CardChunk). */
type Chunk = {
  status: MaskedCardChunk['status'];
  value?: MaskedCardChunk['value'];
  errorMessage?: string;
};

interface Session {
  readonly callId: string;
  readonly paymentId: string;
  readonly paymentSessionId: string;
  readonly reference: Record<string, string>;
  status: 'open' | 'completed' | 'cancelled';
  sessionStatus: string;
  fields: Record<CardField, Chunk>;
  outcome?: CardOutcome;
  token?: string;
  tokenExpired: boolean;
  cancelRefused: boolean;
}

const freshFields = (): Record<CardField, Chunk> =>
  Object.fromEntries(CARD_FIELDS.map((field) => [field, { status: 'not-captured-yet' }])) as Record<CardField, Chunk>;

function captureStatus(session: Session): CardCaptureStatus {
  return { paymentSessionStatus: session.sessionStatus, fields: structuredClone(session.fields) };
}

function view(session: Session): PaymentSession {
  return {
    callId: session.callId,
    paymentId: session.paymentId,
    paymentSessionId: session.paymentSessionId,
    paymentSessionStatus: session.sessionStatus,
    fields: structuredClone(session.fields),
    status: session.status,
    ...(session.token ? { token: session.token } : {}),
    ...session.reference,
  };
}

const allCaptured = (session: Session) =>
  CARD_FIELDS.every((field) => session.fields[field].status === 'successfully-captured');

/**
 * The card-by-phone simulator: the PaymentApi of back-office §7 in memory, plus controls. A
 * session's fields go not-captured-yet → capture-in-progress (captureCardData) →
 * successfully-captured or capture-failed (typeDigits, failCapture); a failed field can be asked
 * for again. Once all four are captured get-token answers a token (or the test card's decline),
 * then complete. Only masked values are ever kept. A create-payment-session with an
 * `idempotencyKey` already used on the call answers the session that key opened. Calls, sessions
 * and keys are each kept at most DEMO_STORE_LIMITS.paymentSessions (30 min idle, 12 h in all).
 */
export function buildDemoPaymentApi(context: DemoContext): PaymentApi & DemoPaymentControls {
  const bounds = context.bounds(DEMO_STORE_LIMITS.paymentSessions);
  const bearers = new BoundedMap<string, string>(bounds);
  const sessions = new BoundedMap<string, Session>(bounds);
  const latestByCall = new BoundedMap<string, string>(bounds);
  /** paymentId by call and Idempotency-Key. */
  const byKey = new BoundedMap<string, string>(bounds);

  const sessionOf = (method: string, request: PaymentCallRequest): Session => {
    if (bearers.get(request.callId) !== request.auth?.token) throw permissionError(method);
    const session = sessions.get(request.paymentId);
    if (!session || session.callId !== request.callId) throw commonError(method, 404, 'payment_session_not_found');
    return session;
  };
  const latest = (method: string, callId: string): Session => {
    const session = sessions.get(latestByCall.get(callId) ?? '');
    if (!session) throw commonError(method, 404, 'payment_session_not_found');
    return session;
  };
  const open = (method: string, session: Session): Session => {
    if (session.status !== 'open') throw commonError(method, 409, 'unexpected_error');
    return session;
  };
  const settleField = (session: Session, field: CardField, chunk: Chunk) => {
    session.fields[field] = chunk;
    session.sessionStatus = allCaptured(session) ? DEMO_SESSION_STATUSES.captured : DEMO_SESSION_STATUSES.capturing;
  };

  return {
    async getBearerToken(callId, signal) {
      await wait(context.latencyMs, signal);
      if (String(callId ?? '').trim() === '') throw inputError('getBearerToken', 'callId', 'missing');
      const token = bearers.get(callId) ?? `demo-pay-${hexDigits(context.random, 24)}`;
      bearers.set(callId, token);
      return { token };
    },

    async createPaymentSession(request, signal) {
      await wait(context.latencyMs, signal);
      if (bearers.get(request.callId) !== request.auth?.token) throw permissionError('createPaymentSession');
      const keyId = request.idempotencyKey ? `${request.callId}\u0000${request.idempotencyKey}` : undefined;
      const replayed = keyId === undefined ? undefined : sessions.get(byKey.get(keyId) ?? '');
      if (replayed !== undefined) return view(replayed);
      const session: Session = {
        callId: request.callId,
        paymentId: `pay_${hexDigits(context.random, 16)}`,
        paymentSessionId: `ps_${hexDigits(context.random, 16)}`,
        reference: { [`${request.product}Reference`]: request.reference },
        status: 'open',
        sessionStatus: DEMO_SESSION_STATUSES.created,
        fields: freshFields(),
        tokenExpired: false,
        cancelRefused: false,
      };
      sessions.set(session.paymentId, session);
      latestByCall.set(request.callId, session.paymentId);
      if (keyId !== undefined) byKey.set(keyId, session.paymentId);
      return view(session);
    },

    async captureCardData(request, signal) {
      await wait(context.latencyMs, signal);
      const session = open('captureCardData', sessionOf('captureCardData', request));
      if (!(CARD_FIELDS as readonly string[]).includes(request.field))
        throw inputError('captureCardData', 'field', 'not_valid');
      settleField(session, request.field, { status: 'capture-in-progress' });
      return view(session);
    },

    async getCaptureStatus(request, signal) {
      await wait(context.latencyMs, signal);
      return captureStatus(sessionOf('getCaptureStatus', request));
    },

    async getPaymentMethodToken(request, signal) {
      await wait(context.latencyMs, signal);
      const session = sessionOf('getPaymentMethodToken', request);
      if (session.token) return { token: session.token, paymentSessionStatus: session.sessionStatus };
      if (session.status !== 'open') return { paymentSessionStatus: session.sessionStatus };
      if (session.tokenExpired) session.sessionStatus = DEMO_SESSION_STATUSES.tokenTimeout;
      else if (allCaptured(session) && session.outcome && session.outcome !== 'approved') {
        session.sessionStatus = session.outcome;
      } else if (allCaptured(session)) {
        session.token = `pm_${hexDigits(context.random, 24)}`;
        session.sessionStatus = DEMO_SESSION_STATUSES.authorized;
        return { token: session.token, paymentSessionStatus: session.sessionStatus };
      }
      return { paymentSessionStatus: session.sessionStatus };
    },

    async completePaymentSession(request, signal) {
      await wait(context.latencyMs, signal);
      const session = open('completePaymentSession', sessionOf('completePaymentSession', request));
      if (!session.token) throw commonError('completePaymentSession', 409, 'unexpected_error');
      session.status = 'completed';
      session.sessionStatus = DEMO_SESSION_STATUSES.completed;
      return view(session);
    },

    async cancelPaymentSession(request, signal) {
      await wait(context.latencyMs, signal);
      const session = sessionOf('cancelPaymentSession', request);
      if (session.cancelRefused || session.status === 'completed') {
        return { ...view(session), paymentSessionStatus: DEMO_SESSION_STATUSES.cancelRefused };
      }
      session.status = 'cancelled';
      session.sessionStatus = DEMO_SESSION_STATUSES.cancelled;
      return view(session);
    },

    typeDigits(callId, field, digits) {
      const session = open('typeDigits', latest('typeDigits', callId));
      if (session.fields[field]?.status !== 'capture-in-progress') {
        throw new DemoError({
          method: 'typeDigits',
          status: 409,
          body: { errors: { common: ['field_not_requested'] } },
          reason: `${field} was not asked for`,
        });
      }
      const keyed = keyField(field, digits, context.now());
      if (keyed.ok) {
        if (keyed.outcome) session.outcome = keyed.outcome;
        settleField(session, field, { status: 'successfully-captured', value: keyed.value });
      } else {
        settleField(session, field, { status: 'capture-failed', errorMessage: CAPTURE_ERROR_MESSAGES[keyed.error] });
      }
      return captureStatus(session);
    },

    failCapture(callId, field, errorType) {
      const session = open('failCapture', latest('failCapture', callId));
      settleField(session, field, { status: 'capture-failed', errorMessage: CAPTURE_ERROR_MESSAGES[errorType] });
      return captureStatus(session);
    },

    expireToken(callId) {
      const session = latest('expireToken', callId);
      session.tokenExpired = true;
      return captureStatus(session);
    },

    refuseCancel(callId) {
      const session = latest('refuseCancel', callId);
      session.cancelRefused = true;
      return captureStatus(session);
    },
  };
}
