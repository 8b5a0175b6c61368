/**
 * A partner's prefill applied to a session (prefillSession): through the customer's own actions
 * (items as a search result joins, addresses as the address picker sets them, the e-mail where the
 * email ask puts it), once per session, and never over what the customer typed or a restored
 * draft of the session holds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Address,
  createDraftStore,
  createMemoryStorage,
  getSession,
  HaulkitError,
  type ItemSearchResult,
  type MapsApi,
  type PrefillOptions,
  prefillSession,
  type QuoteApi,
  type QuotePrefillInput,
  type QuoteSession,
  resetSessions,
  withQuoteBase,
} from '../../src/index.js';
import { NOW } from './fixtures.js';

afterEach(() => resetSessions());

const SOFA = { item_id: 102, name: '3-seat sofa', width: 210, height: 85, depth: 82, weight: 55, qty: 1 };
const ARMCHAIR = { item_id: 107, name: 'Armchair', width: 85, height: 90, depth: 85, weight: 25, qty: 1 };
const CATALOGUE = new Map<unknown, typeof SOFA>([
  [102, SOFA],
  [107, ARMCHAIR],
]);
/** What the item search answers: each name, and a set of two chairs. */
const RESULTS: ItemSearchResult[] = [
  { name: '3-seat sofa', item_set: [SOFA] },
  { name: 'Armchair', item_set: [ARMCHAIR] },
  { name: 'Pair of armchairs', item_set: [{ ...ARMCHAIR, qty: 2 }] },
];
const LONDON: Address = { formatted_address: 'London SW1A 2AA, UK', latitude: 51.5034, longitude: -0.1276 };
const LEEDS: Address = { formatted_address: 'Leeds LS1 1UR, UK', latitude: 53.7965, longitude: -1.5478 };

/** A quote port with the catalogue above (the id lookup and the search); nothing else is called. */
function catalogueApi(): QuoteApi {
  return {
    getItem: vi.fn(async (id: unknown) => {
      const found = CATALOGUE.get(Number(id));
      if (!found) throw new HaulkitError('notFound', `GET /ng/get_item?item_id=${String(id)} answered 404`);
      return found;
    }),
    searchItems: vi.fn(async ({ name }: { name: string }) =>
      RESULTS.filter((result) => result.name.toLowerCase().includes(name.trim().toLowerCase())),
    ),
    logDirections: async () => undefined,
  } as unknown as QuoteApi;
}

/** A maps port that finds Leeds for "LS1 1UR" and nothing else, and drives 190 miles between any two points. */
function mapsApi(): MapsApi {
  return {
    geocode: vi.fn(async (request: { address?: string }) => (request.address?.includes('LS1') ? [LEEDS] : [])),
    getDirections: vi.fn(async () => ({ geometry: [], distanceMetres: 305_775, durationSeconds: 12_600 })),
  } as unknown as MapsApi;
}

let count = 0;
/** A fresh flow session with the ports above, keeping no draft. */
function freshSession(key = `prefill-${++count}`) {
  return withQuoteBase(
    getSession(key, { drafts: false, api: catalogueApi(), maps: mapsApi(), now: () => NOW.getTime() }),
  );
}

/** prefillSession, with the fields of the refused parts. */
async function prefill(
  session: QuoteSession,
  input: QuotePrefillInput | Record<string, unknown>,
  options?: PrefillOptions,
) {
  const outcome = await prefillSession(session, input, options);
  return { ...outcome, refused: outcome.issues.map((issue) => issue.field) };
}

const names = (session: QuoteSession) =>
  (session.$listing.get().move_items ?? []).map((item) => `${item.quantity} × ${item.name}`);

