/**
 * Events come from the session, not from view callbacks (docs/architecture.md): a connected element
 * emits hk-change on every listing change (also a restored draft), hk-price-loaded, hk-proceed,
 * and the session's reports as hk-error with a severity or hk-page-view — once per change, even
 * with two elements on one session.
 */
import {
  configure,
  createDraftStore,
  createMemoryStorage,
  getQuoteSession,
  getSession,
  type QuoteApi,
  withStepFlow,
} from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import { defineElements } from '../src/define.js';
import { itemPickerElement } from '../src/item-picker/item-picker.element.js';

const [tag = ''] = defineElements([itemPickerElement], { prefix: 'ev' });
const heard: Record<string, CustomEvent[]> = {};
const listen = (name: string) => {
  heard[name] = [];
  const handler = (event: Event) => heard[name]?.push(event as CustomEvent);
  document.addEventListener(name, handler);
  return () => document.removeEventListener(name, handler);
};
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function mount(session: string) {
  const element = document.createElement(tag);
  element.setAttribute('session', session);
  document.body.append(element);
  return element;
}

/** Waits until `count` elements of a session have their views, so the session's events have speakers. */
async function connected(session: string, count: number) {
  const hosts = Symbol.for('haulkit.event-hosts@1');
  await vi.waitFor(() =>
    expect((getSession(session) as unknown as Record<symbol, unknown[]>)[hosts]?.length).toBe(count),
  );
}

const sofaResult = {
  name: '3 seater sofa',
  item_set: [{ item_id: 212, name: '3 seater sofa', width: 210, height: 85, depth: 95, weight: 55, qty: 1 }],
};

describe('session events', () => {
  it('a change made through the session (not the view) reaches the host once, with two elements', async () => {
    stops.push(listen('hk-change'));
    configure({ api: fakeQuoteApi() }, 'pair-events');
    mount('pair-events');
    mount('pair-events');
    await vi.waitFor(() => expect(document.querySelectorAll(tag)).toHaveLength(2));
    await connected('pair-events', 2);
    getSession('pair-events').addSearchResult(sofaResult);
    await vi.waitFor(() => expect(heard['hk-change']).toHaveLength(1));
    const event = heard['hk-change']?.[0];
    expect(event?.bubbles && event.composed).toBe(true);
    expect(event?.detail.move_items).toMatchObject([{ name: '3 seater sofa', quantity: 1 }]);
  });

  it('a restored draft is announced with one hk-change when the element connects', async () => {
    stops.push(listen('hk-change'));
    const storage = createMemoryStorage();
    createDraftStore({ storage }).save('restored', {
      move_items: [{ ...sofaResult.item_set[0], quantity: 2, fake_id: 'x' }],
    } as never);
    getQuoteSession('restored', { storage });
    mount('restored');
    await vi.waitFor(() => expect(heard['hk-change']).toHaveLength(1));
    expect(heard['hk-change']?.[0]?.detail.move_items).toMatchObject([{ quantity: 2 }]);
    mount('restored');
    await connected('restored', 2);
    expect(heard['hk-change']).toHaveLength(1);
  });

  it('prices arriving emit hk-price-loaded; proceeding emits hk-proceed with the pre_listing_id', async () => {
    stops.push(listen('hk-price-loaded'), listen('hk-proceed'));
    const savePrelisting: QuoteApi['savePrelisting'] = async () => ({
      prices: { '2030-03-04': 120, '2030-03-01': 99 },
      lowest_price: 99,
    });
    const session = getQuoteSession('priced', { api: { ...fakeQuoteApi(), savePrelisting }, drafts: false });
    mount('priced');
    await connected('priced', 1);
    session.experimentsFetched();
    await session.settled();
    await vi.waitFor(() => expect(heard['hk-price-loaded']).toHaveLength(1));
    expect(heard['hk-price-loaded']?.[0]?.detail).toEqual({
      lowest_price: 99,
      dates: { first: '2030-03-01', last: '2030-03-04' },
    });
    session.proceed();
    await vi.waitFor(() => expect(heard['hk-proceed']).toHaveLength(1));
    const id = session.$listing.get().pre_listing_id;
    expect(id).toMatch(/^\d+$/);
    expect(heard['hk-proceed']?.[0]?.detail).toMatchObject({ pre_listing_id: id, listing: { lowest_price: 99 } });
  });

  it('each go-to-step request emits hk-go-to-step once with its step and section', async () => {
    stops.push(listen('hk-go-to-step'));
    const session = getQuoteSession('steps', { context: { category: 'house-move' }, drafts: false });
    mount('steps');
    mount('steps');
    await connected('steps', 2);
    session.goToStep('items');
    session.goToStep('items');
    session.goToStep('insurance');
    await vi.waitFor(() => expect(heard['hk-go-to-step']).toHaveLength(3));
    expect(heard['hk-go-to-step']?.map((event) => event.detail)).toEqual([
      { step: 'listing-inventory', section: 'items' },
      { step: 'listing-inventory', section: 'items' },
      { step: 'listing-price-options', section: 'insurance' },
    ]);
  });

  it("the session's reports reach the host as hk-error with a severity and hk-page-view", async () => {
    stops.push(listen('hk-error'), listen('hk-page-view'));
    const savePrelisting: QuoteApi['savePrelisting'] = async () =>
      Promise.reject(Object.assign(new Error('down'), { code: 'server', data: { errors: { common: ['down'] } } }));
    const session = getQuoteSession('failing', { api: { ...fakeQuoteApi(), savePrelisting }, drafts: false });
    mount('failing');
    await connected('failing', 1);
    session.experimentsFetched();
    await session.settled();
    await vi.waitFor(() => expect(heard['hk-page-view']).toHaveLength(1));
    expect(heard['hk-error']?.map((event) => event.detail)).toEqual([
      { code: 'server', message: 'No price options', severity: 'info' },
    ]);
    expect(heard['hk-page-view']?.[0]?.detail).toEqual({ page: 'price-error' });
  });

  it.each([
    [
      'with its parent hash',
      { parentHash: 'abc123' },
      { isAdmin: false },
      [{ page: 'listing-inventory', parentHash: 'abc123' }],
    ],
    ['without a parent hash, the page alone', {}, { isAdmin: false }, [{ page: 'listing-inventory' }]],
    ['none for an admin (not redirected)', { parentHash: 'abc123' }, { isAdmin: true }, []],
  ])(
    'a converted furniture listing sent on to the inventory is an hk-page-view of its step, %s (§2)',
    async (label, fields, context, expected) => {
      stops.push(listen('hk-page-view'));
      const key = `converted-${label.replace(/\W+/g, '-')}`;
      const session = withStepFlow(
        getQuoteSession(key, { drafts: false, context: { category: 'furniture', ...context } }),
      );
      session.update((state) => ({
        ...state,
        listing: { move_items: [], isConvertedFromHouseMoveToFurniture: true, ...fields },
      }));
      mount(key);
      await connected(key, 1);
      session.startFlow();
      session.startFlow();
      expect(heard['hk-page-view']?.map((event) => event.detail)).toEqual(expected);
    },
  );
});
