/**
 * `prefill`: what a partner knows about the job, as JSON text (the attribute) or an object (the
 * property), on `<hk-quote-flow>` and the pieces that type a field of the job. Checked as typed
 * input: bad JSON is a refused attribute (code `attribute`), a bad field an `hk-error` with code
 * `prefill` naming it, and the rest still applies. The customer never sees those errors.
 */
import { configure, getSession, type MapsApi, type QuoteApi } from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, testResults } from '../../../test/unit/dom.js';
import { addressPickerElement } from '../src/address-picker/address-picker.element.js';
import { defineElements } from '../src/define.js';
import { itemPickerElement } from '../src/item-picker/item-picker.element.js';
import { priceCalendarElement } from '../src/price-calendar/price-calendar.element.js';
import { quoteFlowElement } from '../src/quote-flow/quote-flow.element.js';
import { mount, watchWarnings } from './conformance.js';

const [quoteFlow = '', itemPicker = '', addressPicker = '', priceCalendar = ''] = defineElements(
  [quoteFlowElement, itemPickerElement, addressPickerElement, priceCalendarElement],
  { prefix: 'pf' },
);

const LEEDS = { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 };
const YORK = { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 };
const SOFA = testResults[0]?.item_set[0];

let count = 0;
/** A session of its own with the test catalogue (the sofa is item 1) and a maps port that routes. */
function session() {
  const key = `pf-${++count}`;
  const api: QuoteApi = {
    ...fakeQuoteApi(),
    getItem: vi.fn(async (id) => {
      if (Number(id) !== 1 || !SOFA) throw Object.assign(new Error('404'), { code: 'notFound' });
      return SOFA;
    }),
    logDirections: vi.fn(async () => undefined),
  };
  const maps = {
    geocode: vi.fn(async () => []),
    getDirections: vi.fn(async () => ({ geometry: [], distanceMetres: 40_000, durationSeconds: 2_400 })),
  } as unknown as MapsApi;
  configure({ drafts: false, api, maps }, key);
  return key;
}

/** Every hk-error the document hears, by detail. */
function errors() {
  const heard: CustomEvent[] = [];
  const listen = (event: Event) => heard.push(event as CustomEvent);
  document.addEventListener('hk-error', listen);
  return {
    details: () => heard.map((event) => event.detail),
    stop: () => document.removeEventListener('hk-error', listen),
  };
}

const itemNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part=item]')].map((row) => row.querySelector('span')?.firstChild?.textContent?.trim());
const quantities = (key: string) =>
  (getSession(key).$listing.get().move_items ?? []).map((item) => `${item.quantity} × ${item.name}`);

let warnings: ReturnType<typeof watchWarnings>;
let heard: ReturnType<typeof errors>;
afterEach(() => {
  warnings?.stop();
  heard?.stop();
});