describe('a prefill fills an empty job through the customer’s own actions', () => {
  it.each([
    ['a catalogue item by id', { items: [{ id: 102, quantity: 2 }] }, ['2 × 3-seat sofa']],
    ['a catalogue item by its exact name (any case)', { items: [{ name: 'ARMCHAIR', quantity: 3 }] }, ['3 × Armchair']],
    [
      'an item set by name, each of its items that many times',
      { items: [{ name: 'Pair of armchairs', quantity: 2 }] },
      ['4 × Armchair'],
    ],
    [
      'a custom item from its sizes, in the order given',
      { items: [{ name: 'Desk', width: 120, height: 75, depth: 60, weight: 30, quantity: 2 }, { id: 107 }] },
      ['2 × Desk', '1 × Armchair'],
    ],
    [
      'the same item twice, merged as a search result is',
      { items: [{ id: 102 }, { name: '3-seat sofa' }] },
      ['2 × 3-seat sofa'],
    ],
  ])('%s', async (_name, input, expected) => {
    const session = freshSession();
    const outcome = await prefill(session, input);
    expect(outcome).toMatchObject({ applied: ['items'], kept: [], refused: [] });
    expect(names(session)).toEqual(expected);
  });

  it('a custom item is the customer’s own, with its sizes kept as typed', async () => {
    const session = freshSession();
    await prefill(session, {
      items: [{ name: 'Desk', width: 4, height: 2.5, depth: 2, weight: 60, dimension_unit: 'ft', weight_unit: 'lbs' }],
    });
    expect(session.$listing.get().move_items?.[0]).toMatchObject({
      name: 'Desk',
      customerItem: true,
      width: 4,
      dimension_unit: 'ft',
      weight_unit: 'lbs',
      quantity: 1,
    });
  });

  it('addresses: one with coordinates as it is, the text of one looked up; the route follows', async () => {
    const session = freshSession();
    const outcome = await prefill(session, { pickup: LONDON, delivery: 'LS1 1UR' });
    expect(outcome).toMatchObject({ applied: ['pickup', 'delivery'], refused: [] });
    const listing = session.$listing.get();
    expect(listing.pickup_address_data).toEqual(LONDON);
    expect(listing.delivery_address_data).toMatchObject({ formatted_address: 'Leeds LS1 1UR, UK', latitude: 53.7965 });
    await vi.waitFor(() => expect(session.$listing.get().distance).toBe(190));
  });

  it('the e-mail goes where the email ask keeps it, beside the user’s other fields', async () => {
    const session = freshSession();
    session.update((state) => ({ ...state, listing: { ...state.listing, user_info: { user_id: 7 } } }));
    expect(await prefill(session, { email: 'ana@example.com' })).toMatchObject({ applied: ['email'] });
    expect(session.$listing.get().user_info).toEqual({ user_id: 7, email: 'ana@example.com' });
  });

  it('the category becomes the session’s flow category; one the page set (the attribute) wins', async () => {
    const session = freshSession();
    expect(await prefill(session, { category: 'piano' })).toMatchObject({ applied: ['category'] });
    expect(session.$context.get().category).toBe('piano');
    const set = freshSession();
    set.setContext({ category: 'furniture' });
    expect(await prefill(set, { category: 'piano' })).toMatchObject({ applied: [], kept: ['category'] });
    expect(set.$context.get().category).toBe('furniture');
  });

  it('the items join in one change, as one hk-change would tell the page', async () => {
    const session = freshSession();
    const changes = vi.fn();
    const stop = session.$listing.listen(changes);
    await prefill(session, { items: [{ id: 102 }, { id: 107 }, { name: 'Armchair' }] });
    stop();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(names(session)).toEqual(['1 × 3-seat sofa', '2 × Armchair']);
  });
});

describe('a partly bad prefill: the good parts apply, each refused part is named', () => {
  it.each([
    [
      'an id no catalogue item has',
      { items: [{ id: 999 }, { id: 102 }] },
      ['items[0].id'],
      ['1 × 3-seat sofa'],
      'notFound',
    ],
    [
      'a name no catalogue item has',
      { items: [{ name: 'Hot tub' }, { id: 107 }] },
      ['items[0].name'],
      ['1 × Armchair'],
      'notFound',
    ],
    [
      'a quantity of 0 beside a good item',
      { items: [{ id: 102, quantity: 0 }, { id: 107 }] },
      ['items[0].quantity'],
      ['1 × Armchair'],
      'invalid',
    ],
    [
      'a place nobody finds, beside good items',
      { delivery: 'Atlantis', items: [{ id: 102 }] },
      ['delivery'],
      ['1 × 3-seat sofa'],
      'notFound',
    ],
  ])('%s', async (_name, input, refused, items, code) => {
    const session = freshSession();
    const { issues } = await prefillSession(session, input);
    expect(issues.map((issue) => issue.field)).toEqual(refused);
    expect(issues[0]?.code).toBe(code);
    expect(names(session)).toEqual(items);
  });

  it('a failed look-up is told as such, with the service’s code', async () => {
    const session = freshSession();
    vi.mocked(session.$adapters.get().api?.getItem as QuoteApi['getItem']).mockRejectedValueOnce(
      new HaulkitError('network', 'GET /ng/get_item failed'),
    );
    const outcome = await prefill(session, { items: [{ id: 102 }] });
    expect(outcome.issues).toEqual([
      { field: 'items[0].id', code: 'lookupFailed', message: '102 could not be looked up (network)' },
    ]);
    expect(names(session)).toEqual([]);
  });

  it('without a quote port the items are refused, not thrown', async () => {
    const session = withQuoteBase(getSession(`no-api-${++count}`, { drafts: false }));
    const outcome = await prefill(session, { items: [{ name: 'Armchair' }], email: 'ana@example.com' });
    expect(outcome).toMatchObject({ applied: ['email'], issues: [{ field: 'items[0]', code: 'lookupFailed' }] });
  });
});

