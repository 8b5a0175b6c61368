import {
  addOneWeek,
  type CalendarDayView,
  calendarDateWords,
  calendarWeeksView,
  dayListStart,
  type Locale,
  priceCalendarMessage,
  type QuoteFlowSession,
} from '@haulkit/core';
import { computed } from 'nanostores';
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAnnounce } from '../ui/announcer.js';
import { useStore } from '../use-store.js';
import { stableDays } from './stable-days.js';

/** Options of {@link useDayList}. */
export interface DayListOptions {
  session: QuoteFlowSession;
  locale: Locale;
  /** Chooses a day; true when it was chosen. */
  choose(key: string): boolean;
}

const chosenOf = (pickupDate: unknown) => (typeof pickupDate === 'string' ? pickupDate.slice(0, 10) : null);

/**
 * Behaviour of the phone list of days (docs/behaviour/quote-flow.md §2: a list of days, 'add one week';
 * §9: one week at a time): a week from today, or from the chosen day's week; "Add one week"
 * appends the next 7 days up to one year ahead (and says up to which day); a day chosen in the
 * calendar dialog outside the list moves the list to its week. The list is an APG listbox with
 * one tab stop: Up and Down move, Home and End go to the ends, Enter or Space chooses (selection
 * does not follow focus, so moving never changes the price); disabled days are reachable.
 */
export function useDayList({ session, locale, choose }: DayListOptions) {
  const announce = useAnnounce();
  const chosen$ = useMemo(() => computed(session.$listing, (listing) => chosenOf(listing.pickup_date)), [session]);
  const chosen = useStore(chosen$);
  const state = useStore(session.$state);
  const who = useStore(session.$context);
  const [list, setList] = useState(() => ({ start: dayListStart(new Date(session.now()), chosen) ?? '', weeks: 1 }));
  const view = useMemo(
    () => calendarWeeksView(state, { ...who, now: new Date(session.now()) }, list),
    [state, who, list, session],
  );
  const kept = useRef<readonly CalendarDayView[] | null>(null);
  kept.current = stableDays(kept.current, view.days);
  const days = kept.current;

  // A day chosen elsewhere (the calendar dialog) that the list does not show: the list moves to its week.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly chosen day moves the list, not more days shown
  useEffect(() => {
    if (chosen === null || days.some((day) => day.key === chosen)) return;
    const start = dayListStart(new Date(session.now()), chosen);
    if (start !== null) setList({ start, weeks: 1 });
  }, [chosen, session]);

  const [wanted, setWanted] = useState<string | null>(null);
  const focusDay =
    (
      days.find((day) => day.key === wanted) ??
      days.find((day) => day.selected) ??
      days.find((day) => !day.disabled) ??
      days[0]
    )?.key ?? null;
  const listRef = useRef<HTMLDivElement>(null);
  const follow = useRef(false);
  const latest = useRef({ days, focusDay, list, view });
  latest.current = { days, focusDay, list, view };
  useLayoutEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    listRef.current?.querySelector<HTMLElement>(`[data-key="${focusDay}"]`)?.focus();
  });

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const { days: shown, focusDay: from } = latest.current;
      if (from === null) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        choose(from);
        return;
      }
      const index = shown.findIndex((day) => day.key === from);
      const to =
        event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'ArrowUp'
            ? index - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? shown.length - 1
                : null;
      if (to === null) return;
      event.preventDefault();
      const target = shown[Math.max(0, Math.min(shown.length - 1, to))];
      if (!target) return;
      setWanted(target.key);
      follow.current = true;
    },
    [choose],
  );

  const onClick = useCallback(
    (event: MouseEvent) => {
      const key = (event.target as Element).closest?.<HTMLElement>('[data-key]')?.dataset.key;
      const day = latest.current.days.find((candidate) => candidate.key === key);
      if (!day) return;
      setWanted(day.key);
      if (!day.disabled) choose(day.key);
    },
    [choose],
  );

  const addWeek = useCallback(() => {
    const { list: shown, view: before } = latest.current;
    if (!before.canAddWeek) return;
    const next = { ...shown, weeks: addOneWeek(shown.weeks) };
    setList(next);
    const after = calendarWeeksView(
      session.$state.get(),
      { ...session.$context.get(), now: new Date(session.now()) },
      next,
    );
    const last = after.days.at(-1);
    if (last) {
      announce(
        priceCalendarMessage(locale, 'weekAdded', { date: calendarDateWords(locale, last.key, 'chosenPattern') }),
      );
    }
  }, [session, locale, announce]);

  return {
    days,
    lowest: view.lowest,
    highest: view.highest,
    canAddWeek: view.canAddWeek,
    focusDay,
    listRef,
    onKeyDown,
    onClick,
    addWeek,
  };
}
