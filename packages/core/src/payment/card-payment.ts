import { atom, computed, type ReadableAtom } from 'nanostores';
import { isAbortError } from '../errors.js';
import type { Locale } from '../locale/locales.js';
import type { Currency } from '../locale/money.js';
import type { AuthToken } from '../ports/common.js';
import { CARD_POLL_INTERVAL_MS, PAYMENT_TOKEN_TIMEOUT_MS } from '../ports/constants.js';
import type { CardField, PaymentApi, PaymentCallRequest, PaymentLeave } from '../ports/payment-api.js';
import { onPageHidden } from '../session/page-hidden.js';
import { createTimer, globalTimers, type SessionTimers } from '../session/session-effects.js';
import {
  CANCEL_INVALID_STATE_STATUS,
  CARD_POLL_LOST_AFTER,
  NO_CALL_CODE,
  NO_PAYMENT_ADAPTER_CODE,
  PAYMENT_PRODUCT,
  type PaymentStep,
  UNEXPECTED_ERROR_CODE,
} from './constants.js';
import {
  type CardFieldState,
  cancelLeftOpen,
  freshCardFields,
  isCapturing,
  isTransientPaymentError,
  mergeCardFields,
  missingCardFields,
  paymentErrorCode,
  pollRetryDelay,
  tokenOutcome,
} from './rules.js';

/** What the panel is doing: nothing, or the one call it waits for. */
export type PaymentBusy = 'idle' | 'starting' | 'requesting' | 'completing' | 'cancelling';

/**
 * Where the last action ended, for the words by the buttons: cancelled; a cancel refused with the
 * invalid-state status (back at start); a cancel refused otherwise or answered with the session
 * still open (`stillOpen`: the payment goes on and may be cancelled again).
 */
export type PaymentNotice = 'cancelled' | 'cancelRefused' | 'stillOpen' | null;

/** A payment error: its code (back-office §8); words come from the locale at the edge. */
export interface PaymentError {
  readonly code: string;
  /** The action it broke, so `retry()` runs it again. */
  readonly during: 'start' | 'request' | 'poll' | 'complete' | 'cancel';
}

/** The whole state of one card-by-phone payment. Holds no card data beyond masked values. */
export interface CardPaymentState {
  readonly step: PaymentStep;
  readonly paymentId: string | null;
  /** The provider's session status, as last read (`paymentSessionStatus`). */
  readonly sessionStatus: string | null;
  readonly fields: Readonly<Record<CardField, CardFieldState>>;
  readonly busy: PaymentBusy;
  /** The field whose capture request is on its way. */
  readonly requesting: CardField | null;
  readonly error: PaymentError | null;
  readonly notice: PaymentNotice;
  /** The payment method token the provider returned once authorised: a reference, never card data. */
  readonly tokenReference: string | null;
  /**
   * `lost` once status checks (or token checks while completing) have failed CARD_POLL_LOST_AFTER
   * times in a row for a passing reason (a 5xx, a dropped connection, a timeout); they go on by
   * themselves, and the first one answered makes it `ok` again. The payment is still open meanwhile.
   */
  readonly connection: 'ok' | 'lost';
}

/** Options of {@link createCardPayment}. */
export interface CardPaymentOptions {
  /** The payment port, asked for on each action (a session's `adapters('payment')`); undefined means none configured. */
  payment: () => Promise<PaymentApi | undefined>;
  /** The telephony call the customer is on (`call-id`). */
  callId: string;
  /** The listing's reference, sent as `listingReference`. */
  reference: string;
  /** The product paid for; its reference is sent as `{product}Reference`. @default 'listing' */
  product?: string;
  /** Shown to the operator; the spec's create-payment-session does not send it. */
  amount?: number;
  currency?: Currency;
  /** Sent with every call, for the provider's spoken prompts. @default 'en-GB' */
  locale?: Locale;
  /** Timers (fake ones in tests). @default the global ones */
  timers?: SessionTimers;
  /** The clock of the 15 s token timeout. @default Date.now */
  now?: () => number;
  /** Makes a client idempotency key for create-payment-session. @default crypto.randomUUID, else time and randomness */
  newKey?: () => string;
  /** Cancels the payment when the page is hidden or left. @default true */
  watchPage?: boolean;
}

