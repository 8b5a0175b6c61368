import {
  configure,
  getSession,
  HaulkitError,
  type MoveItem,
  QUOTE_API_METHODS,
  type QuoteApi,
  type ReportEntry,
  type VehicleMake,
  type VehicleModelQuery,
} from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '../../../test/unit/dom.js';
import { CarPicker, type CarPickerProps } from '../src/index.js';

let unmount: (() => void) | undefined;
afterEach(async () => {
  unmount?.();
  unmount = undefined;
  // Preact runs an unmounted dialog's effect cleanups after paint: let them run before the next test.
  await new Promise((resolve) => setTimeout(resolve, 20));
});

/** A small car catalogue: two makes, their models, and one known plate. */
const MAKES: VehicleMake[] = [
  { make_id: 1, make_name: 'Ford' },
  { make_id: 3, make_name: 'Volkswagen' },
];
const MODELS: Record<number, { model_id: number; model_name: string }[]> = {
  1: [
    { model_id: 101, model_name: 'Fiesta' },
    { model_id: 102, model_name: 'Focus' },
  ],
  3: [{ model_id: 302, model_name: 'Golf' }],
};
const FIESTA: MoveItem = {
  name: 'Ford Fiesta',
  quantity: 1,
  fake_id: 'plate-ab12cde',
  make_id: 1,
  make_name: 'Ford',
  model_id: 101,
  model_name: 'Fiesta',
  width: 174,
  height: 148,
  depth: 404,
  weight: 1100,
  category_id: 4,
};

const plateNotFound = () =>
  Object.assign(new HaulkitError('input', 'GET get-vehicle-data rejected the input: plate_not_found'), {
    codes: ['plate_not_found'],
  });

/** A QuoteApi for the car flow; every other method rejects, so an unexpected call shows. */
function fakeCarApi() {
  const unexpected = Object.fromEntries(
    QUOTE_API_METHODS.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`unexpected ${name}`)))]),
  ) as unknown as QuoteApi;
  return {
    ...unexpected,
    getMakes: vi.fn(async (_categoryId: number, _signal?: AbortSignal) => MAKES),
    getModels: vi.fn(async (query: VehicleModelQuery, _signal?: AbortSignal) => MODELS[Number(query.make_id)] ?? []),
    getVehicleByPlate: vi.fn(async (plate: string, _signal?: AbortSignal): Promise<MoveItem[]> => {
      if (plate === 'AB12CDE') return [FIESTA];
      throw plateNotFound();
    }),
  };
}

type FakeCarApi = ReturnType<typeof fakeCarApi>;

function setup(api: FakeCarApi = fakeCarApi(), report?: (entry: ReportEntry) => void) {
  configure({ api, drafts: false, ...(report ? { report } : {}) });
  return api;
}

function renderPicker(props: CarPickerProps = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<CarPicker {...props} />);
  unmount = () => root.unmount();
  const query = <T extends Element>(selector: string, from: ParentNode = container) => from.querySelector<T>(selector);
  const all = <T extends Element = HTMLElement>(selector: string, from: ParentNode = container) => [
    ...from.querySelectorAll<T>(selector),
  ];
  /** The control a visible label names. */
  const labelled = <T extends HTMLElement>(text: string, from: ParentNode = container) => {
    const label = all<HTMLLabelElement>('label', from).find((l) => l.textContent === text);
    return (label ? from.querySelector<T>(`#${CSS.escape(label.htmlFor)}`) : null) as T | null;
  };
  const button = (text: string, from: ParentNode = container) =>
    all<HTMLButtonElement>('button', from).find((b) => b.textContent === text);
  return {
    container,
    query,
    all,
    labelled,
    button,
    make: () => labelled<HTMLSelectElement>('Make'),
    model: () => labelled<HTMLSelectElement>('Model'),
    /** The error shown on a field (make, model, plate), if any. */
    fieldError: (field: string, from: ParentNode = container) =>
      query<HTMLElement>(`[data-field=${field}] [part=field-error]`, from),
    /** The open dialog, once it is there. */
    dialog: () =>
      vi.waitFor(() => query<HTMLDialogElement>('dialog[open]') ?? Promise.reject(new Error('no open dialog'))),
    spoken: () => query('[aria-live=polite]')?.textContent ?? '',
  };
}

