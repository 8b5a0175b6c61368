import { configure, type FurnitureDefaults, getSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press, testResults, typeInto } from '../../../test/unit/dom.js';
import { carClasses } from '../../react/src/item-picker/car/car.styles.js';
import { defineElements } from '../src/define.js';
import { itemPickerElement } from '../src/item-picker/item-picker.element.js';
import { mount, runConformance } from './conformance.js';

/** The view's search box (the skeleton's early box, which comes first, controls no list). */
const combobox = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('[role=combobox][aria-controls]');

describe('<hk-item-picker> conformance', () => {
  runConformance({ definition: itemPickerElement, rendered: combobox });
});

describe('<hk-item-picker>', () => {
  const [tag = ''] = defineElements([itemPickerElement], { prefix: 'ip' });

  it('a bare disabled attribute means true; removing it turns the control back on', async () => {
    const { element, root } = await mount(tag, { disabled: '' });
    await vi.waitFor(() => expect(combobox(root)?.disabled).toBe(true));
    element.removeAttribute('disabled');
    await vi.waitFor(() => expect(combobox(root)?.disabled).toBe(false));
    element.setAttribute('disabled', 'false');
    await vi.waitFor(() => expect(combobox(root)?.disabled).toBe(false));
  });

  it('the locale attribute reaches the view', async () => {
    const { element, root } = await mount(tag, { locale: 'es-ES' });
    await vi.waitFor(() => expect(root.querySelector('label')?.textContent).toBe('Busca un artículo'));
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() => expect(root.querySelector('label')?.textContent).toBe('Search for an item'));
  });

  it('adding an item emits a composed hk-change with the listing that the host page hears', async () => {
    configure({ api: fakeQuoteApi() }, 'shop');
    const heard = vi.fn();
    document.addEventListener('hk-change', heard);
    const { root } = await mount(tag, { session: 'shop' });
    const input = await vi.waitFor(() => combobox(root) ?? Promise.reject());
    typeInto(input, 'sofa set');
    await vi.waitFor(() => expect(root.querySelectorAll('[role=option]')).toHaveLength(1), { timeout: 2000 });
    press(input, 'ArrowDown');
    press(input, 'Enter');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.composed && event.bubbles).toBe(true);
    expect(event.detail.move_items).toHaveLength(2);
    expect(getSession('shop').$listing.get()).toBe(event.detail);
    document.removeEventListener('hk-change', heard);
  });

  it('two elements with the same session show one list', async () => {
    configure({ api: fakeQuoteApi() }, 'pair');
    const first = await mount(tag, { session: 'pair' });
    const second = await mount(tag, { session: 'pair' });
    const input = await vi.waitFor(() => combobox(first.root) ?? Promise.reject());
    typeInto(input, 'large box');
    await vi.waitFor(() => expect(first.root.querySelectorAll('[role=option]')).toHaveLength(1), { timeout: 2000 });
    press(input, 'ArrowDown');
    press(input, 'Enter');
    await vi.waitFor(() => expect(second.root.querySelectorAll('[part=item]')).toHaveLength(1));
  });

  /** A quote adapter whose furniture defaults hold a sofa and a large box. */
  const withDefaults = () => {
    const api = fakeQuoteApi();
    const defaults = {
      'Living room': [testResults[0]?.item_set[0]],
      'Boxes and packing': [testResults[2]?.item_set[0]],
    } as unknown as FurnitureDefaults;
    return { ...api, getFurnitureDefaults: vi.fn(async () => defaults) };
  };

  it('pre-listing-id goes with the item search; popular items show beside it, but not for category car', async () => {
    const api = withDefaults();
    configure({ api }, 'pre');
    const { root } = await mount(tag, { session: 'pre', 'pre-listing-id': 'a9f03c5e' });
    await vi.waitFor(() => expect(root.querySelectorAll('[part=browse-item]')).toHaveLength(1));
    expect(root.querySelector('[part=browse-item]')?.getAttribute('aria-label')).toBe('Add 3-seat sofa');
    typeInto(combobox(root) as HTMLInputElement, 'sofa');
    await vi.waitFor(() => expect(api.searchItems).toHaveBeenCalled(), { timeout: 2000 });
    expect(api.searchItems.mock.calls[0]?.[0]).toMatchObject({ name: 'sofa', pre_listing_id: 'a9f03c5e' });

    configure({ api: withDefaults() }, 'car');
    const car = await mount(tag, { session: 'car', category: 'car' });
    // A car is chosen by make and model: the car picker's selects stand where the search was.
    await vi.waitFor(() => expect(car.root.querySelector(`.${carClasses.picker} select`)).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(car.root.querySelector('[part=browse]')).toBeNull();
    expect(combobox(car.root)).toBeNull();
  });

  it('partner-id and partner-listing-id: the partner screens, the partner on the listing, and a composed hk-items-done on Continue', async () => {
    configure({ api: withDefaults() }, 'partner');
    const heard = vi.fn();
    document.addEventListener('hk-items-done', heard);
    const { root } = await mount(tag, { session: 'partner', 'partner-id': '2', 'partner-listing-id': 'gt-1042' });
    await vi.waitFor(() => expect(root.querySelectorAll('[part=default-item]')).toHaveLength(2));
    expect(getSession('partner').$listing.get().partner).toEqual({ id: 2, listing_id: 'gt-1042' });
    const button = (name: string) =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find(
        (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
      );
    button('Continue')?.click();
    const error = await vi.waitFor(
      () => root.querySelector('[part=field-error][data-code=missingItem]') ?? Promise.reject(),
    );
    expect(error.getAttribute('role')).toBe('alert');
    expect(heard).not.toHaveBeenCalled();
    button('Add one 3-seat sofa')?.click();
    await vi.waitFor(() => expect(getSession('partner').$listing.get().move_items).toHaveLength(1));
    button('Continue')?.click();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(
      event.detail.move_items.map((item: { name: string; default?: boolean }) => [item.name, item.default]),
    ).toEqual([['3-seat sofa', true]]);
    expect(event.detail).toBe(getSession('partner').$listing.get());
    document.removeEventListener('hk-items-done', heard);
  });
});
