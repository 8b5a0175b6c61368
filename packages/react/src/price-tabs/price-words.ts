import {
  FLEXIBLE_TAB,
  formatDayKey,
  formatMoney,
  formatWholeMoney,
  helpersOfTab,
  type Locale,
  type PriceTab,
  type PriceTabsMessageKey,
} from '@haulkit/core';

/** The price tabs' words for a locale (see useMessages). */
export type PriceTabsTranslate = (key: PriceTabsMessageKey, params?: Record<string, string | number>) => string;

/**
 * A crew in words: men_required counts everyone who lifts, the driver included, so 1 is
 * "Driver only", 2 "Driver + 1 helper", 3 "Driver + 2 helpers".
 * @example crewWords(2, t) // 'Driver + 1 helper'
 */
export function crewWords(people: number, t: PriceTabsTranslate): string {
  if (people <= 1) return t('crewDriverOnly');
  if (people === 2) return t('crewOneHelper');
  return t('crewHelpers', { count: people - 1 });
}

/** How many people lift, in words ("2 people to lift"). */
export function peopleWords(people: number, t: PriceTabsTranslate): string {
  return people === 1 ? t('peopleOne') : t('peopleMany', { count: people });
}

/** A tab's name: its crew, or "Saver: flexible dates". */
export function tabWords(tab: PriceTab, t: PriceTabsTranslate): string {
  return tab === FLEXIBLE_TAB ? t('tabFlexible') : crewWords(helpersOfTab(tab) ?? 1, t);
}

/**
 * A day (YYYY-MM-DD) in words for the locale with the catalogue's date-fns pattern ("Tuesday
 * 15 January", "martes, 15 de enero"); a key that is no date comes back as it is.
 */
export function dayWords(locale: Locale, key: string, t: PriceTabsTranslate): string {
  return formatDayKey(key, t('dayPattern'), locale);
}

/**
 * A tab's price: whole pounds or euros like the calendar's figures ("£149"), with the pence when
 * it has some ("£93.60"), so it always matches the cart line it becomes.
 */
export function tabMoney(locale: Locale, amount: number): string {
  return Number.isInteger(amount) ? formatWholeMoney(locale, amount) : formatMoney(locale, amount);
}
