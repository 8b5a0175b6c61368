import { configure } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, typeInto } from '../../../test/unit/dom.js';
import { defineElement, type ViewModule } from '../src/create-element.js';
import { defineElements } from '../src/define.js';
import { itemPickerElement } from '../src/item-picker/item-picker.element.js';
import { mount } from './conformance.js';

/** The item picker with a view that arrives only when the test says so. */
function slowPicker(prefix: string) {
  let arrive: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  const load = async (): Promise<ViewModule> => {
    await gate;
    return itemPickerElement.load();
  };
  // A name of its own: once an item picker's view is in memory, an `item-picker` shows it at once.
  const [tag] = defineElements([defineElement({ ...itemPickerElement, name: 'slow-picker', load })], { prefix });
  return { tag: tag as string, arrive };
}

describe('the early search box: usable before the view arrives, nothing typed is lost', () => {
  it('is a labelled combobox at once; what is typed is searched and kept, with focus, when the view arrives', async () => {
    const api = fakeQuoteApi();
    configure({ api }, 'early');
    const { tag, arrive } = slowPicker('early');
    const { root } = await mount(tag, { session: 'early' });
    const early = await vi.waitFor(() => root.querySelector<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    expect(early.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector(`label[for="${early.id}"]`)?.textContent).toBe('Search for an item');
    early.focus();
    typeInto(early, 'sofa');
    arrive();
    const input = await vi.waitFor(() => {
      const box = root.querySelector<HTMLInputElement>('[role=combobox][aria-controls]');
      return box ?? Promise.reject();
    });
    expect(input).not.toBe(early);
    expect(input.value).toBe('sofa');
    expect(root.activeElement).toBe(input);
    await vi.waitFor(() => expect(root.querySelectorAll('[role=option]').length).toBeGreaterThan(0), { timeout: 2000 });
    expect(api.searchItems).toHaveBeenCalledWith(expect.objectContaining({ name: 'sofa' }), expect.anything());
  });

  it('speaks the locale and follows disabled before the view arrives', async () => {
    const { tag } = slowPicker('earlyes');
    const { root } = await mount(tag, { locale: 'es-ES', disabled: '' });
    const early = await vi.waitFor(() => root.querySelector<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    expect(root.querySelector('label')?.textContent).toBe('Busca un artículo');
    expect(early.placeholder).toBe('p. ej. sofá, nevera, cajas');
    expect(early.disabled).toBe(true);
  });

  it('an attribute changed before the view arrives paints the box again, keeping its text and focus', async () => {
    const { tag } = slowPicker('earlyrepaint');
    const { element, root } = await mount(tag);
    const early = await vi.waitFor(() => root.querySelector<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    early.focus();
    typeInto(early, 'desk');
    element.setAttribute('locale', 'es-ES');
    const again = root.querySelector<HTMLInputElement>('[role=combobox]');
    expect(root.querySelector('label')?.textContent).toBe('Busca un artículo');
    expect(again?.value).toBe('desk');
    expect(root.activeElement).toBe(again);
  });

  it('a box left without focus does not take focus when the view arrives', async () => {
    configure({ api: fakeQuoteApi() }, 'early-blur');
    const { tag, arrive } = slowPicker('earlyblur');
    const { root } = await mount(tag, { session: 'early-blur' });
    const early = await vi.waitFor(() => root.querySelector<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    early.focus();
    typeInto(early, 'bed');
    early.blur();
    arrive();
    const input = await vi.waitFor(
      () => root.querySelector<HTMLInputElement>('[role=combobox][aria-controls]') ?? Promise.reject(),
    );
    expect(input.value).toBe('bed');
    expect(root.activeElement).not.toBe(input);
  });
});
