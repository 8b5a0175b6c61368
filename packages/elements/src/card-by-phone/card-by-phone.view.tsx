import {
  type AdapterHub,
  CURRENCIES,
  type Currency,
  getAdapterHub,
  type Locale,
  lazyImport,
  type PaymentApi,
  type PaymentStatusDetail,
} from '@haulkit/core';
import { CardByPhone, cardByPhoneStyles } from '@haulkit/react';
import { type AttributePropertiesOf, type AttributeSpec, attr, sharedAttributes } from '../attributes.js';
import { createPlainView } from '../plain-view.js';

/** GBP or EUR; anything else is refused. */
function currency(): AttributeSpec<Currency | undefined> {
  return {
    kind: 'string',
    fallback: undefined,
    parse(text) {
      const code = text.trim().toUpperCase();
      return (CURRENCIES as readonly string[]).includes(code)
        ? { ok: true, value: code as Currency }
        : { ok: false, reason: `“${text}” is not one of ${CURRENCIES.join(', ')}` };
    },
  };
}

/** Attributes of `<hk-card-by-phone>`. */
export const cardByPhoneAttributes = {
  ...sharedAttributes,
  /** The telephony call the customer is on; its bearer is asked for first. Without it no payment starts. */
  'call-id': attr.string(),
  /** The amount to take, in pounds or euros (e.g. 149.50), shown to the operator. */
  amount: attr.number(undefined, { min: 0 }),
  /** GBP or EUR. @default the locale's currency */
  currency: currency(),
  /** The listing's reference, sent as `listingReference` and shown to the operator. */
  reference: attr.string(),
  /**
   * The card-by-phone service's host (its "pgs lambda host"), http or https, used with
   * `api-base`. Absent with `api-base`: 'No pgs lambda host defined.'.
   */
  'payment-base': attr.url(),
};

/** The payment ports this module made, by API and service host: one per page and pair. */
const made = new Map<string, Promise<PaymentApi>>();
/** The HTTP adapters' module, fetched on the first payment (again after a failed fetch). */
const importHttp = lazyImport(() => import('@haulkit/http'));

/**
 * The payment port of a tag (its composition root): one configured on the session wins; with
 * `api-base` and `payment-base` the HTTP adapter for that host; otherwise the session's lazy
 * adapters (the demo simulator without `api-base`, the HTTP adapter without a host, which
 * answers 'No pgs lambda host defined.', with it).
 */
function paymentPort(session: AdapterHub, apiBase?: string, paymentBase?: string, locale?: Locale) {
  return async (): Promise<PaymentApi | undefined> => {
    const configured = session.$adapters.get().payment;
    if (configured) return configured;
    if (!apiBase || !paymentBase) return (await session.adapters('payment')).payment;
    const key = `${apiBase}\u0000${paymentBase}`;
    let port = made.get(key);
    if (!port) {
      // No failure report here: every failure of a payment call ends in the payment's error,
      // which the widget shows and tells the host once (hk-error, in the operator's words).
      // A failed fetch of the adapters' file is forgotten, so the next payment asks for it again.
      port = importHttp().then(
        (http) => http.createHttpAdapters({ apiBase, paymentBase, ...(locale ? { locale } : {}) }).payment,
        (error: unknown) => {
          made.delete(key);
          throw error;
        },
      );
      made.set(key, port);
    }
    return port;
  };
}

/** Each element's payment status as it stands, read by its `paymentStatus` property. */
const statuses = new WeakMap<HTMLElement, PaymentStatusDetail>();

/**
 * Keeps a host's read-only `paymentStatus` (the step, payment id, masked fields and error code
 * of the payment it shows) up to date. A change the host makes (a new call or reference) raises
 * no event, so this is where it reads what it led to.
 */
function mirrorStatus(host: HTMLElement | undefined, detail: PaymentStatusDetail) {
  if (!host) return;
  if (!statuses.has(host)) {
    Object.defineProperty(host, 'paymentStatus', { configurable: true, get: () => statuses.get(host) });
  }
  statuses.set(host, detail);
}

/**
 * The view of `<hk-card-by-phone>`, loaded on its first connection: a plain view, as its state is the
 * payment's (`paymentStatus`), not a quote's; it shares its session's adapters only.
 */
export default createPlainView({
  tag: 'card-by-phone',
  attributes: cardByPhoneAttributes,
  styles: cardByPhoneStyles,
  render: (props, emit, host) => (
    <CardByPhone
      session={props.session}
      locale={props.locale}
      callId={props.callId}
      amount={props.amount}
      currency={props.currency}
      reference={props.reference}
      payment={paymentPort(getAdapterHub(props.session), props.apiBase, props.paymentBase, props.locale)}
      onState={(detail) => mirrorStatus(host, detail)}
      onStatus={(detail) => emit('hk-payment-status', detail)}
      onAuthorized={(detail) => emit('hk-payment-authorized', detail)}
      onError={(error) => emit('hk-error', error)}
    />
  ),
});

/** `<hk-card-by-phone>` as the DOM sees it: `paymentStatus` once the panel shows. */
export type HkCardByPhoneElement = HTMLElement &
  AttributePropertiesOf<typeof cardByPhoneAttributes> & { readonly paymentStatus?: PaymentStatusDetail };
