import { HOURS_STEP } from '../rules/hourly-rate/constants.js';
import { isTimeOptionError, type TimeWindow } from '../rules/time-options/parse.js';
import { describeTimeOption } from '../rules/time-options/time-options.js';
import { formatSliderHour } from '../rules/time-slider/format.js';
import { formatNumber, type Locale, resolveLocale } from './locales.js';
import { formatMoney } from './money.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The time options' words (docs/behaviour/quote-flow.md §2: time option sidebar or modal, with the
 * hourly-rate variant), apart from the full catalogue so a page showing the times loads only
 * these. Hours of the day are written as the time slider writes them (§9: "8am", "8:00" in es-ES).
 */
export const timeOptionsEnGB = {
  timeHeadingPickup: 'Collection time',
  timeHeadingDelivery: 'Delivery time',
  timeNoDay: 'Choose a day to see the times.',
  timeLoading: 'Loading the times…',
  timeNone: 'No times are offered for this day. Choose another day.',
  timeGroupMorning: 'Morning',
  timeGroupAfternoon: 'Afternoon',
  timeGroupEvening: 'Evening',
  timeWindow: '{from}–{to}',
  timeInHours: 'In {hours} hours',
  timeDelivery: 'Delivery {window}',
  timeIncluded: 'Included',
  timeCharge: '+{amount}',
  timeRush: 'Rush collection is not offered',
  timeUnavailable: 'Not available for this day',
  timeChoose: 'Choose a time',
  timeAnyTime: 'Any time',
  timeChosenLabel: 'Time',
  timeChoiceValue: '{window}, {charge}',
  timeChooseThis: 'Choose this time',
  timeCancel: 'Cancel',
  timeClose: 'Close',
  timeChosen: 'Time chosen: {window}, {charge}. Total {total}.',
  timeDialogFailed: 'The list of times could not load.',
  timeRetry: 'Try again',
  hourlyHeading: 'Hours and start time',
  hoursLabel: 'Hours',
  hoursHint: 'From {min} to {max} hours, in half hours.',
  hoursMany: '{hours} hours',
  hoursOne: '1 hour',
  hoursUnitMany: 'hours',
  hoursUnitOne: 'hour',
  hoursDecrease: 'Half an hour less',
  hoursIncrease: 'Half an hour more',
  hoursNotNumber: 'Enter a number of hours, like 3.5.',
  hoursTooLow: 'Choose at least {min} hours.',
  hoursTooHigh: 'Choose {max} hours or fewer.',
  hoursNow: '{hours}: {count} start times.',
  slotsLegend: 'Start time',
  slotsNoneToday: 'No start times are left today for {hours}. Choose fewer hours or another day.',
  slotsNone: 'No start times fit {hours} on this day. Choose fewer hours.',
  slotAnyStart: 'Choose a start time',
  slotChoiceValue: '{window} ({hours})',
  slotChosen: 'Start time chosen: {window} ({hours}).',
};

/** Keys of the time options' words. */
export type TimeOptionsMessageKey = keyof typeof timeOptionsEnGB;

/** The time options' words per locale (en-IE speaks en-GB here). */
export const TIME_OPTIONS_MESSAGES: Readonly<Record<Locale, Readonly<Record<TimeOptionsMessageKey, string>>>> =
  catalogues('time-options', timeOptionsEnGB);

/** The time options' words for a key, placeholders filled (see `createTranslator`). */
export const timeOptionsMessage = createTranslator((locale) => TIME_OPTIONS_MESSAGES[locale]);

/**
 * A window of the day in the locale's time format (§9): 'ha' for English, h:mm for es-ES.
 * @example timeWindowWords('en-GB', 8, 12) // '8am–12pm'
 * @example timeWindowWords('es-ES', 8, 12) // '8:00–12:00'
 */
export function timeWindowWords(locale: Locale, from: number, to: number): string {
  const resolved = resolveLocale(locale);
  return timeOptionsMessage(resolved, 'timeWindow', {
    from: formatSliderHour(from, resolved),
    to: formatSliderHour(to, resolved),
  });
}

