import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  formatMoney,
  getSession,
  isHourlyRateCategory,
  type Locale,
  type QuoteFlowSession,
  type TimeOfDay,
  type TimeOptionList,
  type TimeOptionsMessageKey,
  type TimeOptionView,
  timeOptionDeliveryWindows,
  timeOptionsMessage,
  timeOptionWords,
  withQuoteFlow,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../common/use-media-query.js';
import { usePricing } from '../pricing/use-pricing.js';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the time options (the `<hk-time-options>` attributes, parsed). */
export interface TimeOptionsProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * The flow's category (the `category` attribute): given, it becomes the session's. `man-and-van`
   * shows the hourly-rate variant (hours and start times) instead of the time options.
   * @default the session's category
   */
  category?: string | undefined;
}

/** The time options' words for their locale. */
export type TimeOptionsTranslate = (key: TimeOptionsMessageKey, params?: Record<string, string | number>) => string;

/** One choice of the list (a time option or an hourly start time) in words: what its radio shows. */
export interface TimeChoiceRow {
  /** The value chosen: the option key, or the start time 'HH:mm' of an hourly slot. */
  key: string;
  /** The radio's name: '8am–12pm', 'In 5 hours'. */
  name: string;
  /** Lines under the name: the window of an 'in X hours' option, its delivery window. */
  details: string[];
  /** '+£25.00' or 'Included'; null for hourly start times (priced by the hour). */
  charge: string | null;
  /** Why it cannot be chosen, or null. */
  reason: string | null;
  disabled: boolean;
}

/** A group of the list: Morning, Afternoon, Evening (heading null when the list is not grouped, §9). */
export interface TimeChoiceGroup {
  key: TimeOfDay | 'all';
  heading: string | null;
  rows: TimeChoiceRow[];
}

const GROUP_KEYS: Record<TimeOfDay, TimeOptionsMessageKey> = {
  morning: 'timeGroupMorning',
  afternoon: 'timeGroupAfternoon',
  evening: 'timeGroupEvening',
};

/** The groups of a list, each item made a row (core groups it: morning < 12, afternoon 12–18, evening; only above 3). */
export function choiceGroups<T>(
  list: TimeOptionList<T>,
  t: TimeOptionsTranslate,
  row: (item: T) => TimeChoiceRow,
): TimeChoiceGroup[] {
  if (!list.grouped) return list.options.length > 0 ? [{ key: 'all', heading: null, rows: list.options.map(row) }] : [];
  return list.groups.map((group) => ({
    key: group.group,
    heading: t(GROUP_KEYS[group.group]),
    rows: group.options.map(row),
  }));
}

/**
 * Which variant to show (docs/behaviour/quote-flow.md §1, §6): the hourly-rate one for `man-and-van`,
 * from the `category` prop, which becomes the session's before the first paint, or else the
 * session's category.
 */
export function useRateVariant({ session: key = DEFAULT_SESSION_KEY, category }: TimeOptionsProps) {
  const session: QuoteFlowSession = useMemo(() => withQuoteFlow(getSession(key)), [key]);
  useLayoutEffect(() => {
    if (category !== undefined && session.$context.get().category !== category) session.setContext({ category });
  }, [session, category]);
  const store = useMemo(() => computed(session.$context, (context) => context.category), [session]);
  const sessionCategory = useStore(store);
  return { session, hourly: isHourlyRateCategory(category ?? sessionCategory) };
}

/**
 * What both variants share: the quote session with the flow's actions, the layout (a sidebar
 * from 992 px, a button and a dialog below, §9), the time-option modal's state, pricing started
 * once the job can be priced (usePricing), the chosen day, and the heading for the side being
 * chosen (collection or delivery, the time slider's mode).
 */
