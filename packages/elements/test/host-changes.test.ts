/**
 * An element's events tell what happened inside it (the customer did something, a service
 * answered); a change the host page made itself raises none: the partner (`partner-id`,
 * `partner-listing-id`), another `session`, a `prefill`. The host reads what it led to from the
 * element's read-only `listing`, and what the customer does next is heard as before, with the
 * host's change in it.
 */
import {
  configure,
  createDraftStore,
  createMemoryStorage,
  type FurnitureDefaults,
  getQuoteSession,
  getSession,
  type QuoteApi,
} from '@haulkit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, testResults } from '../../../test/unit/dom.js';
import { defineElements } from '../src/define.js';
import { itemPickerElement } from '../src/item-picker/item-picker.element.js';
import { priceCalendarElement } from '../src/price-calendar/price-calendar.element.js';
import { quoteFlowElement } from '../src/quote-flow/quote-flow.element.js';
import { mount } from './conformance.js';

const [itemPicker = '', quoteFlow = '', priceCalendar = ''] = defineElements(
  [itemPickerElement, quoteFlowElement, priceCalendarElement],
  { prefix: 'hc' },
);

/** An element as the host page reads it: its properties, and the read-only listing. */
type Host = HTMLElement & Record<string, unknown> & { readonly listing?: Record<string, unknown> };

const EVENTS = ['hk-change', 'hk-error', 'hk-price-loaded', 'hk-go-to-step', 'hk-proceed', 'hk-page-view'];
let heard: CustomEvent[] = [];
const hear = (event: Event) => heard.push(event as CustomEvent);
beforeEach(() => {
  heard = [];
  for (const name of EVENTS) document.addEventListener(name, hear);
});
afterEach(() => {
  for (const name of EVENTS) document.removeEventListener(name, hear);
});

const sofaResult = {
  name: '3 seater sofa',
  item_set: [{ item_id: 212, name: '3 seater sofa', width: 210, height: 85, depth: 95, weight: 55, qty: 1 }],
};

let count = 0;
/** A session of its own, keeping no draft, whose catalogue has furniture defaults and the sofa as item 1. */
function session(prefix: string) {
  const key = `${prefix}-${++count}`;
  const defaults = {
    'Living room': [testResults[0]?.item_set[0]],
    'Boxes and packing': [testResults[2]?.item_set[0]],
  } as unknown as FurnitureDefaults;
  const api: QuoteApi = {
    ...fakeQuoteApi(),
    getFurnitureDefaults: vi.fn(async () => defaults),
    getItem: vi.fn(async () => testResults[0]?.item_set[0] as never),
  };
  configure({ drafts: false, api }, key);
  return key;
}

/** Lets the element's lazy parts and the session's effects run (preact paints before its effects). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** The element's view is in and connected to its session. */
async function up(tag: string, attributes: Record<string, string>) {
  const { element } = await mount(tag, attributes);
  const host = element as Host;
  await vi.waitFor(() => expect(host.listing).toBeDefined());
  await settle();
  return host;
}

/** The customer adds an item; the host hears it, with what the host's change left in the listing. */
async function customerAdds(host: Host, key: string) {
  const before = heard.length;
  getSession(key).addSearchResult(sofaResult);
  await vi.waitFor(() => expect(heard.slice(before).map((event) => event.type)).toEqual(['hk-change']));
  const [event] = heard.slice(before);
  expect(event?.target).toBe(host);
  expect(event?.detail).toBe(getSession(key).$listing.get());
  expect(host.listing).toBe(event?.detail);
  return event?.detail as Record<string, unknown>;
}

describe.each([
  ['hk-item-picker', itemPicker],
  ['hk-quote-flow', quoteFlow],
])('<%s>: the partner the host sets', (_name, tag) => {
  it('partner-id and partner-listing-id, at first and set later, go on the listing with no event; the listing property reads them', async () => {
    const key = session('hc-partner');
    const host = await up(tag, { session: key, 'partner-id': '2', 'partner-listing-id': 'gt-1' });
    await vi.waitFor(() => expect(host.listing?.partner).toEqual({ id: 2, listing_id: 'gt-1' }));
    host.partnerId = '3';
    await vi.waitFor(() => expect(host.listing?.partner).toEqual({ id: 3, listing_id: 'gt-1' }));
    host.setAttribute('partner-listing-id', 'gt-2');
    await vi.waitFor(() => expect(host.listing?.partner).toEqual({ id: 3, listing_id: 'gt-2' }));
    await settle();
    expect(heard.map((event) => event.type)).toEqual([]);
    expect(host.listing).toBe(getSession(key).$listing.get());
    // Read-only: the host cannot set it.
    expect(() => {
      (host as Record<string, unknown>).listing = {};
    }).toThrow(TypeError);
    expect((await customerAdds(host, key)).partner).toEqual({ id: 3, listing_id: 'gt-2' });
  });
});

