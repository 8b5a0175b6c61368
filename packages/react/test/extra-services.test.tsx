import { configure, getQuoteSession, type Listing, type QuoteApi } from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, typeInto } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { extraServicesClasses } from '../src/extra-services/extra-services.styles.js';
import { packingDialogClasses } from '../src/extra-services/packing-dialog.styles.js';
import { ExtraServices, type ExtraServicesProps } from '../src/index.js';

afterEach(async () => {
  cleanup();
  // Preact runs an unmounted dialog's effect cleanups after paint: let them run before the next test.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/** service_prices as the demo engine sends them, plus a service the list may tick on its own. */
const SERVICES = [
  { type: 'full_insurance', service_id: 115, amount: 75, parameters: { value_of_goods: 5000 }, checked: false },
  {
    type: 'packing_material',
    service_id: 20,
    amount: 34,
    parameters: { small_boxes: 4, large_boxes: 3, wardrobe_boxes: 0, bubble_wrap: 5 },
    checked: false,
  },
  { type: 'mileage_cost', service_id: 12, amount: 48.2, qty: 1 },
  { type: 'furniture_assembly', service_id: 31, amount: 25 },
];

function setup(listing: Record<string, unknown> = {}, { key = 'default', api }: { key?: string; api?: QuoteApi } = {}) {
  configure({ drafts: false, ...(api ? { api } : {}) }, key);
  const session = getQuoteSession(key);
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  return session;
}

const priced = (extra: Record<string, unknown> = {}) => ({ service_prices: SERVICES, ...extra });

function renderServices(props: ExtraServicesProps = {}) {
  const { container } = mount(<ExtraServices {...props} />);
  const query = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
  const all = <T extends Element = HTMLElement>(selector: string) => [...container.querySelectorAll<T>(selector)];
  return {
    container,
    query,
    all,
    base: () => query('[part=base]'),
    /** Each row: its switch's label, whether it is on, and what it holds. */
    rows: () =>
      all('[part=service]').map((row) => ({
        label: row.querySelector('label')?.textContent,
        on: row.querySelector<HTMLInputElement>('input[role=switch]')?.checked,
        detail: row.querySelector(`.${extraServicesClasses.serviceDetail}`)?.textContent ?? null,
      })),
    switchOf: (type: string) => query<HTMLInputElement>(`[part=service][data-type=${type}] input[role=switch]`),
    total: () => query('[part=total]')?.textContent ?? null,
    spoken: () => query('[aria-live=polite]')?.textContent ?? '',
    dialog: () => query<HTMLDialogElement>('dialog'),
    button: (name: string) => all<HTMLButtonElement>('button').find((button) => button.textContent === name),
    boxes: () => all<HTMLInputElement>('dialog [part=quantity]'),
  };
}

type View = ReturnType<typeof renderServices>;

const flip = (input: HTMLInputElement | null) => input?.click();
const blur = (box: HTMLInputElement) => {
  box.dispatchEvent(new FocusEvent('blur'));
  box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};
const cartTypes = (listing: Listing) => (listing.listing_cart ?? []).map((line) => line.type);

async function openPacking(view: View) {
  await vi.waitFor(() => expect(view.switchOf('packing_material')).not.toBeNull());
  flip(view.switchOf('packing_material'));
  await vi.waitFor(() => expect(view.boxes()).toHaveLength(4));
}

describe('ExtraServices: before the job is priced (docs/behaviour/quote-flow.md §2, §7)', () => {
  it('not asked for yet: its heading and one sentence, no list, no total', async () => {
    setup();
    const view = renderServices();
    await vi.waitFor(() => expect(view.base()?.dataset.state).toBe('notPriced'));
    expect(view.query('h3')?.textContent).toBe('Extra services');
    expect(view.base()?.getAttribute('aria-labelledby')).toBe(view.query('h3')?.id);
    expect(view.query('.hk-empty')?.textContent).toBe(
      'Extra services and their prices appear once your job is priced.',
    );
    expect(view.rows()).toEqual([]);
    expect(view.total()).toBeNull();
  });

  it('loading: placeholder rows and a status; failed: what happened and Try again, which asks again and lists the services', async () => {
    let answer: (response: unknown) => void = () => undefined;
    const api = {
      ...fakeQuoteApi(),
      savePrelisting: vi
        .fn()
        .mockImplementationOnce(() => Promise.reject({ code: 'network', data: null }))
        .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))),
    } as unknown as QuoteApi;
    const session = setup({}, { api });
    const view = renderServices();
    await vi.waitFor(() => expect(view.base()?.dataset.state).toBe('notPriced'));
    session.experimentsFetched([]);
    await vi.waitFor(() => expect(view.base()?.dataset.state).toBe('failed'));
    const alert = view.query('[role=alert]');
    expect(alert?.dataset.code).toBe('network');
    expect(alert?.textContent).toBe(
      'We could not get your pricesWe could not reach our price service. Check your connection, then try again.Try again',
    );
    view.button('Try again')?.click();
    await vi.waitFor(() => expect(view.base()?.dataset.state).toBe('loading'));
    expect(view.query('[part=loading] [role=status]')?.textContent).toBe('Loading extra services…');
    expect(view.all('[part=loading] .hk-skeleton')).toHaveLength(2);
    expect(api.savePrelisting).toHaveBeenCalledTimes(2);
    answer({ service_prices: SERVICES });
    await vi.waitFor(() => expect(view.base()?.dataset.state).toBe('rows'));
    expect(view.rows()).toHaveLength(2);
  });
});