describe('precedence: what the customer typed wins, and a prefill applies once per session', () => {
  it('a restored draft of the session wins, field by field: its items and pickup stay, the empty delivery is filled', async () => {
    const storage = createMemoryStorage();
    const now = () => NOW.getTime();
    createDraftStore({ storage, now }).save('returning', {
      move_items: [{ name: 'Bookcase', quantity: 1, fake_id: 'bookcase' }],
      pickup_address_data: LEEDS,
    });
    // The prefill arrives as the element mounts, before the draft is read: it waits for it.
    const session = withQuoteBase(getSession('returning', { storage, now, api: catalogueApi(), maps: mapsApi() }));
    const outcome = await prefill(session, { items: [{ id: 102 }], pickup: LONDON, delivery: LONDON });
    expect(outcome).toMatchObject({ applied: ['delivery'], kept: ['items', 'pickup'] });
    expect(names(session)).toEqual(['1 × Bookcase']);
    expect(session.$listing.get().pickup_address_data).toEqual(LEEDS);
    expect(session.$listing.get().delivery_address_data).toEqual(LONDON);
  });

  it('items the customer added while the prefill’s were looked up win', async () => {
    const session = freshSession();
    const pending = prefill(session, { items: [{ id: 102 }] });
    await session.ready;
    session.addSearchResult({ name: 'Armchair', item_set: [ARMCHAIR] });
    expect(await pending).toMatchObject({ applied: [], kept: ['items'] });
    expect(names(session)).toEqual(['1 × Armchair']);
  });

  it('applies once: the same value again (a re-render, the attribute set again) changes nothing', async () => {
    const session = freshSession();
    const input = { items: [{ id: 102 }], email: 'ana@example.com' };
    expect(await prefill(session, input)).toMatchObject({ applied: ['items', 'email'] });
    // The customer takes the sofa off: the prefill does not put it back.
    const [sofa] = session.$listing.get().move_items ?? [];
    session.removeItem(sofa?.fake_id ?? '');
    expect(await prefill(session, input)).toMatchObject({ applied: [], kept: ['items', 'email'] });
    expect(names(session)).toEqual([]);
  });

  it('a changed value on the same session keeps what the first one gave; a field not offered before still applies', async () => {
    const session = freshSession();
    await prefill(session, { items: [{ id: 102 }] });
    expect(await prefill(session, { items: [{ id: 107 }], pickup: LONDON })).toMatchObject({
      applied: ['pickup'],
      kept: ['items'],
    });
    expect(names(session)).toEqual(['1 × 3-seat sofa']);
  });

  it('a changed value on a fresh session applies', async () => {
    await prefill(freshSession('listing'), { items: [{ id: 102 }] });
    resetSessions();
    const fresh = freshSession('listing');
    expect(await prefill(fresh, { items: [{ id: 107 }] })).toMatchObject({ applied: ['items'] });
    expect(names(fresh)).toEqual(['1 × Armchair']);
  });

  it('each piece applies its own fields, and the fields another piece applied are not applied twice', async () => {
    const session = freshSession();
    const input = { items: [{ id: 102 }], pickup: LONDON, delivery: LEEDS };
    const [picker, addresses] = await Promise.all([
      prefill(session, input, { fields: ['items', 'category'] }),
      prefill(session, input, { fields: ['pickup', 'delivery', 'category'] }),
    ]);
    expect(picker).toMatchObject({ applied: ['items'], kept: [] });
    expect(addresses).toMatchObject({ applied: ['pickup', 'delivery'], kept: [] });
    expect(await prefill(session, input)).toMatchObject({ applied: [], kept: ['items', 'pickup', 'delivery'] });
    expect(names(session)).toEqual(['1 × 3-seat sofa']);
  });
});

describe('the refused parts are named as the partner wrote them', () => {
  it('an item refused by its rule and one nothing answers to keep their places in the list', async () => {
    const session = freshSession();
    const outcome = await prefill(session, {
      items: [{ id: 102 }, { id: 107, quantity: 0 }, { id: 999 }, { id: 107 }],
    });
    expect(outcome.refused).toEqual(['items[1].quantity', 'items[2].id']);
    expect(names(session)).toEqual(['1 × 3-seat sofa', '1 × Armchair']);
  });

  it('a prefill withdrawn before the session’s draft was read applies nothing and leaves its fields free', async () => {
    const storage = createMemoryStorage();
    const session = withQuoteBase(getSession('withdrawn', { storage, api: catalogueApi(), maps: mapsApi() }));
    const stop = new AbortController();
    const first = prefill(session, { items: [{ id: 102 }] }, { signal: stop.signal });
    stop.abort();
    expect(await first).toMatchObject({ applied: [], kept: [] });
    expect(await prefill(session, { items: [{ id: 107 }] })).toMatchObject({ applied: ['items'] });
    expect(names(session)).toEqual(['1 × Armchair']);
  });
});
