import { configure, getQuoteSession, type Listing, type QuoteApi } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press } from '../../../test/unit/dom.js';
import { PriceCalendar, type PriceCalendarProps } from '../src/index.js';
import { priceCalendarClasses } from '../src/price-calendar/price-calendar.styles.js';
import { stableDays } from '../src/price-calendar/stable-days.js';

/** Wednesday 11 November 2026, 9 am: "today" in these tests. */
const NOW = new Date(2026, 10, 11, 9);

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

/** YYYY-MM-DD of a local date. */
const keyOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** One price per day from 1 October 2026 for 450 days, by helpers, with the cheapest on Tuesdays. */
function yearOfPrices(): Record<string, unknown> {
  const prices: Record<string, unknown> = {};
  for (let index = 0; index < 450; index += 1) {
    const day = new Date(2026, 9, 1 + index, 12);
    const weekday = day.getDay();
    const price = weekday === 2 ? 149 : weekday === 6 ? 249 : 189;
    prices[keyOf(day)] = { standard: { fixed_1: price, fixed_2: price + 40 }, admin_price: price - 10 };
  }
  // No price on Thursday 19 November.
  delete prices['2026-11-19'];
  return prices;
}

const PRICED: Partial<Listing> = {
  men_required: 1,
  men_option_available: [1],
  prices: yearOfPrices() as Listing['prices'],
  calendarLabels: { '2026-11-17': 'BEST_PRICE', '2026-11-20': 'FILLING_FAST', '2026-11-21': 'LAST_FEW' },
};

/** A job with both addresses and an item: pricing starts by itself. */
const PRICEABLE: Partial<Listing> = {
  pickup_address_data: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
  delivery_address_data: { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 },
  move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'sofa', width: 200, height: 90, depth: 90, weight: 40 }],
};

/** A viewport `width` px wide, as matchMedia answers `(max-width: …)` queries. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function setup(listing: Partial<Listing>, options: { api?: QuoteApi; isAdmin?: boolean } = {}) {
  configure({
    drafts: false,
    now: () => NOW.getTime(),
    api: options.api ?? fakeQuoteApi(),
    context: { isAdmin: options.isAdmin ?? false },
  });
  const session = getQuoteSession();
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  return session;
}

/** What assistive technology hears of a day: its text without the parts hidden from it. */
function spoken(node: Element | null | undefined): string {
  if (!node) return '';
  return [...node.childNodes]
    .map((child) =>
      child.nodeType === Node.TEXT_NODE
        ? child.textContent
        : (child as Element).getAttribute?.('aria-hidden') === 'true'
          ? ''
          : spoken(child as Element),
    )
    .join('');
}

/** What a day shows: its text without the words for assistive technology only. */
function shown(node: Element | null | undefined): string {
  if (!node) return '';
  return [...node.childNodes]
    .map((child) =>
      child.nodeType === Node.TEXT_NODE
        ? child.textContent
        : (child as Element).classList?.contains(priceCalendarClasses.visuallyHidden)
          ? ''
          : shown(child as Element),
    )
    .join('');
}

function renderCalendar(props: PriceCalendarProps = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<PriceCalendar {...props} />);
  unmount = () => root.unmount();
  const query = <T extends HTMLElement = HTMLElement>(selector: string) => container.querySelector<T>(selector);
  const all = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)];
  return {
    container,
    query,
    all,
    state: () => query('[part=base]')?.dataset.state,
    month: () => query('[part=month]')?.textContent,
    cell: (key: string) => query(`[part~=day][data-key="${key}"]`),
    focusable: () => all('[part~=day][tabindex="0"]').map((cell) => cell.dataset.key),
    spoken: () => query('[aria-live=polite][role=status]')?.textContent ?? '',
    button: (name: string) =>
      all('button').find((button) => (button.getAttribute('aria-label') ?? button.textContent) === name),
  };
}