/** One card-by-phone payment: stores, derived stores and the actions of back-office §4. */
export interface CardPayment {
  readonly $state: ReadableAtom<CardPaymentState>;
  readonly $step: ReadableAtom<PaymentStep>;
  readonly $fields: ReadableAtom<Readonly<Record<CardField, CardFieldState>>>;
  /** The required fields not captured yet (complete is refused while any is left). */
  readonly $missing: ReadableAtom<readonly CardField[]>;
  /** The state of one field, as its own store, so a tile re-renders alone. */
  field(name: CardField): ReadableAtom<CardFieldState>;
  /**
   * Gets the bearer for the call first (GET /twilio-pay/token/{callId}), then opens a payment
   * session with a client idempotency key; a retried start sends the same key, so a lost answer
   * cannot open a second session. Moves to payment_in_progress.
   */
  start(): Promise<void>;
  /**
   * Asks the provider to capture one field, in any order, again after a failure or a success;
   * capture status is then polled every 1,000 ms while any capture runs.
   */
  requestField(field: CardField): Promise<void>;
  /**
   * Completes once every required field is captured (else refused, returning false, no call):
   * polls get-token every 1,000 ms until the token comes, stopping on an error status or after
   * 15 s (`payment_method_token_timeout`), then completes the session: payment_method_authorized.
   * A token check failing for a passing reason is tried again as status checks are (backing off,
   * `connection` lost once it lasts), within the 15 s.
   */
  complete(): Promise<boolean>;
  /**
   * Cancels the running session and goes back to start_payment; a cancel answered
   * `failed-to-cancel-invalid-state` also goes back to start. A cancel refused otherwise, or
   * answered with the session still open, keeps the payment in progress with notice `stillOpen`
   * (polling goes on), so the operator can cancel again.
   */
  cancel(): Promise<void>;
  /**
   * The operator leaves (element removed, page hidden or left): cancels a payment in progress at
   * once, through the port's `cancelOnLeave` (a request that outlives the page) when it has one,
   * and goes back to start; stops polling. Leaving twice sends one cancel. Leaving while Start
   * waits for its answer is remembered: the payment that answer opens is cancelled the same way
   * the moment it arrives (even after `dispose`), and the panel goes back to start.
   */
  leave(): void;
  /** Runs the action the current error broke again. */
  retry(): Promise<void>;
  /** Stops timers and page watching; no call is made (bar the cancel of a start left while in flight). */
  dispose(): void;
}

