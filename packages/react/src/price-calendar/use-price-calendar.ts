import {
  calendarChosenWords,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  dayPriceForTab,
  getSession,
  type Listing,
  type Locale,
  noPriceError,
  type PriceCalendarMessageKey,
  priceCalendarMessage,
  type QuoteFlowSession,
  quoteTransitions,
  withQuoteFlow,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../common/use-media-query.js';
import { usePriceTabsLayout } from '../price-tabs/use-price-tabs.js';
import { usePricing } from '../pricing/use-pricing.js';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the price calendar (the `<hk-price-calendar>` attributes, parsed). */
export interface PriceCalendarProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** The flow's category (the `category` attribute): given, it becomes the session's (a piano's saver tab takes 2 helpers). */
  category?: string | undefined;
  /** Called with the listing after the person chose a day. */
  onChange?(listing: Listing): void;
}

/** The price calendar's words for its locale. */
export type PriceCalendarTranslate = (key: PriceCalendarMessageKey, params?: Record<string, string | number>) => string;

/** What the calendar shows (docs/behaviour/quote-flow.md §4 price loading, §8 price fetch failure). */
export type PriceCalendarState =
  /** The job has no addresses or items yet: one sentence asks for them. */
  | { kind: 'idle' }
  /** Prices are on their way: a skeleton of the loaded view's size. */
  | { kind: 'loading' }
  /** Prices failed: the no-price error body (the server's words, else ours) with its code and "Try again". */
  | { kind: 'error'; code: string; message: string | null }
  /** exclude_prices: the days shown, their prices blurred until the email is given. */
  | { kind: 'blurred' }
  /** The days with their prices; `updating` while new ones load over them (helpers changed). */
  | { kind: 'loaded'; updating?: boolean };

/** Id of the calendar's body, the panel the price tabs control. */
export const PRICE_CALENDAR_PANEL_ID = 'hk-price-panel';

/**
 * Chooses a day of the session (§4: clears the time option and date modes, sets the price option)
 * and gives the words that say so: "Tuesday 24 November chosen, £149" (none when it was chosen
 * already). Null when the day cannot be chosen (past, no price for the tab, beyond a year: §5).
 */
function chooseDay(session: QuoteFlowSession, key: string, locale: Locale) {
  const before = session.$listing.get().pickup_date;
  const next = session.selectDay(key);
  const chosen = typeof next.listing.pickup_date === 'string' ? next.listing.pickup_date.slice(0, 10) : null;
  if (chosen !== key) return null;
  const words =
    before === next.listing.pickup_date
      ? null
      : calendarChosenWords(locale, key, dayPriceForTab(next.listing, key, next.ui.priceTab));
  return { listing: next.listing, words };
}

/**
 * Behaviour of the price calendar (docs/behaviour/quote-flow.md §2, §4, §8, §9; back-office §4): the
 * session with the flow's actions; pricing started once the job has addresses and items
 * (`usePricing`); which state shows (idle, loading, the no-price error, blurred, loaded); the grid
 * from 992 px wide, the list of days below with its calendar dialog; choosing a day (announced
 * once); "Try again" after a failure. The grid's and the list's keyboard are their own hooks.
 */
export function usePriceCalendar({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  category,
  onChange,
}: PriceCalendarProps) {
  const t = useMessages(priceCalendarMessage, locale);
  const announce = useAnnounce();
  const session: QuoteFlowSession = useMemo(() => withQuoteFlow(getSession(key)), [key]);
  // The category is the flow's, before pricing starts.
  useLayoutEffect(() => {
    if (category !== undefined && session.$context.get().category !== category) session.setContext({ category });
  }, [session, category]);
  const { ready } = usePricing(session);
  const stores = useMemo(
    () => ({
      prices: computed(session.$status, (status) => status.prices),
      blurred: computed(session.$ui, (ui) => ui.pricesBlurred),
      cached: computed(session.$listing, quoteTransitions.hasCachedPrices),
      priceTab: computed(session.$ui, (ui) => ui.priceTab),
    }),
    [session],
  );
  const prices = useStore(stores.prices);
  const blurred = useStore(stores.blurred);
  const cached = useStore(stores.cached);
  const priceTab = useStore(stores.priceTab);
  // The body is the tabs' panel only where the tabs are APG tabs (phones get radio cards).
  const tabbed = usePriceTabsLayout(key) === 'tabs';
  // The grid from 992 px wide, the list of days below (§9: mobile below 992 px).
  const desktop = !useMediaQuery(MOBILE_QUERY);
  const [dialogOpen, setDialogOpen] = useState(false);

  let state: PriceCalendarState;
  if (blurred) state = { kind: 'blurred' };
  else if (prices.state === 'error') state = { kind: 'error', ...noPriceError(prices.error) };
  // New prices for prices already shown (helpers changed): the days stay, marked as updating, so
  // nothing jumps and the focus stays where it was.
  else if (prices.state === 'ready' || cached) state = { kind: 'loaded', updating: prices.state === 'loading' };
  else if (prices.state === 'loading') state = { kind: 'loading' };
  // Ready with nothing asked yet: pricing starts in a moment (usePricing), so the wait shows.
  else state = ready ? { kind: 'loading' } : { kind: 'idle' };

  const latest = useRef({ locale, onChange });
  latest.current = { locale, onChange };
  // Said after the pieces inside (the price actions say the new total): the chosen day's words,
  // which hold the price, are the ones heard.
  const [chosenWords, setChosenWords] = useState<{ words: string } | null>(null);
  useEffect(() => {
    if (chosenWords) announce(chosenWords.words);
  }, [chosenWords, announce]);
  const choose = useCallback(
    (day: string): boolean => {
      const chosen = chooseDay(session, day, latest.current.locale);
      if (chosen === null) return false;
      if (chosen.words !== null) setChosenWords({ words: chosen.words });
      latest.current.onChange?.(chosen.listing);
      return true;
    },
    [session],
  );

  return {
    t,
    locale,
    session,
    state,
    desktop,
    /** More than one price tab: the calendar's body is the tabs' panel. */
    tabbed,
    priceTab,
    choose,
    /** Phones: the calendar dialog is open. */
    dialogOpen,
    openDialog: useCallback(() => setDialogOpen(true), []),
    closeDialog: useCallback(() => setDialogOpen(false), []),
    /** Chooses a day in the calendar dialog, which closes once one is chosen. */
    chooseInDialog: useCallback(
      (day: string) => {
        const chosen = choose(day);
        if (chosen) setDialogOpen(false);
        return chosen;
      },
      [choose],
    ),
  };
}
