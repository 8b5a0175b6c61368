import { allAdminPrivileges, configure, getSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { priceAdjustmentsElement } from '../src/price-adjustments/price-adjustments.element.js';
import { mount, runConformance } from './conformance.js';

const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');

describe('<hk-price-adjustments> conformance', () => {
  runConformance({ definition: priceAdjustmentsElement, rendered: base });
});

describe('<hk-price-adjustments>', () => {
  const [tag = ''] = defineElements([priceAdjustmentsElement], { prefix: 'pa' });

  it('before the job has a saved quote: says adjustments appear once it has', async () => {
    const { root } = await mount(tag, { session: 'pa-empty' });
    await vi.waitFor(() => expect(base(root)?.dataset.state).toBe('noRecord'));
    expect(root.querySelector('[part=access]')?.textContent).toBe(
      'Price adjustments appear once the job has a saved quote.',
    );
  });

  it('an admin adds a discount on the demo quote of the session (no api-base), in its shadow root', async () => {
    configure({ drafts: false, context: { admin: { userId: '7', privileges: allAdminPrivileges() } } }, 'pa-demo');
    const session = getSession('pa-demo');
    session.update((state) => ({ ...state, listing: { ...state.listing, pre_listing_id: 'pl-pa', move_items: [] } }));
    const { root } = await mount(tag, { session: 'pa-demo', 'discounts-key': 'demo' });
    const input = await vi.waitFor(
      () => root.querySelector<HTMLInputElement>('[data-field=value] input') ?? Promise.reject(),
    );
    // The prototype's setter, as a person typing does (React tracks the element's own value).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '5');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector<HTMLButtonElement>('[part=form] button[type=submit]')?.click();
    await vi.waitFor(() => expect(root.querySelector('[part=outcome]')?.textContent).toBe('Save was successful'));
    await vi.waitFor(() => expect(root.querySelector('[part=adjustment]')?.textContent).toContain('−5%'));
    await vi.waitFor(() => expect(root.querySelector('[part=discounts]')?.textContent).toContain('5% discount offer'));
  });
});
