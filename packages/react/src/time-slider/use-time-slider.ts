import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  formatSliderHour,
  getSession,
  type Locale,
  moveThumb,
  nearestThumb,
  type QuoteFlowSession,
  type SliderMode,
  type SliderRange,
  type SliderThumb,
  THUMB_LONG_DELAY_MS,
  THUMB_SHORT_DELAY_MS,
  type TimeSliderMessageKey,
  type TimeSliderView,
  thumbKeyTarget,
  thumbLimits,
  timeSliderMessage,
  timeSliderView,
  withQuoteFlow,
} from '@haulkit/core';
import { computed } from 'nanostores';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';
import { hourAtPointer, useThumbTimers } from './thumb-timers.js';

/** Props of the time slider (the `<hk-time-slider>` attributes, parsed). */
export interface TimeSliderProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * The flow's category (the `category` attribute): given, it becomes the session's, so a
   * furniture flow asks before switching mode (§4).
   */
  category?: string | undefined;
}

/** The time slider's words for its locale. */
export type TimeSliderTranslate = (key: TimeSliderMessageKey, params?: Record<string, string | number>) => string;

/** The window being moved, before the session has it: whose mode, and where the thumbs are. */
interface Draft {
  mode: SliderMode;
  range: SliderRange;
}

/** One view object while nothing the slider shows changes (an item or a price elsewhere leaves it alone). */
function stableView(session: QuoteFlowSession) {
  let last: TimeSliderView | null = null;
  let lastKey = '';
  return computed([session.$state, session.$context], (state, who) => {
    const next = timeSliderView(state, { ...who, now: new Date(session.now()) });
    const key = JSON.stringify(next);
    if (last === null || key !== lastKey) [last, lastKey] = [next, key];
    return last;
  });
}

/**
 * Behaviour of the time slider (docs/behaviour/quote-flow.md §2, §4, §6, §9; APG multi-thumb slider):
 * the session's time slider view (core's timeSliderView: mode, window or defaults, bounds,
 * minimum range, ticks, the derived delivery window, the long-distance rule), its two thumbs by
 * keyboard (arrows 1 hour, PageUp/PageDown 2, Home/End) and by pointer (a drag with capture; a
 * press on the track moves the nearer thumb), never crossing and keeping the minimum range
 * (core's moveThumb). While a thumb moves the window is local, so dragging re-renders the slider
 * alone; the session gets it 200 ms after the last move (and at once when the pointer is
 * released), and the window is said politely after 1 s of quiet (§9: timers of 200 ms and 1 s
 * for thumbs). The mode switch (furniture asks first, through the session's pending
 * confirmation) and the reset (defaults, no time-option charge, prices refreshed) are the
 * session's actions.
 */