export function useTimesBase({ session: key = DEFAULT_SESSION_KEY, locale = DEFAULT_LOCALE }: TimeOptionsProps) {
  const t = useMessages(timeOptionsMessage, locale);
  const announce = useAnnounce();
  const session: QuoteFlowSession = useMemo(() => withQuoteFlow(getSession(key)), [key]);
  const stores = useMemo(
    () => ({
      open: computed(session.$ui, (ui) => ui.modals.timeOption),
      side: computed(session.$ui, (ui) => ui.sliderMode),
      pricesLoading: computed(session.$status, (status) => status.prices.state === 'loading'),
      day: computed(session.$listing, (listing) =>
        typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null,
      ),
    }),
    [session],
  );
  const dialogOpen = useStore(stores.open);
  const side = useStore(stores.side);
  const loading = useStore(stores.pricesLoading);
  const day = useStore(stores.day);
  usePricing(session);
  const mobile = useMediaQuery(MOBILE_QUERY);
  return {
    t,
    locale,
    announce,
    session,
    mobile,
    dialogOpen,
    loading,
    day,
    heading: t(side === 'delivery' ? 'timeHeadingDelivery' : 'timeHeadingPickup'),
    openDialog: useCallback(() => void session.openModal('timeOption'), [session]),
    closeDialog: useCallback(() => void session.closeModal('timeOption'), [session]),
  };
}

/** What the standard variant shows: a skeleton, a sentence, or the list. */
export type TimeOptionsState = 'loading' | 'noDay' | 'none' | 'list';

/**
 * Behaviour of the time options (docs/behaviour/quote-flow.md §2 time option sidebar or modal, §3, §4
 * selecting a time option, §9 grouping): the session's `$timeOptions` in words (the window in the
 * locale's time format, "in X hours" for 3- and 5-hour windows, the delivery window, the charge as
 * "+£25.00" or "Included", why a disabled one is off), grouped under Morning / Afternoon / Evening
 * when more than 3. Choosing one calls `selectTimeOption` (the timeOption cart line added, or
 * removed at £0) and says the choice and the new total once.
 */
export function useTimeOptions(props: TimeOptionsProps) {
  const base = useTimesBase(props);
  const { t, locale, session, announce, day, loading } = base;
  const stores = useMemo(
    () => ({ deliveries: computed(session.$listing, (listing) => timeOptionDeliveryWindows(listing)) }),
    [session],
  );
  const list = useStore(session.$timeOptions);
  const deliveries = useStore(stores.deliveries);

  const { groups, selected } = useMemo(() => {
    const rowOf = (option: TimeOptionView): TimeChoiceRow => {
      const words = timeOptionWords(locale, option, deliveries[option.option] ?? null);
      return {
        key: option.option,
        name: words.name,
        details: [words.window, words.delivery].filter((line): line is string => line !== null),
        charge: words.charge,
        reason: words.reason,
        disabled: option.disabled === true,
      };
    };
    const options = list.grouped ? list.groups.flatMap((group) => group.options) : list.options;
    const chosen = options.find((option) => option.selected) ?? null;
    return {
      groups: choiceGroups(list, t, rowOf),
      selected: chosen === null ? null : { key: chosen.option, ...timeOptionWords(locale, chosen) },
    };
  }, [list, deliveries, locale, t]);

  const state: TimeOptionsState = loading ? 'loading' : day === null ? 'noDay' : groups.length === 0 ? 'none' : 'list';

  const latest = useRef({ t, locale });
  latest.current = { t, locale };
  /** Chooses an option (stable, for memoised rows): the cart follows; the choice and the total are said once. */
  const select = useCallback(
    (key: string) => {
      const before = session.$listing.get().selectedTimeOption;
      const next = session.selectTimeOption(key);
      if (next.listing.selectedTimeOption !== key || before === key) return;
      const chosen = session.$timeOptions.get();
      const option = (chosen.grouped ? chosen.groups.flatMap((group) => group.options) : chosen.options).find(
        (candidate) => candidate.option === key,
      );
      if (!option) return;
      const { t: say, locale: where } = latest.current;
      const words = timeOptionWords(where, option);
      announce(
        say('timeChosen', {
          window: words.short,
          charge: words.charge,
          total: formatMoney(where, session.$cartTotal.get()),
        }),
      );
    },
    [session, announce],
  );

  return { ...base, state, groups, selected, select };
}