type View = ReturnType<typeof renderPicker>;

function choose(select: HTMLSelectElement | null, value: string) {
  if (!select) throw new Error('no select');
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const options = (select: HTMLSelectElement | null) => [...(select?.options ?? [])].map((option) => option.text);
const items = () => getSession().$listing.get().move_items ?? [];

async function makesLoaded(view: View) {
  await vi.waitFor(() => expect(view.make()?.disabled).toBe(false));
}

async function chooseCar(view: View, makeId: string, modelId: string) {
  await makesLoaded(view);
  choose(view.make(), makeId);
  await vi.waitFor(() => expect(view.model()?.disabled).toBe(false));
  choose(view.model(), modelId);
  await vi.waitFor(() => expect(view.model()?.value).toBe(modelId));
}

async function openDialog(view: View, opener: string) {
  await vi.waitFor(() => expect(view.button(opener)).toBeDefined());
  view.button(opener)?.click();
  const dialog = await view.dialog();
  await vi.waitFor(() => expect(document.activeElement?.closest('dialog')).toBe(dialog));
  return dialog;
}

describe('CarPicker: make and model (docs/behaviour/quote-flow.md §2 car flow)', () => {
  it('loads the makes on mount, saying so while it waits; the model waits for a make', async () => {
    const api = setup();
    let release: (makes: VehicleMake[]) => void = () => {};
    api.getMakes.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const view = renderPicker({ categoryId: 4 });
    await vi.waitFor(() => expect(options(view.make())).toEqual(['Loading car makes…']));
    expect(view.make()?.disabled).toBe(true);
    expect(view.make()?.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(api.getMakes).toHaveBeenCalledTimes(1));
    release(MAKES);
    await vi.waitFor(() => expect(options(view.make())).toEqual(['Choose a make', 'Ford', 'Volkswagen']));
    expect(view.make()?.disabled).toBe(false);
    expect(api.getMakes).toHaveBeenCalledWith(4, expect.any(AbortSignal));
    // Named by its visible label, off until a make is chosen, and saying why.
    const model = view.model();
    expect(model?.disabled).toBe(true);
    expect(options(model)).toEqual(['Choose a model']);
    const hint = view.query(`#${CSS.escape(model?.getAttribute('aria-describedby') ?? '')}`);
    expect(hint?.textContent).toBe('Choose the make first.');
  });

  it('the models are those of the chosen make, and follow a change of make', async () => {
    const api = setup();
    const view = renderPicker({ categoryId: 4 });
    await makesLoaded(view);
    choose(view.make(), '1');
    await vi.waitFor(() => expect(options(view.model())).toEqual(['Choose a model', 'Fiesta', 'Focus']));
    expect(api.getModels).toHaveBeenLastCalledWith(
      { make_id: 1, model_name: '', category_id: 4 },
      expect.any(AbortSignal),
    );
    choose(view.make(), '3');
    await vi.waitFor(() => expect(options(view.model())).toEqual(['Choose a model', 'Golf']));
    expect(view.model()?.value).toBe('');
    expect(view.model()?.getAttribute('aria-describedby')).toBeNull();
  });

  it('Add car adds the make and model to the items, tells the host, announces it and resets the selects', async () => {
    setup();
    const onChange = vi.fn();
    const view = renderPicker({ categoryId: 4, onChange });
    await chooseCar(view, '1', '102');
    view.button('Add car')?.click();
    await vi.waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toMatchObject({
      name: 'Ford Focus',
      quantity: 1,
      make_id: 1,
      make_name: 'Ford',
      model_id: 102,
      model_name: 'Focus',
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].move_items).toEqual(items());
    await vi.waitFor(() => expect(view.spoken()).toBe('Added Ford Focus'));
    expect(view.make()?.value).toBe('');
    expect(view.model()?.value).toBe('');
    expect(view.model()?.disabled).toBe(true);
    expect(view.all('[part=field-error]')).toHaveLength(0);
    // The same car again raises its quantity (merged by fake_id, §4).
    await chooseCar(view, '1', '102');
    view.button('Add car')?.click();
    await vi.waitFor(() => expect(items().map((item) => item.quantity)).toEqual([2]));
  });

  it('Add car without a make or model shows the car step error on each missing field, and adds nothing', async () => {
    setup();
    const view = renderPicker({ categoryId: 4 });
    await makesLoaded(view);
    view.button('Add car')?.click();
    const makeError = await vi.waitFor(() => view.fieldError('make') ?? Promise.reject());
    const modelError = view.fieldError('model');
    expect(makeError.textContent).toBe('Choose the make of your car.');
    expect(modelError?.textContent).toBe('Choose the model of your car.');
    for (const [error, select] of [
      [makeError, view.make()],
      [modelError, view.model()],
    ] as const) {
      expect(error?.getAttribute('data-code')).toBe('makeModelRequired');
      expect(error?.textContent).not.toContain('makeModelRequired');
      expect(select?.getAttribute('aria-invalid')).toBe('true');
      expect(select?.getAttribute('aria-describedby')).toContain(error?.id);
    }
    await vi.waitFor(() => expect(document.activeElement).toBe(view.make()));
    expect(items()).toEqual([]);

    // The make chosen: its error goes; Add car again names the model alone.
    choose(view.make(), '3');
    await vi.waitFor(() => expect(view.fieldError('make')).toBeNull());
    await vi.waitFor(() => expect(view.model()?.disabled).toBe(false));
    view.button('Add car')?.click();
    await vi.waitFor(() => expect(document.activeElement).toBe(view.model()));
    expect(view.fieldError('make')).toBeNull();
    expect(view.fieldError('model')?.textContent).toBe('Choose the model of your car.');
    expect(view.make()?.value).toBe('3');
    expect(items()).toEqual([]);
    choose(view.model(), '302');
    await vi.waitFor(() => expect(view.fieldError('model')).toBeNull());
  });

  it('a failed make search says so with Try again, tells the host, is logged, and the custom car stays open', async () => {
    const report = vi.fn<(entry: ReportEntry) => void>();
    const api = setup(fakeCarApi(), report);
    api.getMakes.mockRejectedValueOnce(new HaulkitError('network', 'GET /ng/search/make: network down'));
    const onError = vi.fn();
    const view = renderPicker({ categoryId: 4, onError });
    const alert = await vi.waitFor(() => view.query('[role=alert]') ?? Promise.reject());
    expect(alert.textContent).toContain('We could not load the car makes just now');
    expect(alert.textContent).toContain('Or add your car by name.');
    expect(alert.textContent).not.toContain('network');
    expect(alert.getAttribute('data-code')).toBe('network');
    expect(onError).toHaveBeenCalledWith({ code: 'network', message: 'We could not load the car makes just now' });
    expect(report).toHaveBeenCalledWith({
      kind: 'failure',
      severity: 'warning',
      code: 'makeLookup',
      message: 'Error: No data returned',
      data: 'network',
    });
    expect(view.make()?.disabled).toBe(true);

    // The person can go on with a custom car at once.
    const dialog = await openDialog(view, "Can't find your car? Add it by name");
    typeInto(view.labelled<HTMLInputElement>('Make', dialog) as HTMLInputElement, 'Trabant');
    typeInto(view.labelled<HTMLInputElement>('Model', dialog) as HTMLInputElement, '601');
    view.button('Add car', dialog)?.click();
    await vi.waitFor(() => expect(items().map((item) => item.name)).toEqual(['Trabant 601']));
    await vi.waitFor(() => expect(dialog.open).toBe(false));

    // Try again loads the makes.
    view.button('Try again')?.click();
    await vi.waitFor(() => expect(options(view.make())).toEqual(['Choose a make', 'Ford', 'Volkswagen']));
    expect(view.query('[role=alert]')).toBeNull();
    expect(api.getMakes).toHaveBeenCalledTimes(2);
  });

  it('a failed model search offers Try again for that make', async () => {
    const api = setup();
    api.getModels.mockRejectedValueOnce(new HaulkitError('server', 'GET /ng/search/model answered 500'));
    const view = renderPicker({ categoryId: 4 });
    await makesLoaded(view);
    choose(view.make(), '1');
    const alert = await vi.waitFor(() => view.query('[role=alert]') ?? Promise.reject());
    expect(alert.textContent).toContain('We could not load the models just now');
    expect(alert.getAttribute('data-code')).toBe('server');
    view.button('Try again')?.click();
    await vi.waitFor(() => expect(options(view.model())).toEqual(['Choose a model', 'Fiesta', 'Focus']));
  });

  it('disabled: the selects, Add car and both dialog openers are off', async () => {
    setup();
    const view = renderPicker({ categoryId: 4, disabled: true });
    await vi.waitFor(() => expect(options(view.make())).toEqual(['Choose a make', 'Ford', 'Volkswagen']));
    expect(view.make()?.disabled).toBe(true);
    expect(view.model()?.disabled).toBe(true);
    expect(view.all<HTMLButtonElement>('button').map((b) => [b.textContent, b.disabled])).toEqual([
      ['Add car', true],
      ["Can't find your car? Add it by name", true],
      ['Look up by registration plate', true],
    ]);
  });

  it('speaks Spanish for es-ES', async () => {
    setup();
    const view = renderPicker({ categoryId: 4, locale: 'es-ES' });
    await vi.waitFor(() => expect(options(view.labelled<HTMLSelectElement>('Marca'))).toContain('Elige una marca'));
    expect(view.labelled('Modelo')).not.toBeNull();
    expect(view.button('Añadir coche')).toBeDefined();
    expect(view.button('Buscar por matrícula')).toBeDefined();
  });
});

describe('CarPicker: custom car by name (docs/behaviour/quote-flow.md §2, §5)', () => {
  it.each([
    ['--', 'Focus', ['make']],
    ['Ford', '   ', ['model']],
    ['?', '!', ['make', 'model']],
  ])('make %j and model %j: the word-character error on %j, what was typed kept', async (make, model, fields) => {
    setup();
    const view = renderPicker({ categoryId: 4 });
    const dialog = await openDialog(view, "Can't find your car? Add it by name");
    expect(dialog.querySelector('h2')?.textContent).toBe('Add your car by name');
    const makeBox = view.labelled<HTMLInputElement>('Make', dialog) as HTMLInputElement;
    const modelBox = view.labelled<HTMLInputElement>('Model', dialog) as HTMLInputElement;
    expect(document.activeElement).toBe(makeBox);
    typeInto(makeBox, make);
    typeInto(modelBox, model);
    view.button('Add car', dialog)?.click();
    await vi.waitFor(() => expect(view.all('[part=field-error]', dialog)).toHaveLength(fields.length));
    const words = {
      make: 'Enter the make in letters or numbers, like Ford.',
      model: 'Enter the model in letters or numbers, like Focus.',
    };
    for (const field of ['make', 'model'] as const) {
      const error = view.fieldError(field, dialog);
      const box = field === 'make' ? makeBox : modelBox;
      if (fields.includes(field)) {
        expect(error?.textContent).toBe(words[field]);
        expect(error?.getAttribute('data-code')).toBe('makeModelError');
        expect(box.getAttribute('aria-invalid')).toBe('true');
        expect(box.getAttribute('aria-describedby')).toContain(error?.id);
      } else {
        expect(error).toBeNull();
        expect(box.getAttribute('aria-invalid')).toBeNull();
      }
    }
    expect(document.activeElement).toBe(fields[0] === 'make' ? makeBox : modelBox);
    expect(makeBox.value).toBe(make);
    expect(modelBox.value).toBe(model);
    expect(dialog.open).toBe(true);
    expect(items()).toEqual([]);
    expect(getSession().$ui.get().vehicle?.customError).toEqual({ ok: false, code: 'makeModelError', fields });
  });

  it('make and model tell their maximum and count; a longer one (pasted) is refused with a coded error, kept to shorten', async () => {
    setup();
    const view = renderPicker({ categoryId: 4 });
    const dialog = await openDialog(view, "Can't find your car? Add it by name");
    const makeBox = view.labelled<HTMLInputElement>('Make', dialog) as HTMLInputElement;
    const modelBox = view.labelled<HTMLInputElement>('Model', dialog) as HTMLInputElement;
    const hint = (field: string) => view.query(`[data-field=${field}] .hk-field-hint`, dialog);
    expect(hint('make')?.textContent).toBe('For example, Ford. Up to 40 characters. 0 of 40 characters');
    expect(hint('model')?.textContent).toBe('For example, Focus. Up to 40 characters. 0 of 40 characters');
    expect(makeBox.getAttribute('aria-describedby')).toContain(hint('make')?.id);
    const pasted = 'x'.repeat(5000);
    typeInto(makeBox, 'Ford');
    typeInto(modelBox, pasted);
    await vi.waitFor(() => expect(hint('model')?.textContent).toContain('5,000 of 40 characters'));
    expect(hint('make')?.textContent).toContain('4 of 40 characters');
    expect(
      view.all('[data-over]', dialog).map((count) => count.closest('[data-field]')?.getAttribute('data-field')),
    ).toEqual(['model']);
    view.button('Add car', dialog)?.click();
    await vi.waitFor(() => expect(view.fieldError('model', dialog)).not.toBeNull());
    const error = view.fieldError('model', dialog);
    expect(error?.textContent).toBe('Enter a model of 40 characters or fewer. This one has 5,000.');
    expect(error?.getAttribute('data-code')).toBe('makeModelTooLong');
    expect(modelBox.getAttribute('aria-invalid')).toBe('true');
    expect(modelBox.getAttribute('aria-describedby')).toContain(error?.id);
    expect(view.fieldError('make', dialog)).toBeNull();
    expect(document.activeElement).toBe(modelBox);
    expect(modelBox.value).toBe(pasted);
    expect(dialog.open).toBe(true);
    expect(items()).toEqual([]);
    expect(getSession().$ui.get().vehicle?.customError).toEqual({
      ok: false,
      code: 'makeModelTooLong',
      fields: ['model'],
      max: 40,
    });
    // Shortened to the maximum, spaces around it, the car is added.
    typeInto(modelBox, ` ${'F'.repeat(40)} `);
    await vi.waitFor(() => expect(view.fieldError('model', dialog)).toBeNull());
    view.button('Add car', dialog)?.click();
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(items()).toMatchObject([{ name: `Ford ${'F'.repeat(40)}`, custom_model_name: 'F'.repeat(40) }]);
  });

  it('a make too long says so in es-ES', async () => {
    setup();
    const view = renderPicker({ categoryId: 4, locale: 'es-ES' });
    const dialog = await openDialog(view, '¿No encuentras tu coche? Añádelo por su nombre');
    expect(view.query('[data-field=make] .hk-field-hint', dialog)?.textContent).toBe(
      'Por ejemplo, Seat. Hasta 40 caracteres. 0 de 40 caracteres',
    );
    typeInto(view.labelled<HTMLInputElement>('Marca', dialog) as HTMLInputElement, 's'.repeat(41));
    typeInto(view.labelled<HTMLInputElement>('Modelo', dialog) as HTMLInputElement, 'Ibiza');
    view.button('Añadir coche', dialog)?.click();
    await vi.waitFor(() =>
      expect(view.fieldError('make', dialog)?.textContent).toBe(
        'Escribe una marca de 40 caracteres como máximo. Esta tiene 41.',
      ),
    );
    expect(view.fieldError('make', dialog)?.getAttribute('data-code')).toBe('makeModelTooLong');
  });

  it('a corrected car is added, announced, and the dialog closes with the fields emptied', async () => {
    setup();
    const onChange = vi.fn();
    const view = renderPicker({ categoryId: 4, onChange });
    const opener = await vi.waitFor(() => view.button("Can't find your car? Add it by name") ?? Promise.reject());
    opener.focus();
    const dialog = await openDialog(view, "Can't find your car? Add it by name");
    const makeBox = view.labelled<HTMLInputElement>('Make', dialog) as HTMLInputElement;
    const modelBox = view.labelled<HTMLInputElement>('Model', dialog) as HTMLInputElement;
    typeInto(makeBox, '...');
    typeInto(modelBox, 'Model T');
    view.button('Add car', dialog)?.click();
    await vi.waitFor(() => expect(view.fieldError('make', dialog)).not.toBeNull());
    // Typing in the field takes its error away.
    typeInto(makeBox, ' Škoda ');
    await vi.waitFor(() => expect(view.fieldError('make', dialog)).toBeNull());
    view.button('Add car', dialog)?.click();
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(items()).toMatchObject([
      { name: 'Škoda Model T', quantity: 1, custom_make_name: 'Škoda', custom_model_name: 'Model T' },
    ]);
    expect(getSession().$ui.get().vehicle?.customError).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(view.spoken()).toBe('Added Škoda Model T'));
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    // Opened again, it starts empty and without errors.
    view.button("Can't find your car? Add it by name")?.click();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(makeBox.value).toBe('');
    expect(view.all('[part=field-error]', dialog)).toHaveLength(0);
  });

  it('Cancel closes the dialog and keeps what was typed for next time; nothing is added', async () => {
    setup();
    const view = renderPicker({ categoryId: 4 });
    const dialog = await openDialog(view, "Can't find your car? Add it by name");
    typeInto(view.labelled<HTMLInputElement>('Make', dialog) as HTMLInputElement, 'Reliant');
    view.button('Cancel', dialog)?.click();
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    view.button("Can't find your car? Add it by name")?.click();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(view.labelled<HTMLInputElement>('Make', dialog)?.value).toBe('Reliant');
    expect(items()).toEqual([]);
  });
});