describe('PriceCalendar: states (docs/behaviour/quote-flow.md §4 price loading, §8)', () => {
  it('idle: no addresses or items yet, one sentence and no grid', async () => {
    setup({});
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('idle'));
    expect(view.query('h2')?.textContent).toBe('Choose your date');
    expect(view.query('.hk-empty')?.textContent).toBe('Add your addresses and items to see prices.');
    expect(view.query('[role=grid]')).toBeNull();
    expect(view.query('[part=base]')?.getAttribute('aria-labelledby')).toBe(view.query('h2')?.id);
  });

  it('loading: a skeleton of the grid’s 42 days and a status; then the days', async () => {
    let answer: (response: unknown) => void = () => undefined;
    const api = { ...fakeQuoteApi(), savePrelisting: vi.fn(() => new Promise((resolve) => (answer = resolve))) };
    const session = setup({}, { api: api as unknown as QuoteApi });
    const view = renderCalendar();
    session.experimentsFetched([]);
    await vi.waitFor(() => expect(view.state()).toBe('loading'));
    expect(view.all(`[part=skeleton] td.${priceCalendarClasses.day}`)).toHaveLength(42);
    expect(view.query('[part=skeleton]')?.getAttribute('aria-hidden')).toBe('true');
    expect(view.query(`.${priceCalendarClasses.visuallyHidden}[role=status]`)?.textContent).toBe('Loading prices…');
    answer({ prices: PRICED.prices, men_option_available: [1], men_required: 1 });
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    expect(view.all('[role=gridcell]')).toHaveLength(42);
  });

  it('error: the server’s message with the refusal’s words, or ours; Try again asks again after a passing fault (§8)', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce({
        code: 'server',
        status: 500,
        data: { type: 'input', codes: ['invalid'], messages: ['No vans that day'] },
      })
      .mockRejectedValueOnce({ code: 'network', data: null })
      .mockResolvedValueOnce({ prices: PRICED.prices });
    const session = setup({}, { api: { ...fakeQuoteApi(), savePrelisting: save } as unknown as QuoteApi });
    const view = renderCalendar();
    session.experimentsFetched([]);
    await vi.waitFor(() => expect(view.state()).toBe('error'));
    const alert = () => view.query('[role=alert]');
    await vi.waitFor(() => expect(alert()?.dataset.code).toBe('invalid'));
    expect(alert()?.textContent).toBe(
      'We could not get your pricesNo vans that day Our price service had a problem. Your choices are kept: please try again.Try again',
    );
    view.button('Try again')?.click();
    await vi.waitFor(() => expect(alert()?.dataset.code).toBe('network'));
    expect(alert()?.textContent).toBe(
      'We could not get your pricesWe could not reach our price service. Check your connection, then try again.Try again',
    );
    view.button('Try again')?.click();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('blurred (exclude_prices): the days hidden from assistive technology, no figures, a line about the email', async () => {
    const session = setup({ ...PRICED, exclude_prices: true });
    const view = renderCalendar();
    session.experimentsFetched([]);
    await vi.waitFor(() => expect(view.state()).toBe('blurred'));
    expect(view.query('[part=blurred-note]')?.textContent).toBe('Prices show once you give your email address.');
    const hidden = view.query(`.${priceCalendarClasses.blurred}`);
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(hidden?.hasAttribute('inert')).toBe(true);
    expect(hidden?.textContent).not.toMatch(/£/);
    expect(view.all(`.${priceCalendarClasses.blurred} .${priceCalendarClasses.placeholder}`).length).toBeGreaterThan(
      20,
    );
  });
});

