import {
  CARD_FIELDS,
  type CardField,
  type CardFieldState,
  type CardPayment,
  cardByPhoneErrorMessage,
  maskedDisplay,
} from '@haulkit/core';
import { memo, useId } from 'react';
import { InlineAlert } from '../ui/alert.js';
import { Badge, type BadgeTone } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { ErrorState } from '../ui/error-state.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { Money } from '../ui/money.js';
import { useSheet } from '../ui/sheet.js';
import { useStore } from '../use-store.js';
import { cardByPhoneClasses, cardByPhoneStyles } from './card-by-phone.styles.js';
import {
  type CardByPhoneProps,
  type CardByPhoneTranslate,
  fieldName,
  useCardByPhone,
  usePaymentState,
  useStepFocus,
} from './use-card-by-phone.js';

/** The badge tone of each capture status; the badge always carries its words too. */
const STATUS_TONES: Record<CardFieldState['status'], BadgeTone> = {
  'not-captured-yet': 'neutral',
  'capture-in-progress': 'accent',
  'successfully-captured': 'success',
  'capture-failed': 'warning',
};

/**
 * The operator's card-by-phone panel (docs/behaviour/back-office.md §2–§4, §8): the amount and
 * reference, Start payment, then one tile per card field with its Request button, masked value
 * and capture status, Complete payment (with the reason while it cannot) and Cancel, and the
 * authorised payment's id and token reference. While status checks keep failing it says the
 * connection is lost (the payment still open); after a refused cancel it says the payment is
 * still open and offers Cancel again. It shows masked values only, at most a card's
 * last four digits.
 */
export function CardByPhone(props: CardByPhoneProps) {
  useSheet(cardByPhoneStyles);
  const { t, locale, callId, reference, payment } = useCardByPhone(props);
  const state = usePaymentState(payment);
  const missing = useStore(payment?.$missing ?? NONE_MISSING);
  const focusOn = useStepFocus(state.step);
  const titleId = useId();
  const reasonId = useId();
  const { step, busy, error } = state;
  const canComplete = missing.length === 0 && busy === 'idle';
  const list = missing.map((field) => fieldName(t, field).toLowerCase()).join(t('cbpListSeparator'));

  return (
    <section part="base" className={cardByPhoneClasses.root} aria-labelledby={titleId} data-step={step}>
      <header part="header" className={cardByPhoneClasses.head}>
        <h2 id={titleId} className={cardByPhoneClasses.title}>
          <UiIcon name="card" />
          {t('cbpTitle')}
        </h2>
        <dl className={cardByPhoneClasses.facts}>
          {props.amount !== undefined && (
            <div>
              <dt>{t('cbpAmount')}</dt>
              <dd part="amount">
                <Money amount={props.amount} locale={locale} currency={props.currency} size="large" />
              </dd>
            </div>
          )}
          {reference !== '' && (
            <div>
              <dt>{t('cbpReference')}</dt>
              <dd part="reference">{reference}</dd>
            </div>
          )}
          {callId !== '' && (
            <div>
              <dt>{t('cbpCall')}</dt>
              <dd className={cardByPhoneClasses.call}>{callId}</dd>
            </div>
          )}
        </dl>
      </header>

      {error && (
        <div part="error" className={cardByPhoneClasses.error}>
          <ErrorState
            title={t('cbpErrorTitle')}
            code={error.code}
            retryLabel={t('cbpRetry')}
            onRetry={error.code === 'noCallId' ? undefined : () => void payment?.retry()}
          >
            {cardByPhoneErrorMessage(locale, error.code)}
          </ErrorState>
        </div>
      )}

      {step === 'start_payment' && (
        <div className={cardByPhoneClasses.start}>
          {state.notice && (
            <InlineAlert tone={state.notice === 'cancelRefused' ? 'warning' : 'info'}>
              <p className={cardByPhoneClasses.notice} data-notice={state.notice}>
                {t(state.notice === 'cancelRefused' ? 'cbpCancelRefused' : 'cbpCancelled')}
              </p>
            </InlineAlert>
          )}
          <p className={cardByPhoneClasses.hint}>{callId === '' ? t('cbpNoCall') : t('cbpStartHint')}</p>
          <Button
            ref={focusOn('start_payment')}
            part="start"
            loading={busy === 'starting'}
            disabled={callId === '' || payment === null}
            onClick={() => void payment?.start()}
          >
            {t('cbpStart')}
          </Button>
        </div>
      )}

      {step === 'payment_in_progress' && payment && (
        <div className={cardByPhoneClasses.progress}>
          <h3 className={cardByPhoneClasses.subtitle} tabIndex={-1} ref={focusOn('payment_in_progress')}>
            {t('cbpFieldsHeading')}
          </h3>
          <p className={cardByPhoneClasses.hint}>{t('cbpInProgressHint')}</p>
          {state.connection === 'lost' && (
            <InlineAlert tone="warning" title={t('cbpConnectionLost')}>
              <p className={cardByPhoneClasses.notice} data-notice="connectionLost">
                {t('cbpConnectionLostHint')}
              </p>
            </InlineAlert>
          )}
          <ul className={cardByPhoneClasses.tiles}>
            {CARD_FIELDS.map((field) => (
              <FieldTile
                key={field}
                field={field}
                payment={payment}
                t={t}
                locked={busy === 'completing' || busy === 'cancelling'}
                sending={state.requesting === field}
              />
            ))}
          </ul>
          {busy === 'completing' && (
            <InlineAlert>
              <p className={cardByPhoneClasses.notice}>{t('cbpCompleting')}</p>
            </InlineAlert>
          )}
          {state.notice === 'stillOpen' && (
            <InlineAlert tone="warning">
              <p className={cardByPhoneClasses.notice} data-notice="stillOpen">
                {t('cbpStillOpen')}
              </p>
            </InlineAlert>
          )}
          <div className={cardByPhoneClasses.actions}>
            <Button
              part="complete"
              loading={busy === 'completing'}
              aria-disabled={!canComplete || undefined}
              aria-describedby={missing.length > 0 ? reasonId : undefined}
              onClick={() => {
                if (canComplete) void payment.complete();
              }}
            >
              {t('cbpComplete')}
            </Button>
            <Button
              part="cancel"
              variant="secondary"
              loading={busy === 'cancelling'}
              onClick={() => void payment.cancel()}
            >
              {t(state.notice === 'stillOpen' ? 'cbpCancelAgain' : 'cbpCancel')}
            </Button>
          </div>
          {missing.length > 0 && (
            <p id={reasonId} className={cardByPhoneClasses.reason} part="complete-reason">
              {t('cbpCompleteReason', { fields: list })}
            </p>
          )}
        </div>
      )}

      {step === 'payment_method_authorized' && (
        <div className={cardByPhoneClasses.done} part="authorized">
          <h3 className={cardByPhoneClasses.subtitle} tabIndex={-1} ref={focusOn('payment_method_authorized')}>
            <UiIcon name="check" />
            {t('cbpAuthorizedTitle')}
          </h3>
          <InlineAlert tone="success">
            <p className={cardByPhoneClasses.notice}>{t('cbpAuthorized')}</p>
          </InlineAlert>
          <dl className={cardByPhoneClasses.ids}>
            <div>
              <dt>{t('cbpPaymentId')}</dt>
              <dd part="payment-id">{state.paymentId}</dd>
            </div>
            <div>
              <dt>{t('cbpTokenReference')}</dt>
              <dd part="token-reference">{state.tokenReference}</dd>
            </div>
          </dl>
        </div>
      )}
    </section>
  );
}