describe.each([
  ['hk-item-picker', itemPicker],
  ['hk-quote-flow', quoteFlow],
  ['hk-price-calendar', priceCalendar],
])('<%s>: another session the host sets', (_name, tag) => {
  it('the new session’s listing is no event (nor is the old one’s); listing reads it; the new session’s changes are heard', async () => {
    const first = session('hc-from');
    const second = session('hc-to');
    getQuoteSession(second).update((state) => ({
      ...state,
      listing: { ...state.listing, move_items: [{ name: 'Armchair', quantity: 2, fake_id: 'armchair' }] as never },
    }));
    const host = await up(tag, { session: first });
    expect(heard.map((event) => event.type)).toEqual([]);
    host.session = second;
    await vi.waitFor(() => expect(host.listing).toBe(getSession(second).$listing.get()));
    await settle();
    expect(heard.map((event) => event.type)).toEqual([]);
    // What happens to the old session is no longer this element's to tell.
    getSession(first).addSearchResult(sofaResult);
    await settle();
    expect(heard.map((event) => event.type)).toEqual([]);
    const listing = await customerAdds(host, second);
    expect((listing.move_items as { name: string }[]).map((item) => item.name)).toEqual(['Armchair', '3 seater sofa']);
  });

  it('a saved draft of the new session, restored as the element moves to it, is no event either', async () => {
    const first = session('hc-from');
    const second = `hc-draft-${++count}`;
    const storage = createMemoryStorage();
    createDraftStore({ storage }).save(second, {
      move_items: [{ ...sofaResult.item_set[0], quantity: 2, fake_id: 'x' }],
    } as never);
    const host = await up(tag, { session: first });
    configure({ storage, api: fakeQuoteApi() }, second);
    host.session = second;
    await vi.waitFor(() =>
      expect((host.listing?.move_items as { quantity: number }[] | undefined)?.[0]?.quantity).toBe(2),
    );
    await settle();
    expect(heard.map((event) => event.type)).toEqual([]);
    await customerAdds(host, second);
  });
});

describe.each([
  ['hk-quote-flow', quoteFlow],
  ['hk-price-calendar', priceCalendar],
])('<%s>: a prefill the host sets', (_name, tag) => {
  it('given at first (the attribute) or later (the property), it fills the job with no event; listing reads it', async () => {
    const key = session('hc-prefill');
    const host = await up(tag, { session: key, prefill: '{"email":"ana@example.com"}' });
    await vi.waitFor(() => expect(host.listing?.user_info).toEqual({ email: 'ana@example.com' }));
    await settle();
    expect(heard.map((event) => event.type)).toEqual([]);

    // A later prefill on a fresh session (a prefill applies once per session) fills it too, quietly.
    const next = session('hc-prefill-next');
    host.session = next;
    host.prefill = { email: 'bea@example.com' };
    await vi.waitFor(() => expect(host.listing?.user_info).toEqual({ email: 'bea@example.com' }));
    await settle();
    expect(heard.map((event) => event.type)).toEqual([]);
    expect((await customerAdds(host, next)).user_info).toEqual({ email: 'bea@example.com' });
  });

  it('a prefill set after the element is up fills the job it left empty, with no event', async () => {
    const key = session('hc-prefill-later');
    const host = await up(tag, { session: key });
    host.prefill = { email: 'cy@example.com' };
    await vi.waitFor(() => expect(host.listing?.user_info).toEqual({ email: 'cy@example.com' }));
    await settle();
    expect(heard.map((event) => event.type)).toEqual([]);
    expect((await customerAdds(host, key)).user_info).toEqual({ email: 'cy@example.com' });
  });
});
