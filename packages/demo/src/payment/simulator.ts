import {
  CARD_FIELDS,
  type CardCaptureStatus,
  type CardField,
  type MaskedCardChunk,
  type PaymentApi,
  type PaymentCallRequest,
  type PaymentLeave,
  type PaymentSession,
} from '@haulkit/core';
import { BoundedMap } from '../bounded-map.js';
import { DEMO_STORE_LIMITS, type DemoContext } from '../context.js';
import { commonError, DemoError, inputError, permissionError } from '../errors/demo-error.js';
import { wait } from '../latency.js';
import { hexDigits } from '../random.js';
import {
  CAPTURE_ERROR_MESSAGES,
  type CaptureErrorType,
  type CardOutcome,
  keyField,
  TEST_CARDS,
  type TestCard,
} from './cards.js';

/**
 * A call as the simulator's control panel sees it: the latest payment session on the call, masked
 * like everything the simulator answers, plus what the caller's keypad is doing (which field it
 * types into and how many digits are typed so far, never the digits).
 */
export interface SimulatorCallState extends CardCaptureStatus {
  readonly callId: string;
  /** Null while the operator has not opened a payment session on the call. */
  readonly paymentId: string | null;
  /** 'none' while the operator has not opened a payment session on the call. */
  readonly status: 'none' | 'open' | 'completed' | 'cancelled';
  /** The field the caller's keypad types into now (the last one asked for, while its capture runs). */
  readonly capturing: CardField | null;
  /** How many digits the caller has typed into that field so far. */
  readonly keyed: number;
  /** get-token answers payment_method_token_timeout (expireToken). */
  readonly tokenTimeout: boolean;
  /** get-token answers "no token yet" for ever (expireToken with `silent`): the widget's own clock runs out. */
  readonly tokenNeverArrives: boolean;
  /** cancel answers failed-to-cancel-invalid-state (refuseCancel). */
  readonly cancelRefused: boolean;
  /** How cancel is refused (refuseCancel), or null while it is not. */
  readonly cancelRefusal: CancelRefusal | null;
  /** Status checks on the call fail with 503 (dropConnection). */
  readonly connectionLost: boolean;
}

/**
 * How the provider refuses a cancel: `invalid-state` answers failed-to-cancel-invalid-state; `open`
 * answers the session still open; `error` fails with 503 `server_error`. Each leaves it open.
 */
export type CancelRefusal = 'invalid-state' | 'open' | 'error';

/**
 * Drives the card-by-phone simulator from a test or a demo page: what the customer does on the
 * phone keypad and what the provider answers. Each returns the call's masked state.
 */
export interface DemoPaymentControls {
  /** The customer keys `digits` for a field the operator asked for (captureCardData first). */
  typeDigits(callId: string, field: CardField, digits: string): SimulatorCallState;
  /**
   * The provider reports a capture error for a field (timeout, invalid-card-number …); without a
   * field, the one being captured; without an error type, 'timeout' (the input timeout).
   */
  failCapture(callId: string, field?: CardField, errorType?: CaptureErrorType): SimulatorCallState;
  /**
   * The payment method token never comes: get-token answers payment_method_token_timeout, or
   * with `silent` keeps answering "no token yet", so the widget's own 15 s timeout runs out.
   */
  expireToken(callId: string, silent?: boolean): SimulatorCallState;
  /**
   * The provider refuses to cancel, leaving the session open: cancel answers
   * failed-to-cancel-invalid-state (the default), the session still open (`open`), or 503 (`error`);
   * `none` lets cancels through again.
   */
  refuseCancel(callId: string, how?: CancelRefusal | 'none'): SimulatorCallState;
  /**
   * The connection to the provider drops (`lost`, the default) or comes back: while it is down,
   * capture status checks on the call fail with 503 `server_error`; the session goes on.
   */
  dropConnection(callId: string, lost?: boolean): SimulatorCallState;
  /**
   * The caller presses keys on the phone keypad: digits go into the field being captured, '#'
   * ends it (the provider checks it: captured or failed), '*' clears what was typed; spaces and
   * dashes are ignored, as are keys pressed while no field is being captured after a '#'.
   * Refused (409 field_not_requested) when no field is being captured at all.
   */
  pressKeys(callId: string, keys: string): SimulatorCallState;
  /** The call's latest session as the control panel sees it; status 'none' before there is one. */
  callState(callId: string): SimulatorCallState;
  /** The test cards the caller may key in. */
  testCards(): readonly TestCard[];
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
  /** The provider's error type of a failed capture (timeout, invalid-card-number …). */
  errorType?: CaptureErrorType;
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
  /** get-token answers no token, for ever. */
  tokenSilent: boolean;
  cancelRefusal?: CancelRefusal;
  connectionLost: boolean;
  /** The field the keypad types into: the last one asked for, while its capture runs. */
  capturing?: CardField;
  /** What the caller typed into it so far (the simulator is the provider: only it holds digits). */
  keyed: string;
  /** Each field's chunk before it was last asked for, to go back to when another field is asked for. */
  before: Partial<Record<CardField, Chunk>>;
}

