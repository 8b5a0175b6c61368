import { adminNotesMessage } from '../../locale/admin-notes.js';
import type { Locale } from '../../locale/locales.js';
import { formatMoney } from '../../locale/money.js';
import {
  type FreeCancellationInput,
  type FreeCancellationWindow,
  freeCancellationWindow,
} from '../free-cancellation/free-cancellation.js';
import { readMeasure } from '../units/units.js';
import { PERIOD_UNIT_WORDS } from './constants.js';

/** What the default SMS reads of the job: the flags that set free cancellation, and its lowest price. */
export interface SmsListing extends FreeCancellationInput {
  readonly lowest_price?: unknown;
}

/**
 * The free-cancellation period in words, for the locale: "48 hours", "5 days", "48 horas".
 * @example cancellationPeriodText({ amount: 5, unit: 'days' }, 'en-GB') // '5 days'
 */
export function cancellationPeriodText(window: FreeCancellationWindow, locale: Locale): string {
  return adminNotesMessage(locale, window.unit === 'days' ? 'periodDays' : 'periodHours', { amount: window.amount });
}

/**
 * The SMS an admin starts from (docs/behaviour/back-office.md §3 default_sms, §9): the server's
 * `default_sms` when it sent one; otherwise Haulkit's own words (not specified: chosen), with the
 * job's lowest price when it has one and its free cancellation: 48 hours, or 5 days for ferry or
 * international jobs.
 * @example defaultAdminSms('', { is_international: true }, 'en-GB') // '… free cancellation up to 5 days before your move.'
 */
export function defaultAdminSms(serverSms: unknown, listing: SmsListing | null | undefined, locale: Locale): string {
  if (typeof serverSms === 'string' && serverSms.trim() !== '') return serverSms;
  const period = cancellationPeriodText(freeCancellationWindow(listing), locale);
  const price = readMeasure(listing?.lowest_price);
  return price === undefined || price <= 0
    ? adminNotesMessage(locale, 'smsDefault', { period })
    : adminNotesMessage(locale, 'smsDefaultWithPrice', { period, price: formatMoney(locale, price) });
}

/**
 * Whether an SMS names the job's free cancellation (back-office §9): `right` when it names the
 * job's period (48 hours, or 5 days for ferry or international jobs), `wrong` when it names
 * another period and not the right one, `none` when it names no period. A period is a whole number
 * and a unit word in English or Spanish (PERIOD_UNIT_WORDS): "48 hours", "48h", "5 días". How it
 * is told is not specified: chosen; the panel shows it as a warning and never blocks sending on it.
 * @example smsCancellationMention('Free cancellation up to 48 hours.', {}) // 'right'
 * @example smsCancellationMention('Free cancellation up to 48 hours.', { has_ferry: true }) // 'wrong'
 */
export function smsCancellationMention(
  text: unknown,
  listing: FreeCancellationInput | null | undefined,
): 'right' | 'wrong' | 'none' {
  if (typeof text !== 'string') return 'none';
  const window = freeCancellationWindow(listing);
  const units = [...PERIOD_UNIT_WORDS.hours, ...PERIOD_UNIT_WORDS.days].join('|');
  const mention = new RegExp(`(\\d+)\\s*(${units})(?![\\p{L}])`, 'giu');
  let named = false;
  for (const [, amount = '', unit = ''] of text.matchAll(mention)) {
    named = true;
    const days = (PERIOD_UNIT_WORDS.days as readonly string[]).includes(unit.toLowerCase());
    if (Number(amount) === window.amount && (days ? 'days' : 'hours') === window.unit) return 'right';
  }
  return named ? 'wrong' : 'none';
}
