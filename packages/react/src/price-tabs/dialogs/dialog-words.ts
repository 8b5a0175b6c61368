import type { PriceDialogsMessageKey } from '@haulkit/core';

/** The price dialogs' words for a locale (see useMessages). */
export type PriceDialogsTranslate = (key: PriceDialogsMessageKey, params?: Record<string, string | number>) => string;

/** A crew inside a sentence: "the driver alone", "the driver and 1 helper" (men_required counts the driver). */
export function crewText(people: number, d: PriceDialogsTranslate): string {
  if (people <= 1) return d('crewTextDriverOnly');
  if (people === 2) return d('crewTextOneHelper');
  return d('crewTextHelpers', { count: people - 1 });
}
