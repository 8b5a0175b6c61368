import {
  getSession,
  type Listing,
  type Locale,
  type QuoteFlowSession,
  type SessionContext,
  withQuoteFlow,
} from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press, typeInto } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { AnnouncerProvider, PriceActions, PriceTabs } from '../src/index.js';
import { priceDialogsClasses } from '../src/price-tabs/dialogs/price-dialogs.styles.js';
import { priceTabsClasses } from '../src/price-tabs/price-tabs.styles.js';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  // Preact runs an unmounted dialog's effect cleanups after paint: let them run before the next test.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/** Local noon of 10 January 2030: "today" of these tests. */
const NOW = new Date(2030, 0, 10, 12).getTime();

/** A day priced at every level and crew, as the demo answers (back-office §4 price keys). */
const day = (standard: number) => ({
  standard: { fixed_1: standard, fixed_2: standard + 40, fixed_3: standard + 80 },
  standard_plus: { fixed_1: standard + 18, fixed_2: standard + 63, fixed_3: standard + 108 },
  premium: { fixed_1: standard + 42, fixed_2: standard + 93, fixed_3: standard + 144 },
  flexible: standard - 20,
});

/** A sofa and a wardrobe from London to Cardiff, priced for three days. */
const priced: Listing = {
  category_id: 1,
  pickup_address_data: { formatted_address: 'London SW1A 2AA', latitude: 51.5034, longitude: -0.1276 },
  delivery_address_data: { formatted_address: 'Cardiff CF10 2BU', latitude: 51.4816, longitude: -3.1791 },
  move_items: [{ name: '3-seat sofa', quantity: 1, fake_id: 'sofa', width: 210, height: 85, depth: 95, weight: 55 }],
  men_required: 1,
  men_option_available: [1, 2, 3],
  prices: { '2030-01-14': day(149), '2030-01-15': day(159), '2030-01-16': day(139) } as Listing['prices'],
  availableWindow: { '2030-01-15': [{ from: '2030-01-15', to: '2030-01-18' }] },
  estimated_loading_time: 1.5,
  listing_cart: [],
};

let key = 0;

/** A session at NOW holding the listing, experiments fetched, prices loaded; its api counts calls. */
function pricedSession(listing: Partial<Listing> = {}, context: Partial<SessionContext> = {}) {
  const api = fakeQuoteApi();
  const session = withQuoteFlow(
    getSession(`tabs-${++key}`, {
      api,
      drafts: false,
      now: () => NOW,
      context: { category: 'furniture', ...context },
    }),
  );
  session.update((state) => ({
    listing: { ...priced, ...listing },
    ui: { ...state.ui, experimentsFetched: true, priceStatus: 'loaded' },
  }));
  return { session, api };
}

/** A window `width` CSS px wide, as matchMedia answers `(max-width: …px)` queries. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The tabs and the bar as the calendar lays them out, around a stand-in for its panel. */
function renderPrices(session: QuoteFlowSession, locale: Locale = 'en-GB') {
  const { container } = mount(
    <AnnouncerProvider>
      <PriceTabs session={session.key} locale={locale} panelId="hk-price-panel" />
      <div id="hk-price-panel" role="tabpanel" />
      <PriceActions session={session.key} locale={locale} />
    </AnnouncerProvider>,
  );
  const all = <E extends Element = HTMLElement>(selector: string) => [...container.querySelectorAll<E>(selector)];
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const button = (name: string) =>
    all<HTMLButtonElement>('button').find(
      (candidate) => (candidate.getAttribute('aria-label') ?? text(candidate)) === name,
    );
  return {
    container,
    all,
    text,
    button,
    tabs: () => all<HTMLButtonElement>('[role=tab]'),
    dialog: () => container.querySelector<HTMLDialogElement>('dialog'),
    spoken: () => container.querySelector('[aria-live=polite]')?.textContent ?? '',
  };
}