const NONE_MISSING = { get: () => CARD_FIELDS, listen: () => () => undefined };

/** Props of one field's tile. */
interface FieldTileProps {
  field: CardField;
  payment: CardPayment;
  t: CardByPhoneTranslate;
  /** Completing or cancelling: no new request. */
  locked: boolean;
  /** Its capture request is on its way. */
  sending: boolean;
}

/** One card field: its name, status (a badge with words), masked value, error and Request button; re-renders alone. */
const FieldTile = memo(function FieldTile({ field, payment, t, locked, sending }: FieldTileProps) {
  const chunk = useStore(payment.field(field));
  const nameId = useId();
  const errorId = useId();
  const name = fieldName(t, field);
  const again = chunk.status !== 'not-captured-yet';
  const failed = chunk.status === 'capture-failed';
  return (
    <li part="field" className={cardByPhoneClasses.tile} data-field={field} data-status={chunk.status}>
      <div className={cardByPhoneClasses.tileHead}>
        <h4 id={nameId} className={cardByPhoneClasses.tileName}>
          {name}
        </h4>
        <Badge tone={STATUS_TONES[chunk.status]}>
          <span part="field-status">{t(`cbpStatus.${chunk.status}`)}</span>
        </Badge>
      </div>
      <p part="field-value" className={cardByPhoneClasses.value} data-empty={chunk.value === undefined || undefined}>
        {chunk.value !== undefined
          ? maskedDisplay(chunk.value)
          : t(chunk.status === 'capture-in-progress' ? 'cbpWaiting' : 'cbpNoValue')}
      </p>
      {failed && (
        <p id={errorId} part="field-error" className={cardByPhoneClasses.fieldError} data-code={chunk.errorCode}>
          <UiIcon name="alert" />
          <span>{captureWords(t, chunk)}</span>
        </p>
      )}
      <Button
        variant="secondary"
        className={cardByPhoneClasses.request}
        part="request"
        loading={sending}
        disabled={locked}
        aria-label={t(again ? 'cbpRequestAgainName' : 'cbpRequestName', { field: name.toLowerCase() })}
        aria-describedby={failed ? errorId : undefined}
        onClick={() => void payment.requestField(field)}
      >
        {t(again ? 'cbpRequestAgain' : 'cbpRequest')}
      </Button>
    </li>
  );
});

/** A failed field's words: the code's (the input-timeout code is the spec's sentence), else the provider's own. */
function captureWords(t: CardByPhoneTranslate, chunk: CardFieldState): string {
  if (chunk.errorCode === 'captureFailed' && chunk.errorMessage) return chunk.errorMessage;
  return t(`cbpCapture.${chunk.errorCode ?? 'captureFailed'}`);
}