describe('prefill on <hk-quote-flow>', () => {
  it('the attribute’s JSON fills the items step: the items and the addresses show, and the route follows', async () => {
    const key = session();
    const prefill = JSON.stringify({
      category: 'furniture',
      items: [{ id: 1, quantity: 2 }, { name: 'Large box' }],
      pickup: LEEDS,
      delivery: YORK,
      email: 'ana@example.com',
    });
    const { root } = await mount(quoteFlow, { session: key, prefill });
    await vi.waitFor(() => expect(itemNames(root)).toEqual(['3-seat sofa', 'Large box']));
    expect(quantities(key)).toEqual(['2 × 3-seat sofa', '1 × Large box']);
    const boxes = () => [...root.querySelectorAll<HTMLInputElement>('[part~=control]')].map((input) => input.value);
    await vi.waitFor(() =>
      expect(boxes()).toEqual(expect.arrayContaining([LEEDS.formatted_address, YORK.formatted_address])),
    );
    await vi.waitFor(() => expect(getSession(key).$listing.get().distance).toBeGreaterThan(0));
    expect(getSession(key).$listing.get().user_info).toEqual({ email: 'ana@example.com' });
    expect(getSession(key).$context.get().category).toBe('furniture');
  });

  it('the property takes the object; the same content set again is not applied twice', async () => {
    const key = session();
    const element = document.createElement(quoteFlow) as HTMLElement & { prefill?: unknown };
    element.setAttribute('session', key);
    element.prefill = { items: [{ id: 1 }] };
    document.body.append(element);
    const root = element.shadowRoot as ShadowRoot;
    await vi.waitFor(() => expect(itemNames(root)).toEqual(['3-seat sofa']));
    expect(element.prefill).toEqual({ items: [{ id: 1 }] });
    expect(element.hasAttribute('prefill')).toBe(false);
    // The customer takes the sofa off; a re-render hands the same content in a new object.
    const [sofa] = getSession(key).$listing.get().move_items ?? [];
    getSession(key).removeItem(sofa?.fake_id ?? '');
    element.prefill = { items: [{ id: 1 }] };
    element.setAttribute('theme', 'dark');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(quantities(key)).toEqual([]);
  });

  it('text that is not JSON is a refused attribute: a console warning and hk-error code attribute, nothing for the customer', async () => {
    warnings = watchWarnings();
    heard = errors();
    const { root } = await mount(quoteFlow, { session: session(), prefill: '{items: [sofa]}' });
    await vi.waitFor(() =>
      expect(heard.details()).toContainEqual({
        code: 'attribute',
        attribute: 'prefill',
        message: 'prefill: “{items: [sofa]}” is not valid JSON',
      }),
    );
    expect(warnings.said('prefill: “{items: [sofa]}” is not valid JSON')).toBe(true);
    await vi.waitFor(() => expect(root.querySelector('[part=flow]')).not.toBeNull());
    expect(root.textContent).not.toContain('prefill');
    expect(root.querySelector('[role=alert]')).toBeNull();
  });

  it('JSON that is not an object is refused whole', async () => {
    heard = errors();
    warnings = watchWarnings();
    await mount(quoteFlow, { session: session(), prefill: '[{"id": 1}]' });
    await vi.waitFor(() =>
      expect(heard.details()).toContainEqual({
        code: 'attribute',
        attribute: 'prefill',
        message: 'prefill: it is not a JSON object',
      }),
    );
  });

  it('a bad field: hk-error code prefill naming it, a console warning, and the rest applied', async () => {
    const key = session();
    heard = errors();
    warnings = watchWarnings();
    const prefill = JSON.stringify({
      items: [{ id: 1 }, { name: 'Large box', quantity: 0 }, { id: 99 }],
      pickup: LEEDS,
      email: 'ana@example',
    });
    const { root } = await mount(quoteFlow, { session: key, prefill });
    await vi.waitFor(() => expect(itemNames(root)).toEqual(['3-seat sofa']));
    await vi.waitFor(() =>
      expect(heard.details().filter((detail) => detail.code === 'prefill')).toEqual([
        {
          code: 'prefill',
          attribute: 'prefill',
          message: 'prefill.items[1].quantity: 0 is not a whole number from 1 to 99,999',
        },
        {
          code: 'prefill',
          attribute: 'prefill',
          message: 'prefill.email: "ana@example" is not a valid email address',
        },
        { code: 'prefill', attribute: 'prefill', message: 'prefill.items[2].id: 99 is no item of the catalogue' },
      ]),
    );
    expect(getSession(key).$listing.get().pickup_address_data).toEqual(LEEDS);
    expect(warnings.said('<pf-quote-flow> prefill.items[1].quantity: 0 is not a whole number')).toBe(true);
    expect(root.textContent).not.toContain('prefill');
    expect(root.textContent).not.toContain('is not a valid email address');
  });

  it('a category attribute wins over the prefill’s', async () => {
    const key = session();
    const { root } = await mount(quoteFlow, {
      session: key,
      category: 'house-move',
      prefill: '{"category": "piano"}',
    });
    await vi.waitFor(() => expect(root.querySelector('[part=flow-title]')?.textContent).toBe('Your move'));
    expect(getSession(key).$context.get().category).toBe('house-move');
  });
});

describe('prefill on the pieces: each applies the fields typed in it', () => {
  it('<hk-item-picker> (property) shows the items and leaves the addresses to the address picker', async () => {
    const key = session();
    const element = document.createElement(itemPicker) as HTMLElement & { prefill?: unknown };
    element.setAttribute('session', key);
    element.prefill = { items: [{ name: '3-seat sofa', quantity: 3 }], pickup: LEEDS };
    document.body.append(element);
    const root = element.shadowRoot as ShadowRoot;
    await vi.waitFor(() => expect(itemNames(root)).toEqual(['3-seat sofa']));
    expect(quantities(key)).toEqual(['3 × 3-seat sofa']);
    expect(getSession(key).$listing.get().pickup_address_data).toBeUndefined();
    // The address picker of the same session, given the same prefill, sets the addresses.
    const addresses = await mount(addressPicker, {
      session: key,
      prefill: JSON.stringify({ pickup: LEEDS, delivery: YORK }),
    });
    await vi.waitFor(() =>
      expect(
        [...addresses.root.querySelectorAll<HTMLInputElement>('[part~=control]')].map((input) => input.value),
      ).toEqual([LEEDS.formatted_address, YORK.formatted_address]),
    );
    expect(quantities(key)).toEqual(['3 × 3-seat sofa']);
  });

  it('<hk-price-calendar> keeps the e-mail for the email ask', async () => {
    const key = session();
    await mount(priceCalendar, { session: key, prefill: '{"email": " ana@example.com "}' });
    await vi.waitFor(() => expect(getSession(key).$listing.get().user_info).toEqual({ email: 'ana@example.com' }));
  });

  it('a property set before the tag is defined is applied when it is', async () => {
    const key = session();
    const prefix = `pfup${++count}`;
    const element = document.createElement(`${prefix}-item-picker`) as HTMLElement & { prefill?: unknown };
    element.setAttribute('session', key);
    element.prefill = { items: [{ id: 1 }] };
    document.body.append(element);
    defineElements([itemPickerElement], { prefix });
    expect(Object.hasOwn(element, 'prefill')).toBe(false);
    expect(element.prefill).toEqual({ items: [{ id: 1 }] });
    await vi.waitFor(() => expect(quantities(key)).toEqual(['1 × 3-seat sofa']));
  });

  it('setting the property to text sets the attribute; null removes it', async () => {
    const element = document.createElement(itemPicker) as HTMLElement & { prefill?: unknown };
    element.prefill = '{"items": []}';
    expect(element.getAttribute('prefill')).toBe('{"items": []}');
    expect(element.prefill).toBe('{"items": []}');
    element.prefill = null;
    expect(element.hasAttribute('prefill')).toBe(false);
    expect(element.prefill).toBeUndefined();
  });
});