/** The most digits the keypad buffer holds (a card number has at most 19). */
const MAX_KEYED = 32;

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

function callState(session: Session): SimulatorCallState {
  return {
    callId: session.callId,
    paymentId: session.paymentId,
    status: session.status,
    paymentSessionStatus: session.sessionStatus,
    capturing: session.capturing ?? null,
    keyed: session.capturing ? session.keyed.length : 0,
    fields: structuredClone(session.fields),
    tokenTimeout: session.tokenExpired,
    tokenNeverArrives: session.tokenSilent,
    cancelRefused: session.cancelRefusal !== undefined,
    cancelRefusal: session.cancelRefusal ?? null,
    connectionLost: session.connectionLost,
  };
}

const notRequested = (method: string, reason: string) =>
  new DemoError({ method, status: 409, body: { errors: { common: ['field_not_requested'] } }, reason });

const allCaptured = (session: Session) =>
  CARD_FIELDS.every((field) => session.fields[field].status === 'successfully-captured');

/**
 * The card-by-phone simulator: the PaymentApi of back-office §7 in memory, plus controls. A
 * session's fields go not-captured-yet → capture-in-progress (captureCardData) →
 * successfully-captured or capture-failed (typeDigits, pressKeys, failCapture); a failed field
 * can be asked for again. One field is captured at a time, as on a real call: asking for another
 * while one is still in progress puts the earlier one back as it was. Once all four are captured get-token answers a token (or the test card's decline),
 * then complete. Only masked values are ever kept. A create-payment-session with an
 * `idempotencyKey` already used on the call answers the session that key opened. Calls, sessions
 * and keys are each kept at most DEMO_STORE_LIMITS.paymentSessions (30 min idle, 12 h in all).
 */
