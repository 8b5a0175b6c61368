import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  FLEXIBLE_TAB,
  formatMoney,
  type Locale,
  type PackageLevel,
  packageOptionsView,
  priceTabsMessage,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { isLoadingInfoOpenedBy } from '../loading-info/opener.js';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';
import { dayWords } from './price-words.js';
import { useFlowSession } from './use-price-tabs.js';

/** Props of {@link PriceActions}. */
export interface PriceActionsProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
}

/** The dialog of each modal the price actions host, open or not. */
export interface PriceDialogsOpen {
  addHelper: boolean;
  priceOption: boolean;
  emailAsk: boolean;
  loadingInfo: boolean;
}

/**
 * Behaviour of the bar under the calendar (docs/behaviour/quote-flow.md §2, §4): the chosen day in
 * words and the total the job summary shows the customer paying (the cart's, less the lifetime
 * discount where it applies); Continue (the session's proceed: every modal closes, the quote is
 * saved and the step becomes listing-confirmation, or a failed save is said with "Try again", or the add-helper modal comes first for furniture under the
 * person-tabs experiment), disabled with its reason until a day is chosen; the service level with
 * its "Change" when the chosen day offers more than one; "Show prices" while prices are blurred
 * (it opens the email-ask modal again); and which price dialog is open. A new total is announced
 * politely once.
 */
export function usePriceActions({ session: key = DEFAULT_SESSION_KEY, locale = DEFAULT_LOCALE }: PriceActionsProps) {
  const t = useMessages(priceTabsMessage, locale);
  const announce = useAnnounce();
  const session = useFlowSession(key);
  const stores = useMemo(
    () => ({
      day: computed(session.$listing, (listing) =>
        typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null,
      ),
      saver: computed(session.$ui, (ui) => ui.priceTab === FLEXIBLE_TAB),
      blurred: computed(session.$ui, (ui) => ui.pricesBlurred),
      updating: computed(session.$ui, (ui) => ui.priceStatus === 'loading'),
      modals: computed(session.$ui, (ui) => ui.modals),
      pending: computed(session.$ui, (ui) => ui.pending),
      save: computed(session.$ui, (ui) => ui.save),
      levels: computed(session.$state, packageOptionsView),
    }),
    [session],
  );
  const day = useStore(stores.day);
  const saver = useStore(stores.saver);
  const blurred = useStore(stores.blurred);
  const updating = useStore(stores.updating);
  const modals = useStore(stores.modals);
  const pending = useStore(stores.pending);
  const levels = useStore(stores.levels);
  const save = useStore(stores.save);
  // What the customer pays, as the job summary says it: the cart's total, less the lifetime
  // discount where it applies (§6: never on hourly rate).
  const summary = useStore(session.$summary);
  const total = summary.discountedTotal ?? summary.total;
  const discountPercent = summary.discountedTotal !== null ? (summary.lifetimeDiscount?.percent ?? null) : null;

  const dayText =
    day === null ? null : saver ? t('dayFlexible', { day: dayWords(locale, day, t) }) : dayWords(locale, day, t);
  const level: PackageLevel | null = levels.find((option) => option.selected)?.level ?? null;

  // Each new total is said once (not the first, which the person reads with the bar).
  const spoken = useRef<number | null>(null);
  useEffect(() => {
    const before = spoken.current;
    spoken.current = total;
    if (before === null || before === total || total <= 0) return;
    announce(t('totalNow', { total: formatMoney(locale, total) }));
  }, [total, locale, t, announce]);

  const open: PriceDialogsOpen = {
    addHelper: modals.addHelper && pending?.kind === 'addHelper',
    priceOption: modals.priceOption && levels.length > 0,
    emailAsk: modals.emailAsk,
    loadingInfo: modals.loadingInfo && isLoadingInfoOpenedBy(session, 'price-tabs'),
  };

  return {
    t,
    locale,
    session,
    day,
    dayText,
    total,
    /** The lifetime discount's percent when the total has it taken off, or null. */
    discountPercent,
    /** New prices are loading over the total shown: it is the last one, and says so. */
    updating,
    blurred,
    /** Continue needs a chosen day. */
    canContinue: day !== null,
    /** The service level in words, when the chosen day offers more than one. */
    levelText: levels.length > 1 && level !== null ? t(`level_${level}`) : null,
    open,
    /** Continue is saving the quote before it proceeds. */
    saving: save?.status === 'saving',
    /** The save before proceeding failed: its code (for `data-code`), or null. Continue or "Try again" saves again. */
    saveFailed: save?.status === 'error' ? (save.error?.code ?? 'requestFailed') : null,
    proceed: useCallback(() => void session.proceed(), [session]),
    openLevels: useCallback(() => void session.openModal('priceOption'), [session]),
    showPrices: useCallback(() => void session.openModal('emailAsk'), [session]),
  };
}

/** What usePriceActions gives the view. */
export type PriceActionsView = ReturnType<typeof usePriceActions>;
