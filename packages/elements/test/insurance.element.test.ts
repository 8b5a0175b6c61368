import { configure, getQuoteSession, type Listing } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { typeInto } from '../../../test/unit/dom.js';
import { defineElements } from '../src/define.js';
import { insuranceElement } from '../src/insurance/insurance.element.js';
import { mount, runConformance } from './conformance.js';

const card = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');

describe('<hk-insurance> conformance', () => {
  runConformance({ definition: insuranceElement, rendered: card });
});

/** A listing whose price answer offers Protection Plus (the demo's figures) on a UK route. */
const priced = (): Listing => ({
  move_items: [],
  pickup_address_data: { formatted_address: 'Leeds', latitude: 53.8, longitude: -1.5, ISO_3166_1_Alpha_2: 'GB' },
  delivery_address_data: { formatted_address: 'York', latitude: 53.9, longitude: -1.1, ISO_3166_1_Alpha_2: 'GB' },
  service_prices: [
    {
      type: 'full_insurance',
      service_id: 115,
      amount: 75,
      rate_price: 0.015,
      min_price: 15,
      excess: 100,
      cover: 50000,
    },
  ],
});

const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find((element) => element.textContent === name);

describe('<hk-insurance>', () => {
  const [tag = ''] = defineElements([insuranceElement], { prefix: 'pp' });

  it('the locale attribute reaches the view', async () => {
    const { element, root } = await mount(tag, { locale: 'es-ES' });
    await vi.waitFor(() =>
      expect(root.querySelector('.hk-empty')?.textContent).toBe(
        'Protection Plus se ofrece con tus precios. Indica tus direcciones y tus objetos para verlo.',
      ),
    );
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() => expect(root.querySelector('.hk-empty')?.textContent).toMatch(/^Protection Plus is offered/));
  });

  it('adding Protection Plus emits a composed hk-change whose listing holds the premium and value of goods', async () => {
    configure({ drafts: false }, 'pp-add');
    getQuoteSession('pp-add').update((state) => ({ ...state, listing: priced() }));
    const heard = vi.fn();
    document.addEventListener('hk-change', heard);
    const { root } = await mount(tag, { session: 'pp-add' });
    await vi.waitFor(() => expect(button(root, 'Add Protection Plus')).toBeDefined());
    button(root, 'Add Protection Plus')?.click();
    const input = await vi.waitFor(
      () => root.querySelector<HTMLInputElement>('dialog [part=control]') ?? Promise.reject(new Error('no field')),
    );
    typeInto(input, '8000');
    await vi.waitFor(() => expect(input.value).toBe('8000'));
    root.querySelector<HTMLFormElement>('dialog [part=form]')?.requestSubmit();
    await vi.waitFor(() => expect(card(root)?.dataset.state).toBe('selected'));
    const listings = heard.mock.calls.map(([event]) => (event as CustomEvent<Listing>).detail);
    expect(listings.at(-1)?.listing_cart).toEqual([
      expect.objectContaining({ type: 'full_insurance', amount: 120, parameters: { value_of_goods: 8000 } }),
    ]);
    const event = heard.mock.calls.at(-1)?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener('hk-change', heard);
  });

  it('a refused value shows its coded error as the field-error part', async () => {
    configure({ drafts: false }, 'pp-error');
    getQuoteSession('pp-error').update((state) => ({ ...state, listing: priced() }));
    const { root } = await mount(tag, { session: 'pp-error' });
    await vi.waitFor(() => expect(button(root, 'Add Protection Plus')).toBeDefined());
    button(root, 'Add Protection Plus')?.click();
    const input = await vi.waitFor(
      () => root.querySelector<HTMLInputElement>('dialog [part=control]') ?? Promise.reject(new Error('no field')),
    );
    typeInto(input, '75000');
    await vi.waitFor(() => expect(input.value).toBe('75000'));
    root.querySelector<HTMLFormElement>('dialog [part=form]')?.requestSubmit();
    await vi.waitFor(() =>
      expect(root.querySelector('[part=field-error]')?.getAttribute('data-code')).toBe('highAmount'),
    );
    expect(root.querySelector('[part=field-error]')?.textContent).toBe(
      'Error: Protection Plus covers goods worth up to £50k. Enter a lower value.',
    );
  });
});
