import { MOBILE_MAX_WIDTH_PX, PHONE_MAX_WIDTH_PX } from '@haulkit/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** A media query for widths below `px` CSS pixels (to 0.02 px below, as the styles write it). */
export const belowWidth = (px: number): string => `(max-width: ${px - 0.02}px)`;

/** Mobile: below 992 px wide (docs/behaviour/quote-flow.md §9). */
export const MOBILE_QUERY = belowWidth(MOBILE_MAX_WIDTH_PX);

/** Phone: below 768 px wide (§9). */
export const PHONE_QUERY = belowWidth(PHONE_MAX_WIDTH_PX);

type AnyMediaQueryList = MediaQueryList & {
  addListener?(listener: () => void): void;
  removeListener?(listener: () => void): void;
};

const none = () => {};

/**
 * Whether a media query matches now, re-rendering when that changes (a resize, a rotation). It
 * asks `matchMedia`, which reads no layout; without it (a server) the answer is false.
 * @example const phone = useMediaQuery('(max-width: 767.98px)');
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo<AnyMediaQueryList | undefined>(
    () => (typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query) : undefined),
    [query],
  );
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!list) return none;
      if (typeof list.addEventListener === 'function') {
        list.addEventListener('change', changed);
        return () => list.removeEventListener('change', changed);
      }
      // Safari before 14 knows only the older pair.
      list.addListener?.(changed);
      return () => list.removeListener?.(changed);
    },
    [list],
  );
  const read = useCallback(() => list?.matches === true, [list]);
  return useSyncExternalStore(subscribe, read, () => false);
}
