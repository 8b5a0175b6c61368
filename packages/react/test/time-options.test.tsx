import { configure, getQuoteSession, HOURLY_OPTIONS_REFRESH_MS, type Listing } from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { press, typeInto } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { TimeOptions, type TimeOptionsProps } from '../src/index.js';
import { timeOptionsClasses } from '../src/time-options/time-options.styles.js';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Preact runs an unmounted dialog's effect cleanups after paint: let them run before the next test.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/** Noon of 10 January 2030: "today" in these tests. */
const NOW = new Date(2030, 0, 10, 12, 0);
const DAY = '2030-01-14';

/** availableTimeOptions as a price answer sends them; price is the difference to the day's price (back-office §4). */
const OPTIONS = {
  '0800-1800': { from: 8, to: 18, price: 0 },
  '0800-1100': { from: 8, to: 11, price: 45 },
  '0800-1200': { from: 8, to: 12, price: 25 },
  '0800-1300': { from: 8, to: 13, price: 18 },
  '1200-1600': { from: 12, to: 16, price: 15, delivery_start: 16, delivery_end: 20 },
  '1600-2000': { from: 16, to: 20, price: 30, disabled: true },
  '1800-2000': { from: 18, to: 20, price: 35 },
};

/** A priced day chosen: £149, its priceOption line in the cart. */
const priced = (extra: Partial<Listing> = {}): Partial<Listing> => ({
  pickup_date: DAY,
  prices: { [DAY]: 149 },
  men_required: 1,
  availableTimeOptions: OPTIONS,
  listing_cart: [{ type: 'priceOption', amount: 149 }],
  ...extra,
});

function setup(
  listing: Partial<Listing> = {},
  { key = 'default', category }: { key?: string; category?: string } = {},
) {
  configure({ drafts: false, now: () => NOW.getTime(), context: category ? { category } : {} }, key);
  const session = getQuoteSession(key);
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  return session;
}

/** A viewport `width` px wide as matchMedia answers it. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return { media: query, matches: width <= max, addEventListener() {}, removeEventListener() {} };
  });
}

function renderTimes(props: TimeOptionsProps = {}) {
  const { container, unmount } = mount(<TimeOptions {...props} />);
  const query = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
  const all = <T extends Element = HTMLElement>(selector: string) => [...container.querySelectorAll<T>(selector)];
  const byId = (id: string) => container.querySelector(`#${CSS.escape(id)}`)?.textContent ?? '';
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  return {
    container,
    unmount,
    query,
    all,
    base: () => query('[part=base]'),
    radios: () => all<HTMLInputElement>('input[type=radio]'),
    radio: (value: string) => query<HTMLInputElement>(`input[type=radio][value="${value}"]`),
    /** Each radio as a screen reader meets it: name, description, checked, disabled. */
    named: () =>
      all<HTMLInputElement>('input[type=radio]').map((radio) => ({
        name: byId(radio.getAttribute('aria-labelledby') ?? ''),
        description: (radio.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map(byId).join(' | '),
        checked: radio.checked,
        disabled: radio.disabled,
      })),
    groups: () =>
      all('[part=group]').map((group) => [
        text(group.querySelector('legend h3, legend h4')),
        group.querySelectorAll('li').length,
      ]),
    message: () => text(query('[part=message]')),
    spoken: () => query('[aria-live=polite]')?.textContent ?? '',
    button: (name: string) => all<HTMLButtonElement>('button').find((button) => text(button) === name),
    buttonNamed: (label: string) =>
      all<HTMLButtonElement>('button').find((b) => b.getAttribute('aria-label') === label),
    text,
  };
}

const timeLines = (listing: Listing) => (listing.listing_cart ?? []).map((line) => [line.type, line.amount]);

