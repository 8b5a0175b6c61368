/** The longest email address there is (RFC 5321: 254 characters in a path). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An address with one @, something before it, and a domain with a dot and a top-level part of
 * two letters or more; no spaces. The server checks validity for real (docs/behaviour/quote-flow.md
 * §5: "Email: checked by the server"); this only catches what is plainly not an address.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Why an email address was refused: nothing typed, or not an address (§8 'Email entered is not a valid email'). */
export type EmailCheckCode = 'emailMissing' | 'emailInvalid';

/** An email address checked: the trimmed address, or why it cannot be used. */
export type EmailCheck = { ok: true; email: string } | { ok: false; code: EmailCheckCode };

/**
 * Checks an email address as typed: surrounding spaces are dropped; blank is `emailMissing`;
 * anything that is not plainly an address (no @, no domain, spaces, too long) is `emailInvalid`.
 * The email-ask modal and a partner's prefill both check with it.
 * @example checkEmail(' ana@example.com ') // { ok: true, email: 'ana@example.com' }
 * @example checkEmail('ana@example') // { ok: false, code: 'emailInvalid' }
 */
export function checkEmail(text: unknown): EmailCheck {
  const email = typeof text === 'string' ? text.trim() : '';
  if (email === '') return { ok: false, code: 'emailMissing' };
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return { ok: false, code: 'emailInvalid' };
  return { ok: true, email };
}