export function useTimeSlider({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  category,
}: TimeSliderProps) {
  const t = useMessages(timeSliderMessage, locale);
  const announce = useAnnounce();
  const session = useMemo(() => withQuoteFlow(getSession(key)), [key]);
  // The category attribute is the flow's, before the first paint (the furniture confirmation reads it).
  useLayoutEffect(() => {
    if (category !== undefined && session.$context.get().category !== category) session.setContext({ category });
  }, [session, category]);
  const view$ = useMemo(() => stableView(session), [session]);
  const view = useStore(view$);

  const [draft, setDraft] = useState<Draft | null>(null);
  const draftRef = useRef<Draft | null>(null);
  const range = draft !== null && draft.mode === view.mode ? draft.range : view.range;
  const latest = useRef(range);
  latest.current = range;

  const hour = useCallback((value: number) => formatSliderHour(value, locale), [locale]);
  const windowWords = useCallback(
    (mode: SliderMode, window: SliderRange) =>
      t(mode === 'delivery' ? 'windowDelivery' : 'windowCollection', {
        start: hour(window.start),
        end: hour(window.end),
      }),
    [t, hour],
  );

  // The session gets the draft when the thumbs rest; the words follow when they have rested a while.
  const commit = useCallback(() => {
    const current = draftRef.current;
    draftRef.current = null;
    if (current !== null && current.mode === view$.get().mode) session.setSliderTimes(current.range);
    setDraft(null);
  }, [session, view$]);
  const speak = useCallback(() => {
    const now = view$.get();
    announce(windowWords(now.mode, now.range));
  }, [announce, view$, windowWords]);
  const timers = useThumbTimers({ commit, speak, commitAfter: THUMB_SHORT_DELAY_MS, speakAfter: THUMB_LONG_DELAY_MS });

  const move = useCallback(
    (next: SliderRange) => {
      if (next === latest.current) return;
      latest.current = next;
      draftRef.current = { mode: view$.get().mode, range: next };
      setDraft(draftRef.current);
      timers.changed();
    },
    [timers, view$],
  );

  const limitsOf = useCallback(
    (thumb: SliderThumb) => thumbLimits(range, thumb, view.bounds, view.minRange),
    [range, view.bounds, view.minRange],
  );

  const onThumbKeyDown = useCallback(
    (thumb: SliderThumb, event: KeyboardEvent<HTMLElement>) => {
      const current = latest.current;
      const value = thumb === 'start' ? current.start : current.end;
      const target = thumbKeyTarget(event.key, value, thumbLimits(current, thumb, view.bounds, view.minRange));
      if (target === null) return;
      event.preventDefault();
      move(moveThumb(current, thumb, target, view.bounds, view.minRange));
    },
    [move, view.bounds, view.minRange],
  );

  // Pointer: the track captures the pointer; the thumb pressed (or the nearer one) follows it.
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRefs = useRef<Record<SliderThumb, HTMLElement | null>>({ start: null, end: null });
  const dragging = useRef<{ thumb: SliderThumb; pointer: number } | null>(null);
  const [active, setActive] = useState<SliderThumb | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || !trackRef.current) return;
      const pressed = (event.target as HTMLElement).closest<HTMLElement>('[data-thumb]')?.dataset.thumb;
      const at = hourAtPointer(trackRef.current, event.clientX, view.track);
      const thumb: SliderThumb = pressed === 'start' || pressed === 'end' ? pressed : nearestThumb(latest.current, at);
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      dragging.current = { thumb, pointer: event.pointerId };
      setActive(thumb);
      thumbRefs.current[thumb]?.focus();
      if (pressed === undefined) move(moveThumb(latest.current, thumb, at, view.bounds, view.minRange));
    },
    [move, view.bounds, view.minRange, view.track],
  );
  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const drag = dragging.current;
      if (drag === null || drag.pointer !== event.pointerId || !trackRef.current) return;
      const at = hourAtPointer(trackRef.current, event.clientX, view.track);
      move(moveThumb(latest.current, drag.thumb, at, view.bounds, view.minRange));
    },
    [move, view.bounds, view.minRange, view.track],
  );
  const onPointerEnd = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (dragging.current?.pointer !== event.pointerId) return;
      dragging.current = null;
      setActive(null);
      timers.released();
    },
    [timers],
  );

  const changeMode = useCallback(
    (mode: SliderMode): SliderMode => {
      timers.flush();
      session.changeSliderMode(mode);
      return view$.get().mode;
    },
    [session, timers, view$],
  );

  // A mode switch that happened (at once, or once confirmed) is said with its window.
  const shownMode = useRef(view.mode);
  useEffect(() => {
    if (shownMode.current === view.mode) return;
    shownMode.current = view.mode;
    announce(windowWords(view.mode, view.range));
  }, [announce, view.mode, view.range, windowWords]);

  const reset = useCallback(() => {
    timers.cancel();
    draftRef.current = null;
    setDraft(null);
    session.resetTimeSlider();
    const now = view$.get();
    announce(t('resetSaid', { window: windowWords(now.mode, now.range) }));
  }, [announce, session, t, timers, view$, windowWords]);

  return {
    session,
    t,
    locale,
    view,
    /** The window the thumbs show: the one being moved, else the session's. */
    range,
    /** The thumb being dragged, if any. */
    active,
    hour,
    windowWords,
    limitsOf,
    trackRef,
    thumbRefs,
    onThumbKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerEnd,
    changeMode,
    reset,
    confirmSwitch: useCallback(() => void session.confirmPending(), [session]),
    cancelSwitch: useCallback(() => void session.dismissPending(), [session]),
  };
}

/** What useTimeSlider gives the view. */
export type TimeSliderBehaviour = ReturnType<typeof useTimeSlider>;