describe('PriceTabs on desktop: APG tabs (docs/behaviour/quote-flow.md §4, Price tabs)', () => {
  it('one tab per crew and the saver, each with its lowest price, controlling the calendar’s panel', async () => {
    viewport(1280);
    const { session } = pricedSession();
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.tabs()).toHaveLength(4));
    const list = view.container.querySelector('[role=tablist]');
    expect(list?.getAttribute('aria-label')).toBe('Price options');
    expect(view.tabs().map(view.text)).toEqual([
      'Driver only from £139',
      'Driver + 1 helper from £179',
      'Driver + 2 helpers from £219',
      'Saver: flexible dates from £119',
    ]);
    expect(view.tabs().map((tab) => tab.id)).toEqual([
      'hk-price-tab-fixed_1',
      'hk-price-tab-fixed_2',
      'hk-price-tab-fixed_3',
      'hk-price-tab-flexible',
    ]);
    expect(view.tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(view.tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(view.tabs().every((tab) => tab.getAttribute('aria-controls') === 'hk-price-panel')).toBe(true);
    expect(view.all('input[type=radio]')).toHaveLength(0);
    expect(view.button('About helpers and loading time')).toBeDefined();
  });

  it('a chosen day puts its own prices on the tabs', async () => {
    viewport(1280);
    const { session } = pricedSession();
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.tabs()).toHaveLength(4));
    expect(view.tabs().map((tab) => view.text(tab.querySelector(`.${priceTabsClasses.tabPrice}`)))).toEqual([
      '£159',
      '£199',
      '£239',
      '£139',
    ]);
  });

  it('keyboard: arrows (wrapping), Home and End choose a tab at once and move focus to it', async () => {
    viewport(1280);
    const { session, api } = pricedSession();
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.tabs()).toHaveLength(4));
    const focused = () => (document.activeElement as HTMLElement | null)?.id;
    view.tabs()[0]?.focus();
    press(view.tabs()[0] as HTMLElement, 'ArrowRight');
    await vi.waitFor(() => expect(focused()).toBe('hk-price-tab-fixed_2'));
    expect(session.$ui.get().priceTab).toBe('fixed_2');
    await vi.waitFor(() => expect(view.tabs()[1]?.getAttribute('aria-selected')).toBe('true'));
    expect(view.tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(session.$listing.get().men_required).toBe(2);
    expect(session.$listing.get().listing_cart).toEqual([{ type: 'priceOption', amount: 199 }]);
    // Changing the number of helpers reprices (§4).
    await vi.waitFor(() => expect(api.savePrelisting).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.savePrelisting).mock.calls[0]?.[1]).toMatchObject({ men_required: 2 });

    press(document.activeElement as HTMLElement, 'End');
    await vi.waitFor(() => expect(focused()).toBe('hk-price-tab-flexible'));
    expect(session.$listing.get()).toMatchObject({ saverOption: true, men_required: 1 });
    expect(session.$listing.get().selectedDayWindow).toEqual({ from: '2030-01-15', to: '2030-01-18' });
    press(document.activeElement as HTMLElement, 'ArrowRight');
    await vi.waitFor(() => expect(focused()).toBe('hk-price-tab-fixed_1'));
    expect(session.$listing.get()).not.toHaveProperty('saverOption');
    press(document.activeElement as HTMLElement, 'ArrowLeft');
    await vi.waitFor(() => expect(focused()).toBe('hk-price-tab-flexible'));
    press(document.activeElement as HTMLElement, 'Home');
    await vi.waitFor(() => expect(focused()).toBe('hk-price-tab-fixed_1'));
    expect(session.$ui.get().priceTab).toBe('fixed_1');
    expect(session.$cartTotal.get()).toBe(159);
  });

  it('a click chooses a tab; the same crew again makes no price call', async () => {
    viewport(1280);
    const { session, api } = pricedSession();
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.tabs()).toHaveLength(4));
    view.tabs()[2]?.click();
    await vi.waitFor(() => expect(view.tabs()[2]?.getAttribute('aria-selected')).toBe('true'));
    expect(session.$listing.get().men_required).toBe(3);
    await vi.waitFor(() => expect(api.savePrelisting).toHaveBeenCalledTimes(1));
    view.tabs()[2]?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.savePrelisting).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'one crew and no saver prices',
      { men_option_available: [2], prices: { '2030-01-14': { standard: { fixed_2: 189 } } } },
    ],
  ])('with %s nothing is rendered', async (_label, listing) => {
    viewport(1280);
    const { session } = pricedSession(listing as Partial<Listing>);
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.container.querySelector('[part=price-actions]')).not.toBeNull());
    expect(view.container.querySelector('[part=price-tabs]')).toBeNull();
  });

  it('es-ES: crews and prices of the locale', async () => {
    viewport(1280);
    const { session } = pricedSession();
    const view = renderPrices(session, 'es-ES');
    await vi.waitFor(() => expect(view.tabs()).toHaveLength(4));
    expect(view.tabs().map(view.text)).toEqual([
      'Solo el conductor desde 139 €',
      'Conductor + 1 ayudante desde 179 €',
      'Conductor + 2 ayudantes desde 219 €',
      'Ahorro: fechas flexibles desde 119 €',
    ]);
    expect(view.container.querySelector('[role=tablist]')?.getAttribute('aria-label')).toBe('Opciones de precio');
  });
});