describe('PriceCalendar: the month grid from 992 px (§2, §9; back-office §4)', () => {
  it('six weeks from Monday, weekday headings, the month’s name announced; each day named with date, price and label', async () => {
    setup(PRICED);
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    expect(view.month()).toBe('November 2026');
    expect(view.query('[part=month]')?.getAttribute('aria-live')).toBe('polite');
    expect(view.query('[role=grid]')?.getAttribute('aria-labelledby')).toBe(view.query('[part=month]')?.id);
    expect(view.all('th').map((th) => [th.textContent, th.getAttribute('abbr')])).toEqual([
      ['Mon', 'Monday'],
      ['Tue', 'Tuesday'],
      ['Wed', 'Wednesday'],
      ['Thu', 'Thursday'],
      ['Fri', 'Friday'],
      ['Sat', 'Saturday'],
      ['Sun', 'Sunday'],
    ]);
    const cells = view.all('[role=gridcell]');
    expect(cells).toHaveLength(42);
    expect(view.all('[role=row]').length + view.all('tbody tr').length).toBeGreaterThanOrEqual(6);
    expect(cells[0]?.dataset.key).toBe('2026-10-26');
    expect(cells[41]?.dataset.key).toBe('2026-12-06');
    expect(spoken(view.cell('2026-11-17'))).toBe('Tuesday 17 November 2026, £149, Best price');
    expect(shown(view.cell('2026-11-17'))).toBe('17£149Best price');
    expect(spoken(view.cell('2026-11-11'))).toBe('Wednesday 11 November 2026, today, £189');
    expect(view.cell('2026-11-11')?.hasAttribute('data-today')).toBe(true);
    expect(spoken(view.cell('2026-11-21'))).toBe('Saturday 21 November 2026, £249, Last few');
    // Past and unpriced days: reachable, said unavailable, not chosen.
    expect(view.cell('2026-11-10')?.getAttribute('aria-disabled')).toBe('true');
    expect(spoken(view.cell('2026-11-10'))).toBe('Tuesday 10 November 2026, not available');
    expect(view.cell('2026-11-19')?.dataset.reason).toBe('noPrice');
    expect(shown(view.cell('2026-11-19'))).toBe('19No price');
    expect(spoken(view.cell('2026-11-19'))).toBe('Thursday 19 November 2026, No price');
    expect(view.cell('2026-12-01')?.hasAttribute('data-out')).toBe(true);
    // One tab stop: today (nothing chosen yet).
    expect(view.focusable()).toEqual(['2026-11-11']);
  });

  it('a colour scale from the cheapest days (step 0) to the dearest (4), with its legend', async () => {
    setup(PRICED);
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    expect(view.cell('2026-11-17')?.dataset.tier).toBe('0');
    expect(view.cell('2026-11-18')?.dataset.tier).toBe('2');
    expect(view.cell('2026-11-21')?.dataset.tier).toBe('4');
    expect(view.cell('2026-11-10')?.dataset.tier).toBeUndefined();
    expect(view.query('[part=legend]')?.textContent).toBe('CheaperDearer');
    expect(view.all(`[part=legend] .${priceCalendarClasses.swatch}`)).toHaveLength(5);
  });

  it('a click chooses a priced day: pickup_date and the price option set, the cell selected, announced once', async () => {
    const session = setup(PRICED);
    const onChange = vi.fn();
    const view = renderCalendar({ onChange });
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    view.cell('2026-11-17')?.click();
    await vi.waitFor(() => expect(view.cell('2026-11-17')?.getAttribute('aria-selected')).toBe('true'));
    expect(session.$listing.get().pickup_date).toBe('2026-11-17');
    expect(session.$listing.get().listing_cart).toEqual([{ type: 'priceOption', amount: 149 }]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(view.cell('2026-11-17')?.getAttribute('part')).toBe('day day-selected');
    expect(view.focusable()).toEqual(['2026-11-17']);
    await vi.waitFor(() => expect(view.spoken()).toBe('Tuesday 17 November chosen, £149'));
    // Past and unpriced days cannot be chosen.
    view.cell('2026-11-10')?.click();
    view.cell('2026-11-19')?.click();
    expect(session.$listing.get().pickup_date).toBe('2026-11-17');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('the keyboard of the APG date grid: arrows, Home/End, PageUp/PageDown, Shift+PageDown, Enter; focus follows into another month', async () => {
    const session = setup(PRICED);
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    const key = async (name: string, init: KeyboardEventInit = {}) => {
      press(document.activeElement ?? document.body, name, init);
      await vi.waitFor(() => expect(view.focusable()).toHaveLength(1));
    };
    view.cell('2026-11-11')?.focus();
    await key('ArrowRight');
    expect(document.activeElement).toBe(view.cell('2026-11-12'));
    await key('ArrowDown');
    expect(view.focusable()).toEqual(['2026-11-19']);
    await key('Home');
    expect(view.focusable()).toEqual(['2026-11-16']);
    await key('End');
    expect(view.focusable()).toEqual(['2026-11-22']);
    await key('ArrowUp');
    await key('ArrowLeft');
    expect(document.activeElement).toBe(view.cell('2026-11-14'));
    // A month forward, keeping the day; the heading follows, focus on the day in the new month.
    await key('PageDown');
    await vi.waitFor(() => expect(view.month()).toBe('December 2026'));
    expect(document.activeElement).toBe(view.cell('2026-12-14'));
    await key('ArrowDown', {});
    await key('ArrowDown');
    await key('ArrowDown');
    await vi.waitFor(() => expect(view.month()).toBe('January 2027'));
    expect(document.activeElement).toBe(view.cell('2027-01-04'));
    // Not before this month's year: Shift+PageUp stays.
    await key('PageUp', { shiftKey: true });
    expect(view.month()).toBe('January 2027');
    // Back to November: the 4th is past, reachable but Space does not choose it.
    await key('PageUp');
    await key('PageUp');
    await vi.waitFor(() => expect(view.month()).toBe('November 2026'));
    expect(document.activeElement).toBe(view.cell('2026-11-04'));
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await key(' ');
    expect(session.$listing.get().pickup_date).toBeUndefined();
    // A year ahead is the last month; nothing beyond it.
    await key('PageDown', { shiftKey: true });
    await vi.waitFor(() => expect(view.month()).toBe('November 2027'));
    expect(document.activeElement).toBe(view.cell('2027-11-04'));
    await key('PageDown');
    expect(view.month()).toBe('November 2027');
    await key('PageUp', { shiftKey: true });
    await vi.waitFor(() => expect(view.month()).toBe('November 2026'));
    // Two weeks on is Wednesday the 18th, £189: Enter chooses it.
    await key('ArrowDown');
    await key('ArrowDown');
    expect(document.activeElement).toBe(view.cell('2026-11-18'));
    await key('Enter');
    await vi.waitFor(() => expect(session.$listing.get().pickup_date).toBe('2026-11-18'));
    expect(view.cell('2026-11-18')?.getAttribute('aria-selected')).toBe('true');
    await key('PageUp');
    expect(view.month()).toBe('November 2026');
  });

  it('previous and next month buttons: disabled at the limits (aria-disabled, still focusable), the focus day keeps its number', async () => {
    const session = setup(PRICED);
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    const previous = view.button('Previous month');
    const next = view.button('Next month');
    expect(previous?.getAttribute('aria-disabled')).toBe('true');
    previous?.click();
    expect(session.$ui.get().calendarMonth).toBeUndefined();
    next?.click();
    await vi.waitFor(() => expect(view.month()).toBe('December 2026'));
    expect(view.focusable()).toEqual(['2026-12-11']);
    expect(previous?.hasAttribute('aria-disabled')).toBe(false);
    for (let month = 0; month < 14; month += 1) next?.click();
    await vi.waitFor(() => expect(view.month()).toBe('November 2027'));
    expect(next?.getAttribute('aria-disabled')).toBe('true');
  });

  it('admins see the admin price (§6); others do not', async () => {
    setup(PRICED, { isAdmin: true });
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    expect(shown(view.cell('2026-11-17')?.querySelector('[part=admin-price]'))).toBe('Admin £139');
    expect(spoken(view.cell('2026-11-17'))).toBe('Tuesday 17 November 2026, £149, Best price, Admin £139');
  });

  it('speaks es-ES: headings, names, euros', async () => {
    setup(PRICED);
    const view = renderCalendar({ locale: 'es-ES' });
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    expect(view.query('h2')?.textContent).toBe('Elige tu fecha');
    expect(view.month()).toBe('Noviembre de 2026');
    expect(view.all('th').map((th) => th.textContent)).toEqual(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']);
    expect(spoken(view.cell('2026-11-17'))).toBe('martes, 17 de noviembre de 2026, 149\u00a0€, Mejor precio');
  });

  it('with several price tabs the days are the tabs’ panel', async () => {
    setup({ ...PRICED, men_option_available: [1, 2] });
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    const panel = view.query('#hk-price-panel');
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.getAttribute('aria-labelledby')).toBe('hk-price-tab-fixed_1');
  });
});

describe('PriceCalendar on phones: a week at a time, add one week, the calendar dialog (§2, §9)', () => {
  it('a listbox of the week from today; Add one week appends 7 days and says to which day; arrows and Enter choose', async () => {
    viewport(390);
    const session = setup(PRICED);
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    expect(view.query('[role=grid]')).toBeNull();
    const list = view.query('[role=listbox]');
    expect(list?.getAttribute('aria-label')).toBe('Days and prices');
    const options = () => view.all('[role=option]');
    expect(options().map((option) => option.dataset.key)).toEqual([
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
    ]);
    expect(shown(options()[0])).toBe('Wednesday 11 November£189');
    expect(spoken(options()[0])).toBe('Wednesday 11 November 2026, today, £189');
    expect(spoken(options()[6])).toBe('Tuesday 17 November 2026, £149, Best price');
    view.button('Add one week')?.click();
    await vi.waitFor(() => expect(options()).toHaveLength(14));
    await vi.waitFor(() => expect(view.spoken()).toBe('Days up to Tuesday 24 November shown'));
    expect(view.all('[role=option][tabindex="0"]').map((option) => option.dataset.key)).toEqual(['2026-11-11']);
    options()[0]?.focus();
    press(options()[0] as HTMLElement, 'ArrowDown');
    await vi.waitFor(() => expect(document.activeElement).toBe(options()[1]));
    press(document.activeElement as HTMLElement, 'End');
    await vi.waitFor(() => expect(document.activeElement).toBe(options()[13]));
    press(document.activeElement as HTMLElement, 'Enter');
    await vi.waitFor(() => expect(session.$listing.get().pickup_date).toBe('2026-11-24'));
    expect(options()[13]?.getAttribute('aria-selected')).toBe('true');
    // A disabled day: reachable, not chosen.
    options()[8]?.click();
    expect(options()[8]?.dataset.key).toBe('2026-11-19');
    expect(session.$listing.get().pickup_date).toBe('2026-11-24');
  });

  it('Calendar opens the month grid in a dialog; choosing a day closes it and the list shows that day’s week', async () => {
    viewport(390);
    const session = setup(PRICED);
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'));
    view.button('Calendar')?.click();
    await vi.waitFor(() => expect(view.query('dialog [role=grid]')).not.toBeNull());
    expect(view.query('dialog h2')?.textContent).toBe('Choose your date');
    view.button('Next month')?.click();
    await vi.waitFor(() => expect(view.month()).toBe('December 2026'));
    (view.query('dialog [data-key="2026-12-15"]') as HTMLElement).click();
    await vi.waitFor(() => expect(view.query('dialog')).toBeNull());
    expect(session.$listing.get().pickup_date).toBe('2026-12-15');
    await vi.waitFor(() => expect(view.all('[role=option]')[0]?.dataset.key).toBe('2026-12-14'));
    expect(view.query('[role=option][aria-selected=true]')?.dataset.key).toBe('2026-12-15');
  });
});

describe('PriceCalendar: pricing starts by itself once the job has addresses and items (§4)', () => {
  it('asks for prices, shows the skeleton, then the days', async () => {
    const save = vi.fn(async () => ({ prices: PRICED.prices, men_option_available: [1], men_required: 1 }));
    setup(PRICEABLE, { api: { ...fakeQuoteApi(), savePrelisting: save } as unknown as QuoteApi });
    const view = renderCalendar();
    await vi.waitFor(() => expect(view.state()).toBe('loaded'), { timeout: 4000 });
    expect(save).toHaveBeenCalledTimes(1);
    expect(view.all('[role=gridcell]')).toHaveLength(42);
  });
});

describe('PriceCalendar: memoised days', () => {
  it('choosing a day keeps every other day object, so only the two changed cells re-render', () => {
    const session = setup(PRICED);
    const before = session.$calendar.get().days;
    session.selectDay('2026-11-17');
    const after = stableDays(before, session.$calendar.get().days);
    const changed = after.filter((day, index) => day !== before[index]).map((day) => day.key);
    expect(changed).toEqual(['2026-11-17']);
    session.selectDay('2026-11-18');
    const next = stableDays(after, session.$calendar.get().days);
    expect(next.filter((day, index) => day !== after[index]).map((day) => day.key)).toEqual([
      '2026-11-17',
      '2026-11-18',
    ]);
    // Nothing changed: the very same list.
    expect(stableDays(next, session.$calendar.get().days)).toBe(next);
  });
});