describe('TimeOptions: before the list (docs/behaviour/quote-flow.md §2)', () => {
  it('no day chosen: the heading and a sentence', async () => {
    setup();
    const view = renderTimes();
    await vi.waitFor(() => expect(view.message()).toBe('Choose a day to see the times.'));
    expect(view.text(view.query('[part=heading]'))).toBe('Collection time');
    expect(view.base()?.dataset).toMatchObject({ variant: 'standard', state: 'noDay', layout: 'sidebar' });
    expect(view.radios()).toEqual([]);
  });

  it('prices loading: the placeholder rows and a status for screen readers', async () => {
    const session = setup(priced());
    session.update((state) => ({ ...state, ui: { ...state.ui, priceStatus: 'loading' } }));
    const view = renderTimes();
    await vi.waitFor(() => expect(view.base()?.dataset.state).toBe('loading'));
    expect(view.all('[part=loading] .hk-skeleton')).toHaveLength(3);
    expect(view.text(view.query('[part=loading] [role=status]'))).toBe('Loading the times…');
  });

  it('a day without time options: a sentence; the delivery side’s heading in delivery mode', async () => {
    const session = setup(priced({ availableTimeOptions: {} }));
    session.update((state) => ({ ...state, ui: { ...state.ui, sliderMode: 'delivery' } }));
    const view = renderTimes();
    await vi.waitFor(() => expect(view.message()).toBe('No times are offered for this day. Choose another day.'));
    expect(view.text(view.query('[part=heading]'))).toBe('Delivery time');
  });
});

describe('TimeOptions: the list (§3, §9; back-office §4)', () => {
  it('3 or fewer: one flat radio group, each named by its window and described by its charge', async () => {
    setup(priced({ availableTimeOptions: { '0800-1200': OPTIONS['0800-1200'], '0800-1800': OPTIONS['0800-1800'] } }));
    const view = renderTimes();
    await vi.waitFor(() => expect(view.radios()).toHaveLength(2));
    expect(view.groups()).toEqual([]);
    expect(new Set(view.radios().map((radio) => radio.name)).size).toBe(1);
    expect(view.named()).toEqual([
      { name: '8am–12pm', description: '+£25.00', checked: false, disabled: false },
      { name: '8am–6pm', description: 'Included', checked: false, disabled: false },
    ]);
  });

  it('more than 3: grouped under Morning / Afternoon / Evening; "in X hours" for 3- and 5-hour windows; a delivery window; disabled ones say why', async () => {
    setup(priced({ selectedTimeOption: '0800-1200', listing_cart: [{ type: 'priceOption', amount: 149 }] }));
    const view = renderTimes();
    await vi.waitFor(() => expect(view.radios()).toHaveLength(7));
    expect(view.groups()).toEqual([
      ['Morning', 4],
      ['Afternoon', 2],
      ['Evening', 1],
    ]);
    expect(view.named()).toEqual([
      {
        name: 'In 3 hours',
        description: '8am–11am | Rush collection is not offered | +£45.00',
        checked: false,
        disabled: true,
      },
      { name: '8am–12pm', description: '+£25.00', checked: true, disabled: false },
      { name: 'In 5 hours', description: '8am–1pm | +£18.00', checked: false, disabled: false },
      { name: '8am–6pm', description: 'Included', checked: false, disabled: false },
      { name: '12pm–4pm', description: 'Delivery 4pm–8pm | +£15.00', checked: false, disabled: false },
      { name: '4pm–8pm', description: 'Not available for this day | +£30.00', checked: false, disabled: true },
      { name: '6pm–8pm', description: '+£35.00', checked: false, disabled: false },
    ]);
    // One group of radios across the headings: one tab stop, the arrows go through every group.
    expect(new Set(view.radios().map((radio) => radio.name)).size).toBe(1);
    expect(view.query('[part=option][data-option="0800-1200"]')?.hasAttribute('data-selected')).toBe(true);
  });

  it('choosing adds the timeOption cart line, announced with the total; an included time removes it', async () => {
    const session = setup(priced());
    const view = renderTimes();
    await vi.waitFor(() => expect(view.radios()).toHaveLength(7));
    view.radio('0800-1200')?.click();
    await vi.waitFor(() => expect(view.radio('0800-1200')?.checked).toBe(true));
    expect(session.$listing.get()).toMatchObject({ selectedTimeOption: '0800-1200', selectedTimeOptionType: 'pickup' });
    expect(timeLines(session.$listing.get())).toEqual([
      ['priceOption', 149],
      ['timeOption', 25],
    ]);
    expect(session.$cartTotal.get()).toBe(174);
    await vi.waitFor(() => expect(view.spoken()).toBe('Time chosen: 8am–12pm, +£25.00. Total £174.00.'));
    view.radio('0800-1800')?.click();
    await vi.waitFor(() => expect(view.radio('0800-1800')?.checked).toBe(true));
    expect(timeLines(session.$listing.get())).toEqual([['priceOption', 149]]);
    await vi.waitFor(() => expect(view.spoken()).toBe('Time chosen: 8am–6pm, Included. Total £149.00.'));
  });

  it('a disabled time cannot be chosen', async () => {
    const session = setup(priced());
    const view = renderTimes();
    await vi.waitFor(() => expect(view.radios()).toHaveLength(7));
    view.radio('0800-1100')?.click();
    expect(session.$listing.get().selectedTimeOption).toBeUndefined();
  });

  it('es-ES: h:mm windows, euros, Spanish words', async () => {
    setup(priced());
    const view = renderTimes({ locale: 'es-ES' });
    await vi.waitFor(() => expect(view.radios()).toHaveLength(7));
    expect(view.groups().map(([heading]) => heading)).toEqual(['Mañana', 'Tarde', 'Noche']);
    expect(view.named().slice(0, 3)).toEqual([
      {
        name: 'En 3 horas',
        description: '8:00–11:00 | No ofrecemos recogida urgente | +45,00\u00a0€',
        checked: false,
        disabled: true,
      },
      { name: '8:00–12:00', description: '+25,00\u00a0€', checked: false, disabled: false },
      { name: 'En 5 horas', description: '8:00–13:00 | +18,00\u00a0€', checked: false, disabled: false },
    ]);
    expect(view.text(view.query('[part=heading]'))).toBe('Hora de recogida');
  });
});

