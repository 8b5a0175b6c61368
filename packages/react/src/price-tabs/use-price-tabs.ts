import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  type Locale,
  type PriceTab,
  type PriceTabView,
  priceTabsMessage,
  type QuoteFlowSession,
  withQuoteFlow,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { type KeyboardEvent, useCallback, useMemo, useRef } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../common/use-media-query.js';
import { openLoadingInfo } from '../loading-info/opener.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';
import { type PriceTabsTranslate, peopleWords, tabMoney, tabWords } from './price-words.js';

/** Props of {@link PriceTabs}. */
export interface PriceTabsProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** Id of the tab panel the tabs control (the calendar's body). */
  panelId: string;
}

/** The id of a tab's button: the calendar's panel is labelled by the selected one. */
export const priceTabId = (tab: PriceTab): string => `hk-price-tab-${tab}`;

/** A price tab as the view shows it. */
export interface PriceTabItem {
  tab: PriceTab;
  id: string;
  /** "Driver only", "Driver + 1 helper", "Saver: flexible dates". */
  title: string;
  /** "2 people to lift", or what the saver is. */
  about: string;
  /** "£149.00", "from £75.00", "No price", or "Price hidden" while prices are blurred. */
  price: string;
  /** True when the price is a real amount (not hidden, not missing). */
  priced: boolean;
  selected: boolean;
}

/** How the tabs show: APG tabs from 992 px, radio cards below (§9), nothing with fewer than two. */
export type PriceTabsLayout = 'tabs' | 'cards' | 'none';

/** The words of each tab on offer: its crew, what it means, and its price. */
export function priceTabItems(
  tabs: readonly PriceTabView[],
  options: { dayChosen: boolean; blurred: boolean; locale: Locale; t: PriceTabsTranslate },
): PriceTabItem[] {
  const { dayChosen, blurred, locale, t } = options;
  return tabs.map((view) => {
    const priced = !blurred && view.price !== null;
    const amount = priced ? tabMoney(locale, view.price as number) : '';
    return {
      tab: view.tab,
      id: priceTabId(view.tab),
      title: tabWords(view.tab, t),
      about: view.helpers === null ? t('tabFlexibleAbout') : peopleWords(view.helpers, t),
      price: blurred
        ? t('priceHidden')
        : !priced
          ? t('priceNone')
          : dayChosen
            ? amount
            : t('priceFrom', { price: amount }),
      priced,
      selected: view.selected,
    };
  });
}

/** The session's quote flow for a key (the same object every piece of that key uses). */
export function useFlowSession(key: string = DEFAULT_SESSION_KEY): QuoteFlowSession {
  return useMemo(() => withQuoteFlow(getSession(key)), [key]);
}

/**
 * How the price tabs show for a session: `tabs` (APG tabs, 992 px and wider), `cards` (radio
 * cards on phones) or `none` (fewer than two tabs on offer). The calendar wraps its body in a
 * tab panel only for `tabs`.
 */
export function usePriceTabsLayout(key: string = DEFAULT_SESSION_KEY): PriceTabsLayout {
  const session = useFlowSession(key);
  const count$ = useMemo(() => computed(session.$priceTabs, (tabs) => tabs.length), [session]);
  const count = useStore(count$);
  const mobile = useMediaQuery(MOBILE_QUERY);
  return count < 2 ? 'none' : mobile ? 'cards' : 'tabs';
}

/**
 * Behaviour of the price tabs (docs/behaviour/quote-flow.md §4, Price tabs): the tabs on offer with
 * their words and prices (the chosen day's, else "from" the lowest), the layout, and choosing a
 * tab: the session's selectPriceTab (flexible sets the saver option and its helpers, a fixed tab
 * drops the saver and the time option), then, when the number of helpers changed, a price reload
 * ("changing the number of helpers reprices"). Keyboard of the APG tabs with automatic
 * activation: ArrowLeft / ArrowRight (wrapping), Home and End choose and focus a tab.
 */
export function usePriceTabs({ session: key = DEFAULT_SESSION_KEY, locale = DEFAULT_LOCALE }: PriceTabsProps) {
  const t = useMessages(priceTabsMessage, locale);
  const session = useFlowSession(key);
  const stores = useMemo(
    () => ({
      dayChosen: computed(session.$listing, (listing) => typeof listing.pickup_date === 'string'),
      blurred: computed(session.$ui, (ui) => ui.pricesBlurred),
    }),
    [session],
  );
  const views = useStore(session.$priceTabs);
  const dayChosen = useStore(stores.dayChosen);
  const blurred = useStore(stores.blurred);
  const layout = usePriceTabsLayout(key);
  const items = useMemo(
    () => priceTabItems(views, { dayChosen, blurred, locale, t }),
    [views, dayChosen, blurred, locale, t],
  );
  const selected = items.find((item) => item.selected)?.tab ?? items[0]?.tab;
  const buttons = useRef(new Map<PriceTab, HTMLButtonElement>());

  const choose = useCallback(
    (tab: string) => {
      const before = session.$listing.get().men_required;
      const next = session.selectPriceTab(tab);
      if (next.listing.men_required !== before) void session.loadPrices({ force: true });
    },
    [session],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const index = items.findIndex((item) => item.tab === selected);
      const last = items.length - 1;
      const moves: Record<string, number> = {
        ArrowLeft: index > 0 ? index - 1 : last,
        ArrowRight: index < last ? index + 1 : 0,
        Home: 0,
        End: last,
      };
      const next = items[moves[event.key] ?? -1];
      if (!next) return;
      event.preventDefault();
      if (next.tab !== selected) choose(next.tab);
      buttons.current.get(next.tab)?.focus();
    },
    [items, selected, choose],
  );

  const register = useCallback((tab: PriceTab, button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(tab, button);
    else buttons.current.delete(tab);
  }, []);

  return {
    t,
    locale,
    session,
    layout,
    items,
    selected,
    choose,
    onKeyDown,
    register,
    openInfo: useCallback(() => openLoadingInfo(session, 'price-tabs'), [session]),
  };
}
