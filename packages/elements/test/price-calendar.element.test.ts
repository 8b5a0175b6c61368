import { configure, getQuoteSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { priceCalendarElement } from '../src/price-calendar/price-calendar.element.js';
import { mount, runConformance } from './conformance.js';

const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');

describe('<hk-price-calendar> conformance', () => {
  runConformance({ definition: priceCalendarElement, rendered: base });
});

describe('<hk-price-calendar>', () => {
  const [tag = ''] = defineElements([priceCalendarElement], { prefix: 'pc' });

  /** Wednesday 11 November 2026. */
  const NOW = new Date(2026, 10, 11, 9).getTime();
  /** 1–30 November 2026 at £150, £151 … */
  const prices = Object.fromEntries(
    Array.from({ length: 30 }, (_, index) => [`2026-11-${String(index + 1).padStart(2, '0')}`, 150 + index]),
  );

  it('choosing a day emits hk-change with pickup_date and the priceOption line, bubbling and composed', async () => {
    configure({ drafts: false, now: () => NOW }, 'pc-change');
    getQuoteSession('pc-change').update((state) => ({
      ...state,
      listing: { ...state.listing, men_required: 1, men_option_available: [1], prices },
    }));
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('hk-change', listen);
    const { root } = await mount(tag, { session: 'pc-change' });
    const day = await vi.waitFor(
      () => root.querySelector<HTMLElement>('[part~=day][data-key="2026-11-20"]') ?? Promise.reject(),
    );
    // The host hears the session once its effects have run (after the first paint under preact).
    await new Promise((resolve) => setTimeout(resolve, 150));
    day.click();
    await vi.waitFor(() => expect(heard.at(-1)?.detail.pickup_date).toBe('2026-11-20'));
    expect(heard.at(-1)?.detail.listing_cart).toEqual([{ type: 'priceOption', amount: 169 }]);
    expect(heard.at(-1)?.bubbles).toBe(true);
    expect(heard.at(-1)?.composed).toBe(true);
    expect(root.querySelector('[part~=day-selected]')?.getAttribute('data-key')).toBe('2026-11-20');
    document.removeEventListener('hk-change', listen);
  });

  it('the locale attribute reaches the view; a session without a job shows the sentence', async () => {
    const { element, root } = await mount(tag, { session: 'pc-empty', locale: 'es-ES' });
    await vi.waitFor(() =>
      expect(root.querySelector('.hk-empty')?.textContent).toBe(
        'Añade tus direcciones y tus objetos para ver los precios.',
      ),
    );
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() =>
      expect(root.querySelector('.hk-empty')?.textContent).toBe('Add your addresses and items to see prices.'),
    );
    expect(base(root)?.dataset.state).toBe('idle');
  });
});
