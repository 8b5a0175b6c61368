import { boundIssuesMessage } from './bound-messages.js';
import type { Locale } from './messages.js';
import type { Currency } from './money.js';
import { RULE_MESSAGES, type RuleMessageCode } from './rule-message-table.js';
import { serverCodeMessage } from './server-codes.js';

export { boundIssueBlocks, formatMeasureText, isBoundCode } from './bound-messages.js';
export type { RuleMessageCode } from './rule-message-table.js';

/**
 * Codes the rules return that are not for people, so they have no words and show as is (in logs):
 * experiment allocation outcomes (the customer just gets the control variant) and why a saved
 * draft was dropped (the customer just starts a fresh quote).
 */
export const INTERNAL_RULE_CODES = [
  'inactive',
  'invalidId',
  'aboveCutoff',
  'invalidBit',
  'corrupt',
  'version',
  'future',
  'expired',
  'flushed',
  'invalidListing',
] as const;

/** Options of ruleMessage. */
export interface RuleMessageOptions {
  /**
   * Currency of insurance amounts (highAmount, lowAmount).
   * @default the locale's: GBP for en-GB, EUR for en-IE and es-ES
   */
  currency?: Currency;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonBlank = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Every code with words for people, in table order. */
export function ruleMessageCodes(): RuleMessageCode[] {
  return Object.keys(RULE_MESSAGES) as RuleMessageCode[];
}

/** True when a code has words for people (see ruleMessage). */
export function isRuleMessageCode(code: unknown): code is RuleMessageCode {
  return typeof code === 'string' && Object.hasOwn(RULE_MESSAGES, code);
}

/**
 * The code of a rule's error value: `code`, else `error` (a typed quantity), else `reason` (a
 * disabled calendar day); a bare string is its own code. Undefined when there is none.
 */
export function ruleErrorCode(error: unknown): string | undefined {
  if (typeof error === 'string') return nonBlank(error);
  if (!isRecord(error)) return undefined;
  return nonBlank(error.code) ?? nonBlank(error.error) ?? nonBlank(error.reason);
}

/**
 * The words for a coded error as the rules return it, in a locale (CONVENTIONS: errors are values,
 * words come from the catalogue at the edge). Placeholders are filled from the value: bounds
 * crossed with their limits in cm, cm³ or kg, insurance amounts as money, maximum quantities,
 * the booking-step field. A custom item check (`{ status: 'warning' | 'blocked', issues }`)
 * gives one sentence per crossed bound and what to do. A server error code gives the server
 * catalogue's words; any other code shows as is (as do INTERNAL_RULE_CODES); a value without
 * a code gives ''. Never throws.
 * @example ruleMessage('en-GB', { ok: false, code: 'highAmount', max: 50000, maxText: '50k' })
 * // 'Protection Plus covers goods worth up to £50k. Enter a lower value.'
 * @example ruleMessage('en-GB', { code: 'sideTooLarge', field: 'depth', value: 320, limit: 300 })
 * // 'The depth is 320 cm, over 300 cm. These sizes look unusual for one item. …'
 */
export function ruleMessage(locale: Locale, error: unknown, options: RuleMessageOptions = {}): string {
  const value = isRecord(error) ? error : {};
  const code = ruleErrorCode(error);
  if (code === undefined) {
    if (!Array.isArray(value.issues) || (value.status !== 'warning' && value.status !== 'blocked')) return '';
    return boundIssuesMessage(locale, value.issues.filter(isRecord).map(asIssue), value.status === 'blocked');
  }
  if (isRuleMessageCode(code)) {
    return RULE_MESSAGES[code]({
      locale,
      value: { ...value, code },
      ...(options.currency === undefined ? {} : { currency: options.currency }),
    });
  }
  return serverCodeMessage(locale, code);
}

function asIssue(issue: Readonly<Record<string, unknown>>) {
  return { ...issue, code: String(issue.code) };
}
