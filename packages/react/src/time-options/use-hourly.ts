import {
  checkTypedHours,
  formatNumber,
  HOURLY_OPTIONS_REFRESH_MS,
  type HourlySlotView,
  type HoursDirection,
  hoursWords,
  type TypedHoursCheck,
  timeWindowWords,
} from '@haulkit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '../use-store.js';
import { choiceGroups, type TimeChoiceRow, type TimeOptionsProps, useTimesBase } from './use-time-options.js';

/** What the hourly-rate variant's start times show: a skeleton, a sentence, or the list. */
export type HourlyState = 'loading' | 'noDay' | 'noneToday' | 'none' | 'list';

/** A refused typed number of hours: its code (for `data-code`) and its words. */
export interface HoursError {
  code: Exclude<TypedHoursCheck, { ok: true }>['code'];
  message: string;
}

/**
 * Behaviour of the hourly-rate variant (docs/behaviour/quote-flow.md §2, §4 hourly rate, §5, §9): the
 * hours booked on a stepper, 0.5 hours a press from the minimum to 12 (a typed number is read
 * with the locale's decimal comma or point; a bad one keeps what was typed and says why with its
 * code), and the chosen day's start times from the session's `$hourlySlots` (ending by 20:00,
 * today from now plus 2 hours), grouped like time options. The hours and the clock move them:
 * the start times are worked out again every 30 minutes (§9: 1,800,000 ms; the timer stops on
 * unmount). When today has no start time left, the session closes the time-option dialog, and
 * this says why, politely, outside it.
 */
export function useHourly(props: TimeOptionsProps) {
  const base = useTimesBase(props);
  const { t, locale, session, announce, dialogOpen, loading } = base;
  const view = useStore(session.$hourlySlots);
  const hourly = useStore(session.$hourly);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<HoursError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // §9: the start times follow the clock, every 30 minutes, while the variant is shown.
  useEffect(() => {
    const timer = setInterval(() => session.refreshHourlySlots(), HOURLY_OPTIONS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [session]);

  const latest = useRef({ t, locale });
  latest.current = { t, locale };

  // The dialog closed by the session (today has no start time left after a change of hours or
  // the refresh), not by the person: said politely outside the dialog, and shown under its button.
  const closedByPerson = useRef(false);
  const wasOpen = useRef(dialogOpen);
  useEffect(() => {
    const before = wasOpen.current;
    wasOpen.current = dialogOpen;
    if (dialogOpen) {
      closedByPerson.current = false;
      setNotice(null);
      return;
    }
    const current = session.$hourlySlots.get();
    if (before && !closedByPerson.current && current.today && current.count === 0) {
      const words = latest.current.t('slotsNoneToday', { hours: hoursWords(latest.current.locale, current.hours) });
      setNotice(words);
      announce(words);
    }
    closedByPerson.current = false;
  }, [dialogOpen, session, announce]);

  const { groups, selected } = useMemo(() => {
    const rowOf = (slot: HourlySlotView): TimeChoiceRow => ({
      key: slot.start,
      name: timeWindowWords(locale, slot.from, slot.to),
      details: [],
      charge: null,
      reason: null,
      disabled: false,
    });
    return {
      groups: choiceGroups(view.slots, t, rowOf),
      selected:
        view.selected === null
          ? null
          : { key: view.selected.start, window: timeWindowWords(locale, view.selected.from, view.selected.to) },
    };
  }, [view, locale, t]);

  const state: HourlyState = loading
    ? 'loading'
    : view.day === null
      ? 'noDay'
      : view.count > 0
        ? 'list'
        : view.today
          ? 'noneToday'
          : 'none';

  /** Says the new hours and how many start times they leave, once. */
  const changed = useCallback(() => {
    const now = session.$hourlySlots.get();
    const { t: say, locale: where } = latest.current;
    announce(say('hoursNow', { hours: hoursWords(where, now.hours), count: now.count }));
  }, [session, announce]);

  const step = useCallback(
    (direction: HoursDirection) => {
      const before = session.$hourlySlots.get().hours;
      session.changeHourlyHours(direction);
      setTyped(null);
      setError(null);
      if (session.$hourlySlots.get().hours !== before) changed();
    },
    [session, changed],
  );

  return {
    ...base,
    state,
    groups,
    /** The chosen start time ('HH:mm') and its window ('10am–1pm'), or null. */
    selected,
    /** The hours booked, in words ('3.5 hours'). */
    hoursText: hoursWords(locale, view.hours),
    hours: {
      /** The box's text: as typed, or the hours booked. */
      value: typed ?? formatNumber(locale, view.hours),
      unit: t(view.hours === 1 ? 'hoursUnitOne' : 'hoursUnitMany'),
      hint: t('hoursHint', { min: formatNumber(locale, hourly.min), max: formatNumber(locale, hourly.max) }),
      canDecrease: view.hours > hourly.min,
      canIncrease: view.hours < hourly.max,
      error,
      onText: useCallback((text: string) => setTyped(text), []),
      onCommit: useCallback(
        (text: string) => {
          if (text === formatNumber(latest.current.locale, session.$hourlySlots.get().hours)) {
            setTyped(null);
            setError(null);
            return;
          }
          const check = checkTypedHours(text, session.$listing.get().min_time_selectable_hours);
          if (!check.ok) {
            const { t: say, locale: where } = latest.current;
            const params: Record<string, string> | undefined =
              check.code === 'hoursTooLow'
                ? { min: formatNumber(where, check.min) }
                : check.code === 'hoursTooHigh'
                  ? { max: formatNumber(where, check.max) }
                  : undefined;
            setError({ code: check.code, message: say(check.code, params) });
            return;
          }
          setTyped(null);
          setError(null);
          const before = session.$hourlySlots.get().hours;
          session.changeHourlyHours(check.hours);
          if (session.$hourlySlots.get().hours !== before) changed();
        },
        [session, changed],
      ),
      onDecrease: useCallback(() => step('down'), [step]),
      onIncrease: useCallback(() => step('up'), [step]),
    },
    /** Why the dialog closed by itself (no start time left today), until it opens again. */
    notice,
    /** Chooses a start time (stable, for memoised rows); said once. */
    select: useCallback(
      (start: string) => {
        const next = session.selectHourlySlot(start);
        if (next.listing.pickup_time !== start) return;
        const chosen = session.$hourlySlots.get();
        if (!chosen.selected) return;
        const { t: say, locale: where } = latest.current;
        announce(
          say('slotChosen', {
            window: timeWindowWords(where, chosen.selected.from, chosen.selected.to),
            hours: hoursWords(where, chosen.hours),
          }),
        );
      },
      [session, announce],
    ),
    /** Closes the dialog at the person's asking (no notice for that). */
    closeDialog: useCallback(() => {
      closedByPerson.current = true;
      session.closeModal('timeOption');
    }, [session]),
  };
}
