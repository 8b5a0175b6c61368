import type { Listing } from '@haulkit/core';

/** Detail of `hk-error`: a code and words for a person. */
export interface HaulkitErrorDetail {
  code: string;
  message: string;
  /** The attribute at fault, for code `attribute`. */
  attribute?: string;
}

/** Every Haulkit event and its detail. */
export interface HaulkitEventDetails {
  /** The listing changed (detail: the listing). */
  'hk-change': Listing;
  /** Something went wrong that the host may want to know (detail: code and message). */
  'hk-error': HaulkitErrorDetail;
}

/** Haulkit events as DOM events. */
export type HaulkitEventMap = { [K in keyof HaulkitEventDetails]: CustomEvent<HaulkitEventDetails[K]> };

declare global {
  interface GlobalEventHandlersEventMap extends HaulkitEventMap {}
}

/**
 * Dispatches a Haulkit event from an element: it bubbles and is composed, so the host page
 * hears it from outside the shadow root.
 */
export function emit<K extends keyof HaulkitEventDetails>(
  target: EventTarget,
  name: K,
  detail: HaulkitEventDetails[K],
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