/** A fresh key per logical start: random, as a client-generated idempotency key should be. */
function randomKey(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (crypto?.randomUUID) return `hk-cbp-${crypto.randomUUID()}`;
  return `hk-cbp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const initial = (): CardPaymentState => ({
  step: 'start_payment',
  paymentId: null,
  sessionStatus: null,
  fields: freshCardFields(),
  busy: 'idle',
  requesting: null,
  error: null,
  notice: null,
  tokenReference: null,
  connection: 'ok',
});

/**
 * The card-by-phone state machine (docs/behaviour/back-office.md §2–§4, §7–§9) over a PaymentApi:
 * start_payment → payment_in_progress → payment_method_authorized. The views only read its
 * stores and call its actions. Card data never reaches it: every chunk goes through
 * `safeCardField`, which keeps masked values only.
 * @example const payment = createCardPayment({ payment: async () => api, callId: 'CA1', reference: '123' }); await payment.start();
 */
export function createCardPayment(options: CardPaymentOptions): CardPayment {
  const timers = options.timers ?? globalTimers;
  const now = options.now ?? Date.now;
  const newKey = options.newKey ?? randomKey;
  const product = options.product ?? PAYMENT_PRODUCT;
  const locale = options.locale ?? 'en-GB';
  const $state = atom<CardPaymentState>(initial());
  const $fields = computed($state, (state) => state.fields);
  const fieldStores = new Map<CardField, ReadableAtom<CardFieldState>>();
  const pollTimer = createTimer(timers);
  const tokenTimer = createTimer(timers);
  let auth: AuthToken | undefined;
  /** The key of the current logical start; kept until that payment ends. */
  let idempotencyKey: string | undefined;
  let controller = new AbortController();
  /** The port the last action used, so a leave can send its cancel within the page's last event. */
  let lastPort: PaymentApi | undefined;
  let polling = false;
  /** Status checks failed in a row for a passing reason. */
  let pollFailures = 0;
  let disposed = false;
  /**
   * The operator left while Start waited for its answer: the payment that answer opens is
   * nobody's, so `start` cancels it the moment it arrives instead of going on with it.
   */
  let leftWhileStarting = false;

  const set = (patch: Partial<CardPaymentState>) => {
    if (!disposed) $state.set({ ...$state.get(), ...patch });
  };
  const fail = (error: unknown, during: PaymentError['during'], patch: Partial<CardPaymentState> = {}) => {
    if (isAbortError(error) || disposed) return;
    set({ busy: 'idle', requesting: null, ...patch, error: { code: paymentErrorCode(error), during } });
  };
  const api = async (): Promise<PaymentApi> => {
    const found = await options.payment();
    if (!found) throw { code: NO_PAYMENT_ADAPTER_CODE };
    lastPort = found;
    return found;
  };
  const bearer = async (port: PaymentApi, fresh = false): Promise<AuthToken> => {
    if (!auth || fresh) auth = await port.getBearerToken(options.callId, controller.signal);
    return auth;
  };
  /** Runs a call with the bearer; a refused bearer (it expires 15 s after its last use) is fetched again once. */
  const authorised = async <T>(run: (port: PaymentApi, token: AuthToken) => Promise<T>): Promise<T> => {
    const port = await api();
    try {
      return await run(port, await bearer(port));
    } catch (error) {
      if (paymentErrorCode(error) !== 'permission') throw error;
      return run(port, await bearer(port, true));
    }
  };
  const call = (token: AuthToken): PaymentCallRequest => ({
    auth: token,
    callId: options.callId,
    paymentId: $state.get().paymentId ?? '',
    locale,
  });
  const stopTimers = () => {
    pollTimer.clear();
    tokenTimer.clear();
    polling = false;
    pollFailures = 0;
  };
  /**
   * Cancels a payment nobody is at any more, at once and unheard: through the port's
   * `cancelOnLeave` (a request that outlives the page) when it has one, else a plain cancel whose
   * answer nobody waits for. Leaving mid-payment and leaving while Start waits both use it.
   */
  const cancelLeft = (port: PaymentApi, request: PaymentCallRequest) => {
    const onLeave = (port as Partial<PaymentLeave>).cancelOnLeave;
    if (onLeave) onLeave.call(port, request);
    else void port.cancelPaymentSession(request).catch(() => undefined);
  };
  /** Back to start_payment: a new payment needs a new key and a new bearer. */
  const toStart = (notice: PaymentNotice) => {
    stopTimers();
    controller.abort();
    controller = new AbortController();
    idempotencyKey = undefined;
    set({ ...initial(), notice });
  };

  const poll = (delay = CARD_POLL_INTERVAL_MS) => {
    pollTimer.set(async () => {
      if ($state.get().step !== 'payment_in_progress') {
        polling = false;
        return;
      }
      try {
        const status = await authorised((port, token) => port.getCaptureStatus(call(token), controller.signal));
        if (disposed || $state.get().step !== 'payment_in_progress') return;
        pollFailures = 0;
        const fields = mergeCardFields($state.get().fields, status.fields);
        set({ fields, sessionStatus: status.paymentSessionStatus ?? $state.get().sessionStatus, connection: 'ok' });
        if (isCapturing(fields)) poll();
        else polling = false;
      } catch (error) {
        if (isAbortError(error) || disposed) {
          polling = false;
          return;
        }
        if (isTransientPaymentError(error)) {
          // Quietly again, backing off; the operator hears of it only once it lasts.
          pollFailures += 1;
          if (pollFailures >= CARD_POLL_LOST_AFTER) set({ connection: 'lost' });
          return poll(pollRetryDelay(pollFailures));
        }
        polling = false;
        pollFailures = 0;
        fail(error, 'poll', { connection: 'ok' });
      }
    }, delay);
  };
  const ensurePolling = () => {
    if (polling || !isCapturing($state.get().fields)) return;
    polling = true;
    poll();
  };

  const start = async () => {
    const state = $state.get();
    if (state.step !== 'start_payment' || state.busy !== 'idle') return;
    if (options.callId.trim() === '') return void set({ error: { code: NO_CALL_CODE, during: 'start' } });
    idempotencyKey ??= newKey();
    leftWhileStarting = false;
    set({ busy: 'starting', error: null, notice: null });
    /** Left while this start waited: back to start, as a leave mid-payment ends. */
    const abandon = () => {
      leftWhileStarting = false;
      toStart('cancelled');
    };
    try {
      const port = await api();
      if (leftWhileStarting) return abandon();
      // The bearer for the call comes first (back-office §7), on every start.
      const token = await bearer(port, true);
      // Left before the session was asked for: nothing is opened, so nothing needs cancelling.
      if (leftWhileStarting) return abandon();
      const session = await port.createPaymentSession(
        { auth: token, callId: options.callId, product, reference: options.reference, locale, idempotencyKey },
        controller.signal,
      );
      if (leftWhileStarting) {
        // The operator left while the session was being opened: it is nobody's, so it is
        // cancelled now, the way a leave mid-payment cancels. After a real unload this line may
        // never run (the page is gone before the answer); the session then stays open at the
        // provider, and the next Start for the same call and listing gets that open payment back
        // from the provider (one open payment per call), where Cancel or a leave ends it.
        if (session.paymentId) {
          cancelLeft(port, { auth: token, callId: options.callId, paymentId: session.paymentId, locale });
        }
        return abandon();
      }
      if (!session.paymentId) throw { code: UNEXPECTED_ERROR_CODE };
      set({
        step: 'payment_in_progress',
        busy: 'idle',
        paymentId: session.paymentId,
        sessionStatus: session.paymentSessionStatus ?? null,
        fields: mergeCardFields(initial().fields, session.fields),
      });
      ensurePolling();
    } catch (error) {
      // A start that failed opened nothing that is known; its error stays for the operator's return.
      leftWhileStarting = false;
      fail(error, 'start');
    }
  };

  const requestField = async (field: CardField) => {
    const state = $state.get();
    if (state.step !== 'payment_in_progress' || (state.busy !== 'idle' && state.busy !== 'requesting')) return;
    set({ busy: 'requesting', requesting: field, error: null });
    try {
      const session = await authorised((port, token) =>
        port.captureCardData({ ...call(token), field }, controller.signal),
      );
      if (disposed || $state.get().step !== 'payment_in_progress') return;
      const answered = mergeCardFields($state.get().fields, session.fields);
      // The field asked for is being captured even if the answer does not say so yet.
      const fields =
        answered[field].status === 'not-captured-yet' || answered[field].status === state.fields[field].status
          ? { ...answered, [field]: { status: 'capture-in-progress' as const } }
          : answered;
      set({
        fields,
        busy: 'idle',
        requesting: null,
        sessionStatus: session.paymentSessionStatus ?? $state.get().sessionStatus,
      });
      ensurePolling();
    } catch (error) {
      fail(error, 'request');
    }
  };

  const complete = async (): Promise<boolean> => {
    const state = $state.get();
    if (state.step !== 'payment_in_progress' || state.busy !== 'idle') return false;
    if (missingCardFields(state.fields).length > 0) return false;
    stopTimers();
    set({ busy: 'completing', error: null });
    const deadline = now() + PAYMENT_TOKEN_TIMEOUT_MS;
    const signal = controller.signal;
    const waitToken = (): Promise<string> =>
      new Promise((resolve, reject) => {
        // A cancel or a leave meanwhile ends the wait (the pending check is cleared with the timers).
        signal.addEventListener('abort', () => reject(new DOMException('left', 'AbortError')), { once: true });
        /** Token checks failed in a row for a passing reason. */
        let failures = 0;
        const check = async () => {
          try {
            const answer = await authorised((port, token) => port.getPaymentMethodToken(call(token), signal));
            if (signal.aborted) return reject(new DOMException('left', 'AbortError'));
            if (failures > 0) {
              failures = 0;
              set({ connection: 'ok' });
            }
            const outcome = tokenOutcome(answer);
            if (outcome.kind === 'token') return resolve(outcome.token);
            if (outcome.kind === 'error') return reject({ code: outcome.code });
            if (now() + CARD_POLL_INTERVAL_MS > deadline) return reject({ code: 'payment_method_token_timeout' });
            tokenTimer.set(check, CARD_POLL_INTERVAL_MS);
          } catch (error) {
            if (signal.aborted || isAbortError(error) || !isTransientPaymentError(error)) return reject(error);
            // As the status checks do: again quietly, backing off, the operator told once it
            // lasts; the 15 s still hold, and a failure that lasts past them is the one shown.
            failures += 1;
            if (failures >= CARD_POLL_LOST_AFTER) set({ connection: 'lost' });
            const delay = pollRetryDelay(failures);
            if (now() + delay > deadline) return reject(error);
            tokenTimer.set(check, delay);
          }
        };
        void check();
      });
    try {
      const token = await waitToken();
      const session = await authorised((port, auth) => port.completePaymentSession(call(auth), signal));
      if (disposed || signal.aborted) return false;
      idempotencyKey = undefined;
      set({
        step: 'payment_method_authorized',
        busy: 'idle',
        tokenReference: token,
        sessionStatus: session.paymentSessionStatus ?? null,
      });
      return true;
    } catch (error) {
      fail(
        error,
        'complete',
        isAbortError(error) ? {} : { sessionStatus: $state.get().sessionStatus, connection: 'ok' },
      );
      return false;
    }
  };

  const cancel = async () => {
    const state = $state.get();
    if (state.step !== 'payment_in_progress' || state.busy === 'cancelling') return;
    stopTimers();
    // Calls in flight (a capture, the token check) end unheard: the payment is being cancelled.
    const running = controller;
    controller = new AbortController();
    running.abort();
    set({ busy: 'cancelling', error: null, notice: null });
    const stillOpen = () => {
      set({ busy: 'idle', notice: 'stillOpen' });
      ensurePolling();
    };
    try {
      const session = await authorised((port, token) => port.cancelPaymentSession(call(token), controller.signal));
      if (session.paymentSessionStatus === CANCEL_INVALID_STATE_STATUS) return toStart('cancelRefused');
      if (cancelLeftOpen(session)) return stillOpen();
      toStart('cancelled');
    } catch (error) {
      if (isAbortError(error) || disposed) return;
      if (paymentErrorCode(error) === CANCEL_INVALID_STATE_STATUS) return toStart('cancelRefused');
      // Refused for another reason, or unheard: the provider may still hold the session open.
      stillOpen();
    }
  };

  const leave = () => {
    const state = $state.get();
    stopTimers();
    if (state.busy === 'starting') {
      // Start waits for its answer: the start goes on, and cancels what it opens once it
      // arrives (see `start`). Leaving again changes nothing: one cancel.
      leftWhileStarting = true;
      return;
    }
    if (state.step === 'payment_in_progress' && state.paymentId) {
      const request = auth ? call(auth) : undefined;
      const port = lastPort;
      controller.abort();
      // Sent now, within the page's last event: nothing later may run while a page unloads. The
      // port's cancelOnLeave outlives the page; without one the cancel goes unheard. A cancel
      // already on its way is sent again, as the page may end it.
      if (request && port) cancelLeft(port, request);
      toStart('cancelled');
    }
  };

  const retry = async () => {
    const error = $state.get().error;
    if (!error) return;
    if (error.during === 'start') return start();
    if (error.during === 'complete') {
      await complete();
      return;
    }
    if (error.during === 'cancel') return cancel();
    set({ error: null });
    ensurePolling();
  };

  const stopWatching = options.watchPage === false ? () => undefined : onPageHidden(leave);

  return {
    $state,
    $step: computed($state, (state) => state.step),
    $fields,
    $missing: computed($fields, missingCardFields),
    field(name) {
      let store = fieldStores.get(name);
      if (!store) {
        store = computed($fields, (fields) => fields[name]);
        fieldStores.set(name, store);
      }
      return store;
    },
    start,
    requestField,
    complete,
    cancel,
    leave,
    retry,
    dispose() {
      stopTimers();
      stopWatching();
      // A start left while in flight goes on, so that the payment it opens is cancelled.
      if (!leftWhileStarting) controller.abort();
      disposed = true;
    },
  };
}
