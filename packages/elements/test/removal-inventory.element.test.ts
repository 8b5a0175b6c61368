import { type CatalogueItem, configure, QUOTE_API_METHODS, type QuoteApi, type SessionTimers } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { removalInventoryElement } from '../src/removal-inventory/removal-inventory.element.js';
import { mount, runConformance, watchWarnings } from './conformance.js';

const select = (root: ShadowRoot) => root.querySelector<HTMLSelectElement>('select[part=property-type]');

describe('<hk-removal-inventory> conformance', () => {
  runConformance({ definition: removalInventoryElement, rendered: select });
});

const BED = {
  item_id: 203,
  name: 'Double bed',
  width: 140,
  height: 40,
  depth: 200,
  weight: 45,
  dimension_unit: 'cm',
  weight_unit: 'kg',
  qty: 1,
} as CatalogueItem;

/** A quote API with the default items only, and timers that run the 2 s wait at once. */
function configured(key: string) {
  const unexpected = Object.fromEntries(
    QUOTE_API_METHODS.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`unexpected ${name}`)))]),
  ) as unknown as QuoteApi;
  const getRemovalDefaultItems = vi.fn(async () => ({ '4': [BED], '5': [BED] }));
  const timers: SessionTimers = {
    setTimeout: (run) => globalThis.setTimeout(run, 0),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  };
  configure({ api: { ...unexpected, getRemovalDefaultItems }, timers, drafts: false }, key);
  return getRemovalDefaultItems;
}

describe('<hk-removal-inventory>', () => {
  const [tag = ''] = defineElements([removalInventoryElement], { prefix: 'ri' });

  it('property-type reaches the view: the rooms of that type, fetched with it', async () => {
    const asked = configured('ri-type');
    const { root } = await mount(tag, { session: 'ri-type', 'property-type': '2-Bed-Flat' });
    await vi.waitFor(() => expect(select(root)?.value).toBe('2-bed-flat'));
    await vi.waitFor(() => expect(root.querySelectorAll('[part=room]')).toHaveLength(2));
    expect(asked).toHaveBeenCalledWith('2-bed-flat', expect.anything());
  });

  it('an unknown property-type is refused: a console warning and an hk-error; the person chooses', async () => {
    configured('ri-unknown');
    const warnings = watchWarnings();
    const heard = vi.fn();
    document.addEventListener('hk-error', heard);
    const { root } = await mount(tag, { session: 'ri-unknown', 'property-type': 'castle' });
    const message =
      'property-type: “castle” is not one of studio, 1-bed-flat, 2-bed-flat, 2-bed-house, 3-bed-house, 4-bed-house';
    await vi.waitFor(() =>
      expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail)).toContainEqual({
        code: 'attribute',
        attribute: 'property-type',
        message,
      }),
    );
    expect(warnings.said(message)).toBe(true);
    await vi.waitFor(() => expect(select(root)?.value).toBe(''));
    expect(root.textContent).not.toContain('castle');
    warnings.stop();
    document.removeEventListener('hk-error', heard);
  });

  it('hk-change carries move_items with their room (location_id) when an item is added to a room', async () => {
    configured('ri-change');
    const changes: unknown[] = [];
    const { element, root } = await mount(tag, { session: 'ri-change', 'property-type': 'studio' });
    element.addEventListener('hk-change', (event) => changes.push((event as CustomEvent).detail));
    const plus = await vi.waitFor(
      () =>
        root.querySelector<HTMLButtonElement>('button[aria-label="Add one Double bed to Bedroom 2"]') ??
        Promise.reject(),
    );
    plus.click();
    await vi.waitFor(() => expect(changes.length).toBeGreaterThan(0));
    expect((changes.at(-1) as { move_items: unknown[] }).move_items).toEqual([
      expect.objectContaining({ name: 'Double bed', quantity: 1, location_id: 5 }),
    ]);
  });

  it('the locale attribute reaches the view', async () => {
    configured('ri-locale');
    const { element, root } = await mount(tag, { session: 'ri-locale', locale: 'es-ES' });
    await vi.waitFor(() => expect(root.querySelector('label')?.textContent).toBe('Tipo de vivienda'));
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() => expect(root.querySelector('label')?.textContent).toBe('Type of home'));
  });
});
