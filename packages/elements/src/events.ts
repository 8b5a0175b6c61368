import type { HaulkitEventDetails } from '@haulkit/core';

// The list of events and their details lives in core (packages/core/src/events.ts), with no DOM,
// so @haulkit/react's useHaulkitEvent types them from the same list; here they become DOM events.
export type {
  CardPaymentRequestDetail,
  GoToStepDetail,
  HaulkitErrorDetail,
  HaulkitEventDetails,
  NavigateDetail,
  PageViewDetail,
  PriceLoadedDetail,
  ProceedDetail,
} from '@haulkit/core';

/** Haulkit events as DOM events. */
export type HaulkitEventMap = { [K in keyof HaulkitEventDetails]: CustomEvent<HaulkitEventDetails[K]> };

declare global {
  interface GlobalEventHandlersEventMap extends HaulkitEventMap {}
}

/**
 * Dispatches a Haulkit event from an element: it bubbles and is composed, so the host page
 * hears it from outside the shadow root. A cancelable one (`hk-navigate`) returns false when the
 * host called `preventDefault()`.
 */
export function emit<K extends keyof HaulkitEventDetails>(
  target: EventTarget,
  name: K,
  detail: HaulkitEventDetails[K],
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