describe('ExtraServices: the services offered, with price and switch (§2, §3)', () => {
  it('lists packing and what can be ticked, named for the locale (a readable name for an unknown type); insurance and the mileage are not listed', async () => {
    setup(priced());
    const view = renderServices();
    await vi.waitFor(() => expect(view.rows()).toHaveLength(2));
    expect(view.rows()).toEqual([
      { label: 'Packing materials', on: false, detail: 'Boxes, wardrobe boxes and bubble wrap for your move' },
      { label: 'Furniture assembly £25.00', on: false, detail: null },
    ]);
    expect(view.total()).toBe('Total so far £0.00');
    expect(view.query('[data-type=full_insurance]')).toBeNull();
    expect(view.query('[data-type=mileage_cost]')).toBeNull();
  });

  it('a service offered with nothing the list shows: one sentence', async () => {
    setup({ service_prices: [SERVICES[0], SERVICES[2]] });
    const view = renderServices();
    await vi.waitFor(() =>
      expect(view.query('.hk-empty')?.textContent).toBe('No extra services are offered for this job.'),
    );
  });

  it('its switch adds a service to the cart and takes it out again; the total follows, each change announced once', async () => {
    const session = setup(priced({ listing_cart: [{ type: 'priceOption', amount: 149 }] }));
    const onChange = vi.fn();
    const view = renderServices({ onChange });
    await vi.waitFor(() => expect(view.total()).toBe('Total so far £149.00'));
    flip(view.switchOf('furniture_assembly'));
    await vi.waitFor(() => expect(view.total()).toBe('Total so far £174.00'));
    expect(view.switchOf('furniture_assembly')?.checked).toBe(true);
    expect(cartTypes(session.$listing.get())).toEqual(['priceOption', 'furniture_assembly']);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ listing_cart: expect.any(Array) }));
    await vi.waitFor(() => expect(view.spoken()).toBe('Added Furniture assembly. Total so far: £174.00.'));
    flip(view.switchOf('furniture_assembly'));
    await vi.waitFor(() => expect(view.total()).toBe('Total so far £149.00'));
    expect(cartTypes(session.$listing.get())).toEqual(['priceOption']);
    await vi.waitFor(() => expect(view.spoken()).toBe('Removed Furniture assembly. Total so far: £149.00.'));
  });

  it('a total changed elsewhere (a day chosen) is announced', async () => {
    const session = setup(priced());
    const view = renderServices();
    await vi.waitFor(() => expect(view.total()).toBe('Total so far £0.00'));
    session.update((state) => ({
      ...state,
      listing: { ...state.listing, listing_cart: [{ type: 'priceOption', amount: 99.5 }] },
    }));
    await vi.waitFor(() => expect(view.spoken()).toBe('Total so far: £99.50.'));
  });
});

