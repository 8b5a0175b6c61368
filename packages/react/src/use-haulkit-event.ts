import type { HaulkitEventDetails } from '@haulkit/core';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Where `useHaulkitEvent` listens: an `<hk-*>` element, a ref to one (read at every commit, so an
 * element that appears later is heard from then on), or `'document'` for every element of the page
 * (Haulkit events bubble and are composed). Nothing (null, undefined) listens nowhere.
 */
export type HaulkitEventSource = { readonly current: EventTarget | null } | EventTarget | 'document' | null | undefined;

/** A Haulkit event as the DOM gives it, its `detail` typed by its name. */
export type HaulkitEvent<K extends keyof HaulkitEventDetails> = CustomEvent<HaulkitEventDetails[K]>;

/** Listens before paint in the browser; does nothing on a server, where neither effect runs. */
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface Listening {
  readonly target: EventTarget;
  readonly type: string;
  stop(): void;
}

/**
 * Hears a Haulkit event (`hk-change`, `hk-proceed`, …) of an `<hk-*>` element in a React page,
 * through `addEventListener` once the component has committed. The path that always works: a tag's
 * `onhk-*` props need React 19, and after `hydrateRoot` (a server-rendered page, Next.js) React 19
 * attaches them only when the component renders again, so until then they hear nothing. The handler
 * may change on every render without subscribing again; the listener goes when the component
 * unmounts. (Pages composed from this package's components take their callbacks instead.)
 * @example
 * const flow = useRef<HkQuoteFlowElement>(null);
 * useHaulkitEvent(flow, 'hk-proceed', (event) => navigate(`/confirm/${event.detail.pre_listing_id}`));
 * useHaulkitEvent('document', 'hk-error', (event) => console.warn(event.detail.code));
 * return <hk-quote-flow ref={flow} session="quote-1" />;
 */
export function useHaulkitEvent<K extends keyof HaulkitEventDetails>(
  source: HaulkitEventSource,
  type: K,
  handler: (event: HaulkitEvent<K>) => void,
): void {
  const latest = useRef(handler);
  const listening = useRef<Listening | undefined>(undefined);
  useCommitEffect(() => {
    latest.current = handler;
  });
  // At every commit, as a ref's element may have come or gone: listen again only when the target
  // or the event changed.
  useCommitEffect(() => {
    const target = targetOf(source);
    const current = listening.current;
    if (current?.target === target && current.type === type) return;
    current?.stop();
    listening.current = target ? listen(target, type, (event) => latest.current(event as HaulkitEvent<K>)) : undefined;
  });
  useCommitEffect(
    () => () => {
      listening.current?.stop();
      listening.current = undefined;
    },
    [],
  );
}

function targetOf(source: HaulkitEventSource): EventTarget | null {
  if (source === 'document') return typeof document === 'undefined' ? null : document;
  if (source && 'current' in source) return source.current;
  return source ?? null;
}

function listen(target: EventTarget, type: string, listener: (event: Event) => void): Listening {
  target.addEventListener(type, listener);
  return { target, type, stop: () => target.removeEventListener(type, listener) };
}
