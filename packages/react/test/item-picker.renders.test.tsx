import { configure, getSession, type ItemSearchResult } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press, typeInto } from '../../../test/unit/dom.js';
import { ItemPicker } from '../src/index.js';
import { itemPickerClasses } from '../src/item-picker/item-picker.styles.js';

// Every row's render asks core for its item's icon kind (moveItemKind), so the names it is called
// with tell which rows rendered. (The search results call itemKind, with their own names.)
const kinds = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('@haulkit/core', async (original) => {
  const core = await original<typeof import('@haulkit/core')>();
  return {
    ...core,
    itemKind: (name: string) => {
      kinds.names.push(name);
      return core.itemKind(name);
    },
    // A row asks with the whole item (moveItemKind), a popular item or a result with its name.
    moveItemKind: (item: Parameters<typeof core.moveItemKind>[0]) => {
      kinds.names.push(item.name);
      return core.moveItemKind(item);
    },
  };
});

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

const chair = (index: number): ItemSearchResult => ({
  name: `Chair ${index}`,
  item_set: [{ item_id: 9000 + index, name: `Chair ${index}`, width: 50, height: 90, depth: 50, weight: 8, qty: 1 }],
});

/** A picker over a session that already holds `count` chairs. */
async function pickerWith(count: number) {
  configure({ api: fakeQuoteApi() });
  const session = getSession();
  for (let index = 1; index <= count; index += 1) session.addSearchResult(chair(index));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<ItemPicker />);
  unmount = () => root.unmount();
  await vi.waitFor(() => expect(container.querySelectorAll('[part=item]')).toHaveLength(count));
  const rows = () => [...container.querySelectorAll<HTMLElement>('[part=item]')];
  const rowRenders = () => kinds.names.filter((name) => name.startsWith('Chair '));
  return { container, session, rows, rowRenders };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('item picker: the cost of a change does not grow with the list', () => {
  it.each([1, 200])('with %i items, typing in the search box renders no row', async (count) => {
    const view = await pickerWith(count);
    const input = view.container.querySelector<HTMLInputElement>('[role=combobox]') as HTMLInputElement;
    await settle();
    kinds.names.length = 0;
    for (const text of ['s', 'so', 'sof', 'sofa']) typeInto(input, text);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[role=option]').length).toBeGreaterThan(0));
    input.dispatchEvent(new FocusEvent('blur'));
    input.dispatchEvent(new FocusEvent('focus'));
    await settle();
    expect(view.rowRenders()).toEqual([]);
  });

  it.each([1, 200])('with %i items, "+" renders exactly the row it changed', async (count) => {
    const view = await pickerWith(count);
    const target = view.rows()[Math.floor(count / 2)] as HTMLElement;
    const name = target.querySelector(`.${itemPickerClasses.itemName}`)?.firstChild?.textContent as string;
    await settle();
    kinds.names.length = 0;
    (target.querySelectorAll('[part=step-button]')[1] as HTMLButtonElement).click();
    await vi.waitFor(() => expect(target.querySelector<HTMLInputElement>('input')?.value).toBe('2'));
    await settle();
    expect(view.rowRenders()).toEqual([name]);
    expect(view.container.querySelector('[part=total]')?.textContent).toContain(`${count + 1} items`);
  });

  it('with 200 items, Enter on a result renders the new row only, appended at the end', async () => {
    const view = await pickerWith(200);
    const input = view.container.querySelector<HTMLInputElement>('[role=combobox]') as HTMLInputElement;
    typeInto(input, 'large box');
    await vi.waitFor(() => expect(view.container.querySelectorAll('[role=option]')).toHaveLength(1));
    await settle();
    kinds.names.length = 0;
    press(input, 'Enter');
    await vi.waitFor(() => expect(view.rows()).toHaveLength(201));
    await settle();
    expect(view.rowRenders()).toEqual([]);
    expect(kinds.names).toEqual(['Large box']);
    expect(view.session.$listing.get().move_items?.at(-1)?.name).toBe('Large box');
  });
});

describe('item picker: a long list stands in blocks of ten rows', () => {
  it('25 items: one list of 25 rows, in blocks of 10, 10 and 5, each sized by its rows while unseen', async () => {
    const view = await pickerWith(25);
    const list = view.container.querySelector('[part=items]') as HTMLElement;
    expect(list.getAttribute('role')).toBe('list');
    expect(list.querySelectorAll('[role=listitem]')).toHaveLength(25);
    const blocks = [...list.children] as HTMLElement[];
    expect(blocks.map((block) => block.className)).toEqual([
      itemPickerClasses.itemBlock,
      itemPickerClasses.itemBlock,
      itemPickerClasses.itemBlock,
    ]);
    expect(blocks.map((block) => block.children.length)).toEqual([10, 10, 5]);
    expect(blocks.map((block) => block.style.getPropertyValue('--_rows'))).toEqual(['10', '10', '5']);
    expect(
      view.rows().map((row) => row.querySelector(`.${itemPickerClasses.itemName}`)?.firstChild?.textContent),
    ).toEqual(Array.from({ length: 25 }, (_, index) => `Chair ${index + 1}`));
  });

  it('removing the 3rd of 25 re-creates no other row, moves focus to the next one, and the undo puts it back in place', async () => {
    const view = await pickerWith(25);
    const before = view.rows();
    await settle();
    kinds.names.length = 0;
    (before[2] as HTMLElement).querySelector<HTMLButtonElement>('[part=remove-button]')?.click();
    await vi.waitFor(() => expect(view.rows()).toHaveLength(24));
    await settle();
    // Every other row is the same element as before (none moved to another block), none rendered.
    const kept = before.filter((_, index) => index !== 2);
    expect(view.rows().filter((row, index) => row !== kept[index])).toEqual([]);
    expect(view.rowRenders()).toEqual([]);
    expect(view.container.querySelector('[part=total]')?.textContent).toContain('24 items');
    const focused = view.container.ownerDocument.activeElement;
    expect(focused?.closest('[part=item]')).toBe(before[3]);
    const undo = [...view.container.querySelectorAll('button')].find((button) => button.textContent === 'Undo');
    undo?.click();
    await vi.waitFor(() => expect(view.rows()).toHaveLength(25));
    expect(
      view.rows().map((row) => row.querySelector(`.${itemPickerClasses.itemName}`)?.firstChild?.textContent),
    ).toEqual(Array.from({ length: 25 }, (_, index) => `Chair ${index + 1}`));
    expect(
      [...(view.container.querySelector('[part=items]') as HTMLElement).children].map((block) => block.children.length),
    ).toEqual([10, 10, 5]);
    expect(view.container.querySelector('[part=total]')?.textContent).toContain('25 items');
  });
});
