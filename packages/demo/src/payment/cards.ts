import { type CAPTURE_ERROR_CODES, type CardField, isMaskedCardValue, type MaskedCardValue } from '@haulkit/core';

/**
 * Card checks of the card-by-phone simulator. The simulator reads the keyed digits once, here,
 * and keeps only what an operator may see (docs/domain-notes.md, PCI DSS): the last four digits of the
 * card, "xxx" for the security code, the expiry and a masked postal code.
 */

/** An error type a capture can fail with: one of core's CAPTURE_ERROR_CODES (docs/domain-notes.md: agent-assisted card payments). */
export type CaptureErrorType = (typeof CAPTURE_ERROR_CODES)[number];

/** The words of each capture error (timeout: the spec's text, back-office §8). */
export const CAPTURE_ERROR_MESSAGES: Readonly<Record<CaptureErrorType, string>> = {
  timeout:
    'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.',
  'invalid-card-number': 'The card number is not valid.',
  'invalid-card-type': 'This card type is not accepted.',
  'invalid-date': 'The expiry date is not valid or has passed.',
  'invalid-security-code': 'The security code is not valid.',
  'invalid-postal-code': 'The postal code is not valid.',
};

/** What the gateway will say about a card when its token is asked for. */
export type CardOutcome = 'approved' | 'card_declined' | 'insufficient_funds';

/** A test card the simulated caller can key in (public test numbers, never a real card). */
export interface TestCard {
  /** A short stable name: 'visa', 'mastercard', 'amex', 'declined', 'insufficient-funds'. */
  readonly id: string;
  readonly brand: 'Visa' | 'Mastercard' | 'American Express';
  /** The card number's digits, as the caller keys them (the simulator IS the telephony provider). */
  readonly digits: string;
  /** A security code the simulator accepts for the card (4 digits on Amex). */
  readonly securityCode: string;
  /** What get-token answers once the card is captured. */
  readonly outcome: CardOutcome;
}

/**
 * The simulator's test cards (the payment industry's usual test numbers, docs/domain-notes.md); any
 * other Luhn-valid Visa, Mastercard or Amex number is approved.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { id: 'visa', brand: 'Visa', digits: '4242424242424242', securityCode: '123', outcome: 'approved' },
  { id: 'mastercard', brand: 'Mastercard', digits: '5555555555554444', securityCode: '123', outcome: 'approved' },
  { id: 'amex', brand: 'American Express', digits: '378282246310005', securityCode: '1234', outcome: 'approved' },
  { id: 'declined', brand: 'Visa', digits: '4000000000000002', securityCode: '123', outcome: 'card_declined' },
  {
    id: 'insufficient-funds',
    brand: 'Visa',
    digits: '4000000000009995',
    securityCode: '123',
    outcome: 'insufficient_funds',
  },
];

/** Test cards with a fixed outcome by their digits. */
const TEST_CARD_OUTCOMES: ReadonlyMap<string, CardOutcome> = new Map(
  TEST_CARDS.map((card) => [card.digits, card.outcome]),
);

/** Accepted card types: Visa, Mastercard and American Express, by their leading digits. */
const ACCEPTED_PREFIX = /^(4|5[1-5]|2[2-7]|3[47])/;

/** The result of keying one field: the masked value and, for a card number, its outcome; or an error type. */
export type KeyedField =
  | { ok: true; value: MaskedCardValue; outcome?: CardOutcome }
  | { ok: false; error: CaptureErrorType };

/** True when the digits pass the Luhn checksum. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function masked(value: string): MaskedCardValue | undefined {
  return isMaskedCardValue(value) ? value : undefined;
}

function fail(error: CaptureErrorType): KeyedField {
  return { ok: false, error };
}

function cardNumber(digits: string): KeyedField {
  if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) return fail('invalid-card-number');
  if (!ACCEPTED_PREFIX.test(digits)) return fail('invalid-card-type');
  const value = masked(`xxxx xxxx xxxx ${digits.slice(-4)}`);
  return value
    ? { ok: true, value, outcome: TEST_CARD_OUTCOMES.get(digits) ?? 'approved' }
    : fail('invalid-card-number');
}

function expiry(digits: string, now: Date): KeyedField {
  if (!/^\d{4}$/.test(digits)) return fail('invalid-date');
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (month < 1 || month > 12 || year * 12 + month - 1 < thisMonth) return fail('invalid-date');
  const value = masked(`${digits.slice(0, 2)}/${digits.slice(2)}`);
  return value ? { ok: true, value } : fail('invalid-date');
}

/**
 * Reads the digits the customer keyed for a field: a card number (13–19 digits, Luhn, Visa,
 * Mastercard or Amex) shows as 'xxxx xxxx xxxx 4242'; an expiry MMYY not in the past as
 * 'MM/YY'; a security code of 3 or 4 digits as 'xxx'; a postal code of 3 to 10 digits as
 * 'xxx' and its last two digits. Anything else is the field's error type.
 */
export function keyField(field: CardField, typed: string, now: Date): KeyedField {
  const digits = String(typed ?? '').replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return fail(field === 'payment-card-number' ? 'invalid-card-number' : errorOf(field));
  switch (field) {
    case 'payment-card-number':
      return cardNumber(digits);
    case 'expiration-date':
      return expiry(digits, now);
    case 'security-code': {
      const value = masked('xxx');
      return /^\d{3,4}$/.test(digits) && value ? { ok: true, value } : fail('invalid-security-code');
    }
    case 'postal-code': {
      const value = masked(`xxx${digits.slice(-2)}`);
      return /^\d{3,10}$/.test(digits) && value ? { ok: true, value } : fail('invalid-postal-code');
    }
  }
}

function errorOf(field: CardField): CaptureErrorType {
  if (field === 'expiration-date') return 'invalid-date';
  if (field === 'security-code') return 'invalid-security-code';
  if (field === 'postal-code') return 'invalid-postal-code';
  return 'invalid-card-number';
}