describe('PriceTabs on phones: radio cards (§9: below 992 px)', () => {
  it('a radio group named by its legend, each card its crew, what it means and its price', async () => {
    viewport(390);
    const { session } = pricedSession();
    const view = renderPrices(session);
    const radios = await vi.waitFor(() => {
      const found = view.all<HTMLInputElement>('input[type=radio]');
      return found.length === 4 ? found : Promise.reject(new Error('no cards yet'));
    });
    expect(view.text(view.container.querySelector('legend'))).toBe('Choose your price option');
    expect(view.tabs()).toHaveLength(0);
    // Each radio is named by its title and described by the rest of its card.
    const card = (radio: HTMLInputElement) =>
      [radio.getAttribute('aria-labelledby'), radio.getAttribute('aria-describedby')]
        .join(' ')
        .split(' ')
        .map((id) => view.text(view.container.querySelector(`#${CSS.escape(id)}`)))
        .join(' | ');
    expect(radios.map(card)).toEqual([
      'Driver only | 1 person to lift | from £139',
      'Driver + 1 helper | 2 people to lift | from £179',
      'Driver + 2 helpers | 3 people to lift | from £219',
      'Saver: flexible dates | Pay less: the job is done on a day in your window | from £119',
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false, false]);
    radios[3]?.click();
    await vi.waitFor(() => expect(session.$ui.get().priceTab).toBe('flexible'));
    await vi.waitFor(() => expect(view.all<HTMLInputElement>('input[type=radio]')[3]?.checked).toBe(true));
    expect(session.$listing.get().saverOption).toBe(true);
    expect(view.button('About helpers and loading time')).toBeDefined();
  });
});

