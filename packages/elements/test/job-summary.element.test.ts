import { configure, getQuoteSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { jobSummaryElement } from '../src/job-summary/job-summary.element.js';
import { mount, runConformance } from './conformance.js';

const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');

describe('<hk-job-summary> conformance', () => {
  runConformance({ definition: jobSummaryElement, rendered: base });
});

describe('<hk-job-summary>', () => {
  const [tag = ''] = defineElements([jobSummaryElement], { prefix: 'js' });
  const items = [{ name: 'Armchair', quantity: 2, fake_id: 'armchair', width: 90, height: 95, depth: 85, weight: 25 }];

  it('“Change items” of a house move emits hk-go-to-step for the inventory, bubbling and composed', async () => {
    configure({ drafts: false }, 'js-house');
    getQuoteSession('js-house').update((state) => ({ ...state, listing: { ...state.listing, move_items: items } }));
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('hk-go-to-step', listen);
    const { root } = await mount(tag, { session: 'js-house', category: 'house-move' });
    const change = await vi.waitFor(
      () => root.querySelector<HTMLButtonElement>('button[aria-label="Change items"]') ?? Promise.reject(),
    );
    // The host hears the session once its effects have run (after the first paint under preact).
    await new Promise((resolve) => setTimeout(resolve, 150));
    change.click();
    await vi.waitFor(() =>
      expect(heard.map((event) => event.detail)).toEqual([{ step: 'listing-inventory', section: 'items' }]),
    );
    expect(heard[0]?.bubbles).toBe(true);
    expect(heard[0]?.composed).toBe(true);
    root.querySelector<HTMLButtonElement>('button[aria-label="Change Protection Plus"]')?.click();
    await vi.waitFor(() =>
      expect(heard.at(-1)?.detail).toEqual({ step: 'listing-price-options', section: 'insurance' }),
    );
    document.removeEventListener('hk-go-to-step', listen);
  });

  it('the locale attribute reaches the view; an empty session shows the sentence', async () => {
    const { element, root } = await mount(tag, { session: 'js-empty', locale: 'es-ES' });
    await vi.waitFor(() =>
      expect(root.querySelector('.hk-empty')?.textContent).toBe(
        'El resumen de tu servicio aparece aquí a medida que eliges.',
      ),
    );
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() =>
      expect(root.querySelector('.hk-empty')?.textContent).toBe('Your job summary appears here as you choose.'),
    );
  });
});
