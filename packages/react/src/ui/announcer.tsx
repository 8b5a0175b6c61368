import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { announcerStyles } from './announcer.styles.js';
import { useSheet } from './sheet.js';

/**
 * How long an empty region stays empty before the message goes in: the emptiness must reach
 * the accessibility tree first, or the same words twice are not spoken again (react-aria's
 * LiveAnnouncer waits as long).
 */
const SPEAK_DELAY_MS = 100;

const silent = () => {};
const Announce = createContext<(message: string) => void>(silent);

/** Props of AnnouncerProvider. */
export interface AnnouncerProviderProps {
  children?: ReactNode;
  /** How long a message stays in the region before it is cleared. @default 1000 */
  clearAfter?: number;
}

/**
 * Gives the components below it one polite live region to announce through: each change is
 * spoken once, then the message clears, so a screen reader user browsing later finds no stale
 * text. Pending timers stop when the provider unmounts. Nested providers share the outermost
 * region: one live region per element, however many pieces it holds.
 */
export function AnnouncerProvider({ children, clearAfter = 1000 }: AnnouncerProviderProps) {
  useSheet(announcerStyles);
  const region = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The region's text is written directly: an announcement re-renders nothing.
  const announce = useCallback(
    (message: string) => {
      const live = region.current;
      if (!live) return;
      clearTimeout(timer.current);
      live.textContent = '';
      timer.current = setTimeout(() => {
        live.textContent = message;
        timer.current = setTimeout(() => {
          live.textContent = '';
        }, clearAfter);
      }, SPEAK_DELAY_MS);
    },
    [clearAfter],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  // Inside another provider (a piece inside an element), the outer region speaks for both.
  if (useContext(Announce) !== silent) return children;
  return (
    <Announce.Provider value={announce}>
      {children}
      <div ref={region} role="status" aria-live="polite" className="hk-announcer" />
    </Announce.Provider>
  );
}

/** The `announce(message)` of the nearest AnnouncerProvider; stable, and a no-op without one. */
export function useAnnounce(): (message: string) => void {
  return useContext(Announce);
}