describe('PriceActions: the chosen day, the total and Continue (§2, §4 Proceeding)', () => {
  it('before a day: the reason, and Continue disabled and described by it', async () => {
    viewport(1280);
    const { session } = pricedSession();
    const view = renderPrices(session);
    const go = await vi.waitFor(() => view.button('Continue') ?? Promise.reject(new Error('no Continue')));
    expect(go.disabled).toBe(true);
    const why = view.container.querySelector(`#${CSS.escape(go.getAttribute('aria-describedby') ?? '')}`);
    expect(view.text(why)).toBe('Choose a date on the calendar to see your total and continue.');
  });

  it('a chosen day: the day in words and the total; Continue goes to listing-confirmation', async () => {
    viewport(1280);
    const { session } = pricedSession();
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() =>
      expect(view.text(view.container.querySelector('[part=chosen-day]'))).toBe('Tuesday 15 January'),
    );
    expect(view.text(view.container.querySelector('[part=total]'))).toBe('£159.00');
    const go = view.button('Continue') as HTMLButtonElement;
    expect(go.disabled).toBe(false);
    expect(go.hasAttribute('aria-describedby')).toBe(false);
    go.click();
    await vi.waitFor(() => expect(session.$ui.get().step).toBe('listing-confirmation'));
    expect(view.dialog()).toBeNull();
  });

  it('Continue saves the quote first: a failed save says so with Try again, keeps the choices; Try again proceeds', async () => {
    viewport(1280);
    const { session, api } = pricedSession();
    session.selectDay('2030-01-15');
    const listing = session.$listing.get();
    vi.mocked(api.savePrelisting).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'network' }));
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.button('Continue')?.disabled).toBe(false));
    view.button('Continue')?.click();
    const alert = await vi.waitFor(
      () => view.container.querySelector('[role=alert]') ?? Promise.reject(new Error('no alert')),
    );
    expect([...alert.children].map(view.text)).toEqual([
      'We could not save your quote',
      'Everything you chose is kept. Check your connection, then try again.',
      'Try again',
    ]);
    expect(alert.getAttribute('data-code')).toBe('network');
    expect(session.$ui.get().step).toBe('quote');
    // Everything chosen is kept (the save gave the listing its pre-listing id).
    expect(session.$listing.get()).toEqual({ ...listing, pre_listing_id: expect.any(String) });
    view.button('Try again')?.click();
    await vi.waitFor(() => expect(session.$ui.get().step).toBe('listing-confirmation'));
    expect(api.savePrelisting).toHaveBeenCalledTimes(2);
    expect(vi.mocked(api.savePrelisting).mock.calls[1]?.[1]).toMatchObject({ pickup_date: listing.pickup_date });
    await vi.waitFor(() => expect(view.container.querySelector('[role=alert]')).toBeNull());
  });

  it('while new prices load over the total shown (the helpers or hours changed) it says it is updating, busy', async () => {
    viewport(1280);
    const { session } = pricedSession();
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    const total = () => view.container.querySelector('[part=total]');
    await vi.waitFor(() => expect(view.text(total())).toBe('£159.00'));
    session.update((state) => ({ ...state, ui: { ...state.ui, priceStatus: 'loading' } }));
    await vi.waitFor(() => expect(view.text(total())).toBe('£159.00 Updating…'));
    expect(total()?.getAttribute('aria-busy')).toBe('true');
    session.update((state) => ({ ...state, ui: { ...state.ui, priceStatus: 'loaded' } }));
    await vi.waitFor(() => expect(view.text(total())).toBe('£159.00'));
    expect(total()?.hasAttribute('aria-busy')).toBe(false);
  });

  it('with the lifetime discount the total is what the job summary says the customer pays, and says why', async () => {
    viewport(1280);
    const { session } = pricedSession({ user_info: { user_id: 7, has_lifetime_discount: true } });
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    const total = () => view.text(view.container.querySelector('[part=total]'));
    await vi.waitFor(() => expect(total()).toBe('£135.15 with your 15 % lifetime discount'));
    expect(session.$summary.get()).toMatchObject({ total: 159, discountedTotal: 135.15 });
    view.tabs()[1]?.click();
    await vi.waitFor(() => expect(view.spoken()).toBe('Total now £169.15'));
    expect(total()).toBe('£169.15 with your 15 % lifetime discount');
  });

  it('an hourly-rate job gets no lifetime discount: the total is the cart’s', async () => {
    viewport(1280);
    const { session } = pricedSession(
      { user_info: { user_id: 7, has_lifetime_discount: true } },
      { category: 'man-and-van' },
    );
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.container.querySelector('[part=total]')).not.toBeNull());
    const shown = view.text(view.container.querySelector('[part=total]'));
    expect(shown).toBe(`£${session.$cartTotal.get().toFixed(2)}`);
    expect(session.$summary.get().discountedTotal).toBeNull();
  });

  it('a new total is announced once', async () => {
    viewport(1280);
    const { session } = pricedSession();
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.tabs()).toHaveLength(4));
    view.tabs()[1]?.click();
    await vi.waitFor(() => expect(view.spoken()).toBe('Total now £199.00'));
  });
});

