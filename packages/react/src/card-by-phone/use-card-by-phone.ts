import {
  CARD_FIELDS,
  type CardByPhoneMessageKey,
  type CardField,
  type CardPayment,
  type Currency,
  cardByPhoneErrorMessage,
  cardByPhoneMessage,
  createCardPayment,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getAdapterHub,
  holdCardPayment,
  type Locale,
  type PaymentApi,
  type PaymentAuthorizedDetail,
  type PaymentStatusDetail,
  paymentAuthorizedDetail,
  paymentStatusDetail,
  paymentStatusKey,
} from '@haulkit/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetError } from '../common/widget-error.js';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the card-by-phone panel (the `<hk-card-by-phone>` attributes, parsed). */
export interface CardByPhoneProps {
  /** Quote session key whose payment adapter is used. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** The telephony call the customer is on; without it no payment can start. */
  callId?: string;
  /** The amount to take, in major units (pounds, euros), shown at the top. */
  amount?: number;
  /** GBP or EUR. @default the locale's currency */
  currency?: Currency;
  /** The listing's reference, sent as `listingReference` and shown at the top. */
  reference?: string;
  /**
   * The payment port; the default is the session's (`configure({ payment })`, or the elements'
   * lazy adapters).
   */
  payment?: () => Promise<PaymentApi | undefined>;
  /**
   * Called on every step or field change the payment makes, from the payment's store: masked
   * values at most. Not for the payment as this view takes it up (a new call or reference, a
   * first render): that is the caller's own doing (see onState).
   */
  onStatus?(detail: PaymentStatusDetail): void;
  /** Called with the payment's status as this view takes it up and on every change after it: a state to mirror, not news. */
  onState?(detail: PaymentStatusDetail): void;
  /** Called once the payment is authorised: the payment id and the token reference, never card data. */
  onAuthorized?(detail: PaymentAuthorizedDetail): void;
  /** Called with each new payment error (code and words). */
  onError?(error: WidgetError): void;
}

/** The card-by-phone words for the panel's locale. */
export type CardByPhoneTranslate = (key: CardByPhoneMessageKey, params?: Record<string, string | number>) => string;

/** A field's name in words. */
export const fieldName = (t: CardByPhoneTranslate, field: CardField) => t(`cbpField.${field}` as CardByPhoneMessageKey);

/**
 * The panel's behaviour: holds the payment of the session, call and reference (the same payment
 * for every view of them; leaving when the last one unmounts cancels a payment in progress),
 * reads its stores, announces each field's new status politely, tells the host of every status
 * change and of the authorisation, and moves focus to where the next step starts.
 */
export function useCardByPhone(props: CardByPhoneProps) {
  const sessionKey = props.session ?? DEFAULT_SESSION_KEY;
  const locale = props.locale ?? DEFAULT_LOCALE;
  const callId = props.callId ?? '';
  const reference = props.reference ?? '';
  const t = useMessages(cardByPhoneMessage, locale);
  const announce = useAnnounce();
  const latest = useRef(props);
  latest.current = props;

  const [held, setHeld] = useState<{ key: string; payment: CardPayment } | null>(null);
  const key = `${sessionKey}\u0000${callId}\u0000${reference}`;
  // One payment per session, call and reference, held while this view shows it.
  useLayoutEffect(() => {
    const hold = holdCardPayment(key, () =>
      createCardPayment({
        payment: () =>
          latest.current.payment?.() ??
          getAdapterHub(sessionKey)
            .adapters('payment')
            .then((adapters) => adapters.payment),
        callId,
        reference,
        locale: latest.current.locale ?? DEFAULT_LOCALE,
      }),
    );
    setHeld({ key, payment: hold.payment });
    return hold.release;
  }, [key, sessionKey, callId, reference]);
  const payment = held?.key === key ? held.payment : null;

  // Events from the payment's store: a status on every step or field change, authorised once.
  // The payment as this view takes it up is where it stands (`quiet`): only its state is told.
  useEffect(() => {
    if (!payment) return;
    let lastKey = '';
    let lastError: string | null = null;
    let authorised = false;
    const tell = (quiet: boolean) => {
      const state = payment.$state.get();
      const detail = paymentStatusDetail(state);
      const next = paymentStatusKey(detail);
      if (next !== lastKey) {
        lastKey = next;
        latest.current.onState?.(detail);
        if (!quiet) latest.current.onStatus?.(detail);
      }
      const code = state.error?.code ?? null;
      if (!quiet && code !== null && code !== lastError) {
        latest.current.onError?.({ code, message: cardByPhoneErrorMessage(latest.current.locale ?? 'en-GB', code) });
      }
      lastError = code;
      const done = paymentAuthorizedDetail(state);
      if (done && !authorised && !quiet) latest.current.onAuthorized?.(done);
      authorised = done !== null;
    };
    tell(true);
    return payment.$state.listen(() => tell(false));
  }, [payment]);

  // Each field's new status, spoken once.
  useEffect(() => {
    if (!payment) return;
    let before = payment.$fields.get();
    return payment.$fields.listen((fields) => {
      const previous = before;
      before = fields;
      for (const field of CARD_FIELDS) {
        if (fields[field].status === previous[field].status) continue;
        announce(
          t('cbpStatusAnnounce', { field: fieldName(t, field), status: t(`cbpStatus.${fields[field].status}`) }),
        );
      }
    });
  }, [payment, announce, t]);

  // A lost connection, and the payment left open by a refused cancel, spoken once each time.
  useEffect(() => {
    if (!payment) return;
    let before = payment.$state.get();
    return payment.$state.listen((state) => {
      const previous = before;
      before = state;
      if (state.connection === 'lost' && previous.connection !== 'lost') announce(t('cbpConnectionLost'));
      if (state.notice === 'stillOpen' && previous.notice !== 'stillOpen') announce(t('cbpStillOpen'));
    });
  }, [payment, announce, t]);

  return { t, locale, callId, reference, payment };
}

/** Where focus goes when the step changes, so the keyboard carries on where the work is. */
export function useStepFocus(step: string) {
  const targets = useRef(new Map<string, HTMLElement | null>());
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    targets.current.get(step)?.focus();
  }, [step]);
  return (name: string) => (element: HTMLElement | null) => {
    targets.current.set(name, element);
  };
}

/** The state of a payment for the view, read from its stores; the resting state while none is held. */
export function usePaymentState(payment: CardPayment | null) {
  return useStore(payment?.$state ?? resting());
}

/** A payment that never starts, for the first render before one is held (made on first need). */
let restingState: CardPayment['$state'] | undefined;
function resting(): CardPayment['$state'] {
  restingState ??= createCardPayment({
    payment: async () => undefined,
    callId: '',
    reference: '',
    watchPage: false,
  }).$state;
  return restingState;
}
