import { configure, getQuoteSession, type Listing, NO_MODALS } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncerProvider, JobSummary, type JobSummaryProps } from '../src/index.js';
import { jobSummaryClasses } from '../src/job-summary/job-summary.styles.js';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

const item = (name: string, quantity: number, width: number, height: number, depth: number) => ({
  name,
  quantity,
  fake_id: `${name}-fake`,
  width,
  height,
  depth,
  weight: 20,
});

/** Route and items only: what the first step gives. */
const partly: Listing = {
  pickup_address_data: { formatted_address: 'Birmingham B1 1AA, UK', latitude: 52.48, longitude: -1.9 },
  delivery_address_data: { formatted_address: 'London WC2N 5DU, UK', latitude: 51.51, longitude: -0.13 },
  distance: 118.2,
  duration: 8700,
  move_items: [item('3-seat sofa', 1, 210, 85, 95), item('Large box', 11, 55, 55, 55)],
};

/** Every section chosen. */
const complete: Listing = {
  ...partly,
  selected_van: 'large_transit',
  pickup_date: '2030-01-14',
  selectedTimeOption: '0800-1200',
  selectedTimeOptionType: 'pickup',
  availableTimeOptions: { '0800-1200': { from: 8, to: 12, price: 15 } },
  men_required: 2,
  estimated_loading_time: 1.5,
  listing_cart: [
    { type: 'priceOption', amount: 189 },
    { type: 'timeOption', amount: 15 },
    { type: 'packing_material', amount: 38 },
    { type: 'full_insurance', amount: 120, parameters: { value_of_goods: 8000 } },
  ],
};

function setup(listing: Partial<Listing>, context: { category?: string } = {}) {
  configure({ drafts: false, context });
  const session = getQuoteSession();
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  return session;
}

function renderSummary(props: JobSummaryProps = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <AnnouncerProvider>
      <JobSummary {...props} />
    </AnnouncerProvider>,
  );
  unmount = () => root.unmount();
  const query = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  return {
    container,
    query,
    /** What a section shows under its heading, line by line. */
    value: (section: string) => {
      const value = query(`[data-section=${section}] .${jobSummaryClasses.value}`);
      return value ? [...value.querySelectorAll(`:scope > .${jobSummaryClasses.line}`)].map(text).join(' | ') : null;
    },
    section: (section: string) => query(`[data-section=${section}]`),
    total: () => [...container.querySelectorAll('[part=total] > p')].map(text).join(' | '),
    buttons: () => [...container.querySelectorAll('button')].map((button) => button.getAttribute('aria-label')),
    button: (name: string) =>
      [...container.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === name) as
        | HTMLButtonElement
        | undefined,
    spoken: () => query('[aria-live=polite]')?.textContent ?? '',
  };
}

const CHANGES = [
  'Change route',
  'Change items',
  'Change van',
  'Change date and time',
  'Change crew',
  'Change extra services',
  'Change Protection Plus',
];

