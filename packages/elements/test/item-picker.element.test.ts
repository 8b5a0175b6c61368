import { configure, getSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press, typeInto } from '../../../test/unit/dom.js';
import { defineElements } from '../src/define.js';
import { itemPickerElement } from '../src/item-picker/item-picker.element.js';
import { mount, runConformance } from './conformance.js';

const combobox = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('[role=combobox]');

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
});
