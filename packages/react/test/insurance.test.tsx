import { getSession, type Listing, type Locale, type QuoteFlowSession, withQuoteFlow } from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, typeInto } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { Insurance } from '../src/index.js';
import { insuranceDialogsClasses } from '../src/insurance/dialogs/insurance-dialogs.styles.js';

afterEach(async () => {
  cleanup();
  // Preact runs an unmounted dialog's effect cleanups after paint: let them run before the next test.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/** Protection Plus as the demo offers it: 1.5 %, at least 15, excess 100, cover 50,000 (international: 2.5 %, 35, 250, 30,000). */
const protection = {
  service_id: 115,
  type: 'full_insurance',
  amount: 75,
  rate_price: 0.015,
  min_price: 15,
  excess: 100,
  cover: 50000,
  international_rate_price: 0.025,
  international_min_price: 35,
  international_excess: 250,
  international_cover: 30000,
  parameters: { value_of_goods: 5000 },
  checked: false,
};
const packing = { type: 'packing_material', service_id: 20, amount: 40 };
const at = (code: string) => ({ formatted_address: code, latitude: 51.5, longitude: -0.1, ISO_3166_1_Alpha_2: code });
const PRICE_LINE = { type: 'priceOption', amount: 120 };

let key = 0;
/** A session whose listing holds a price answer offering Protection Plus on a UK route. */
function pricedSession(listing: Partial<Listing> = {}): QuoteFlowSession {
  const session = withQuoteFlow(getSession(`insurance-${++key}`, { api: fakeQuoteApi(), drafts: false }));
  session.update((state) => ({
    ...state,
    listing: {
      move_items: [],
      pickup_address_data: at('GB'),
      delivery_address_data: at('GB'),
      service_prices: [packing, protection],
      listing_cart: [PRICE_LINE],
      ...listing,
    },
  }));
  return session;
}

/** Renders the card and finds things as a person does. */
function renderCard(session: QuoteFlowSession, locale: Locale = 'en-GB') {
  const { container } = mount(<Insurance session={session.key} locale={locale} />);
  const buttons = () => [...container.querySelectorAll('button')];
  const button = (name: string) => {
    const found = buttons().find((element) => (element.getAttribute('aria-label') ?? element.textContent) === name);
    if (!found)
      throw new Error(
        `no button ${name}: ${buttons()
          .map((b) => b.textContent)
          .join(', ')}`,
      );
    return found;
  };
  const has = (name: string) => buttons().some((element) => element.textContent === name);
  const field = () => {
    const input = container.querySelector<HTMLInputElement>('dialog[open] input[part=control]');
    if (!input) throw new Error('no value field');
    return input;
  };
  const errorOf = (input: HTMLElement) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const error = ids
      .map((id) => (id ? container.querySelector(`#${CSS.escape(id)}`) : null))
      .find((node) => node?.getAttribute('part') === 'field-error');
    return error ? { text: error.textContent, code: error.getAttribute('data-code') } : null;
  };
  const facts = () =>
    [...container.querySelectorAll('[part=facts] > div')].map((tile) => [
      tile.querySelector('dt')?.textContent,
      tile.querySelector('dd')?.textContent,
    ]);
  /** An element's words, its child elements' words apart (as they are seen). */
  const text = (selector: string) => {
    const node = container.querySelector(selector);
    if (!node) return undefined;
    const parts = node.children.length > 0 ? [...node.children].map((child) => child.textContent) : [node.textContent];
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  };
  return {
    container,
    button,
    has,
    field,
    errorOf,
    facts,
    text,
    dialogTitle: () => container.querySelector('dialog[open] h2')?.textContent,
    spoken: () => container.querySelector('[aria-live=polite]')?.textContent ?? '',
    focused: () => document.activeElement,
  };
}
type Card = ReturnType<typeof renderCard>;

const insuranceLines = (session: QuoteFlowSession) =>
  (session.$listing.get().listing_cart ?? []).filter((line) => line.type.startsWith('full_insurance'));

/** Opens the add dialog with "Add Protection Plus" and waits for its field. */
async function openAdd(card: Card, name = 'Add Protection Plus') {
  await vi.waitFor(() => card.button(name));
  card.button(name).click();
  await vi.waitFor(() => card.field());
}

/** Types a value and submits the form with its submit button. */
async function submitValue(card: Card, value: string, submit = 'Add Protection Plus') {
  typeInto(card.field(), value);
  await vi.waitFor(() => expect(card.field().value).toBe(value));
  const button = [...card.container.querySelectorAll<HTMLButtonElement>('dialog[open] button[type=submit]')].find(
    (element) => element.textContent === submit,
  );
  button?.click();
}

describe('Protection Plus before the prices offer it (quote flow §4 Price loading, §8)', () => {
  it('says it comes with the prices while none were asked for', async () => {
    const session = pricedSession({ service_prices: undefined });
    const card = renderCard(session);
    await vi.waitFor(() =>
      expect(card.text('.hk-empty')).toBe(
        'Protection Plus is offered with your prices. Enter your addresses and items to see it.',
      ),
    );
    expect(card.container.querySelectorAll('button').length).toBe(0);
    expect(card.container.querySelector('[part=base]')?.getAttribute('data-state')).toBe('unpriced');
  });

  it('shows a skeleton with a status while they load', async () => {
    const session = pricedSession({ service_prices: undefined });
    session.update((state) => ({ ...state, ui: { ...state.ui, priceStatus: 'loading' } }));
    const card = renderCard(session);
    await vi.waitFor(() => expect(card.text('[role=status]')).toBe('Loading Protection Plus…'));
    expect(card.container.querySelectorAll('.hk-skeleton').length).toBe(2);
  });

  it('on its own, a failure says so with Try again, which asks for the prices again (forced)', async () => {
    const session = pricedSession({ service_prices: undefined });
    session.update((state) => ({
      ...state,
      ui: { ...state.ui, priceStatus: 'error', priceError: { code: 'server', body: null } },
    }));
    const load = vi.spyOn(session, 'loadPrices').mockResolvedValue(session.$state.get());
    const card = renderCard(session);
    await vi.waitFor(() =>
      expect(card.text('[role=alert] .hk-error-state-title')).toBe('We could not get your prices'),
    );
    expect(card.container.querySelector('[role=alert]')?.getAttribute('data-code')).toBe('server');
    card.button('Try again').click();
    expect(load).toHaveBeenCalledWith({ force: true });
  });

  it('prices that offer no insurance say it is not offered', async () => {
    const session = pricedSession({ service_prices: [packing] });
    session.update((state) => ({ ...state, ui: { ...state.ui, priceStatus: 'loaded' } }));
    const card = renderCard(session);
    await vi.waitFor(() => expect(card.text('.hk-empty')).toBe('Protection Plus isn’t offered for this job.'));
  });
});

describe('Protection Plus offered (quote flow §4, §5; back-office §9)', () => {
  it('shows what it covers, the cover and excess of the UK terms and the price from the minimum', async () => {
    const card = renderCard(pricedSession());
    await vi.waitFor(() => card.button('Add Protection Plus'));
    expect(card.text('[part=heading]')).toBe('Protection Plus');
    expect(card.facts()).toEqual([
      ['Cover up to', '£50,000'],
      ['Excess per claim', '£100'],
    ]);
    expect(card.text('[part=price]')).toBe('From £15.00 1.5% of the value of your goods');
    expect(card.has('Read the terms')).toBe(true);
  });

  it('an international route shows the international figures and says why', async () => {
    const card = renderCard(pricedSession({ delivery_address_data: at('FR') }));
    await vi.waitFor(() => card.button('Add Protection Plus'));
    expect(card.facts()).toEqual([
      ['Cover up to', '£30,000'],
      ['Excess per claim', '£250'],
    ]);
    expect(card.text('[part=price]')).toBe('From £35.00 2.5% of the value of your goods');
    expect(card.container.textContent).toContain('Your move crosses a border, so the international terms apply.');
  });

  it('Spain to Spain is domestic: the UK-only figures, in euro for es-ES', async () => {
    const card = renderCard(pricedSession({ pickup_address_data: at('ES'), delivery_address_data: at('ES') }), 'es-ES');
    await vi.waitFor(() => card.button('Añadir Protection Plus'));
    expect(card.facts()).toEqual([
      ['Cubre hasta', '50.000\u00a0€'],
      ['Franquicia por siniestro', '100\u00a0€'],
    ]);
    expect(card.text('[part=price]')).toBe('Desde 15,00 € 1,5 % del valor de tus bienes');
  });

  it('en-IE speaks en-GB with amounts in euro', async () => {
    const card = renderCard(pricedSession(), 'en-IE');
    await vi.waitFor(() => card.button('Add Protection Plus'));
    expect(card.facts()).toEqual([
      ['Cover up to', '€50,000'],
      ['Excess per claim', '€100'],
    ]);
    expect(card.text('[part=price]')).toBe('From €15.00 1.5% of the value of your goods');
  });

  it('a full_cover service below id 112 disables the protection UI: the card says why, no controls', async () => {
    const card = renderCard(
      pricedSession({ service_prices: [{ type: 'full_cover_h', service_id: 111, min_price: 20 }] }),
    );
    await vi.waitFor(() =>
      expect(card.text('[part=disabled-reason]')).toBe(
        'Your quote already includes full cover for your goods, so Protection Plus can’t be added.',
      ),
    );
    expect(card.container.querySelector('[part=disabled-reason]')?.getAttribute('data-code')).toBe(
      'protectionDisabled',
    );
    expect(card.container.querySelectorAll('button').length).toBe(0);
  });

  it('a full_cover service from id 112 is offered', async () => {
    const card = renderCard(
      pricedSession({ service_prices: [{ type: 'full_cover_h', service_id: 112, min_price: 20 }] }),
    );
    await vi.waitFor(() => card.button('Add Protection Plus'));
  });
});

describe('the add dialog (quote flow §2, §4, §5, §8)', () => {
  it('adds with a good value: the live price, the cart line replaced, announced, focus to Change value', async () => {
    const session = pricedSession();
    const card = renderCard(session);
    await openAdd(card);
    expect(card.dialogTitle()).toBe('Add Protection Plus');
    expect(card.field().value).toBe('');
    await vi.waitFor(() => expect(card.focused()).toBe(card.field()));
    expect(card.text('[part=live-premium]')).toBe('Your price Shown once you enter the value of your goods');
    const label = card.container.querySelector(`label[for="${card.field().id}"]`);
    expect(label?.textContent).toBe('Value of your goods');
    typeInto(card.field(), '12000');
    // The session holds what is typed (nothing is lost), and the price follows it.
    await vi.waitFor(() => expect(session.$ui.get().insurance.value).toBe('12000'));
    await vi.waitFor(() => expect(card.text('[part=live-premium]')).toBe('Your price £180.00'));
    await submitValue(card, '12000');
    await vi.waitFor(() => expect(card.container.querySelector('dialog[open]')).toBeNull());
    expect(insuranceLines(session)).toEqual([
      expect.objectContaining({
        type: 'full_insurance',
        service_id: 115,
        amount: 180,
        parameters: { value_of_goods: 12000 },
      }),
    ]);
    expect(session.$listing.get().listing_cart?.[0]).toEqual(PRICE_LINE);
    expect(session.$insuranceSelected.get()).toBe(true);
    await vi.waitFor(() => expect(card.focused()).toBe(card.button('Change value')));
    expect(card.facts()).toEqual([
      ['Value of your goods', '£12,000'],
      ['Price', '£180.00'],
      ['Cover up to', '£50,000'],
      ['Excess per claim', '£100'],
    ]);
    expect(card.text('.hk-badge')).toBe('Added');
    await vi.waitFor(() => expect(card.spoken()).toBe('Protection Plus added: goods worth £12,000, price £180.00.'));
  });

  it.each([
    ['', 'noAmount', 'Enter the value of your goods, in numbers, to add Protection Plus.', ''],
    ['lots', 'noAmount', 'Enter the value of your goods, in numbers, to add Protection Plus.', 'lots'],
    ['0', 'noAmount', 'Enter the value of your goods, in numbers, to add Protection Plus.', '0'],
    ['60000', 'highAmount', 'Protection Plus covers goods worth up to £50k. Enter a lower value.', '60000'],
    ['50', 'lowAmount', 'The value of your goods must be at least the £100 excess.', ''],
  ])(
    '%j is refused with %s next to the field, focus back on it, the typed value %j kept',
    async (typed, code, text, kept) => {
      const session = pricedSession();
      const card = renderCard(session);
      await openAdd(card);
      await submitValue(card, typed);
      await vi.waitFor(() => expect(card.errorOf(card.field())).toEqual({ text: `Error: ${text}`, code }));
      expect(card.field().getAttribute('aria-invalid')).toBe('true');
      expect(card.field().value).toBe(kept);
      await vi.waitFor(() => expect(card.focused()).toBe(card.field()));
      expect(insuranceLines(session)).toEqual([]);
      expect(card.container.querySelector('dialog[open]')).not.toBeNull();
    },
  );

  it('typing again clears the error', async () => {
    const card = renderCard(pricedSession());
    await openAdd(card);
    await submitValue(card, '60000');
    await vi.waitFor(() => expect(card.errorOf(card.field())?.code).toBe('highAmount'));
    typeInto(card.field(), '6000');
    await vi.waitFor(() => expect(card.errorOf(card.field())).toBeNull());
  });

  it('an international route refuses above its own cover (£30k)', async () => {
    const card = renderCard(pricedSession({ delivery_address_data: at('FR') }));
    await openAdd(card);
    await submitValue(card, '40000');
    await vi.waitFor(() =>
      expect(card.errorOf(card.field())?.text).toBe(
        'Error: Protection Plus covers goods worth up to £30k. Enter a lower value.',
      ),
    );
  });

  it('Cancel restores the original values: the line and value it had', async () => {
    const session = pricedSession();
    const card = renderCard(session);
    await openAdd(card);
    await submitValue(card, '12000');
    await vi.waitFor(() => card.button('Change value'));
    const before = session.$listing.get().listing_cart;
    await openAdd(card, 'Change value');
    expect(card.dialogTitle()).toBe('Change the value of your goods');
    expect(card.field().value).toBe('12000');
    typeInto(card.field(), '20000');
    await vi.waitFor(() => expect(card.text('[part=live-premium]')).toBe('Your price £300.00'));
    card.button('Cancel').click();
    await vi.waitFor(() => expect(card.container.querySelector('dialog[open]')).toBeNull());
    expect(session.$listing.get().listing_cart).toEqual(before);
    expect(session.$ui.get().insurance.value).toBe('12000');
    await vi.waitFor(() => expect(card.focused()).toBe(card.button('Change value')));
  });

  it('Escape (the dialog’s cancel) cancels too, leaving Protection Plus off', async () => {
    const session = pricedSession();
    const card = renderCard(session);
    await openAdd(card);
    typeInto(card.field(), '9000');
    card.container.querySelector('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(card.container.querySelector('dialog[open]')).toBeNull());
    expect(insuranceLines(session)).toEqual([]);
    await vi.waitFor(() => expect(card.focused()).toBe(card.button('Add Protection Plus')));
  });

  it('changing the value replaces the line (one insurance line)', async () => {
    const session = pricedSession();
    const card = renderCard(session);
    await openAdd(card);
    await submitValue(card, '12000');
    await openAdd(card, 'Change value');
    await submitValue(card, '20000', 'Save value');
    await vi.waitFor(() => expect(insuranceLines(session).map((line) => line.amount)).toEqual([300]));
    await vi.waitFor(() => expect(card.spoken()).toBe('Protection Plus changed: goods worth £20,000, price £300.00.'));
  });

  it('es-ES reads Spanish separators and speaks Spanish', async () => {
    const session = pricedSession({ pickup_address_data: at('ES'), delivery_address_data: at('ES') });
    const card = renderCard(session, 'es-ES');
    await openAdd(card, 'Añadir Protection Plus');
    expect(card.container.querySelector('label')?.textContent).toBe('Valor de tus bienes');
    typeInto(card.field(), '12.000');
    await vi.waitFor(() => expect(card.text('[part=live-premium]')).toBe('Tu precio 180,00 €'));
    await submitValue(card, '12.000', 'Añadir Protection Plus');
    await vi.waitFor(() =>
      expect(insuranceLines(session)).toEqual([expect.objectContaining({ parameters: { value_of_goods: 12000 } })]),
    );
    await openAdd(card, 'Cambiar valor');
    await submitValue(card, '99.000', 'Guardar valor');
    await vi.waitFor(() =>
      expect(card.errorOf(card.field())?.text).toBe(
        'Error: Protection Plus cubre bienes por un valor de hasta 50.000\u00a0€. Indica un valor menor.',
      ),
    );
  });
});

describe('the remove dialog (quote flow §4, §9)', () => {
  async function added(listing: Partial<Listing> = {}) {
    const session = pricedSession(listing);
    const card = renderCard(session);
    await openAdd(card);
    await submitValue(card, '12000');
    await vi.waitFor(() => card.button('Remove'));
    return { session, card };
  }

  it('asks first; keeping it changes nothing, removing takes the line away and focus goes to Add', async () => {
    const { session, card } = await added();
    card.button('Remove').click();
    await vi.waitFor(() => expect(card.dialogTitle()).toBe('Remove Protection Plus?'));
    expect(card.text(`dialog[open] .${insuranceDialogsClasses.text}`)).toBe(
      'Your goods won’t be covered by Protection Plus any more, and £180.00 comes off your price.',
    );
    await vi.waitFor(() => expect(card.focused()).toBe(card.button('Keep Protection Plus')));
    card.button('Keep Protection Plus').click();
    await vi.waitFor(() => expect(card.container.querySelector('dialog[open]')).toBeNull());
    expect(insuranceLines(session)).toHaveLength(1);
    card.button('Remove').click();
    await vi.waitFor(() => card.button('Remove Protection Plus'));
    card.button('Remove Protection Plus').click();
    await vi.waitFor(() => expect(card.container.querySelector('dialog[open]')).toBeNull());
    expect(insuranceLines(session)).toEqual([]);
    expect(session.$insuranceSelected.get()).toBe(false);
    await vi.waitFor(() => expect(card.focused()).toBe(card.button('Add Protection Plus')));
    await vi.waitFor(() => expect(card.spoken()).toBe('Protection Plus removed.'));
  });

  it('a premium listing falls back to 5000, counts as not selected and says its package covers it', async () => {
    const { session, card } = await added({ packageType: 'premium' });
    card.button('Remove').click();
    await vi.waitFor(() =>
      expect(card.text(`dialog[open] .${insuranceDialogsClasses.text}`)).toBe(
        'Your goods will be covered up to the £5,000 your premium package includes, and £180.00 comes off your price.',
      ),
    );
    card.button('Remove Protection Plus').click();
    await vi.waitFor(() => card.button('Add Protection Plus'));
    expect(insuranceLines(session)).toEqual([
      expect.objectContaining({ amount: 0, parameters: { value_of_goods: 5000 } }),
    ]);
    expect(card.container.textContent).toContain(
      'Your premium package already covers goods worth up to £5,000. Add Protection Plus to cover more.',
    );
  });

  it('a premium listing at 5000 or less shows as not selected', async () => {
    const session = pricedSession({
      packageType: 'premium',
      listing_cart: [{ type: 'full_insurance', amount: 0, parameters: { value_of_goods: 5000 } }],
    });
    const card = renderCard(session);
    await vi.waitFor(() => card.button('Add Protection Plus'));
    expect(card.container.querySelector('[part=base]')?.getAttribute('data-state')).toBe('offered');
  });
});

describe('the insurance terms (back-office §2, §9: 2 pages)', () => {
  it('open from the card with the service’s figures; Next and Back move between the pages; Close returns focus', async () => {
    const card = renderCard(pricedSession());
    await vi.waitFor(() => card.button('Read the terms'));
    card.button('Read the terms').click();
    await vi.waitFor(() => expect(card.dialogTitle()).toBe('Protection Plus terms'));
    const page = () => card.container.querySelector('[part=terms-page]');
    expect(page()?.getAttribute('data-page')).toBe('1');
    expect(card.text(`.${insuranceDialogsClasses.termsPageNumber}`)).toBe('Page 1 of 2');
    expect(page()?.textContent).toContain('It covers goods worth up to £50,000 in total for this move.');
    expect(page()?.textContent).toContain('It costs 1.5% of the value of your goods, and at least £15.');
    expect(page()?.textContent).toContain('The first £100 of each claim is not paid: this is the excess.');
    card.button('Next').click();
    await vi.waitFor(() => expect(page()?.getAttribute('data-page')).toBe('2'));
    expect(card.text(`.${insuranceDialogsClasses.termsPageNumber}`)).toBe('Page 2 of 2');
    expect(card.focused()?.textContent).toBe('What is not covered');
    await vi.waitFor(() => expect(card.spoken()).toBe('Page 2 of 2'));
    expect(page()?.querySelectorAll('li').length).toBe(9);
    card.button('Back').click();
    await vi.waitFor(() => expect(page()?.getAttribute('data-page')).toBe('1'));
    expect(card.focused()?.textContent).toBe('What is covered');
    card.button('Next').click();
    await vi.waitFor(() => card.button('Close'));
    [...card.container.querySelectorAll<HTMLButtonElement>(`dialog[open] .${insuranceDialogsClasses.termsFoot} button`)]
      .find((element) => element.textContent === 'Close')
      ?.click();
    await vi.waitFor(() => expect(card.container.querySelector('dialog[open]')).toBeNull());
  });

  it('in Spanish, with the international figures for a border crossing', async () => {
    const card = renderCard(pricedSession({ delivery_address_data: at('FR') }), 'es-ES');
    await vi.waitFor(() => card.button('Leer las condiciones'));
    card.button('Leer las condiciones').click();
    await vi.waitFor(() => expect(card.dialogTitle()).toBe('Condiciones de Protection Plus'));
    const text = card.container.querySelector('[part=terms-page]')?.textContent ?? '';
    expect(text).toContain('Cubre bienes por un valor total de hasta 30.000\u00a0€ en esta mudanza.');
    expect(text).toContain('Tu mudanza cruza una frontera, así que estas son las cifras internacionales.');
    expect(card.text(`.${insuranceDialogsClasses.termsPageNumber}`)).toBe('Página 1 de 2');
  });
});
