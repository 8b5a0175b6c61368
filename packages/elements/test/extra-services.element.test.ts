import { configure, getQuoteSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { extraServicesElement } from '../src/extra-services/extra-services.element.js';
import { mount, runConformance } from './conformance.js';

const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');
const SERVICES = [
  { type: 'full_insurance', service_id: 115, amount: 75 },
  { type: 'packing_material', service_id: 20, amount: 34, parameters: { small_boxes: 4, bubble_wrap: 5 } },
];

describe('<hk-extra-services> conformance', () => {
  runConformance({ definition: extraServicesElement, rendered: base });
});

describe('<hk-extra-services>', () => {
  const [tag = ''] = defineElements([extraServicesElement], { prefix: 'es' });

  it('before prices: the sentence saying why the list is empty', async () => {
    const { root } = await mount(tag, { session: 'es-empty' });
    await vi.waitFor(() =>
      expect(root.querySelector('.hk-empty')?.textContent).toBe(
        'Extra services and their prices appear once your job is priced.',
      ),
    );
  });

  it('packing confirmed in its dialog (inside the shadow root) joins the cart and emits hk-change', async () => {
    configure({ drafts: false }, 'es-packing');
    const session = getQuoteSession('es-packing');
    session.update((state) => ({ ...state, listing: { ...state.listing, service_prices: SERVICES } }));
    const heard = vi.fn();
    document.addEventListener('hk-change', heard);
    const { root } = await mount(tag, { session: 'es-packing' });
    const toggle = await vi.waitFor(
      () => root.querySelector<HTMLInputElement>('[part=service] input[role=switch]') ?? Promise.reject(),
    );
    toggle.click();
    const add = await vi.waitFor(
      () =>
        [...root.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent === 'Add packing') ??
        Promise.reject(),
    );
    // Nothing is chosen for the customer: the counts start at 0.
    const more = (name: string) =>
      [...root.querySelectorAll<HTMLButtonElement>('dialog button')]
        .find((b) => b.getAttribute('aria-label') === `One more: ${name}`)
        ?.click();
    more('Small boxes');
    more('Small boxes');
    more('Bubble wrap rolls');
    await vi.waitFor(() => expect(root.querySelector('[part=packing-price]')?.textContent).toBe('Packing price £8.00'));
    add.click();
    await vi.waitFor(() => expect(root.querySelector('dialog')).toBeNull());
    expect(session.$listing.get().listing_cart).toEqual([
      {
        type: 'packing_material',
        amount: 8,
        checked: true,
        service_id: 20,
        parameters: { small_boxes: 2, large_boxes: 0, wardrobe_boxes: 0, bubble_wrap: 1 },
      },
    ]);
    await vi.waitFor(() =>
      expect(
        heard.mock.calls.some(
          ([event]) => (event as CustomEvent).detail.listing_cart?.[0]?.type === 'packing_material',
        ),
      ).toBe(true),
    );
    expect(root.querySelector('[part=total]')?.textContent).toBe('Total so far £8.00');
    document.removeEventListener('hk-change', heard);
  });
});