describe('TimeOptions on phones (below 992 px): a button and the dialog (§2, §9)', () => {
  it('the button sums up the choice and opens the list in a dialog; "Choose this time" chooses and closes it', async () => {
    viewport(390);
    const session = setup(priced());
    const view = renderTimes();
    const summary = await vi.waitFor(() => view.query<HTMLButtonElement>('[part=summary-button]') ?? Promise.reject());
    expect(view.base()?.dataset.layout).toBe('dialog');
    expect(view.text(summary)).toBe('Choose a time: Any time');
    expect(summary.getAttribute('aria-haspopup')).toBe('dialog');
    expect(view.radios()).toEqual([]);
    summary.click();
    await vi.waitFor(() => expect(view.query<HTMLDialogElement>('dialog')?.open).toBe(true));
    expect(session.$ui.get().modals.timeOption).toBe(true);
    expect(view.text(view.query('dialog h2'))).toBe('Collection time');
    const choose = view.button('Choose this time');
    expect(choose?.disabled).toBe(true);
    // The radios pick; nothing is chosen until the button says so.
    view.radio('1200-1600')?.click();
    await vi.waitFor(() => expect(view.button('Choose this time')?.disabled).toBe(false));
    expect(session.$listing.get().selectedTimeOption).toBeUndefined();
    view.button('Choose this time')?.click();
    await vi.waitFor(() => expect(view.query('dialog')).toBeNull());
    expect(session.$ui.get().modals.timeOption).toBe(false);
    expect(timeLines(session.$listing.get())).toEqual([
      ['priceOption', 149],
      ['timeOption', 15],
    ]);
    await vi.waitFor(() => expect(view.text(view.query('[part=summary-button]'))).toBe('Time: 12pm–4pm, +£15.00'));
    await vi.waitFor(() => expect(view.spoken()).toBe('Time chosen: 12pm–4pm, +£15.00. Total £164.00.'));
  });

  it('Cancel closes the dialog with nothing chosen', async () => {
    viewport(390);
    const session = setup(priced({ selectedTimeOption: '0800-1800' }));
    const view = renderTimes();
    const summary = await vi.waitFor(() => view.query<HTMLButtonElement>('[part=summary-button]') ?? Promise.reject());
    expect(view.text(summary)).toBe('Time: 8am–6pm, Included');
    summary.click();
    await vi.waitFor(() => expect(view.radio('0800-1800')?.checked).toBe(true));
    view.radio('0800-1200')?.click();
    view.button('Cancel')?.click();
    await vi.waitFor(() => expect(view.query('dialog')).toBeNull());
    expect(session.$listing.get().selectedTimeOption).toBe('0800-1800');
  });
});