/**
 * A number of hours in words, on the 0.5 grid (§4: hours_selected).
 * @example hoursWords('en-GB', 3.5) // '3.5 hours'
 * @example hoursWords('es-ES', 3.5) // '3,5 horas'
 */
export function hoursWords(locale: Locale, hours: number): string {
  const resolved = resolveLocale(locale);
  const onGrid = Number.isFinite(hours) ? Math.round(hours / HOURS_STEP) * HOURS_STEP : 0;
  if (onGrid === 1) return timeOptionsMessage(resolved, 'hoursOne');
  return timeOptionsMessage(resolved, 'hoursMany', { hours: formatNumber(resolved, onGrid) });
}

/**
 * What a time option's charge reads as: '+£15.00', or 'Included' when choosing it adds nothing
 * (its price is the difference to the base price: back-office §4).
 * @example timeChargeWords('en-GB', 15) // '+£15.00'
 */
export function timeChargeWords(locale: Locale, charge: number): string {
  const resolved = resolveLocale(locale);
  if (!Number.isFinite(charge) || charge <= 0) return timeOptionsMessage(resolved, 'timeIncluded');
  return timeOptionsMessage(resolved, 'timeCharge', { amount: formatMoney(resolved, charge) });
}

/** A time option as the time option list shows it. */
export interface TimeOptionWordsInput extends TimeWindow {
  /** The option key, like '0800-1200'. */
  option: string;
  /** What choosing it adds to the cart. */
  charge: number;
  /** Why it cannot be chosen, if it cannot. */
  disabledReason?: 'rush' | 'unavailable' | null;
}

/** A time option's words: its name, the window under an 'in X hours' name, its delivery window, charge and why it is off. */
export interface TimeOptionWords {
  /** '8am–12pm', or 'In 3 hours' for a 3- or 5-hour window (§9). */
  name: string;
  /** The window itself when the name is 'in X hours'; null otherwise. */
  window: string | null;
  /** 'Delivery 2pm–6pm' when the option has a delivery window; null otherwise. */
  delivery: string | null;
  /** '+£15.00' or 'Included'. */
  charge: string;
  /** 'Rush collection is not offered', 'Not available for this day', or null. */
  reason: string | null;
  /** The window alone, for announcements and the phone's summary ('8am–12pm'). */
  short: string;
}

/**
 * The words of one time option (§2, §3, §9): its window in the locale's format, 'in X hours' for
 * 3- and 5-hour windows with the window under it, the delivery window when it has one, the charge
 * ('+£15.00' or 'Included'), and why a disabled option is off.
 * @example timeOptionWords('en-GB', { option: '0800-1300', from: 8, to: 13, charge: 18 }).name // 'In 5 hours'
 */
export function timeOptionWords(
  locale: Locale,
  option: TimeOptionWordsInput,
  delivery: TimeWindow | null = null,
): TimeOptionWords {
  const resolved = resolveLocale(locale);
  const short = timeWindowWords(resolved, option.from, option.to);
  const described = describeTimeOption({ option: option.option, from: option.from, to: option.to });
  const inHours = !isTimeOptionError(described) && described.kind === 'inHours';
  const reason =
    option.disabledReason === 'rush'
      ? timeOptionsMessage(resolved, 'timeRush')
      : option.disabledReason === 'unavailable'
        ? timeOptionsMessage(resolved, 'timeUnavailable')
        : null;
  return {
    name: inHours ? timeOptionsMessage(resolved, 'timeInHours', { hours: described.hours }) : short,
    window: inHours ? short : null,
    delivery:
      delivery === null
        ? null
        : timeOptionsMessage(resolved, 'timeDelivery', {
            window: timeWindowWords(resolved, delivery.from, delivery.to),
          }),
    charge: timeChargeWords(resolved, option.charge),
    reason,
    short,
  };
}
