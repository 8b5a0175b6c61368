import { useCallback, useEffect, useRef } from 'react';

/** True for the mouse leaving the window: a document `mouseout` with no `relatedTarget` at the top edge. */
export const leavesWindow = (event: MouseEvent): boolean => !event.relatedTarget && event.clientY <= 0;

/**
 * Notes the mouse leaving the window while the exit-intent module is still on its way (it loads
 * after the flow's first render), so an exit in those first moments is not missed. Returns
 * `left()`, which the module calls once it listens itself: true when the mouse left before, and
 * from then on this hook listens to nothing (also when the module was there first: a child's
 * effect runs before its parent's). Nothing is listened to when `enabled` is false.
 */
export function useEarlyExit(enabled: boolean): () => boolean {
  const state = useRef<{ left: boolean; asked: boolean; stop: () => void }>({
    left: false,
    asked: false,
    stop: () => undefined,
  });
  useEffect(() => {
    const current = state.current;
    if (!enabled || current.asked || typeof document === 'undefined') return;
    const onMouseOut = (event: MouseEvent) => {
      if (leavesWindow(event)) current.left = true;
    };
    document.addEventListener('mouseout', onMouseOut);
    current.stop = () => document.removeEventListener('mouseout', onMouseOut);
    return () => current.stop();
  }, [enabled]);
  return useCallback(() => {
    const current = state.current;
    const { left } = current;
    current.asked = true;
    current.left = false;
    current.stop();
    return left;
  }, []);
}
