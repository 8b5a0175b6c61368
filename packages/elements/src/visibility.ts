/**
 * When an element is worth its view: on screen or about to be. A tag below the fold costs a
 * page nothing beyond the first script until the person scrolls within a screen of it, hovers
 * it or moves focus into it.
 */

/** How far beyond the viewport an element counts as about to be seen: one screen above or below. */
const NEAR_MARGIN = '100% 0px';

/**
 * True when the element is on screen or within a screen of it, in a visible tab and not hidden
 * by CSS. Reads layout once, after the first paint (when layout is already clean), so an
 * element in view starts loading at once rather than after an observer's next frame.
 */
export function isNearViewport(element: Element): boolean {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return false;
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  const rect = element.getBoundingClientRect();
  const height = globalThis.innerHeight ?? 0;
  const width = globalThis.innerWidth ?? 0;
  return rect.top < 2 * height && rect.bottom > -height && rect.left < width && rect.right >= 0;
}

/**
 * Calls `near` once, when the element comes within a screen of the viewport, or the person
 * hovers it or moves focus into it: at once when it already is (or without IntersectionObserver).
 * Returns the cancel.
 */
export function whenNearViewport(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || (element.isConnected && isNearViewport(element))) {
    near();
    return () => undefined;
  }
  let done = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin: NEAR_MARGIN },
  );
  const stop = () => {
    observer.disconnect();
    element.removeEventListener('focusin', fire);
    element.removeEventListener('pointerenter', fire);
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    near();
  }
  observer.observe(element);
  element.addEventListener('focusin', fire);
  element.addEventListener('pointerenter', fire);
  return stop;
}
