// useHaulkitEvent on a server-rendered page: the markup comes from a server renderer, the client
// hydrates it with hydrateRoot (as Next.js does), and the hook hears the <hk-*> element's events
// from then on. Beside it, what a tag's `onhk-*` prop does after hydration.
import type { HaulkitEventDetails } from '@haulkit/core';
import type { HkJobSummaryElement, HkQuoteFlowElement } from '@haulkit/elements';
import type {} from '@haulkit/elements/jsx-react';
import * as React from 'react';
import { type ReactElement, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { furnitureListing } from '../../core/test/session/fixtures.js';
import { type HaulkitEvent, useHaulkitEvent } from '../src/index.js';

/** The `preact` project runs this file on preact/compat (aliased as `react`), which has this hook and React has not. */
const onPreact = 'useErrorBoundary' in React;

/**
 * The page's HTML as a server sends it: react-dom/server's renderToString on React. preact/compat
 * has no server renderer in this repository (preact-render-to-string is not a dependency), so
 * there the same tree rendered into a detached node stands in for it: the same markup.
 */
async function serverHtml(page: ReactElement): Promise<string> {
  if (!onPreact) return renderToString(page);
  const detached = document.createElement('div');
  const root = createRoot(detached);
  root.render(page);
  await vi.waitFor(() => expect(detached.querySelector('main')).not.toBeNull());
  const html = detached.innerHTML;
  root.unmount();
  return html;
}

const hydrated: (() => void)[] = [];
afterEach(() => {
  for (const unmount of hydrated.splice(0)) unmount();
});

/**
 * Puts the server's HTML into the document, hydrates it with `client` and waits until the
 * hydration has committed (its passive effects run after every layout effect).
 */
async function hydrate(server: ReactElement, client: (committed: () => void) => ReactElement) {
  const box = document.createElement('div');
  box.innerHTML = await serverHtml(server);
  document.body.append(box);
  const serverNodes = [...box.querySelectorAll('*')];
  const committed = vi.fn();
  const root = hydrateRoot(box, client(committed));
  hydrated.push(() => {
    root.unmount();
    box.remove();
  });
  await vi.waitFor(() => expect(committed).toHaveBeenCalled());
  // Hydration kept the server's nodes: the elements listened to are the ones the server sent.
  const nodes = [...box.querySelectorAll('*')];
  expect(nodes.length).toBe(serverNodes.length);
  expect(nodes.every((node, index) => node === serverNodes[index])).toBe(true);
  return { box, root };
}

/** Tells the test once the tree it is in has committed. */
function Committed({ onCommit }: { onCommit?: (() => void) | undefined }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

const change = (detail = furnitureListing({ pre_listing_id: 'PL-ssr' })) =>
  new CustomEvent('hk-change', { detail, bubbles: true, composed: true });

/** A server-rendered page with the quote flow, hearing its events through the hook. */
function FlowPage(props: {
  onFlowChange?: (event: HaulkitEvent<'hk-change'>) => void;
  onDocumentError?: (event: HaulkitEvent<'hk-error'>) => void;
  onCommit?: () => void;
}) {
  const flow = useRef<HkQuoteFlowElement>(null);
  useHaulkitEvent(flow, 'hk-change', (event) => props.onFlowChange?.(event));
  useHaulkitEvent('document', 'hk-error', (event) => props.onDocumentError?.(event));
  return (
    <main>
      <hk-quote-flow ref={flow} session="ssr-quote" category="furniture" />
      <Committed onCommit={props.onCommit} />
    </main>
  );
}

/** The job summary with an `onhk-change` prop beside the hook. */
function PropPage(props: { onProp: (event: Event) => void; onHook: () => void; onCommit?: () => void }) {
  const summary = useRef<HkJobSummaryElement>(null);
  useHaulkitEvent(summary, 'hk-change', props.onHook);
  return (
    <main>
      <hk-job-summary ref={summary} session="ssr-prop" onhk-change={props.onProp} />
      <Committed onCommit={props.onCommit} />
    </main>
  );
}

/** A client page listening to an element it did not render. */
function ListeningPage(props: {
  target: EventTarget;
  label: string;
  onChange: (event: HaulkitEvent<'hk-change'>) => void;
}) {
  useHaulkitEvent(props.target, 'hk-change', props.onChange);
  return <p>{props.label}</p>;
}

/** A client page whose summary shows later (heard through its ref) and that hears another element given to it. */
function LaterPage(props: {
  show: boolean;
  element: EventTarget | null;
  onGoToStep: (event: HaulkitEvent<'hk-go-to-step'>) => void;
  onProceed: (event: HaulkitEvent<'hk-proceed'>) => void;
}) {
  const summary = useRef<HkJobSummaryElement>(null);
  useHaulkitEvent(summary, 'hk-go-to-step', props.onGoToStep);
  useHaulkitEvent(props.element, 'hk-proceed', props.onProceed);
  return <div>{props.show && <hk-job-summary ref={summary} session="client-2" />}</div>;
}

/** Listeners typed by the event's name (checked by `npm run check:types`). */
function TypedPage(props: { onFirstDay: (day: string | undefined) => void }) {
  useHaulkitEvent('document', 'hk-price-loaded', (event) => {
    expectTypeOf(event.detail.dates).toEqualTypeOf<{ first: string; last: string } | null>();
    props.onFirstDay(event.detail.dates?.first);
  });
  useHaulkitEvent('document', 'hk-payment-status', (event) => {
    expectTypeOf(event.detail.paymentId).toEqualTypeOf<string | null>();
  });
  useHaulkitEvent('document', 'hk-proceed', (event) => {
    expectTypeOf(event.detail.pre_listing_id).toEqualTypeOf<string | null>();
  });
  // @ts-expect-error: not a Haulkit event.
  useHaulkitEvent('document', 'hk-nope', () => undefined);
  return null;
}

describe('useHaulkitEvent on a page hydrated with hydrateRoot', () => {
  it('hears hk-change from the server-rendered element and hk-error on the document, with their details', async () => {
    const onFlowChange = vi.fn((event: HaulkitEvent<'hk-change'>) => event.detail.pre_listing_id);
    const onDocumentError = vi.fn((event: HaulkitEvent<'hk-error'>) => event.detail.code);
    const { box } = await hydrate(<FlowPage />, (onCommit) => (
      <FlowPage onFlowChange={onFlowChange} onDocumentError={onDocumentError} onCommit={onCommit} />
    ));
    const flow = box.querySelector('hk-quote-flow');
    expect(flow?.getAttribute('session')).toBe('ssr-quote');

    flow?.dispatchEvent(change());
    expect(onFlowChange).toHaveBeenCalledTimes(1);
    expect(onFlowChange).toHaveReturnedWith('PL-ssr');

    const error: HaulkitEventDetails['hk-error'] = { code: 'network', message: 'The connection dropped.' };
    flow?.dispatchEvent(new CustomEvent('hk-error', { detail: error, bubbles: true, composed: true }));
    expect(onDocumentError).toHaveReturnedWith('network');
    expect(onFlowChange).toHaveBeenCalledTimes(1);
  });

  it("an onhk-change prop after hydration: on React 19 it hears nothing until the component renders again (React's open bug), on preact/compat at once; the hook hears it either way", async () => {
    const prop = vi.fn();
    const hook = vi.fn();
    const { box, root } = await hydrate(<PropPage onProp={prop} onHook={hook} />, (onCommit) => (
      <PropPage onProp={prop} onHook={hook} onCommit={onCommit} />
    ));
    const summary = box.querySelector('hk-job-summary');

    summary?.dispatchEvent(change());
    expect(hook).toHaveBeenCalledTimes(1);
    // React 19 ("React 19 does not attach custom element event listeners during hydration", open
    // in React's issue tracker; reproduced on 19.3.1): the listener is set on the next render that
    // changes the prop. When React fixes it, this line fails: then the docs can drop the caveat.
    expect(prop).toHaveBeenCalledTimes(onPreact ? 1 : 0);

    // Any later render with another function attaches it (a new arrow on each render does that).
    const later = vi.fn();
    root.render(<PropPage onProp={later} onHook={hook} />);
    await vi.waitFor(() => {
      summary?.dispatchEvent(change());
      expect(later).toHaveBeenCalled();
    });
    expect(hook.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('useHaulkitEvent in a page rendered on the client', () => {
  it('keeps one listener while the handler changes, and the latest handler hears the event', async () => {
    const flow = document.createElement('hk-quote-flow');
    document.body.append(flow);
    const added = vi.spyOn(flow, 'addEventListener');
    const removed = vi.spyOn(flow, 'removeEventListener');
    const first = vi.fn();
    const second = vi.fn();
    const { container, rerender, unmount } = mount(<ListeningPage target={flow} label="first" onChange={first} />);
    await vi.waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    rerender(<ListeningPage target={flow} label="second" onChange={second} />);
    await vi.waitFor(() => expect(container.textContent).toBe('second'));
    flow.dispatchEvent(change());
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(added).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    unmount();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls[0]?.[1]).toBe(added.mock.calls[0]?.[1]);
    flow.remove();
  });

  it('hears an element that appears later through its ref, an element passed itself, and stops when unmounted', async () => {
    const fromRef = vi.fn();
    const fromElement = vi.fn();
    const outside = document.createElement('hk-quote-flow');
    document.body.append(outside);
    const { container, rerender, unmount } = mount(
      <LaterPage show={false} element={null} onGoToStep={fromRef} onProceed={fromElement} />,
    );
    rerender(<LaterPage show element={outside} onGoToStep={fromRef} onProceed={fromElement} />);
    const summary = await vi.waitFor(() => {
      const found = container.querySelector('hk-job-summary');
      if (!found) throw new Error('no summary yet');
      return found;
    });
    const step: HaulkitEventDetails['hk-go-to-step'] = { step: 'listing-items', section: 'items' };
    await vi.waitFor(() => {
      summary.dispatchEvent(new CustomEvent('hk-go-to-step', { detail: step, bubbles: true }));
      expect(fromRef).toHaveBeenCalled();
    });
    const proceed = { listing: furnitureListing(), pre_listing_id: 'PL-9' };
    outside.dispatchEvent(new CustomEvent('hk-proceed', { detail: proceed, bubbles: true }));
    expect(fromElement).toHaveBeenCalledTimes(1);
    expect(fromElement.mock.calls[0]?.[0].detail).toEqual(proceed);

    const heard = fromRef.mock.calls.length;
    unmount();
    outside.dispatchEvent(new CustomEvent('hk-proceed', { detail: proceed, bubbles: true }));
    summary.dispatchEvent(new CustomEvent('hk-go-to-step', { detail: step, bubbles: true }));
    expect(fromElement).toHaveBeenCalledTimes(1);
    expect(fromRef).toHaveBeenCalledTimes(heard);
    outside.remove();
  });

  it('gives each listener its event typed by its name: hk-price-loaded on the document', async () => {
    const onFirstDay = vi.fn();
    mount(<TypedPage onFirstDay={onFirstDay} />);
    const loaded: HaulkitEventDetails['hk-price-loaded'] = {
      lowest_price: 135,
      dates: { first: '2030-01-14', last: '2030-01-20' },
    };
    await vi.waitFor(() => {
      document.body.dispatchEvent(new CustomEvent('hk-price-loaded', { detail: loaded, bubbles: true }));
      expect(onFirstDay).toHaveBeenCalledWith('2030-01-14');
    });
  });
});
