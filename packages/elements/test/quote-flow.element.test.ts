import { configure, getQuoteSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { quoteFlowElement } from '../src/quote-flow/quote-flow.element.js';
import { mount, runConformance, watchWarnings } from './conformance.js';

const flow = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=flow]');
const title = (root: ShadowRoot) => root.querySelector('[part=flow-title]')?.textContent ?? null;

describe('<hk-quote-flow> conformance', () => {
  runConformance({ definition: quoteFlowElement, rendered: flow });
});

describe('<hk-quote-flow>', () => {
  const [tag = ''] = defineElements([quoteFlowElement], { prefix: 'qf' });

  const job = {
    pickup_address_data: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
    delivery_address_data: { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 },
    move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'sofa', width: 200, height: 90, depth: 90, weight: 40 }],
    pickup_date: '2030-01-14',
  };

  it('the category attribute chooses the steps; Continue with an empty job shows the error summary in the shadow root', async () => {
    configure({ drafts: false }, 'qf-empty');
    const { root } = await mount(tag, { session: 'qf-empty', category: 'house-move' });
    await vi.waitFor(() => expect(title(root)).toBe('Your move'));
    expect(root.querySelector('[part=flow-progress]')?.textContent).toBe('Step 1 of 2');
    root.querySelector<HTMLButtonElement>('[part=flow-continue]')?.click();
    await vi.waitFor(() => expect(root.querySelector('[part=flow-error-summary]')).not.toBeNull());
    expect(root.activeElement).toBe(root.querySelector('[part=flow-error-summary]'));
    expect([...root.querySelectorAll('[part=flow-error-link]')].map((link) => link.getAttribute('data-field'))).toEqual(
      ['pickup_address_data', 'delivery_address_data', 'move_items'],
    );
  });

  it('Continue on the last step proceeds: hk-proceed bubbles out composed with the listing, then the ready panel', async () => {
    configure({ drafts: false }, 'qf-proceed');
    getQuoteSession('qf-proceed').update((state) => ({ ...state, listing: { ...state.listing, ...job } }));
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('hk-proceed', listen);
    const { root } = await mount(tag, { session: 'qf-proceed', category: 'piano' });
    await vi.waitFor(() => expect(title(root)).toBe('Your job'));
    // The host hears the session once its effects have run (after the first paint under preact).
    await new Promise((resolve) => setTimeout(resolve, 150));
    root.querySelector<HTMLButtonElement>('[part=flow-continue]')?.click();
    await vi.waitFor(() => expect(title(root)).toBe('Dates and prices'));
    // The prices arrive, then a day they price is chosen: they clear a day they do not price
    // (docs/behaviour/quote-flow.md §4), so the job's far-off day may go once they are in.
    const session = getQuoteSession('qf-proceed');
    const priced = await vi.waitFor(() => {
      const days = Object.entries(session.$listing.get().prices ?? {}).filter(([, price]) => Boolean(price));
      return days.at(Math.min(5, days.length - 1))?.[0] ?? Promise.reject(new Error('no prices yet'));
    });
    session.update((state) => ({ ...state, listing: { ...state.listing, pickup_date: priced } }));
    root.querySelector<HTMLButtonElement>('[part=flow-continue]')?.click();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]?.bubbles).toBe(true);
    expect(heard[0]?.composed).toBe(true);
    expect(heard[0]?.detail.listing.pickup_date).toBe(priced);
    await vi.waitFor(() => expect(title(root)).toBe('Your quote is ready'));
    document.removeEventListener('hk-proceed', listen);
  });

  it('refuses a url-state other than hash: a console warning and an hk-error, nothing shown to the customer', async () => {
    const heard = vi.fn();
    const warnings = watchWarnings();
    document.addEventListener('hk-error', heard);
    const { root } = await mount(tag, { session: 'qf-attr', 'url-state': 'query' });
    await vi.waitFor(() =>
      expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail)).toContainEqual({
        code: 'attribute',
        attribute: 'url-state',
        message: 'url-state: “query” is not “hash”',
      }),
    );
    expect(warnings.said('url-state: “query” is not “hash”')).toBe(true);
    expect(root.textContent).not.toContain('url-state');
    warnings.stop();
    document.removeEventListener('hk-error', heard);
  });

  it('the locale attribute reaches the view', async () => {
    const { element, root } = await mount(tag, { session: 'qf-locale', locale: 'es-ES', category: 'furniture' });
    await vi.waitFor(() => expect(root.querySelector('[part=flow-progress]')?.textContent).toBe('Paso 1 de 2'));
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() => expect(root.querySelector('[part=flow-progress]')?.textContent).toBe('Step 1 of 2'));
  });
});
