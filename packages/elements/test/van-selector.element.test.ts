import { configure, getQuoteSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { vanSelectorElement } from '../src/van-selector/van-selector.element.js';
import { mount, runConformance } from './conformance.js';

const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');
const radios = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];

describe('<hk-van-selector> conformance', () => {
  runConformance({ definition: vanSelectorElement, rendered: base });
});

describe('<hk-van-selector>', () => {
  const [tag = ''] = defineElements([vanSelectorElement], { prefix: 'vs' });

  it('choosing a van sets selected_van in the session and emits hk-change with it, bubbling and composed', async () => {
    configure({ drafts: false }, 'vs-choose');
    const heard = vi.fn();
    document.addEventListener('hk-change', heard);
    const { root } = await mount(tag, { session: 'vs-choose' });
    await vi.waitFor(() => expect(radios(root)).toHaveLength(3));
    radios(root)[2]?.click();
    await vi.waitFor(() => expect(getQuoteSession('vs-choose').$listing.get().selected_van).toBe(40));
    await vi.waitFor(() =>
      expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail.selected_van)).toContain(40),
    );
    const event = heard.mock.calls.at(-1)?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener('hk-change', heard);
  });

  it('the locale attribute reaches the view', async () => {
    const { element, root } = await mount(tag, { locale: 'es-ES' });
    await vi.waitFor(() => expect(root.querySelector('legend')?.textContent).toBe('Elige tu furgoneta'));
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() => expect(root.querySelector('legend')?.textContent).toBe('Choose your van'));
  });
});
