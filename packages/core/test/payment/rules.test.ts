/** Card-by-phone rules: masked values only, error codes, token answers, display of masked values. */
import { describe, expect, it } from 'vitest';
import {
  CARD_BY_PHONE_MESSAGES,
  cancelLeftOpen,
  captureErrorCode,
  cardByPhoneErrorMessage,
  cardByPhoneMessage,
  isTransientPaymentError,
  maskedDisplay,
  paymentErrorCode,
  pollRetryDelay,
  safeCardField,
  tokenOutcome,
} from '../../src/index.js';

const INPUT_TIMEOUT =
  'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.';

describe('safeCardField keeps masked values only (PCI)', () => {
  it.each([
    ['payment-card-number', 'xxxx xxxx xxxx 4242', 'xxxx xxxx xxxx 4242'],
    ['payment-card-number', '4242424242424242', undefined],
    ['payment-card-number', '4242 4242 4242 4242', undefined],
    ['payment-card-number', '42424', undefined],
    ['security-code', 'xxx', 'xxx'],
    ['security-code', '123', undefined],
    ['security-code', 'xx3', undefined],
    ['expiration-date', '12/34', '12/34'],
    ['postal-code', 'xxx45', 'xxx45'],
    ['postal-code', '12345', undefined],
  ] as const)('%s %j → %j', (field, value, kept) => {
    expect(safeCardField(field, { status: 'successfully-captured', value }).value).toBe(kept);
  });

  it('a value that is not text is dropped', () => {
    expect(safeCardField('payment-card-number', { status: 'successfully-captured', value: 4242424242424242 })).toEqual({
      status: 'successfully-captured',
    });
  });
});

describe('captureErrorCode: the input-timeout code and the other error types', () => {
  it.each([
    [{ errorMessage: INPUT_TIMEOUT }, 'timeout'],
    [{ errorMessage: `  ${INPUT_TIMEOUT.toUpperCase()} ` }, 'timeout'],
    [{ errorType: 'invalid-date' }, 'invalid-date'],
    [{ errorMessage: 'The card number is not valid.' }, 'invalid-card-number'],
    [{ errorMessage: 'This card type is not accepted.' }, 'invalid-card-type'],
    [{ errorMessage: 'Something odd' }, 'captureFailed'],
    [{}, 'captureFailed'],
  ])('%j → %s', (chunk, code) => {
    expect(captureErrorCode(chunk)).toBe(code);
  });

  it('the input-timeout code shows the spec sentence word for word in en-GB, and words in every locale', () => {
    expect(cardByPhoneMessage('en-GB', 'cbpCapture.timeout')).toBe(INPUT_TIMEOUT);
    expect(cardByPhoneMessage('en-IE', 'cbpCapture.timeout')).toBe(INPUT_TIMEOUT);
    expect(cardByPhoneMessage('es-ES', 'cbpCapture.timeout')).not.toBe(INPUT_TIMEOUT);
  });

  it('unknown failure words are kept only when they carry no card digits', () => {
    expect(safeCardField('postal-code', { status: 'capture-failed', errorMessage: 'Line dropped' })).toEqual({
      status: 'capture-failed',
      errorCode: 'captureFailed',
      errorMessage: 'Line dropped',
    });
    expect(
      safeCardField('postal-code', { status: 'capture-failed', errorMessage: 'Number 4000000000000002' }).errorMessage,
    ).toBeUndefined();
  });
});

describe('error words (§8) in en-GB, en-IE and es-ES', () => {
  it.each([
    'noPgsLambdaHost',
    'payment_method_token_timeout',
    'unexpected_error',
    'noPaymentAdapter',
    'noCallId',
    'permission',
    'network',
    'timeout',
    'server',
    'card_declined',
    'insufficient_funds',
  ])('%s has words in every locale', (code) => {
    for (const locale of ['en-GB', 'en-IE', 'es-ES'] as const) {
      const words = cardByPhoneErrorMessage(locale, code);
      expect(words).not.toBe('');
      expect(words).not.toContain(code === 'noPgsLambdaHost' ? '{' : code);
    }
  });

  it("no host shows the spec's words; an unknown code the generic sentence", () => {
    expect(cardByPhoneErrorMessage('en-GB', 'noPgsLambdaHost')).toBe('No pgs lambda host defined.');
    expect(cardByPhoneErrorMessage('en-GB', 'odd')).toBe('Something went wrong. Try again.');
  });

  it('es-ES has every key of en-GB', () => {
    expect(Object.keys(CARD_BY_PHONE_MESSAGES['es-ES']).sort()).toEqual(
      Object.keys(CARD_BY_PHONE_MESSAGES['en-GB']).sort(),
    );
  });
});

describe('tokenOutcome (§4: token check polling stops on error or timeout)', () => {
  it.each([
    [{ token: 'pm_1' }, { kind: 'token', token: 'pm_1' }],
    [{ paymentSessionStatus: 'card-data-captured' }, { kind: 'wait' }],
    [undefined, { kind: 'wait' }],
    [{ paymentSessionStatus: 'payment_method_token_timeout' }, { kind: 'error', code: 'payment_method_token_timeout' }],
    [{ paymentSessionStatus: 'card_declined' }, { kind: 'error', code: 'card_declined' }],
  ])('%j → %j', (answer, outcome) => {
    expect(tokenOutcome(answer)).toEqual(outcome);
  });
});

describe('paymentErrorCode', () => {
  it.each([
    [{ code: 'http', codes: ['unexpected_error'] }, 'unexpected_error'],
    [{ code: 'conflict', body: { errors: { common: ['payment_session_not_found'] } } }, 'payment_session_not_found'],
    [{ code: 'noPgsLambdaHost' }, 'noPgsLambdaHost'],
    [new Error('plain'), 'unexpected_error'],
    ['text', 'unexpected_error'],
  ])('%j → %s', (error, code) => {
    expect(paymentErrorCode(error)).toBe(code);
  });
});

describe('maskedDisplay', () => {
  it.each([
    ['xxxx xxxx xxxx 4242', '•••• 4242'],
    ['xxx', '•••'],
    ['12/34', '12/34'],
    ['xxx45', '•••45'],
    ['**** **** **** 0005', '•••• 0005'],
  ])('%s → %s', (value, shown) => {
    expect(maskedDisplay(value)).toBe(shown);
  });
});

describe('isTransientPaymentError: what a status check retries quietly', () => {
  it.each([
    [{ code: 'server', status: 503 }, true],
    [{ code: 'server', status: 500 }, true],
    [{ code: 'http', status: 429 }, true],
    [{ code: 'http', status: 408 }, true],
    [{ code: 'network' }, true],
    [{ code: 'timeout' }, true],
    [{ code: 'notFound', status: 404 }, false],
    [{ code: 'conflict', status: 409 }, false],
    [{ code: 'permission', status: 403 }, false],
    [{ code: 'noPgsLambdaHost' }, false],
    [undefined, false],
  ])('%j → %s', (error, transient) => {
    expect(isTransientPaymentError(error)).toBe(transient);
  });
});

describe('pollRetryDelay: back off on whole beats of the 1,000 ms polling, at most 2 s', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 2_000],
    [10, 2_000],
  ])('after %i failures in a row: %i ms', (failures, delay) => {
    expect(pollRetryDelay(failures)).toBe(delay);
  });
});

describe('cancelLeftOpen', () => {
  it.each([
    [{ status: 'open' }, true],
    [{ status: 'cancelled' }, false],
    [{}, false],
    [undefined, false],
  ])('%j → %s', (answer, open) => {
    expect(cancelLeftOpen(answer)).toBe(open);
  });
});