describe('the add-helper dialog (§4 Proceeding: person-tabs experiment for furniture)', () => {
  const personTabs = [{ name: 'person-tabs', variant: 'fixed_2', status: 'running' }];

  it('furniture, the experiment running, 1 helper: Continue offers a helper with its price first; adding it proceeds', async () => {
    viewport(1280);
    const { session } = pricedSession({}, { experiments: personTabs });
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.button('Continue')?.disabled).toBe(false));
    view.button('Continue')?.click();
    const dialog = await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    expect(session.$ui.get().step).toBe('quote');
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')?.id);
    expect(view.text(dialog.querySelector('h2'))).toBe('Add a helper?');
    expect(view.text(dialog.querySelector(`.${priceDialogsClasses.highlight}`))).toBe(
      'Driver + 1 helper costs £40.00 more: £199.00 in all.',
    );
    view.button('Add a helper')?.click();
    await vi.waitFor(() =>
      expect(session.$ui.get()).toMatchObject({ step: 'listing-confirmation', priceTab: 'fixed_2' }),
    );
    expect(session.$listing.get().men_required).toBe(2);
    expect(session.$cartTotal.get()).toBe(199);
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
  });

  it('“No thanks” proceeds with 1 helper', async () => {
    viewport(1280);
    const { session } = pricedSession({}, { experiments: personTabs });
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.button('Continue')?.disabled).toBe(false));
    view.button('Continue')?.click();
    await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    view.button('No thanks')?.click();
    await vi.waitFor(() =>
      expect(session.$ui.get()).toMatchObject({ step: 'listing-confirmation', priceTab: 'fixed_1' }),
    );
    expect(session.$listing.get().men_required).toBe(1);
    expect(session.$cartTotal.get()).toBe(159);
  });

  it('closing the dialog stays on the page; the offer is made once, so Continue then proceeds', async () => {
    viewport(1280);
    const { session } = pricedSession({}, { experiments: personTabs });
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.button('Continue')?.disabled).toBe(false));
    view.button('Continue')?.click();
    await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    view.button('Close')?.click();
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
    expect(session.$ui.get()).toMatchObject({ step: 'quote', pending: null });
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(session.$ui.get().step).toBe('listing-confirmation'));
    expect(session.$listing.get().men_required).toBe(1);
  });

  it.each([
    ['without the experiment', 'furniture', []],
    ['for another category', 'house-move', personTabs],
  ])('%s Continue proceeds at once', async (_label, category, experiments) => {
    viewport(1280);
    const { session } = pricedSession({}, { category, experiments });
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.button('Continue')?.disabled).toBe(false));
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(session.$ui.get().step).toBe('listing-confirmation'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.dialog()).toBeNull();
  });
});

