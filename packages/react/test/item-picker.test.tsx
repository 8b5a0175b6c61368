import { configure, getSession, HaulkitError } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press, typeInto } from '../../../test/unit/dom.js';
import { ItemPicker } from '../src/index.js';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function renderPicker(props: Parameters<typeof ItemPicker>[0] = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<ItemPicker {...props} />);
  unmount = () => root.unmount();
  const query = <T extends Element>(selector: string) => container.querySelector<T>(selector);
  return { container, query, all: (selector: string) => [...container.querySelectorAll(selector)] };
}

async function searchAndWait(view: ReturnType<typeof renderPicker>, text: string) {
  const input = await vi.waitFor(() => view.query<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
  typeInto(input, text);
  await vi.waitFor(() => expect(view.all('[role=option]').length).toBeGreaterThan(0), { timeout: 2000 });
  return input;
}

describe('ItemPicker view', () => {
  it('is a combobox with a listbox, labelled, collapsed before any search (APG)', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    const input = await vi.waitFor(() => view.query<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = view.query(`#${CSS.escape(input.getAttribute('aria-controls') ?? '')}`);
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(view.query(`label[for="${input.id}"]`)?.textContent).toBe('Search for an item');
  });

  it('shows results after typing, moves with Down, and Enter adds the item set', async () => {
    const api = fakeQuoteApi();
    configure({ api });
    const onChange = vi.fn();
    const view = renderPicker({ onChange });
    const input = await searchAndWait(view, 'sofa');
    expect(view.all('[role=option]').map((o) => o.textContent)).toEqual(['3-seat sofa', '3-seat sofa set2 items']);
    expect(api.searchItems).toHaveBeenCalledWith(
      { name: 'sofa', category_id: 1, dimensionUnit: 'cm', weightUnit: 'kg' },
      expect.any(AbortSignal),
    );
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    await vi.waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(view.all('[role=option]')[1]?.id));
    press(input, 'Enter');
    await vi.waitFor(() => expect(view.all('[part=item]')).toHaveLength(2));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(
      onChange.mock.calls[0]?.[0].move_items.map((i: { name: string; quantity: number }) => [i.name, i.quantity]),
    ).toEqual([
      ['3-seat sofa', 1],
      ['Armchair', 2],
    ]);
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(view.query('[role=status]')?.textContent).toBe('Added 3-seat sofa set');
  });

  it('plus raises, minus lowers, and minus from 1 removes the item', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    const input = await searchAndWait(view, 'large box');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    const plus = await vi.waitFor(
      () => view.query<HTMLButtonElement>('button[aria-label="Add one Large box"]') ?? Promise.reject(),
    );
    for (let i = 0; i < 5; i++) plus.click();
    // Large box (id 845) steps 1,2,3,4,5 then 10.
    await vi.waitFor(() => expect(view.query<HTMLInputElement>('[part=quantity]')?.value).toBe('10'));
    view.query<HTMLButtonElement>('button[aria-label="Remove one Large box"]')?.click();
    await vi.waitFor(() => expect(view.query<HTMLInputElement>('[part=quantity]')?.value).toBe('5'));
    for (let i = 0; i < 4; i++) view.query<HTMLButtonElement>('[part=step-button]')?.click();
    const removeLast = await vi.waitFor(
      () => view.query<HTMLButtonElement>('button[aria-label="Remove Large box"]') ?? Promise.reject(),
    );
    removeLast.click();
    await vi.waitFor(() => expect(view.all('[part=item]')).toHaveLength(0));
    expect(getSession().$listing.get().move_items).toEqual([]);
  });

  it('a typed quantity that is not a whole number reverts and says why, with a code', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    const input = await searchAndWait(view, 'large box');
    press(input, 'Enter');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    const quantity = await vi.waitFor(() => view.query<HTMLInputElement>('[part=quantity]') ?? Promise.reject());
    typeInto(quantity, '2.5');
    quantity.dispatchEvent(new FocusEvent('blur'));
    quantity.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    const error = await vi.waitFor(() => view.query('[part=error]') ?? Promise.reject());
    expect(error.textContent).toContain('“2.5” is not a whole number from 1 to 99,999, so the quantity stays 1.');
    expect(error.getAttribute('data-code')).toBe('quantityNotWhole');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(error.id);
    await vi.waitFor(() => expect(quantity.value).toBe('1'));
  });

  it('a typed whole number is kept and clears the cached prices', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    const input = await searchAndWait(view, 'large box');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    const quantity = await vi.waitFor(() => view.query<HTMLInputElement>('[part=quantity]') ?? Promise.reject());
    typeInto(quantity, '40');
    press(quantity, 'Enter');
    await vi.waitFor(() => expect(getSession().$listing.get().move_items?.[0]?.quantity).toBe(40));
    expect(view.query('[part=error]')).toBeNull();
  });

  it('a failed search shows an empty list, says the search failed and tells the host its code', async () => {
    const api = fakeQuoteApi();
    api.searchItems.mockRejectedValue(new HaulkitError('server', 'GET /ng/item-search answered 500'));
    configure({ api });
    const onError = vi.fn();
    const view = renderPicker({ onError });
    const input = await vi.waitFor(() => view.query<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    typeInto(input, 'sofa');
    await vi.waitFor(() =>
      expect(view.query('[role=status]')?.textContent).toBe('We could not search just now. Try again in a moment.'),
    );
    expect(view.all('[role=option]')).toHaveLength(0);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith({
      code: 'server',
      message: 'We could not search just now. Try again in a moment.',
    });
  });

  it('speaks Spanish for es-ES', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker({ locale: 'es-ES' });
    await vi.waitFor(() => expect(view.query('label')?.textContent).toBe('Busca un artículo'));
  });
});