describe('TimeOptions, hourly-rate variant (man-and-van: §2, §4, §5, §9)', () => {
  const hourly = (extra: Partial<Listing> = {}) => ({ pickup_date: DAY, min_time_selectable_hours: 2, ...extra });

  it('the category prop shows hours from the minimum and the day’s start times, grouped', async () => {
    const session = setup(hourly());
    const view = renderTimes({ category: 'man-and-van' });
    await vi.waitFor(() => expect(view.base()?.dataset.variant).toBe('hourly'));
    expect(session.$context.get().category).toBe('man-and-van');
    expect(view.text(view.query('[part=heading]'))).toBe('Hours and start time');
    expect(view.query<HTMLInputElement>('[part=quantity]')?.value).toBe('2');
    expect(view.text(view.query(`.${timeOptionsClasses.hoursHint}`))).toBe('From 2 to 12 hours, in half hours.');
    expect(view.text(view.query(`.${timeOptionsClasses.hoursUnit}`))).toBe('hours');
    // 2 hours: 08:00 to 18:00 starts, every half hour, ending by 20:00.
    await vi.waitFor(() => expect(view.radios()).toHaveLength(21));
    expect(view.groups()).toEqual([
      ['Morning', 8],
      ['Afternoon', 12],
      ['Evening', 1],
    ]);
    expect(view.named()[0]).toEqual({ name: '8am–10am', description: '', checked: false, disabled: false });
    expect(view.named().at(-1)?.name).toBe('6pm–8pm');
  });

  it('half an hour more: fewer start times, said once; a start time chosen sets the collection window', async () => {
    const session = setup(hourly({ hours_selected: 11.5 }), { category: 'man-and-van' });
    const view = renderTimes();
    await vi.waitFor(() => expect(view.radios()).toHaveLength(2));
    view.buttonNamed('Half an hour more')?.click();
    await vi.waitFor(() => expect(view.radios()).toHaveLength(1));
    expect(session.$listing.get().hours_selected).toBe(12);
    expect(view.query<HTMLInputElement>('[part=quantity]')?.value).toBe('12');
    await vi.waitFor(() => expect(view.spoken()).toBe('12 hours: 1 start times.'));
    expect(view.buttonNamed('Half an hour more')?.disabled).toBe(true);
    view.radio('08:00')?.click();
    await vi.waitFor(() => expect(view.radio('08:00')?.checked).toBe(true));
    expect(session.$listing.get()).toMatchObject({ pickup_time: '08:00', pickup_time_end: '20:00' });
    await vi.waitFor(() => expect(view.spoken()).toBe('Start time chosen: 8am–8pm (12 hours).'));
    // Less again: the start stays, its end moves.
    view.buttonNamed('Half an hour less')?.click();
    await vi.waitFor(() => expect(session.$listing.get().pickup_time_end).toBe('19:30'));
    expect(view.radio('08:00')?.checked).toBe(true);
  });

  it('a typed number: read with a decimal comma; a bad one keeps what was typed and says why, with its code', async () => {
    const session = setup(hourly({ hours_selected: 3 }), { category: 'man-and-van' });
    const view = renderTimes({ locale: 'es-ES' });
    const box = await vi.waitFor(() => view.query<HTMLInputElement>('[part=quantity]') ?? Promise.reject());
    typeInto(box, '4,5');
    press(box, 'Enter');
    await vi.waitFor(() => expect(session.$listing.get().hours_selected).toBe(4.5));
    await vi.waitFor(() => expect(view.query<HTMLInputElement>('[part=quantity]')?.value).toBe('4,5'));
    typeInto(box, '13');
    press(box, 'Enter');
    const error = await vi.waitFor(() => view.query('[part=field-error]') ?? Promise.reject());
    expect(error.dataset.code).toBe('hoursTooHigh');
    expect(view.text(error)).toBe('Elige 12 horas o menos.');
    expect(box.value).toBe('13');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(session.$listing.get().hours_selected).toBe(4.5);
    typeInto(box, 'mucho');
    press(box, 'Enter');
    await vi.waitFor(() => expect(view.query('[part=field-error]')?.dataset.code).toBe('hoursNotNumber'));
    view.buttonNamed('Media hora más')?.click();
    await vi.waitFor(() => expect(view.query('[part=field-error]')).toBeNull());
    expect(session.$listing.get().hours_selected).toBe(5);
  });

  it('no day chosen: the hours and a sentence; today late: no start time left', async () => {
    setup({ min_time_selectable_hours: 2 }, { category: 'man-and-van' });
    const view = renderTimes();
    await vi.waitFor(() => expect(view.message()).toBe('Choose a day to see the times.'));
    expect(view.query('[part=hours]')).not.toBeNull();
    cleanup();
    setup(hourly({ pickup_date: '2030-01-10', hours_selected: 8.5 }), { key: 'late', category: 'man-and-van' });
    const late = renderTimes({ session: 'late' });
    await vi.waitFor(() =>
      expect(late.message()).toBe('No start times are left today for 8.5 hours. Choose fewer hours or another day.'),
    );
  });

  it('the start times are worked out again every 30 minutes, and no more once unmounted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const session = setup(hourly(), { category: 'man-and-van' });
    const refresh = vi.spyOn(session, 'refreshHourlySlots');
    const view = renderTimes();
    // Waits on real timeouts (vi.waitFor would move the fake interval on): the view and its effects
    // settle, up to 5 s on a loaded machine, until the view's effect has started its interval (Preact
    // runs effects after paint, so the radios can show before it).
    for (let tries = 0; tries < 200 && (view.radios().length === 0 || vi.getTimerCount() === 0); tries++)
      await new Promise((r) => setTimeout(r, 25));
    expect(view.radios().length).toBeGreaterThan(0);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    vi.advanceTimersByTime(HOURLY_OPTIONS_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    view.unmount();
    // Preact runs effect cleanups of an unmounted tree after paint.
    await new Promise((resolve) => setTimeout(resolve, 50));
    vi.advanceTimersByTime(HOURLY_OPTIONS_REFRESH_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('on a phone: the dialog holds the hours and start times, and closes when today has no start time left, saying why outside it', async () => {
    viewport(390);
    const session = setup(hourly({ pickup_date: '2030-01-10', hours_selected: 6 }), { category: 'man-and-van' });
    const view = renderTimes();
    const summary = await vi.waitFor(() => view.query<HTMLButtonElement>('[part=summary-button]') ?? Promise.reject());
    expect(view.text(summary)).toBe('Choose a start time: 6 hours');
    summary.click();
    // At noon the earliest start is 14:00: 6 hours fit once (14:00–20:00).
    await vi.waitFor(() => expect(view.radios()).toHaveLength(1));
    expect(view.query('dialog [part=hours]')).not.toBeNull();
    view.buttonNamed('Half an hour more')?.click();
    await vi.waitFor(() => expect(view.query('dialog')).toBeNull());
    expect(session.$ui.get().modals.timeOption).toBe(false);
    const notice = 'No start times are left today for 6.5 hours. Choose fewer hours or another day.';
    await vi.waitFor(() => expect(view.text(view.query('[part=notice]'))).toBe(notice));
    await vi.waitFor(() => expect(view.spoken()).toBe(notice));
    // Opened again, it says so inside too; fewer hours bring a start time back; choosing one closes it.
    view.query<HTMLButtonElement>('[part=summary-button]')?.click();
    await vi.waitFor(() => expect(view.query('dialog [part=message]')?.textContent).toBe(notice));
    expect(view.query('[part=notice]')).toBeNull();
    view.buttonNamed('Half an hour less')?.click();
    await vi.waitFor(() => expect(view.radios()).toHaveLength(1));
    view.radio('14:00')?.click();
    await vi.waitFor(() => expect(view.button('Choose this time')?.disabled).toBe(false));
    view.button('Choose this time')?.click();
    await vi.waitFor(() => expect(view.query('dialog')).toBeNull());
    expect(session.$listing.get()).toMatchObject({ pickup_time: '14:00', pickup_time_end: '20:00' });
    await vi.waitFor(() => expect(view.text(view.query('[part=summary-button]'))).toBe('Time: 2pm–8pm (6 hours)'));
    expect(view.query('[part=notice]')).toBeNull();
  });
});
