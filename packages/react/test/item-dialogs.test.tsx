import { getSession, type Listing, type Locale, type MoveItem, type QuoteSession, trackerFor } from '@haulkit/core';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, typeInto } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { itemDialogsClasses } from '../src/item-picker/dialogs/dialogs.styles.js';
import {
  CustomItemDialog,
  type CustomItemDialogProps,
  CustomItemForm,
  PianoDialog,
  VolumeDialog,
} from '../src/item-picker/dialogs/index.js';

afterEach(async () => {
  cleanup();
  // Preact runs an unmounted dialog's effect cleanups after paint: let them run before the next test.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

const sofa: MoveItem = {
  item_id: 211,
  name: '2 seater sofa',
  quantity: 1,
  fake_id: 'sofa-1',
  width: 160,
  height: 85,
  depth: 90,
  weight: 42,
};
/** A wardrobe the back office flagged: its sizes are to be measured again. */
const flaggedWardrobe: MoveItem = {
  item_id: 305,
  name: 'Double wardrobe',
  quantity: 2,
  fake_id: 'wardrobe-1',
  width: 120,
  height: 190,
  depth: 60,
  weight: 90,
  is_admin: true,
};

let key = 0;
/** A session holding a priced listing with a sofa and a flagged wardrobe, and its quote adapter. */
function sessionWithItems(listing: Partial<Listing> = {}) {
  const api = { ...fakeQuoteApi(), trackEvents: vi.fn(async () => undefined) };
  const session = getSession(`dialogs-${++key}`, { api, drafts: false });
  session.update((state) => ({
    ...state,
    listing: { category_id: 1, move_items: [sofa, flaggedWardrobe], lowest_price: 129, ...listing },
  }));
  return { session, api };
}

const names = (session: QuoteSession) => (session.$listing.get().move_items ?? []).map((item) => item.name);
const lastItem = (session: QuoteSession) => session.$listing.get().move_items?.at(-1);

type DialogRender = (props: { open: boolean; onClose(): void }) => ReactNode;

/** A host page: the dialog is open until it asks to close. */
function Host({ render, onClose }: { render: DialogRender; onClose(): void }) {
  const [open, setOpen] = useState(true);
  return render({
    open,
    onClose: () => {
      onClose();
      setOpen(false);
    },
  });
}

/** Renders a dialog the way a host does. */
function renderDialog(render: DialogRender) {
  const onClose = vi.fn();
  const { container } = mount(<Host render={render} onClose={onClose} />);
  return { container, onClose, ...queries(container) };
}

/** Finds things as a person does: controls by their label, buttons by their name. */
function queries(root: ParentNode) {
  const control = <E extends HTMLElement = HTMLInputElement>(label: string): E => {
    const found = [...root.querySelectorAll('label')].find((element) => element.textContent === label);
    const target = found && root.querySelector<E>(`#${CSS.escape(found.htmlFor)}`);
    if (!target) throw new Error(`no control labelled ${label}`);
    return target;
  };
  const buttons = () => [...root.querySelectorAll('button')];
  const button = (name: string) => {
    const found = buttons().find((element) => (element.getAttribute('aria-label') ?? element.textContent) === name);
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  const radio = (name: string) => {
    const label = [...root.querySelectorAll('label')].find(
      (element) => element.querySelector(`.${itemDialogsClasses.presetName}`)?.textContent === name,
    );
    const input = label?.querySelector('input[type=radio]');
    if (!input) throw new Error(`no radio ${name}`);
    return input as HTMLInputElement;
  };
  /** The error text shown for a control (its own part="field-error" that describes it). */
  const errorOf = (element: HTMLElement) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
    const error = ids
      .map((id) => (id ? root.querySelector(`#${CSS.escape(id)}`) : null))
      .find((node) => node?.getAttribute('part') === 'field-error');
    return error ? { text: error.textContent, code: error.getAttribute('data-code') } : null;
  };
  return {
    control,
    button,
    buttons,
    radio,
    errorOf,
    dialogTitle: () => root.querySelector('dialog h2')?.textContent,
    spoken: () => root.querySelector('[aria-live=polite]')?.textContent ?? '',
  };
}

type Queries = ReturnType<typeof queries>;

function fill(view: Queries, values: Partial<Record<'Name' | 'Width' | 'Height' | 'Depth' | 'Weight', string>>) {
  for (const [label, text] of Object.entries(values)) typeInto(view.control(label), text);
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const blur = (box: HTMLElement) => {
  box.dispatchEvent(new FocusEvent('blur'));
  box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};

/** What the tracker sent, once its batch is flushed now. */
async function tracked(session: QuoteSession, api: { trackEvents: ReturnType<typeof vi.fn> }) {
  await trackerFor(session).flush();
  return api.trackEvents.mock.calls.flatMap(([events]) => events as unknown[]);
}

function renderCustomItem(session: QuoteSession, props: Partial<CustomItemDialogProps> = {}) {
  const onAdded = vi.fn();
  const view = renderDialog(({ open, onClose }) => (
    <CustomItemDialog open={open} onClose={onClose} session={session} onAdded={onAdded} {...props} />
  ));
  return { ...view, onAdded };
}

describe('a form dialog opens with focus on its first field', () => {
  it.each([
    [
      'the custom item dialog',
      'Name',
      (session: QuoteSession) => <CustomItemDialog open session={session} onClose={() => {}} onAdded={() => {}} />,
    ],
    [
      'the missing-item dialog',
      'Name',
      (session: QuoteSession) => (
        <CustomItemDialog open session={session} term="kayak" onClose={() => {}} onAdded={() => {}} />
      ),
    ],
    [
      'the piano dialog',
      'Make',
      (session: QuoteSession) => <PianoDialog open session={session} onClose={() => {}} onAdded={() => {}} />,
    ],
    [
      'the total volume dialog',
      '1 cubic foot',
      (session: QuoteSession) => <VolumeDialog open session={session} onClose={() => {}} onAdded={() => {}} />,
    ],
  ])('%s focuses %s', async (_name, first, render) => {
    const { session } = sessionWithItems();
    const { container } = mount(render(session));
    const view = queries(container);
    const field = () => (first === '1 cubic foot' ? view.radio(first) : view.control(first));
    await vi.waitFor(() => expect(document.activeElement).toBe(field()));
  });
});

describe('CustomItemDialog (docs/behaviour/quote-flow.md §2, §5, §8)', () => {
  it('the missing-item dialog starts with the search text; a complete item joins the list, is announced and tracked', async () => {
    const { session, api } = sessionWithItems();
    const view = renderCustomItem(session, { term: ' Garden bench ' });
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add an item that is not on our list'));
    expect(view.control('Name').value).toBe('Garden bench');
    fill(view, { Width: '150.456', Height: '80', Depth: '60', Weight: '25' });
    blur(view.control('Width'));
    // Sizes are kept to 2 decimals, and shown so once the box is left (§5).
    await vi.waitFor(() => expect(view.control('Width').value).toBe('150.46'));
    view.button('Add item').click();
    await vi.waitFor(() => expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe', 'Garden bench']));
    expect(lastItem(session)).toMatchObject({
      width: 150.46,
      height: 80,
      depth: 60,
      weight: 25,
      dimension_unit: 'cm',
      weight_unit: 'kg',
      quantity: 1,
      customerItem: true,
    });
    // Cached prices go with any change of the items (§4).
    expect(session.$listing.get()).not.toHaveProperty('lowest_price');
    expect(view.onClose).toHaveBeenCalledTimes(1);
    expect(view.onAdded).toHaveBeenCalledWith(session.$listing.get());
    await vi.waitFor(() => expect(view.spoken()).toBe('Added Garden bench'));
    expect(await tracked(session, api)).toEqual([
      { event: 'missing_item', action: 'open', term: ' Garden bench ' },
      { event: 'missing_item', action: 'save', term: ' Garden bench ' },
    ]);
  });

  it('keeps the units chosen: metres and pounds', async () => {
    const { session } = sessionWithItems();
    const view = renderCustomItem(session);
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add your own item'));
    expect(view.control<HTMLSelectElement>('Size unit').value).toBe('cm');
    expect([...view.control<HTMLSelectElement>('Size unit').options].map((option) => option.value)).toEqual([
      'cm',
      'm',
      'in',
      'ft',
      'mm',
    ]);
    fill(view, { Name: 'Kayak', Width: '3.2', Height: '0.4', Depth: '0.7', Weight: '55' });
    choose(view.control<HTMLSelectElement>('Size unit'), 'm');
    choose(view.control<HTMLSelectElement>('Weight unit'), 'lbs');
    view.button('Add item').click();
    // 3.2 m is 320 cm: over 300 cm, a warning first.
    await vi.waitFor(() => expect(view.button('Add anyway')).toBeTruthy());
    view.button('Add anyway').click();
    await vi.waitFor(() =>
      expect(lastItem(session)).toMatchObject({ name: 'Kayak', width: 3.2, dimension_unit: 'm', weight_unit: 'lbs' }),
    );
  });

  it('an incomplete item names the fields at fault, marks each, focuses the first and keeps what was typed', async () => {
    const { session, api } = sessionWithItems();
    const view = renderCustomItem(session);
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add your own item'));
    fill(view, { Width: '120', Depth: 'sixty' });
    view.button('Add item').click();
    await vi.waitFor(() =>
      expect(view.container.querySelector('[part=error-summary]')?.textContent).toContain(
        'Enter the name, the height, the depth and the weight.',
      ),
    );
    expect(view.container.querySelector('[part=error-summary]')?.getAttribute('data-code')).toBe('dimensionsError');
    for (const label of ['Name', 'Height', 'Depth', 'Weight']) {
      expect(view.control(label).getAttribute('aria-invalid')).toBe('true');
      expect(view.errorOf(view.control(label))?.code).toBe('dimensionsError');
    }
    expect(view.errorOf(view.control('Depth'))?.text).toBe('Error: Enter the depth as a number more than 0, like 60.');
    expect(view.control('Width').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(view.control('Name'));
    expect(view.control('Width').value).toBe('120');
    expect(view.control('Depth').value).toBe('sixty');
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
    expect(view.onClose).not.toHaveBeenCalled();
    // Without a search text nothing is tracked.
    expect(await tracked(session, api)).toEqual([]);
  });

  it('the name field tells its maximum and counts; a longer name (pasted) is refused with a coded error, nothing added', async () => {
    const { session } = sessionWithItems();
    const view = renderCustomItem(session);
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add your own item'));
    const name = view.control('Name');
    const hint = () =>
      (name.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => (id ? view.container.querySelector(`#${CSS.escape(id)}`) : null))
        .find((node) => node?.classList.contains('hk-field-hint'))?.textContent;
    expect(hint()).toBe('What is it? Like “Garden bench”. Up to 100 characters. 0 of 100 characters');
    fill(view, { Name: 'x'.repeat(5000), Width: '40', Height: '40', Depth: '40', Weight: '10' });
    await vi.waitFor(() => expect(hint()).toContain('5,000 of 100 characters'));
    view.button('Add item').click();
    await vi.waitFor(() =>
      expect(view.errorOf(name)).toEqual({
        text: 'Error: Enter a name of 100 characters or fewer. This one has 5,000.',
        code: 'nameTooLong',
      }),
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
    fill(view, { Name: 'Garden bench' });
    view.button('Add item').click();
    await vi.waitFor(() => expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe', 'Garden bench']));
  });

  it('a size outside the soft bounds asks first; "Change size" goes back to the field, "Add anyway" adds it', async () => {
    const { session } = sessionWithItems();
    const view = renderCustomItem(session);
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add your own item'));
    // The dialog has opened (preact runs its effects after paint) once its first field has focus.
    await vi.waitFor(() => expect(document.activeElement).toBe(view.control('Name')));
    fill(view, { Name: 'Garden bench', Width: '320', Height: '80', Depth: '60', Weight: '25' });
    view.button('Add item').click();
    const alert = await vi.waitFor(
      () => view.container.querySelector<HTMLElement>('[part=size-alert]') ?? Promise.reject(new Error('no alert')),
    );
    expect(alert.getAttribute('data-code')).toBe('sideTooLarge');
    expect(alert.textContent).toContain('Check the size');
    // Measures keep their unit on the same line (a no-break space).
    expect(alert.textContent?.replaceAll('\u00a0', ' ')).toContain(
      'The width is 320 cm, over 300 cm. That is unusual for one item. Check the size and units, or add it anyway.',
    );
    expect(alert.contains(document.activeElement)).toBe(true);
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);

    view.button('Change size').click();
    await vi.waitFor(() => expect(view.container.querySelector('[part=size-alert]')).toBeNull());
    expect(document.activeElement).toBe(view.control('Width'));
    expect(view.control('Width').value).toBe('320');

    view.button('Add item').click();
    await vi.waitFor(() => view.button('Add anyway'));
    view.button('Add anyway').click();
    await vi.waitFor(() => expect(lastItem(session)).toMatchObject({ name: 'Garden bench', width: 320 }));
    expect(view.onClose).toHaveBeenCalledTimes(1);
  });

  it('a size outside the hard bounds is blocked: the reason, no way to add, until the size changes', async () => {
    const { session } = sessionWithItems();
    const view = renderCustomItem(session);
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add your own item'));
    fill(view, { Name: 'Boat', Width: '500', Height: '80', Depth: '60', Weight: '25' });
    view.button('Add item').click();
    const alert = await vi.waitFor(
      () => view.container.querySelector<HTMLElement>('[part=size-alert]') ?? Promise.reject(new Error('no alert')),
    );
    expect(alert.getAttribute('data-code')).toBe('sideTooLarge');
    expect(alert.querySelector('[role=alert]')?.textContent?.replaceAll('\u00a0', ' ')).toBe(
      'This item can’t be booked onlineThe width is 500 cm, over 450 cm. Check the size and units, or split it into smaller items.',
    );
    expect(view.buttons().map((button) => button.textContent)).not.toContain('Add anyway');
    expect(view.button('Add item').disabled).toBe(true);
    expect(view.control('Width').getAttribute('aria-invalid')).toBe('true');
    expect(view.control('Height').getAttribute('aria-invalid')).toBeNull();
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);

    typeInto(view.control('Width'), '200');
    await vi.waitFor(() => expect(view.container.querySelector('[part=size-alert]')).toBeNull());
    expect(view.button('Add item').disabled).toBe(false);
  });

  it('an admin-flagged item is measured again: blank sizes, and the new item takes its place and quantity', async () => {
    const { session } = sessionWithItems();
    // The picker's "Enter size" hands the item itself; the dialog blanks it with core's rule.
    const view = renderCustomItem(session, { remeasure: flaggedWardrobe });
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Measure Double wardrobe again'));
    expect(view.control('Name').value).toBe('Double wardrobe');
    expect(['Width', 'Height', 'Depth', 'Weight'].map((label) => view.control(label).value)).toEqual(['', '', '', '']);
    fill(view, { Width: '110', Height: '180', Depth: '58', Weight: '85' });
    view.button('Add item').click();
    await vi.waitFor(() => expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']));
    const remeasured = session.$listing.get().move_items?.[1];
    expect(remeasured).toMatchObject({ width: 110, height: 180, depth: 58, weight: 85, quantity: 2 });
    expect(remeasured).not.toHaveProperty('is_admin');
  });

  it.each([
    ['Cancel', (view: Queries) => view.button('Cancel').click()],
    ['the close button', (view: Queries) => view.button('Close').click()],
  ])('closing with %s adds nothing and is tracked as cancel', async (_label, close) => {
    const { session, api } = sessionWithItems();
    const view = renderCustomItem(session, { term: 'kayak' });
    await vi.waitFor(() => expect(view.control('Name').value).toBe('kayak'));
    close(view);
    await vi.waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
    expect(view.onAdded).not.toHaveBeenCalled();
    expect(await tracked(session, api)).toEqual([
      { event: 'missing_item', action: 'open', term: 'kayak' },
      { event: 'missing_item', action: 'cancel', term: 'kayak' },
    ]);
  });
});

describe('CustomItemForm as the partner screen (docs/behaviour/quote-flow.md §4, partner item view)', () => {
  function renderForm(session: QuoteSession, more: { onSave?: () => 'saved' | undefined } = {}) {
    const onSaved = vi.fn();
    const onCancel = vi.fn();
    const { container } = mount(
      <CustomItemForm session={session} mode="partner" onSaved={onSaved} onCancel={onCancel} {...more} />,
    );
    return { container, onSaved, onCancel, ...queries(container) };
  }

  it('saves through the partner flow, shows what it refused, and returns to default-items once saved', async () => {
    const { session } = sessionWithItems({ partner: { id: 2 } });
    const view = renderForm(session);
    await vi.waitFor(() => view.control('Name'));
    fill(view, { Name: 'Desk', Width: '120', Height: '75', Depth: '60' });
    view.button('Add item').click();
    await vi.waitFor(() => expect(view.control('Weight').getAttribute('aria-invalid')).toBe('true'));
    expect(session.$ui.get().partner.customItem).toMatchObject({ status: 'invalid', fields: ['weight'] });
    expect(document.activeElement).toBe(view.control('Weight'));

    fill(view, { Weight: '30' });
    view.button('Add item').click();
    await vi.waitFor(() => expect(view.onSaved).toHaveBeenCalledTimes(1));
    expect(view.onSaved.mock.calls[0]?.[0]).toMatchObject({ name: 'Desk', width: 120, weight: 30, quantity: 1 });
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe', 'Desk']);
    expect(session.$ui.get().partner).toMatchObject({ view: 'default-items', customItem: null });
  });

  it('a host whose onSave answers "saved" keeps the item itself', async () => {
    const { session } = sessionWithItems({ partner: { id: 2 } });
    const onSave = vi.fn((): 'saved' => 'saved');
    const view = renderForm(session, { onSave });
    await vi.waitFor(() => view.control('Name'));
    fill(view, { Name: 'Desk', Width: '120', Height: '75', Depth: '60', Weight: '30' });
    view.button('Add item').click();
    await vi.waitFor(() => expect(view.onSaved).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Desk', width: '120', confirmed: false }));
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
  });
});

describe('PianoDialog (docs/behaviour/quote-flow.md §2, §5)', () => {
  function renderPiano(session: QuoteSession, locale?: Locale) {
    const onAdded = vi.fn();
    const view = renderDialog(({ open, onClose }) => (
      <PianoDialog open={open} onClose={onClose} session={session} onAdded={onAdded} locale={locale} />
    ));
    return { ...view, onAdded };
  }

  it('adds "{make} {model} piano" with upright-piano sizes, announces it and closes', async () => {
    const { session } = sessionWithItems();
    const view = renderPiano(session);
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add a piano'));
    typeInto(view.control('Make'), 'Yamaha');
    typeInto(view.control('Model'), 'U1');
    view.button('Add piano').click();
    await vi.waitFor(() => expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe', 'Yamaha U1 piano']));
    expect(lastItem(session)).toMatchObject({
      custom_make_name: 'Yamaha',
      custom_model_name: 'U1',
      width: 150,
      height: 125,
      depth: 65,
      weight: 230,
      category_id: 1,
    });
    expect(view.onAdded).toHaveBeenCalledWith(session.$listing.get());
    expect(view.onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(view.spoken()).toBe('Added Yamaha U1 piano'));
  });

  it.each([
    ['both without a word character', '--', '  ', ['Make', 'Model']],
    ['the make blank', '', 'U1', ['Make']],
    ['the model without a letter or number', 'Yamaha', '?!', ['Model']],
  ])(
    '%s: an error on each field at fault, focus on the first, nothing typed lost',
    async (_label, make, model, bad) => {
      const { session } = sessionWithItems();
      const view = renderPiano(session);
      await vi.waitFor(() => view.control('Make'));
      typeInto(view.control('Make'), make);
      typeInto(view.control('Model'), model);
      view.button('Add piano').click();
      await vi.waitFor(() => expect(view.control(bad[0] ?? '').getAttribute('aria-invalid')).toBe('true'));
      const words = {
        Make: 'Error: Enter the make, with at least one letter or number.',
        Model: 'Error: Enter the model, with at least one letter or number.',
      };
      for (const label of ['Make', 'Model'] as const) {
        const error = view.errorOf(view.control(label));
        expect(error).toEqual(bad.includes(label) ? { text: words[label], code: 'makeModelError' } : null);
      }
      expect(document.activeElement).toBe(view.control(bad[0] ?? ''));
      expect([view.control('Make').value, view.control('Model').value]).toEqual([make, model]);
      expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
      expect(view.onClose).not.toHaveBeenCalled();
    },
  );

  /** The hint of a control: what to enter, the maximum and the count (its hk-field-hint). */
  const hintOf = (view: ReturnType<typeof renderPiano>, label: string) =>
    (view.control(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? view.container.querySelector(`#${CSS.escape(id)}`) : null))
      .find((node) => node?.classList.contains('hk-field-hint'))?.textContent;

  it('make and model tell their maximum and count; a longer one (pasted) is refused with a coded error, kept to shorten', async () => {
    const { session } = sessionWithItems();
    const view = renderPiano(session);
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add a piano'));
    expect(hintOf(view, 'Make')).toBe('Like “Yamaha”. Up to 40 characters. 0 of 40 characters');
    expect(hintOf(view, 'Model')).toBe('Like “U1”. Up to 40 characters. 0 of 40 characters');
    const pasted = 'x'.repeat(5000);
    typeInto(view.control('Make'), 'Yamaha');
    typeInto(view.control('Model'), pasted);
    await vi.waitFor(() => expect(hintOf(view, 'Model')).toContain('5,000 of 40 characters'));
    expect(hintOf(view, 'Make')).toContain('6 of 40 characters');
    const counts = [...view.container.querySelectorAll('.name-count')];
    expect(counts.map((count) => count.hasAttribute('data-over'))).toEqual([false, true]);
    view.button('Add piano').click();
    await vi.waitFor(() =>
      expect(view.errorOf(view.control('Model'))).toEqual({
        text: 'Error: Enter a model of 40 characters or fewer. This one has 5,000.',
        code: 'makeModelTooLong',
      }),
    );
    expect(view.errorOf(view.control('Make'))).toBeNull();
    expect(view.control('Model').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(view.control('Model'));
    expect(view.control('Model').value).toBe(pasted);
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
    expect(view.onClose).not.toHaveBeenCalled();
    // At the maximum, with spaces around it, the piano is added.
    typeInto(view.control('Model'), ` ${'U'.repeat(40)} `);
    view.button('Add piano').click();
    await vi.waitFor(() => expect(names(session).at(-1)).toBe(`Yamaha ${'U'.repeat(40)} piano`));
    expect(view.onClose).toHaveBeenCalledTimes(1);
  });

  it('both too long: each field says so in es-ES, the make takes focus', async () => {
    const { session } = sessionWithItems();
    const view = renderPiano(session, 'es-ES');
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Añade un piano'));
    expect(hintOf(view, 'Marca')).toBe('Por ejemplo, «Yamaha». Hasta 40 caracteres. 0 de 40 caracteres');
    typeInto(view.control('Marca'), 'm'.repeat(41));
    typeInto(view.control('Modelo'), 'u'.repeat(1200));
    view.button('Añadir piano').click();
    await vi.waitFor(() =>
      expect(view.errorOf(view.control('Marca'))).toEqual({
        text: 'Error: Escribe una marca de 40 caracteres como máximo. Esta tiene 41.',
        code: 'makeModelTooLong',
      }),
    );
    expect(view.errorOf(view.control('Modelo'))?.text).toBe(
      'Error: Escribe un modelo de 40 caracteres como máximo. Este tiene 1.200.',
    );
    expect(document.activeElement).toBe(view.control('Marca'));
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
  });

  it('speaks es-ES', async () => {
    const { session } = sessionWithItems();
    const view = renderPiano(session, 'es-ES');
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Añade un piano'));
    view.button('Añadir piano').click();
    await vi.waitFor(() =>
      expect(view.errorOf(view.control('Marca'))?.text).toBe(
        'Error: Escribe la marca, con al menos una letra o un número.',
      ),
    );
  });
});

describe('VolumeDialog (docs/behaviour/quote-flow.md §2, §5, §9)', () => {
  function renderVolume(session: QuoteSession) {
    const onAdded = vi.fn();
    const view = renderDialog(({ open, onClose }) => (
      <VolumeDialog open={open} onClose={onClose} session={session} onAdded={onAdded} />
    ));
    return { ...view, onAdded };
  }

  it('offers the eight presets with their sizes, none chosen', async () => {
    const { session } = sessionWithItems();
    const view = renderVolume(session);
    await vi.waitFor(() => expect(view.dialogTitle()).toBe('Add the total volume'));
    const presets = [...view.container.querySelectorAll('[part=preset]')].map((preset) => [
      preset.querySelector(`.${itemDialogsClasses.presetName}`)?.textContent,
      preset.querySelector(`.${itemDialogsClasses.presetSize}`)?.textContent,
    ]);
    expect(presets).toEqual([
      ['1 cubic foot', '32 × 32 × 32 cm, 2 kg'],
      ['1 cubic metre', '100 × 100 × 100 cm, 50 kg'],
      ['A full Luton van', '210 × 230 × 400 cm, 1,000 kg'],
      ['Half a Luton van', '210 × 230 × 200 cm, 500 kg'],
      ['A quarter of a Luton van', '210 × 230 × 100 cm, 250 kg'],
      ['A full Transit van', '175 × 190 × 340 cm, 1,200 kg'],
      ['Half a Transit van', '175 × 190 × 170 cm, 600 kg'],
      ['A quarter of a Transit van', '175 × 190 × 85 cm, 300 kg'],
    ]);
    expect([...view.container.querySelectorAll<HTMLInputElement>('input[type=radio]')].some((r) => r.checked)).toBe(
      false,
    );
  });

  it('adds the preset × quantity, announces it and closes', async () => {
    const { session } = sessionWithItems();
    const view = renderVolume(session);
    await vi.waitFor(() => view.radio('1 cubic metre'));
    view.radio('1 cubic metre').click();
    typeInto(view.control('How many?'), '12');
    view.button('Add volume').click();
    await vi.waitFor(() => expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe', 'Cubic metre']));
    expect(lastItem(session)).toMatchObject({ width: 100, height: 100, depth: 100, weight: 50, quantity: 12 });
    expect(view.onAdded).toHaveBeenCalledWith(session.$listing.get());
    expect(view.onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(view.spoken()).toBe('Added 12 × 1 cubic metre'));
  });

  it('a preset is required: the error is on the group and the first choice takes focus', async () => {
    const { session } = sessionWithItems();
    const view = renderVolume(session);
    await vi.waitFor(() => view.control('How many?'));
    typeInto(view.control('How many?'), '3');
    view.button('Add volume').click();
    const error = await vi.waitFor(
      () => view.container.querySelector('[part=field-error]') ?? Promise.reject(new Error('no error')),
    );
    expect(error.getAttribute('data-code')).toBe('presetRequired');
    expect(error.textContent).toBe('Error: Choose a measure: cubic feet, cubic metres or part of a van.');
    expect(view.container.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(view.radio('1 cubic foot'));
    expect(view.control('How many?').value).toBe('3');
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
  });

  it.each([
    ['', 'quantityRequired', 'Error: Enter how many, like 3.'],
    ['2.5', 'quantityNotWhole', 'Error: Enter a whole number from 1 to 99,999, like 3.'],
    ['-1', 'quantityNotWhole', 'Error: Enter a whole number from 1 to 99,999, like 3.'],
    ['100000', 'quantityTooHigh', 'Error: Enter 99,999 or fewer.'],
  ])('quantity "%s" → %s next to the box, focus on it, the text kept', async (typed, code, text) => {
    const { session } = sessionWithItems();
    const view = renderVolume(session);
    await vi.waitFor(() => view.radio('1 cubic foot'));
    view.radio('1 cubic foot').click();
    typeInto(view.control('How many?'), typed);
    view.button('Add volume').click();
    await vi.waitFor(() => expect(view.errorOf(view.control('How many?'))).toEqual({ text, code }));
    expect(view.control('How many?').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(view.control('How many?'));
    expect(view.control('How many?').value).toBe(typed);
    expect(names(session)).toEqual(['2 seater sofa', 'Double wardrobe']);
    expect(view.onClose).not.toHaveBeenCalled();
  });
});