describe('the price option dialog (§2; back-office §4 price keys)', () => {
  it('“Service level: Standard · Change” opens the day’s levels; choosing Premium sets it and its price', async () => {
    viewport(1280);
    const { session } = pricedSession();
    session.selectDay('2030-01-15');
    const view = renderPrices(session);
    await vi.waitFor(() =>
      expect(view.text(view.container.querySelector('[part=service-level] span'))).toBe('Service level: Standard'),
    );
    view.button('Change service level')?.click();
    const dialog = await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    expect(view.text(dialog.querySelector('h2'))).toBe('Choose your service level');
    expect(view.text(dialog.querySelector('legend'))).toBe('Prices for Tuesday 15 January with the driver alone.');
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    const card = (radio: HTMLInputElement) =>
      [radio.getAttribute('aria-labelledby'), radio.getAttribute('aria-describedby')]
        .join(' ')
        .split(' ')
        .map((id) => view.text(dialog.querySelector(`#${CSS.escape(id)}`)))
        .join(' | ');
    expect(radios.map(card)).toEqual([
      'Standard | The van and crew you chose, with basic cover for your goods. | £159.00 Your choice',
      'Standard Plus | More cover for your goods, and priority support on the day. | £177.00 £18.00 more',
      'Premium | Protection Plus included, for goods worth up to £5,000. | £201.00 £42.00 more',
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    radios[2]?.click();
    await vi.waitFor(() => expect(radios[2]?.checked).toBe(true));
    view.button('Use this level')?.click();
    expect(session.$listing.get().packageType).toBe('premium');
    expect(session.$cartTotal.get()).toBe(201);
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
    expect(view.text(view.container.querySelector('[part=service-level] span'))).toBe('Service level: Premium');
    await vi.waitFor(() => expect(view.spoken()).toBe('Total now £201.00'));
  });

  it('Cancel keeps the level; a day with one level shows no service level', async () => {
    viewport(1280);
    const { session } = pricedSession({
      prices: { ...priced.prices, '2030-01-17': { standard: { fixed_1: 120 } } } as Listing['prices'],
    });
    session.selectDay('2030-01-15');
    session.openModal('priceOption');
    const view = renderPrices(session);
    await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    view.button('Cancel')?.click();
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
    expect(session.$listing.get()).not.toHaveProperty('packageType');
    session.selectDay('2030-01-17');
    await vi.waitFor(() => expect(view.container.querySelector('[part=service-level]')).toBeNull());
  });
});

describe('the email-ask dialog (§4 Price loading, §8)', () => {
  it('blurred prices: hidden on the tabs; “Show prices” opens the dialog again', async () => {
    viewport(1280);
    const { session } = pricedSession({ exclude_prices: true });
    session.update((state) => ({ ...state, ui: { ...state.ui, pricesBlurred: true, emailAsk: 'asked' } }));
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.tabs()).toHaveLength(4));
    expect(view.tabs().map((tab) => view.text(tab.querySelector(`.${priceTabsClasses.tabPrice}`)))).toEqual(
      Array(4).fill('Price hidden'),
    );
    view.button('Show prices')?.click();
    const dialog = await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    expect(view.text(dialog.querySelector('h2'))).toBe('See your prices');
  });

  it('an admin gets it at once; a blank or bad address gets its coded error, nothing typed is lost; a good one loads prices', async () => {
    viewport(1280);
    const { session, api } = pricedSession({ exclude_prices: true }, { isAdmin: true });
    session.experimentsFetched([]);
    expect(session.$ui.get().modals.emailAsk).toBe(true);
    const view = renderPrices(session);
    const dialog = await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    const input = dialog.querySelector<HTMLInputElement>('input[type=email]') as HTMLInputElement;
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('autocomplete')).toBe('email');
    const submit = () => dialog.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    expect(view.text(dialog.querySelector('button[type=submit]'))).toBe('Show prices');
    submit();
    const error = () => dialog.querySelector('[part=field-error]');
    await vi.waitFor(() => expect(error()?.getAttribute('data-code')).toBe('emailMissing'));
    expect(view.text(error())).toBe('Error: Enter your email address to see prices.');
    typeInto(input, 'ana@example');
    submit();
    await vi.waitFor(() => expect(error()?.getAttribute('data-code')).toBe('emailInvalid'));
    expect(view.text(error())).toBe('Error: Email entered is not a valid email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error()?.id);
    expect(input.value).toBe('ana@example');
    expect(session.$ui.get().modals.emailAsk).toBe(true);
    typeInto(input, 'ana@example.com');
    submit();
    expect(session.$ui.get()).toMatchObject({ pricesBlurred: false, priceStatus: 'loading' });
    expect(session.$listing.get()).toMatchObject({ exclude_prices: false, user_info: { email: 'ana@example.com' } });
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
    await vi.waitFor(() => expect(api.savePrelisting).toHaveBeenCalledTimes(1));
  });

  it('“Not now” closes it and prices stay blurred', async () => {
    viewport(390);
    const { session } = pricedSession({ exclude_prices: true }, { isAdmin: true });
    session.experimentsFetched([]);
    const view = renderPrices(session);
    await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    view.button('Not now')?.click();
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
    expect(session.$ui.get().pricesBlurred).toBe(true);
    expect(view.button('Show prices')).toBeDefined();
  });
});

describe('the loading info dialog', () => {
  it('the info button opens it: what helpers do and the estimate for the crew chosen; Close closes it', async () => {
    viewport(1280);
    const { session } = pricedSession();
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.button('About helpers and loading time')).toBeDefined());
    view.button('About helpers and loading time')?.click();
    expect(session.$ui.get().modals.loadingInfo).toBe(true);
    const dialog = await vi.waitFor(() => view.dialog() ?? Promise.reject(new Error('no dialog')));
    expect(view.text(dialog.querySelector('h2'))).toBe('Helpers and loading time');
    expect(view.text(dialog.querySelector('[data-estimate]'))).toBe(
      'For your items, loading and unloading take about 1 hr 30 min in all with the driver alone.',
    );
    expect(dialog.textContent).toContain('Saver: flexible dates costs less.');
    view.button('Close')?.click();
    expect(session.$ui.get().modals.loadingInfo).toBe(false);
    await vi.waitFor(() => expect(view.dialog()).toBeNull());
  });

  it('the job summary’s loading info (opened elsewhere) is not shown again here', async () => {
    viewport(1280);
    const { session } = pricedSession();
    session.openModal('loadingInfo');
    const view = renderPrices(session);
    await vi.waitFor(() => expect(view.tabs()).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.dialog()).toBeNull();
  });
});
