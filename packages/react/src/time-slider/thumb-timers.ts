import { hourAtFraction, type SliderRange } from '@haulkit/core';
import { useEffect, useMemo, useRef } from 'react';

/** What the thumbs' timers run, and after how long. */
export interface ThumbTimerOptions {
  /** Gives the session the window the thumbs show. */
  commit(): void;
  /** Says the window politely. */
  speak(): void;
  /** Quiet time before the commit, in ms (§9: 200 ms). */
  commitAfter: number;
  /** Quiet time before the words, in ms (§9: 1 s). */
  speakAfter: number;
}

/** The thumbs' timers, one pair per slider (stable for its life). */
export interface ThumbTimers {
  /** A thumb moved: both timers start again. */
  changed(): void;
  /** The pointer let go: a waiting commit runs now; the words keep their quiet time. */
  released(): void;
  /** Runs a waiting commit now and drops the words (before a mode switch). */
  flush(): void;
  /** Drops both without running them (the reset replaces the window). */
  cancel(): void;
}

/**
 * The two thumb timers of docs/behaviour/quote-flow.md §9 ("200 ms and 1 s for thumbs"; the spec does
 * not say what they time): the session gets the window once the thumbs have rested 200 ms, so a
 * drag or a held arrow key writes the listing (and the host hears `hk-change`) once, not at every
 * step; the window is said once they have rested 1 s, so a screen reader is not talked over while
 * the person is still moving. A commit still waiting when the slider goes away runs then.
 */
export function useThumbTimers(options: ThumbTimerOptions): ThumbTimers {
  const latest = useRef(options);
  latest.current = options;
  const handles = useRef<{ commit?: ReturnType<typeof setTimeout>; speak?: ReturnType<typeof setTimeout> }>({});
  const timers = useMemo<ThumbTimers>(() => {
    const commitNow = () => {
      clearTimeout(handles.current.commit);
      handles.current.commit = undefined;
      latest.current.commit();
    };
    const restartSpeak = () => {
      clearTimeout(handles.current.speak);
      handles.current.speak = setTimeout(() => latest.current.speak(), latest.current.speakAfter);
    };
    return {
      changed() {
        clearTimeout(handles.current.commit);
        handles.current.commit = setTimeout(commitNow, latest.current.commitAfter);
        restartSpeak();
      },
      released() {
        if (handles.current.commit !== undefined) commitNow();
      },
      flush() {
        if (handles.current.commit !== undefined) commitNow();
        clearTimeout(handles.current.speak);
      },
      cancel() {
        clearTimeout(handles.current.commit);
        clearTimeout(handles.current.speak);
        handles.current = {};
      },
    };
  }, []);
  useEffect(
    () => () => {
      const waiting = handles.current.commit !== undefined;
      clearTimeout(handles.current.speak);
      if (waiting) timers.flush();
    },
    [timers],
  );
  return timers;
}

/** The hour under a pointer on the track (not rounded; moveThumb rounds and holds it in bounds). */
export function hourAtPointer(track: HTMLElement, clientX: number, range: SliderRange): number {
  const box = track.getBoundingClientRect();
  return hourAtFraction(box.width > 0 ? (clientX - box.left) / box.width : 0, range);
}