export function buildDemoPaymentApi(context: DemoContext): PaymentApi & PaymentLeave & DemoPaymentControls {
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
    if (session.capturing === field && chunk.status !== 'capture-in-progress') {
      session.capturing = undefined;
      session.keyed = '';
    }
    session.sessionStatus = allCaptured(session) ? DEMO_SESSION_STATUSES.captured : DEMO_SESSION_STATUSES.capturing;
  };
  /** The provider checks what was keyed for a field: captured with its masked value, or failed. */
  const keyIn = (session: Session, field: CardField, digits: string) => {
    const keyed = keyField(field, digits, context.now());
    if (keyed.ok) {
      if (keyed.outcome) session.outcome = keyed.outcome;
      settleField(session, field, { status: 'successfully-captured', value: keyed.value });
    } else {
      settleField(session, field, {
        status: 'capture-failed',
        errorType: keyed.error,
        errorMessage: CAPTURE_ERROR_MESSAGES[keyed.error],
      });
    }
  };
  /** Starts capturing `field`; a different field still in progress goes back to what it was. */
  const askFor = (session: Session, field: CardField) => {
    const earlier = session.capturing;
    if (earlier !== undefined && earlier !== field && session.fields[earlier].status === 'capture-in-progress') {
      session.fields[earlier] = session.before[earlier] ?? { status: 'not-captured-yet' };
    }
    if (session.fields[field].status !== 'capture-in-progress') session.before[field] = session.fields[field];
    session.capturing = field;
    session.keyed = '';
    settleField(session, field, { status: 'capture-in-progress' });
  };

  /** Cancels the call's session, unless the provider was told to refuse (refuseCancel) or it is completed. */
  const cancel = async (request: PaymentCallRequest, signal?: AbortSignal): Promise<PaymentSession> => {
    await wait(context.latencyMs, signal);
    const session = sessionOf('cancelPaymentSession', request);
    if (session.cancelRefusal === 'error') throw commonError('cancelPaymentSession', 503, 'server_error');
    if (session.cancelRefusal === 'open') return view(session);
    if (session.cancelRefusal === 'invalid-state' || session.status === 'completed') {
      return { ...view(session), paymentSessionStatus: DEMO_SESSION_STATUSES.cancelRefused };
    }
    session.status = 'cancelled';
    session.sessionStatus = DEMO_SESSION_STATUSES.cancelled;
    session.capturing = undefined;
    session.keyed = '';
    return view(session);
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
      // One open payment per call: a start while one is open (its cancel refused or lost, a page
      // reloaded) gets that one back, never a second.
      const current = sessions.get(latestByCall.get(request.callId) ?? '');
      if (current?.status === 'open' && current.reference[`${request.product}Reference`] === request.reference) {
        if (keyId !== undefined) byKey.set(keyId, current.paymentId);
        return view(current);
      }
      const session: Session = {
        callId: request.callId,
        paymentId: `pay_${hexDigits(context.random, 16)}`,
        paymentSessionId: `ps_${hexDigits(context.random, 16)}`,
        reference: { [`${request.product}Reference`]: request.reference },
        status: 'open',
        sessionStatus: DEMO_SESSION_STATUSES.created,
        fields: freshFields(),
        tokenExpired: false,
        tokenSilent: false,
        connectionLost: false,
        keyed: '',
        before: {},
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
      askFor(session, request.field);
      return view(session);
    },

    async getCaptureStatus(request, signal) {
      await wait(context.latencyMs, signal);
      const session = sessionOf('getCaptureStatus', request);
      if (session.connectionLost) throw commonError('getCaptureStatus', 503, 'server_error');
      return captureStatus(session);
    },

    async getPaymentMethodToken(request, signal) {
      await wait(context.latencyMs, signal);
      const session = sessionOf('getPaymentMethodToken', request);
      if (session.token) return { token: session.token, paymentSessionStatus: session.sessionStatus };
      if (session.status !== 'open' || session.tokenSilent) return { paymentSessionStatus: session.sessionStatus };
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

    cancelPaymentSession: cancel,

    cancelOnLeave(request) {
      cancel(request).catch(() => undefined);
    },

    typeDigits(callId, field, digits) {
      const session = open('typeDigits', latest('typeDigits', callId));
      if (session.fields[field]?.status !== 'capture-in-progress') {
        throw notRequested('typeDigits', `${field} was not asked for`);
      }
      keyIn(session, field, digits);
      return callState(session);
    },

    failCapture(callId, field, errorType = 'timeout') {
      const session = open('failCapture', latest('failCapture', callId));
      const target = field ?? session.capturing;
      if (target === undefined) throw notRequested('failCapture', 'no field is being captured');
      const type: CaptureErrorType = errorType in CAPTURE_ERROR_MESSAGES ? errorType : 'timeout';
      settleField(session, target, {
        status: 'capture-failed',
        errorType: type,
        errorMessage: CAPTURE_ERROR_MESSAGES[type],
      });
      return callState(session);
    },

    pressKeys(callId, keys) {
      const session = open('pressKeys', latest('pressKeys', callId));
      if (session.capturing === undefined) throw notRequested('pressKeys', 'no field is being captured');
      for (const key of String(keys ?? '')) {
        const field = session.capturing;
        if (field === undefined) break;
        if (key >= '0' && key <= '9') {
          if (session.keyed.length < MAX_KEYED) session.keyed += key;
        } else if (key === '*') session.keyed = '';
        else if (key === '#') keyIn(session, field, session.keyed);
      }
      return callState(session);
    },

    callState(callId) {
      const session = sessions.get(latestByCall.get(callId) ?? '');
      if (session) return callState(session);
      return {
        callId,
        paymentId: null,
        status: 'none',
        capturing: null,
        keyed: 0,
        fields: {},
        tokenTimeout: false,
        tokenNeverArrives: false,
        cancelRefused: false,
        cancelRefusal: null,
        connectionLost: false,
      };
    },

    testCards() {
      return TEST_CARDS;
    },

    expireToken(callId, silent = false) {
      const session = latest('expireToken', callId);
      if (silent) session.tokenSilent = true;
      else session.tokenExpired = true;
      return callState(session);
    },

    refuseCancel(callId, how = 'invalid-state') {
      const session = latest('refuseCancel', callId);
      session.cancelRefusal = how === 'none' ? undefined : how;
      return callState(session);
    },

    dropConnection(callId, lost = true) {
      const session = latest('dropConnection', callId);
      session.connectionLost = lost;
      return callState(session);
    },
  };
}
