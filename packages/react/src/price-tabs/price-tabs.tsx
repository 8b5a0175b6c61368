import type { Locale } from '@haulkit/core';

/** Props of {@link PriceTabs}. */
export interface PriceTabsProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  locale?: Locale;
  /** Id of the tab panel the tabs control (the calendar's body). */
  panelId: string;
}

/** Props of {@link PriceActions}. */
export interface PriceActionsProps {
  session?: string;
  locale?: Locale;
}

/** The price tabs (placeholder until built). */
export function PriceTabs(_props: PriceTabsProps) {
  return null;
}

/** The chosen day's total, Continue and the price dialogs (placeholder until built). */
export function PriceActions(_props: PriceActionsProps) {
  return null;
}