describe('CarPicker: registration plate (docs/behaviour/quote-flow.md §2, §7 get-vehicle-data, §8)', () => {
  it('a known plate, typed with spaces, is looked up (busy meanwhile); the car joins the list, announced', async () => {
    const api = setup();
    let release: () => void = () => {};
    api.getVehicleByPlate.mockImplementationOnce(
      (plate) => new Promise((resolve) => (release = () => resolve(plate === 'AB12CDE' ? [FIESTA] : []))),
    );
    const onChange = vi.fn();
    const view = renderPicker({ categoryId: 4, onChange });
    const dialog = await openDialog(view, 'Look up by registration plate');
    expect(dialog.querySelector('h2')?.textContent).toBe('Look up your car by its registration plate');
    const plate = view.labelled<HTMLInputElement>('Registration plate', dialog) as HTMLInputElement;
    expect(document.activeElement).toBe(plate);
    typeInto(plate, ' ab12 cde ');
    const lookUp = view.button('Look up', dialog) as HTMLButtonElement;
    lookUp.click();
    await vi.waitFor(() => expect(lookUp.getAttribute('aria-busy')).toBe('true'));
    expect(api.getVehicleByPlate).toHaveBeenCalledWith('AB12CDE', expect.any(AbortSignal));
    release();
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(items()).toEqual([FIESTA]);
    expect(getSession().$ui.get().vehicle?.plateError).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(view.spoken()).toBe('Added Ford Fiesta'));
  });

  it('an empty plate is refused by the field without a lookup', async () => {
    const api = setup();
    const view = renderPicker({ categoryId: 4 });
    const dialog = await openDialog(view, 'Look up by registration plate');
    view.button('Look up', dialog)?.click();
    const error = await vi.waitFor(() => view.fieldError('plate', dialog) ?? Promise.reject());
    expect(error.textContent).toBe('Enter the registration plate, like AB12 CDE.');
    expect(error.getAttribute('data-code')).toBe('plateRequired');
    expect(api.getVehicleByPlate).not.toHaveBeenCalled();
  });

  it('an unknown plate shows the plate-number error, keeps the plate, and offers the custom car instead', async () => {
    setup();
    const onError = vi.fn();
    const view = renderPicker({ categoryId: 4, onError });
    const dialog = await openDialog(view, 'Look up by registration plate');
    const plate = view.labelled<HTMLInputElement>('Registration plate', dialog) as HTMLInputElement;
    typeInto(plate, 'zz99 zzz');
    view.button('Look up', dialog)?.click();
    const error = await vi.waitFor(() => view.fieldError('plate', dialog) ?? Promise.reject());
    const words = 'We could not find a car with plate ZZ99 ZZZ. Check it, or add your car by make and model.';
    expect(error.textContent).toBe(words);
    expect(error.getAttribute('data-code')).toBe('plateNotFound');
    expect(plate.getAttribute('aria-invalid')).toBe('true');
    expect(plate.getAttribute('aria-describedby')).toContain(error.id);
    expect(plate.value).toBe('zz99 zzz');
    expect(dialog.open).toBe(true);
    expect(getSession().$ui.get().vehicle?.plateError).toBe(true);
    expect(onError).toHaveBeenCalledWith({ code: 'plateNotFound', message: words });
    expect(items()).toEqual([]);

    view.button('Add my car by name instead', dialog)?.click();
    const custom = await vi.waitFor(
      () =>
        view
          .all<HTMLDialogElement>('dialog')
          .find((d) => d.open && d.querySelector('h2')?.textContent === 'Add your car by name') ?? Promise.reject(),
    );
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    await vi.waitFor(() => expect(document.activeElement).toBe(view.labelled('Make', custom)));
    typeInto(view.labelled<HTMLInputElement>('Make', custom) as HTMLInputElement, 'Ford');
    typeInto(view.labelled<HTMLInputElement>('Model', custom) as HTMLInputElement, 'Anglia');
    view.button('Add car', custom)?.click();
    await vi.waitFor(() => expect(items().map((item) => item.name)).toEqual(['Ford Anglia']));
  });

  it('a lookup that cannot run says so, with the plate, and Look up tries again', async () => {
    const api = setup();
    api.getVehicleByPlate.mockRejectedValueOnce(new HaulkitError('network', 'network down'));
    const view = renderPicker({ categoryId: 4 });
    const dialog = await openDialog(view, 'Look up by registration plate');
    typeInto(view.labelled<HTMLInputElement>('Registration plate', dialog) as HTMLInputElement, 'AB12CDE');
    view.button('Look up', dialog)?.click();
    const error = await vi.waitFor(() => view.fieldError('plate', dialog) ?? Promise.reject());
    expect(error.getAttribute('data-code')).toBe('plateLookupFailed');
    expect(error.textContent).toBe(
      'We could not look up plate AB12CDE just now. Try again, or add your car by make and model.',
    );
    view.button('Look up', dialog)?.click();
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(items().map((item) => item.name)).toEqual(['Ford Fiesta']);
  });
});