describe('ExtraServices: packing materials (§2 packing modal, §4 packing service toggle, §5, §9)', () => {
  it('its switch opens the dialog through the session, nothing pre-selected (counts 0, no price until one is above 0), unit prices 3 / 4 / 5 / 2 and the live price', async () => {
    const session = setup(priced());
    const view = renderServices();
    // Before anything is chosen the list shows no packing price (the offer's suggestion is not the customer's).
    await vi.waitFor(() => expect(view.switchOf('packing_material')).not.toBeNull());
    expect(view.rows()[0]?.label).toBe('Packing materials');
    await openPacking(view);
    expect(session.$ui.get().modals.packing).toBe(true);
    // Not in the cart until confirmed: the switch stays off meanwhile.
    expect(view.switchOf('packing_material')?.checked).toBe(false);
    expect(view.dialog()?.getAttribute('aria-labelledby')).toBe(view.query('dialog h2')?.id);
    expect(view.query('dialog h2')?.textContent).toBe('Packing materials');
    expect(
      view
        .all('[part=packing-line]')
        .map((line) => [
          line.querySelector(`.${packingDialogClasses.name}`)?.textContent,
          line.querySelector(`.${packingDialogClasses.unit}`)?.textContent,
          line.querySelector('input')?.value,
          line.querySelector('input')?.getAttribute('aria-label'),
        ]),
    ).toEqual([
      ['Small boxes', '£3.00 each', '0', 'Small boxes'],
      ['Large boxes', '£4.00 each', '0', 'Large boxes'],
      ['Wardrobe boxes', '£5.00 each', '0', 'Wardrobe boxes'],
      ['Bubble wrap rolls', '£2.00 each', '0', 'Bubble wrap rolls'],
    ]);
    expect(view.query('[part=packing-price]')).toBeNull();
    // + on wardrobe boxes and a typed count: the price follows at once (Σ count × unit price).
    view
      .all<HTMLButtonElement>('[part=packing-line] button')
      .find((button) => button.getAttribute('aria-label') === 'One more: Wardrobe boxes')
      ?.click();
    await vi.waitFor(() => expect(view.query('[part=packing-price]')?.textContent).toBe('Packing price £5.00'));
    typeInto(view.boxes()[0] as HTMLInputElement, '10');
    await vi.waitFor(() => expect(view.query('[part=packing-price]')?.textContent).toBe('Packing price £35.00'));
  });

  it('the dialog opens with focus on its first count', async () => {
    setup(priced());
    const view = renderServices();
    await openPacking(view);
    await vi.waitFor(() => expect(view.container.ownerDocument.activeElement).toBe(view.boxes()[0]));
  });

  it('Add packing puts it in the cart, checked, closes the dialog and says so with the total; its switch removes it', async () => {
    const session = setup(priced({ listing_cart: [{ type: 'priceOption', amount: 100 }] }));
    const onChange = vi.fn();
    const view = renderServices({ onChange });
    await openPacking(view);
    typeInto(view.boxes()[0] as HTMLInputElement, '4');
    typeInto(view.boxes()[3] as HTMLInputElement, '5');
    view.button('Add packing')?.click();
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
    expect(session.$ui.get().modals.packing).toBe(false);
    const line = session.$listing.get().listing_cart?.find((entry) => entry.type === 'packing_material');
    expect(line).toEqual({
      type: 'packing_material',
      amount: 22,
      checked: true,
      service_id: 20,
      parameters: { small_boxes: 4, large_boxes: 0, wardrobe_boxes: 0, bubble_wrap: 5 },
    });
    await vi.waitFor(() => expect(view.switchOf('packing_material')?.checked).toBe(true));
    expect(view.rows()[0]).toEqual({
      label: 'Packing materials £22.00',
      on: true,
      detail: 'Your packing: 4\u00a0×\u00a0Small boxes, 5\u00a0×\u00a0Bubble wrap rolls',
    });
    expect(view.total()).toBe('Total so far £122.00');
    expect(onChange).toHaveBeenCalled();
    await vi.waitFor(() => expect(view.spoken()).toBe('Added Packing materials. Total so far: £122.00.'));

    flip(view.switchOf('packing_material'));
    await vi.waitFor(() => expect(view.switchOf('packing_material')?.checked).toBe(false));
    expect(cartTypes(session.$listing.get())).toEqual(['priceOption']);
    expect(view.dialog()).toBeNull();
    await vi.waitFor(() => expect(view.spoken()).toBe('Removed Packing materials. Total so far: £100.00.'));
  });

  it('Change opens the dialog with the counts chosen; Update packing replaces the line', async () => {
    const session = setup(
      priced({
        listing_cart: [
          { type: 'packing_material', service_id: 20, amount: 6, checked: true, parameters: { small_boxes: 2 } },
        ],
      }),
    );
    const view = renderServices();
    await vi.waitFor(() => expect(view.button('Change')).toBeDefined());
    expect(view.button('Change')?.getAttribute('aria-label')).toBe('Change packing materials');
    view.button('Change')?.click();
    await vi.waitFor(() => expect(view.boxes().map((box) => box.value)).toEqual(['2', '0', '0', '0']));
    typeInto(view.boxes()[3] as HTMLInputElement, '3');
    view.button('Update packing')?.click();
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
    const lines = (session.$listing.get().listing_cart ?? []).filter((entry) => entry.type === 'packing_material');
    expect(lines.map((entry) => entry.amount)).toEqual([12]);
  });

  it('a bad count gets a coded error by its box when the person leaves it, the text kept; Add packing then refuses and focuses it', async () => {
    const session = setup(priced());
    const view = renderServices();
    await openPacking(view);
    const small = view.boxes()[0] as HTMLInputElement;
    typeInto(small, '2.5');
    blur(small);
    const error = await vi.waitFor(() => view.query('[part=packing-line] [part=field-error]') ?? Promise.reject());
    expect(error.dataset.code).toBe('packingCountNotWhole');
    expect(error.textContent).toBe('Error: Enter a whole number from 0 to 99,999, like 2.');
    expect(small.value).toBe('2.5');
    expect(small.getAttribute('aria-invalid')).toBe('true');
    expect(small.getAttribute('aria-describedby')).toBe(error.id);
    typeInto(view.boxes()[2] as HTMLInputElement, '100000');
    view.button('Add packing')?.click();
    await vi.waitFor(() =>
      expect(view.all('[part=field-error]').map((node) => node.dataset.code)).toEqual([
        'packingCountNotWhole',
        'packingCountTooHigh',
      ]),
    );
    await vi.waitFor(() => expect(view.container.ownerDocument.activeElement).toBe(view.boxes()[0]));
    expect(session.$listing.get().listing_cart ?? []).toEqual([]);
    // Fixing the box clears its error at once.
    typeInto(view.boxes()[0] as HTMLInputElement, '2');
    await vi.waitFor(() =>
      expect(view.all('[part=field-error]').map((node) => node.dataset.code)).toEqual(['packingCountTooHigh']),
    );
  });

  it('all counts at zero: "Choose at least one packing item", nothing added, the dialog stays', async () => {
    const session = setup(priced());
    const view = renderServices();
    await openPacking(view);
    for (const box of view.boxes()) typeInto(box, '0');
    view.button('Add packing')?.click();
    const error = await vi.waitFor(() => view.query('dialog [part=field-error]') ?? Promise.reject());
    expect(error.dataset.code).toBe('packingEmpty');
    expect(error.textContent).toBe('Error: Choose at least one packing item.');
    expect(view.boxes()[0]?.getAttribute('aria-describedby')).toBe(error.id);
    expect(view.dialog()).not.toBeNull();
    expect(session.$ui.get().modals.packing).toBe(true);
    expect(session.$listing.get().listing_cart ?? []).toEqual([]);
    // One more small box and it goes.
    view
      .all<HTMLButtonElement>('[part=packing-line] button')
      .find((button) => button.getAttribute('aria-label') === 'One more: Small boxes')
      ?.click();
    await vi.waitFor(() => expect(view.query('dialog [part=field-error]')).toBeNull());
  });

  it('Cancel closes the dialog with nothing changed', async () => {
    const session = setup(priced());
    const view = renderServices();
    await openPacking(view);
    typeInto(view.boxes()[0] as HTMLInputElement, '9');
    view.button('Cancel')?.click();
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
    expect(session.$ui.get().modals.packing).toBe(false);
    expect(session.$listing.get().listing_cart ?? []).toEqual([]);
    expect(view.switchOf('packing_material')?.checked).toBe(false);
  });

  it('speaks es-ES', async () => {
    setup(priced(), { key: 'es' });
    const view = renderServices({ session: 'es', locale: 'es-ES' });
    await vi.waitFor(() => expect(view.rows()).toHaveLength(2));
    expect(view.query('h3')?.textContent).toBe('Servicios adicionales');
    expect(view.rows()[0]?.label).toBe('Material de embalaje');
    await openPacking(view);
    expect(view.query('dialog h2')?.textContent).toBe('Material de embalaje');
    // Cajas are feminine, rollos masculine.
    expect(view.all(`[part=packing-line] .${packingDialogClasses.unit}`).map((node) => node.textContent)).toEqual([
      '3,00\u00a0€ cada una',
      '4,00\u00a0€ cada una',
      '5,00\u00a0€ cada una',
      '2,00\u00a0€ cada uno',
    ]);
    expect(view.button('Añadir embalaje')).toBeDefined();
  });
});
