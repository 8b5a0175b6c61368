import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { enIE } from 'date-fns/locale/en-IE';
import { es } from 'date-fns/locale/es';
import { type Locale, resolveLocale } from './messages.js';

const DATE_FNS_LOCALES: Readonly<Record<Locale, DateFnsLocale>> = { 'en-GB': enGB, 'en-IE': enIE, 'es-ES': es };

/**
 * The date-fns locale for a Haulkit locale (weeks start on Monday in all three, as the calendar
 * wants; customer-quote-flow.md §9). Imported per locale so bundles take only these three.
 * @example format(day, 'EEEE d MMMM', { locale: dateFnsLocale('es-ES') })
 */
export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return DATE_FNS_LOCALES[resolveLocale(locale)];
}