describe('JobSummary (docs/behaviour/quote-flow.md §2 job summary)', () => {
  it('nothing chosen: the card’s title and one helpful sentence, no sections, one live region', async () => {
    setup({});
    const view = renderSummary();
    await vi.waitFor(() =>
      expect(view.query('.hk-empty')?.textContent).toBe('Your job summary appears here as you choose.'),
    );
    expect(view.query('h2')?.textContent).toBe('Your job');
    expect(view.query('section[part=base]')?.getAttribute('aria-labelledby')).toBe(view.query('h2')?.id);
    expect(view.query('[part=section]')).toBeNull();
    expect(view.container.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it.each([
    {
      what: 'a car (the car flow): cars counted, no volume',
      category: 'car',
      locale: undefined,
      items: [
        {
          name: 'Ford Focus',
          quantity: 1,
          fake_id: 'focus',
          make_id: 1,
          make_name: 'Ford',
          width: 182,
          height: 147,
          depth: 437,
        },
      ],
      shown: '1 car',
    },
    {
      what: 'two cars in Spanish',
      category: 'car',
      locale: 'es-ES' as const,
      items: [
        { name: 'Ford Focus', quantity: 1, fake_id: 'focus', make_id: 1, make_name: 'Ford' },
        { name: 'Seat Ibiza', quantity: 1, fake_id: 'ibiza', custom_make_name: 'Seat', custom_model_name: 'Ibiza' },
      ],
      shown: '2 coches',
    },
    {
      what: 'furniture with no size yet: the count alone, never “about 0 m³”',
      category: 'furniture',
      locale: undefined,
      items: [{ name: 'Odd thing', quantity: 2, fake_id: 'odd' }],
      shown: '2 items',
    },
  ])('items: $what', async ({ category, locale, items, shown }) => {
    setup({ ...partly, move_items: items }, { category });
    const view = renderSummary(locale ? { locale } : {});
    await vi.waitFor(() => expect(view.value('items')).toBe(shown));
    expect(view.container.textContent).not.toMatch(/m³/);
    // A car goes with the specialist's vehicle: no van to choose, so no van section to "change".
    expect(view.section('van') === null).toBe(category === 'car');
    expect(view.button('Change van') === undefined).toBe(category === 'car');
  });

  it('a piano: no van section either, unless a van was chosen (a draft from another flow keeps it)', async () => {
    setup(partly, { category: 'piano' });
    const view = renderSummary();
    await vi.waitFor(() => expect(view.value('items')).toBe('12 items · about 3.5 m³'));
    expect(view.section('van')).toBeNull();
    getQuoteSession().update((state) => ({ ...state, listing: { ...state.listing, selected_van: 'large_transit' } }));
    await vi.waitFor(() => expect(view.value('van')).toBe('Large van'));
  });

  it('route and items chosen: from, to, the distance and time by road, count and volume; the rest “Not chosen yet”', async () => {
    setup(partly);
    const view = renderSummary();
    await vi.waitFor(() => expect(view.value('route')).not.toBeNull());
    expect(view.value('route')).toBe(
      'From Birmingham B1 1AA, UK | To London WC2N 5DU, UK | 118.2 miles · about 2 hr 25 min by road',
    );
    expect(view.value('items')).toBe('12 items · about 3.5 m³');
    for (const section of ['van', 'date', 'helpers', 'services', 'insurance']) {
      expect(view.section(section)?.hasAttribute('data-empty')).toBe(true);
      expect(view.value(section)).toMatch(/^Not chosen yet/);
    }
    expect(view.value('helpers')).toBe('Not chosen yet | Loading time');
    expect(view.total()).toBe('Total Your price appears once you choose a date.');
    // Each section's "Change" is named after it, its visible word first (WCAG 2.5.3).
    expect(view.buttons().filter((name) => name?.startsWith('Change'))).toEqual(CHANGES);
    expect([...view.container.querySelectorAll('[part=change]')].map((button) => button.textContent)).toEqual(
      CHANGES.map(() => 'Change'),
    );
    expect(view.query(`dl.${jobSummaryClasses.sections}`)).not.toBeNull();
    expect(view.container.querySelectorAll(`dl.${jobSummaryClasses.sections} > div > dt`)).toHaveLength(7);
  });

  it('everything chosen: van, the day in words and the time window, helpers and loading time, services and cover with prices, the total', async () => {
    setup(complete);
    const view = renderSummary();
    await vi.waitFor(() => expect(view.value('van')).toBe('Large van'));
    expect(view.value('date')).toBe(
      'Monday 14 January 2030 | Collection 8am–12pm | Price £189.00 | Time window £15.00',
    );
    expect(view.value('helpers')).toBe('2 people | Loading time: about 1 hr 30 min');
    expect(view.value('services')).toBe('Packing materials £38.00');
    expect(view.value('insurance')).toBe('Value of goods £8,000.00 | Premium £120.00');
    expect(view.total()).toBe('Total £362.00');
    expect(view.query('[part=discount]')).toBeNull();
    expect(view.container.querySelectorAll('[data-empty]')).toHaveLength(0);
  });

  it('a lifetime customer: the total struck through with a hidden “was”, the discounted total and “Lifetime discount 15 %” with what it takes off (§6)', async () => {
    setup({ ...complete, user_info: { has_lifetime_discount: true } });
    const view = renderSummary();
    await vi.waitFor(() =>
      expect(view.query('[part=discount]')?.textContent).toBe('Lifetime discount 15\u00a0% −£54.30'),
    );
    expect(view.query(`s.${jobSummaryClasses.was}`)?.textContent).toBe('was £362.00');
    expect(view.query(`s.${jobSummaryClasses.was} .${jobSummaryClasses.visuallyHidden}`)?.textContent).toBe('was ');
    expect(view.total()).toBe('Total was £362.00 £307.70 | Lifetime discount 15 % −£54.30');
    expect(view.query('[part=total]')?.hasAttribute('data-discounted')).toBe(true);
  });

  it('an hourly-rate job (man-and-van): hours booked, no discount, and a note saying why (§6)', async () => {
    const session = setup({ ...complete, hours_selected: 3.5, user_info: { has_lifetime_discount: true } });
    const view = renderSummary({ category: 'man-and-van' });
    await vi.waitFor(() =>
      expect(view.total()).toBe('Total £362.00 | Your lifetime discount does not apply to hourly-rate jobs.'),
    );
    expect(session.$context.get().category).toBe('man-and-van');
    expect(view.value('date')).toBe(
      'Monday 14 January 2030 | 3.5 hours booked | Collection 8am–12pm | Price £189.00 | Time window £15.00',
    );
    expect(view.query('[part=discount]')).toBeNull();
    expect(view.query('s')).toBeNull();
  });

  it('ranged dates: from the first day to the last; the slider’s windows without a time option', async () => {
    setup({
      ...complete,
      pickup_date_end: '2030-01-17',
      selectedTimeOption: undefined,
      pickup_time: 8,
      pickup_time_end: 18,
      delivery_time: 10,
      delivery_time_end: 20,
    });
    const view = renderSummary();
    await vi.waitFor(() =>
      expect(view.value('date')).toBe(
        'From Mon 14 Jan 2030 to Thu 17 Jan 2030 | Collection 8am–6pm | Delivery 10am–8pm | Price £189.00 | Time window £15.00',
      ),
    );
  });

  it('each “Change” asks the session for its step, closing any modal; a house move’s items go to the inventory', async () => {
    const session = setup(complete, { category: 'house-move' });
    session.openModal('loadingInfo');
    const view = renderSummary();
    await vi.waitFor(() => expect(view.button('Change items')).toBeDefined());
    view.button('Change items')?.click();
    expect(session.$ui.get().goTo).toEqual({ step: 'listing-inventory', section: 'items', request: 1 });
    expect(session.$ui.get().modals).toEqual(NO_MODALS);
    const expected: [string, string, string][] = [
      ['Change route', 'listing-items', 'route'],
      ['Change van', 'listing-items', 'van'],
      ['Change date and time', 'listing-price-options', 'date'],
      ['Change crew', 'listing-price-options', 'helpers'],
      ['Change extra services', 'listing-price-options', 'services'],
      ['Change Protection Plus', 'listing-price-options', 'insurance'],
    ];
    for (const [name, step, section] of expected) {
      view.button(name)?.click();
      expect(session.$ui.get().goTo).toMatchObject({ step, section });
    }
    expect(session.$ui.get().goTo?.request).toBe(7);
  });

  it('the loading time’s info button opens the loading info dialog with the job’s figures; Close closes the modal', async () => {
    const session = setup(complete);
    const view = renderSummary();
    await vi.waitFor(() => expect(view.button('About loading time')).toBeDefined());
    view.button('About loading time')?.click();
    expect(session.$ui.get().modals.loadingInfo).toBe(true);
    const dialog = await vi.waitFor(() => view.query<HTMLDialogElement>('dialog') ?? Promise.reject());
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')?.id);
    expect(dialog.querySelector('h2')?.textContent).toBe('About loading time');
    expect(dialog.textContent).toContain('It is included in your price.');
    expect(view.query(`.${jobSummaryClasses.estimate}`)?.textContent).toBe(
      'For your job we estimate about 1 hr 30 min in all. That is for 12 items (about 3.5 m³) with 2 people.',
    );
    expect(dialog.textContent).toContain('Driving time comes on top: about 2 hr 25 min for your route.');
    const close = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Close');
    close?.click();
    expect(session.$ui.get().modals.loadingInfo).toBe(false);
    await vi.waitFor(() => expect(view.query('dialog')).toBeNull());
  });

  it('before prices, the info still explains, and says when the estimate comes', async () => {
    const session = setup(partly);
    session.openModal('loadingInfo');
    const view = renderSummary();
    const dialog = await vi.waitFor(() => view.query<HTMLDialogElement>('dialog') ?? Promise.reject());
    expect(dialog.textContent).toContain('We work it out with your prices, from your items and the number of helpers.');
    expect(view.query(`.${jobSummaryClasses.estimate}`)).toBeNull();
  });

  it('a new total is announced politely once; the first is not', async () => {
    const session = setup(complete);
    const view = renderSummary();
    await vi.waitFor(() => expect(view.total()).toBe('Total £362.00'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(view.spoken()).toBe('');
    session.update((state) => ({
      ...state,
      listing: {
        ...state.listing,
        listing_cart: [...(state.listing.listing_cart ?? []), { type: 'dismantling', amount: 35 }],
      },
    }));
    await vi.waitFor(() => expect(view.spoken()).toBe('Total now £397.00'));
    expect(view.value('services')).toBe('Packing materials £38.00 | Dismantling £35.00');
  });

  it('while new prices load (the hours changed) the total says it is being updated, busy, until they land', async () => {
    const session = setup({ ...complete, hours_selected: 3 }, { category: 'man-and-van' });
    const view = renderSummary({ category: 'man-and-van' });
    await vi.waitFor(() => expect(view.total()).toBe('Total £362.00'));
    session.update((state) => ({ ...state, ui: { ...state.ui, priceStatus: 'loading' } }));
    await vi.waitFor(() => expect(view.total()).toBe('Total £362.00 | Updating your price…'));
    expect(view.query('[part=total]')?.getAttribute('aria-busy')).toBe('true');
    session.update((state) => ({ ...state, ui: { ...state.ui, priceStatus: 'loaded' } }));
    await vi.waitFor(() => expect(view.total()).toBe('Total £362.00'));
    expect(view.query('[part=total]')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('a premium listing insured at 5000 or less: no Protection Plus line, and the total without it (§4, §9)', async () => {
    const cart = (complete.listing_cart ?? []).map((line) =>
      line.type === 'full_insurance' ? { ...line, amount: 60, parameters: { value_of_goods: 5000 } } : line,
    );
    setup({ ...complete, packageType: 'premium', listing_cart: cart });
    const view = renderSummary();
    await vi.waitFor(() => expect(view.total()).toBe('Total £242.00'));
    expect(view.value('insurance')).toBe('Not chosen yet');
    expect(view.section('insurance')?.hasAttribute('data-empty')).toBe(true);
  });

  it('es-ES: words, dates, hours and money of the locale', async () => {
    setup({ ...complete, user_info: { has_lifetime_discount: true } });
    const view = renderSummary({ locale: 'es-ES' });
    await vi.waitFor(() => expect(view.query('h2')?.textContent).toBe('Tu servicio'));
    expect(view.value('date')).toMatch(
      /^lunes, 14 de enero de 2030 \| Recogida 8:00–12:00 \| Precio 189,00\s€ \| Franja horaria 15,00\s€$/,
    );
    expect(view.value('items')).toBe('12 objetos · unos 3,5 m³');
    expect(view.value('van')).toBe('Furgoneta grande');
    expect(view.query('[part=discount]')?.textContent).toMatch(/^Descuento permanente 15\u00a0% −54,30\s€$/);
    expect(view.button('Cambiar la ruta')).toBeDefined();
    expect(view.total()).toMatch(/^Total antes 362,00\s€ 307,70\s€/);
  });
});
