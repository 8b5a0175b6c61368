import {
  type CalendarDayView,
  type CalendarMove,
  type CalendarView,
  dateFilterRange,
  isDateError,
  monthKeyOf,
  moveCalendarDay,
  type QuoteFlowSession,
} from '@haulkit/core';
import { computed, type ReadableAtom } from 'nanostores';
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
import { useStore } from '../use-store.js';
import { stableDays } from './stable-days.js';

/** The session's calendar, keeping each day object while it shows the same (memoised cells). */
function stableCalendar($calendar: ReadableAtom<CalendarView>) {
  let last: CalendarView | null = null;
  return computed($calendar, (calendar) => {
    const days = stableDays(last?.days ?? null, calendar.days) as CalendarDayView[];
    const same =
      last !== null &&
      days === last.days &&
      (['month', 'canGoBack', 'canGoForward', 'lowest', 'highest'] as const).every((f) => last?.[f] === calendar[f]);
    if (!same) last = { ...calendar, days };
    return last as CalendarView;
  });
}

/** The keys of the APG date picker grid and the move each makes. */
function moveOf(event: KeyboardEvent): CalendarMove | null {
  switch (event.key) {
    case 'ArrowLeft':
      return 'previousDay';
    case 'ArrowRight':
      return 'nextDay';
    case 'ArrowUp':
      return 'previousWeek';
    case 'ArrowDown':
      return 'nextWeek';
    case 'Home':
      return 'weekStart';
    case 'End':
      return 'weekEnd';
    case 'PageUp':
      return event.shiftKey ? 'previousYear' : 'previousMonth';
    case 'PageDown':
      return event.shiftKey ? 'nextYear' : 'nextMonth';
    default:
      return null;
  }
}

/**
 * The day holding the grid's one tab stop: the day focused last while it is in the month shown,
 * else the chosen day, today, the first day that can be chosen, or the 1st of the month.
 */
export function focusDayOf(calendar: CalendarView, wanted: string | null): string | null {
  const inMonth = calendar.days.filter((day) => day.inMonth);
  const pick =
    inMonth.find((day) => day.key === wanted) ??
    inMonth.find((day) => day.selected) ??
    inMonth.find((day) => day.today) ??
    inMonth.find((day) => !day.disabled) ??
    inMonth[0];
  return pick?.key ?? null;
}

/** Options of {@link useCalendarGrid}. */
export interface CalendarGridOptions {
  session: QuoteFlowSession;
  /** Chooses a day; true when it was chosen. */
  choose(key: string): boolean;
  /** Focuses the grid's focus day once it shows (the calendar dialog opens on it). @default false */
  autoFocus?: boolean;
}

/**
 * Behaviour of the price calendar's month grid as the WAI-ARIA APG date picker grid: one tab stop
 * (a roving tabindex on the focus day), arrows by day and week, Home/End to Monday and Sunday,
 * PageUp/PageDown by month and Shift+PageUp/PageDown by year (the month shown follows, and focus
 * with it), Enter or Space chooses; disabled days are reachable but not chosen. The previous and
 * next month buttons keep the focus day's number. Moving focus changes two cells' tabindex, no
 * session state.
 */
export function useCalendarGrid({ session, choose, autoFocus = false }: CalendarGridOptions) {
  const store = useMemo(() => stableCalendar(session.$calendar), [session]);
  const calendar = useStore(store);
  const [wanted, setWanted] = useState<string | null>(null);
  const focusDay = focusDayOf(calendar, wanted);
  const grid = useRef<HTMLTableElement>(null);
  // Set when a key moved the focus day: DOM focus follows it once the cell is there.
  const follow = useRef(false);
  const latest = useRef({ calendar, focusDay });
  latest.current = { calendar, focusDay };
  const focusCell = useCallback(() => {
    const cell = grid.current?.querySelector<HTMLElement>(`[data-key="${latest.current.focusDay}"]`);
    cell?.focus();
    return cell !== null && cell !== undefined;
  }, []);

  useLayoutEffect(() => {
    if (follow.current && focusCell()) follow.current = false;
  });
  // A day chosen in another month than the one shown by default: the grid opens on its month.
  useLayoutEffect(() => {
    if (session.$ui.get().calendarMonth !== undefined) return;
    const chosen = session.$listing.get().pickup_date;
    const month = typeof chosen === 'string' ? monthKeyOf(chosen.slice(0, 10)) : null;
    if (month !== null && month !== session.$calendar.get().month) session.showMonth(month.slice(0, 7));
  }, [session]);
  // In a dialog, after it opened (showModal focuses its first control; the day wins).
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => focusCell());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus, focusCell]);

  /** Moves the focus day, showing its month first when it lies in another. */
  const goTo = useCallback(
    (key: string, focus: boolean) => {
      const month = monthKeyOf(key);
      if (month !== null && month !== latest.current.calendar.month) session.showMonth(month.slice(0, 7));
      setWanted(key);
      if (focus) follow.current = true;
    },
    [session],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const from = latest.current.focusDay;
      if (from === null) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        choose(from);
        return;
      }
      const move = moveOf(event);
      if (move === null || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const range = dateFilterRange(new Date(session.now()));
      const to = isDateError(range) ? range : moveCalendarDay(from, move, range);
      if (!isDateError(to)) goTo(to, true);
    },
    [session, choose, goTo],
  );

  const onClick = useCallback(
    (event: MouseEvent) => {
      const cell = (event.target as Element).closest?.<HTMLElement>('[data-key]');
      const key = cell?.dataset.key;
      const day = latest.current.calendar.days.find((candidate) => candidate.key === key);
      if (!day) return;
      // A day of the next or previous month shows its month; the focus day follows the click.
      goTo(day.key, false);
      if (!day.disabled) choose(day.key);
    },
    [choose, goTo],
  );

  /** The previous or next month, the focus day keeping its number (31 → the month's last day). */
  const showMonth = useCallback(
    (direction: 'previous' | 'next') => {
      const { calendar: shown, focusDay: from } = latest.current;
      if (direction === 'previous' ? !shown.canGoBack : !shown.canGoForward) return;
      session.showMonth(direction);
      const to = from === null ? null : moveCalendarDay(from, direction === 'previous' ? 'previousMonth' : 'nextMonth');
      setWanted(to === null || isDateError(to) ? null : to);
    },
    [session],
  );

  const weeks = useMemo(() => {
    const rows: CalendarDayView[][] = [];
    for (let index = 0; index < calendar.days.length; index += 7) rows.push(calendar.days.slice(index, index + 7));
    return rows;
  }, [calendar.days]);

  return {
    calendar,
    weeks,
    focusDay,
    grid,
    onKeyDown,
    onClick,
    showPrevious: useCallback(() => showMonth('previous'), [showMonth]),
    showNext: useCallback(() => showMonth('next'), [showMonth]),
  };
}
