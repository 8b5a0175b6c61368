import { configure, getQuoteSession, type Listing } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { press } from '../../../test/unit/dom.js';
import { defineElements } from '../src/define.js';
import { timeSliderElement } from '../src/time-slider/time-slider.element.js';
import { mount, runConformance } from './conformance.js';

const card = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part~=base]');

describe('<hk-time-slider> conformance', () => {
  runConformance({ definition: timeSliderElement, rendered: card });
});

const thumb = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLElement>('[role=slider]')].find(
    (element) => element.getAttribute('aria-label') === name,
  );
const radio = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
    (input) => input.closest('label')?.textContent === name,
  );

describe('<hk-time-slider>', () => {
  const [tag = ''] = defineElements([timeSliderElement], { prefix: 'ts' });

  it('the locale attribute reaches the view: es-ES writes hours as h:mm', async () => {
    configure({ drafts: false }, 'ts-locale');
    const { element, root } = await mount(tag, { session: 'ts-locale', locale: 'es-ES' });
    await vi.waitFor(() =>
      expect(root.querySelector('[part~=window]')?.textContent).toBe('Recogida entre las 8:00 y las 18:00'),
    );
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() =>
      expect(root.querySelector('[part~=window]')?.textContent).toBe('Collection between 8am and 6pm'),
    );
  });

  it('a thumb moved by keyboard emits a composed hk-change whose listing holds pickup_time and pickup_time_end', async () => {
    configure({ drafts: false }, 'ts-change');
    const heard = vi.fn();
    document.addEventListener('hk-change', heard);
    const { root } = await mount(tag, { session: 'ts-change' });
    const start = await vi.waitFor(() => thumb(root, 'Earliest collection') ?? Promise.reject(new Error('no thumb')));
    press(start, 'ArrowRight');
    press(start, 'ArrowRight');
    await vi.waitFor(() => expect(heard).toHaveBeenCalled(), { timeout: 1000 });
    const listings = heard.mock.calls.map(([event]) => (event as CustomEvent<Listing>).detail);
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({ pickup_time: 10, pickup_time_end: 18 });
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener('hk-change', heard);
  });

  it('the category attribute becomes the session’s: furniture asks before switching mode', async () => {
    configure({ drafts: false }, 'ts-furniture');
    getQuoteSession('ts-furniture').update((state) => ({
      ...state,
      listing: { ...state.listing, pickup_time: 9, pickup_time_end: 17 },
    }));
    const { root } = await mount(tag, { session: 'ts-furniture', category: 'furniture' });
    const delivery = await vi.waitFor(() => radio(root, 'Delivery') ?? Promise.reject(new Error('no radio')));
    expect(getQuoteSession('ts-furniture').$context.get().category).toBe('furniture');
    delivery.click();
    await vi.waitFor(() =>
      expect(root.querySelector('dialog[open] h2')?.textContent).toBe('Set a delivery time instead?'),
    );
    expect(radio(root, 'Collection')?.checked).toBe(true);
  });
});
