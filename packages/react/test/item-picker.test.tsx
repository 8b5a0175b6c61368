import { configure, getSession, HaulkitError } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press, typeInto } from '../../../test/unit/dom.js';
import { ItemPicker } from '../src/index.js';
import { itemPickerClasses } from '../src/item-picker/item-picker.styles.js';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function renderPicker(props: Parameters<typeof ItemPicker>[0] = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<ItemPicker {...props} />);
  unmount = () => root.unmount();
  const query = <T extends Element>(selector: string) => container.querySelector<T>(selector);
  const all = (selector: string) => [...container.querySelectorAll(selector)];
  /** What the one polite live region says right now. */
  const spoken = () => query('[aria-live=polite]')?.textContent ?? '';
  return { container, query, all, spoken };
}

type View = ReturnType<typeof renderPicker>;

async function searchAndWait(view: View, text: string) {
  const input = await vi.waitFor(() => view.query<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
  typeInto(input, text);
  await vi.waitFor(() => expect(view.all('[role=option]').length).toBeGreaterThan(0), { timeout: 2000 });
  return input;
}

/** Adds the only result of a search with Enter (nothing highlighted: the first result). */
async function add(view: View, text: string) {
  const input = await searchAndWait(view, text);
  press(input, 'Enter');
  await vi.waitFor(() => expect(input.value).toBe(''));
  return input;
}

const itemNames = (view: View) =>
  view.all(`[part=item] .${itemPickerClasses.itemName}`).map((name) => name.firstChild?.textContent);
const quantities = (view: View) => view.all('[part=item] input').map((box) => (box as HTMLInputElement).value);
const blur = (box: HTMLInputElement) => {
  box.dispatchEvent(new FocusEvent('blur'));
  box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};

describe('ItemPicker view', () => {
  it('is a combobox with a listbox, labelled, collapsed before any search (APG), with a friendly empty list', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    const input = await vi.waitFor(() => view.query<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = view.query(`#${CSS.escape(input.getAttribute('aria-controls') ?? '')}`);
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(view.query(`label[for="${input.id}"]`)?.textContent).toBe('Search for an item');
    expect(view.query('.hk-empty')?.textContent).toBe(
      'No items yet. Search above to add your first one, like “sofa” or “boxes”.',
    );
    expect(view.query('[part=total]')).toBeNull();
    expect(view.all('[aria-live]')).toHaveLength(1);
  });

  it('Down, Down, Enter adds the item set; the change is announced once, then the region clears', async () => {
    const api = fakeQuoteApi();
    configure({ api });
    const onChange = vi.fn();
    const view = renderPicker({ onChange });
    const input = await searchAndWait(view, 'sofa');
    expect(view.all('[role=option]').map((o) => o.textContent)).toEqual(['3-seat sofa', '3-seat sofa set2 items']);
    expect(view.all('[role=option] svg[aria-hidden=true]')).toHaveLength(2);
    await vi.waitFor(() => expect(view.spoken()).toBe('2 results'));
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    await vi.waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(view.all('[role=option]')[1]?.id));
    press(input, 'Enter');
    await vi.waitFor(() => expect(view.all('[part=item]')).toHaveLength(2));
    expect(itemNames(view)).toEqual(['3-seat sofa', 'Armchair']);
    expect(quantities(view)).toEqual(['1', '2']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => expect(view.spoken()).toBe('Added 3-seat sofa set'));
    await vi.waitFor(() => expect(view.spoken()).toBe(''), { timeout: 2500 });
    // The status line never keeps a stale message.
    expect(view.query('[part=status]')?.textContent).toBe('');
  });

  it('Enter with nothing highlighted takes the first result', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    await add(view, 'sofa');
    await vi.waitFor(() => expect(itemNames(view)).toEqual(['3-seat sofa']));
  });

  it('shows a running total: items, volume in m³ and ft³ (en-GB), and the smallest van that fits', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    await add(view, 'sofa set');
    // 3-seat sofa 210×85×95 = 1.70 m³ and 2 armchairs 90×85×90 = 1.38 m³: 3.1 m³, 109 ft³.
    await vi.waitFor(() =>
      expect(view.query('[part=total]')?.textContent).toBe('3 items · about 3.1 m³ (109 ft³) · fits a small van'),
    );
    const plus = view.query<HTMLButtonElement>('button[aria-label="Add one Armchair"]');
    for (let i = 0; i < 4; i++) plus?.click();
    await vi.waitFor(() =>
      expect(view.query('[part=total]')?.textContent).toBe('7 items · about 5.8 m³ (206 ft³) · fits a large van'),
    );
  });

  it('the car flow names its list “Your cars”, and its empty list says how to add one', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker({ category: 'car' });
    await vi.waitFor(() => expect(view.query('h3[part=heading]')?.textContent).toBe('Your cars'));
    expect(view.query('.hk-empty')?.textContent).toBe(
      'No car yet. Choose its make and model above, or look it up by its registration plate.',
    );
  });

  it.each([
    {
      what: 'a car (the car flow): the count of cars alone, no van it "fits"',
      props: { category: 'car' },
      locale: 'en-GB' as const,
      items: [
        {
          name: 'Ford Focus',
          make_id: 1,
          make_name: 'Ford',
          model_id: 102,
          model_name: 'Focus',
          width: 182,
          height: 147,
          depth: 437,
        },
      ],
      total: '1 car',
    },
    {
      what: 'two cars, in Spanish',
      props: { category: 'car' },
      locale: 'es-ES' as const,
      items: [
        { name: 'Ford Focus', make_id: 1, make_name: 'Ford', model_id: 102, model_name: 'Focus' },
        { name: 'Seat Ibiza', custom_make_name: 'Seat', custom_model_name: 'Ibiza' },
      ],
      total: '2 coches',
    },
    {
      what: 'items with no size yet: the count alone, never "about 0 m³"',
      props: {},
      locale: 'en-GB' as const,
      items: [{ name: 'Something odd' }, { name: 'Another odd thing' }],
      total: '2 items',
    },
  ])('totals $what', async ({ props, locale, items, total }) => {
    configure({ api: fakeQuoteApi() });
    getSession().update((state) => ({
      ...state,
      listing: {
        ...state.listing,
        move_items: items.map((item, index) => ({ quantity: 1, fake_id: `seed-${index}`, ...item })),
      },
    }));
    const view = renderPicker({ ...props, locale });
    await vi.waitFor(() => expect(view.query('[part=total]')?.textContent).toBe(total));
    expect(view.query('[part=total]')?.textContent).not.toMatch(/m³|van|furgoneta/);
    expect(view.all('[part=item]')).toHaveLength(items.length);
  });

  it('plus raises and minus lowers on the step grid; each change is announced', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    await add(view, 'large box');
    const plus = await vi.waitFor(
      () => view.query<HTMLButtonElement>('button[aria-label="Add one Large box"]') ?? Promise.reject(),
    );
    for (let i = 0; i < 5; i++) plus.click();
    // Large box (id 845) steps 1, 2, 3, 4, 5, then 10.
    await vi.waitFor(() => expect(quantities(view)).toEqual(['10']));
    await vi.waitFor(() => expect(view.spoken()).toBe('Large box, quantity 10'));
    view.query<HTMLButtonElement>('button[aria-label="Remove one Large box"]')?.click();
    await vi.waitFor(() => expect(quantities(view)).toEqual(['5']));
  });

  it('removing an item moves focus to the next item, announces it and offers an undo that puts it back', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    await add(view, 'sofa set');
    await add(view, 'large box');
    await vi.waitFor(() => expect(itemNames(view)).toEqual(['3-seat sofa', 'Armchair', 'Large box']));
    view.query<HTMLButtonElement>('[part=remove-button][aria-label="Remove 3-seat sofa"]')?.click();
    await vi.waitFor(() => expect(itemNames(view)).toEqual(['Armchair', 'Large box']));
    await vi.waitFor(() => expect(document.activeElement).toBe(view.all('[part=item] input')[0]));
    await vi.waitFor(() => expect(view.spoken()).toBe('Removed 3-seat sofa'));
    const undo = view.all('button').find((button) => button.textContent === 'Undo') as HTMLButtonElement | undefined;
    expect(undo?.closest('[role=status], [role=alert]')?.textContent).toContain('Removed 3-seat sofa');
    undo?.click();
    await vi.waitFor(() => expect(itemNames(view)).toEqual(['3-seat sofa', 'Armchair', 'Large box']));
    expect(
      getSession()
        .$listing.get()
        .move_items?.map((item) => item.name),
    ).toEqual(['3-seat sofa', 'Armchair', 'Large box']);
  });

  it('removing the last item of the list sends focus to the search box, never to the page', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    const search = await add(view, 'large box');
    const minus = await vi.waitFor(
      () => view.query<HTMLButtonElement>('button[aria-label="Remove one Large box"]') ?? Promise.reject(),
    );
    minus.focus();
    minus.click();
    await vi.waitFor(() => expect(view.all('[part=item]')).toHaveLength(0));
    await vi.waitFor(() => expect(document.activeElement).toBe(search));
  });

  it.each([['0'], ['-1'], ['2.5'], ['abc']])(
    'typing %j then leaving keeps the line and its quantity, says why, and the box shows the kept quantity',
    async (text) => {
      configure({ api: fakeQuoteApi() });
      const view = renderPicker();
      await add(view, 'large box');
      view.query<HTMLButtonElement>('button[aria-label="Add one Large box"]')?.click();
      await vi.waitFor(() => expect(quantities(view)).toEqual(['2']));
      const quantity = view.query<HTMLInputElement>('[part=item] input') as HTMLInputElement;
      typeInto(quantity, text);
      blur(quantity);
      const error = await vi.waitFor(() => view.query('[part=field-error]') ?? Promise.reject());
      expect(error.textContent).toBe('Enter a whole number from 1 to 99,999, like 2. The quantity is still 2.');
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      expect(quantity.getAttribute('aria-describedby')).toBe(error.id);
      await vi.waitFor(() => expect(quantity.value).toBe('2'));
      expect(view.all('[part=item]')).toHaveLength(1);
      expect(
        getSession()
          .$listing.get()
          .move_items?.map((item) => [item.name, item.quantity]),
      ).toEqual([['Large box', 2]]);
      expect(view.all('button').some((button) => button.textContent === 'Undo')).toBe(false);
    },
  );

  it('a line at 99,999 (a restored draft held to the maximum) says so on the line, and the box is described by it', async () => {
    configure({ api: fakeQuoteApi() });
    getSession().addSearchResult({ name: 'Large box', item_set: [{ name: 'Large box', item_id: 845, qty: 1e15 }] });
    const view = renderPicker();
    const note = await vi.waitFor(() => view.query('[part=item] [part=hint]') ?? Promise.reject());
    expect(note.textContent).toBe('99,999 is the most for one item.');
    expect(quantities(view)).toEqual(['99999']);
    const box = view.query<HTMLInputElement>('[part=item] input') as HTMLInputElement;
    expect(box.getAttribute('aria-describedby')).toBe(note.id);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    view.query<HTMLButtonElement>('button[aria-label="Remove one Large box"]')?.click();
    await vi.waitFor(() => expect(view.query('[part=item] [part=hint]')).toBeNull());
  });

  it('a refused quantity speaks to the customer, keeps the code out of the words, and clears as they retype', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker();
    await add(view, 'large box');
    const quantity = await vi.waitFor(() => view.query<HTMLInputElement>('[part=item] input') ?? Promise.reject());
    typeInto(quantity, '2.5');
    blur(quantity);
    const error = await vi.waitFor(() => view.query('[part=field-error]') ?? Promise.reject());
    expect(error.textContent).toBe('Enter a whole number from 1 to 99,999, like 2. The quantity is still 1.');
    expect(error.textContent).not.toContain('quantityNotWhole');
    expect(error.getAttribute('data-code')).toBe('quantityNotWhole');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(error.id);
    // The box shows the kept quantity again; the listing keeps it too.
    await vi.waitFor(() => expect(quantity.value).toBe('1'));
    expect(getSession().$listing.get().move_items?.[0]?.quantity).toBe(1);
    typeInto(quantity, '2');
    await vi.waitFor(() => expect(view.query('[part=field-error]')).toBeNull());
    press(quantity, 'Enter');
    await vi.waitFor(() => expect(getSession().$listing.get().move_items?.[0]?.quantity).toBe(2));
  });

  it('a failed search shows an error with a Retry that searches again, and tells the host its code', async () => {
    const api = fakeQuoteApi();
    api.searchItems.mockRejectedValueOnce(new HaulkitError('server', 'GET /ng/item-search answered 500'));
    configure({ api });
    const onError = vi.fn();
    const view = renderPicker({ onError });
    const input = await vi.waitFor(() => view.query<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    typeInto(input, 'sofa');
    const alert = await vi.waitFor(() => view.query('[role=alert]') ?? Promise.reject(), { timeout: 2000 });
    expect(alert.textContent).toContain('We could not search just now');
    expect(alert.textContent).not.toContain('server');
    expect(alert.getAttribute('data-code')).toBe('server');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith({ code: 'server', message: 'We could not search just now' });
    const retry = view.all('button').find((button) => button.textContent === 'Try again') as
      | HTMLButtonElement
      | undefined;
    retry?.click();
    await vi.waitFor(() => expect(view.all('[role=option]')).toHaveLength(2));
    expect(view.query('[role=alert]')).toBeNull();
    expect(api.searchItems).toHaveBeenCalledTimes(2);
  });

  it('disabled: the search and every row control are off', async () => {
    configure({ api: fakeQuoteApi() });
    getSession().addSearchResult({
      name: 'Large box',
      item_set: [{ item_id: 845, name: 'Large box', width: 55, height: 55, depth: 55, weight: 10, qty: 1 }],
    });
    const view = renderPicker({ disabled: true });
    await vi.waitFor(() => expect(view.all('[part=item]')).toHaveLength(1));
    expect(view.query<HTMLInputElement>('[role=combobox]')?.disabled).toBe(true);
    expect(view.all('[part=item] input, [part=item] button').every((c) => (c as HTMLInputElement).disabled)).toBe(true);
  });

  it('speaks Spanish for es-ES, numbers included', async () => {
    configure({ api: fakeQuoteApi() });
    const view = renderPicker({ locale: 'es-ES' });
    await vi.waitFor(() => expect(view.query('label')?.textContent).toBe('Busca un artículo'));
    await add(view, 'sofa set');
    await vi.waitFor(() =>
      expect(view.query('[part=total]')?.textContent).toBe('3 artículos · unos 3,1 m³ · cabe en una furgoneta pequeña'),
    );
  });
});
