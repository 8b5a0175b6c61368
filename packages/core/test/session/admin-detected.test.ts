import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  getQuoteSession,
  type Listing,
  omitFields,
  type QuoteApi,
  type QuoteContext,
  resetSessions,
  type SignedInUser,
  quoteTransitions as t,
  timeSliderView,
  trackerFor,
} from '../../src/index.js';
import { furnitureListing, NOW, priceResponse, prices } from './fixtures.js';

// Every rule quote-flow.md §6 lists as different for an admin, in a flow whose admin was detected
// from what the server says (GET who-is-signed-in), never set by the page.

afterEach(() => resetSessions());

const CUSTOMER: SignedInUser = { user: { user_id: 3 } };
const ADMIN: SignedInUser = {
  user: { user_id: 42 },
  adminUser: { user_id: 42, privileges: { price: { override: true, recalculate: true } } },
};

const recalculated = { lowest_price: 111, prices: { '2030-01-14': { standard: { fixed_1: 111, fixed_2: 150 } } } };

/** A quote port answering who is signed in, prices, the new calculation and tracking. */
function portFor(signedIn: SignedInUser | Error) {
  return {
    getSignedInUser: vi.fn(async () => {
      if (signedIn instanceof Error) throw signedIn;
      return signedIn;
    }),
    savePrelisting: vi.fn(async () => priceResponse),
    recalculatePrelisting: vi.fn(async () => recalculated),
    trackEvents: vi.fn(async (_events: readonly object[]) => undefined),
    searchItems: async () => [],
  };
}

/** The furniture listing, with an admin price override on 14 January. */
const withOverride = () =>
  furnitureListing({
    prices: { ...prices, '2030-01-14': { ...prices['2030-01-14'], admin_price: 139 } } as Listing['prices'],
  });
/** A listing with no prices yet, so the flow loads them. */
const unpriced = () => omitFields(furnitureListing(), ['prices', 'lowest_price', 'calendarLabels']);

/** The context a transition of the session gets, at NOW. */
const contextOf = (session: Flow['session']): QuoteContext => ({ ...session.$context.get(), now: NOW });

let keys = 0;
/** A flow's session restored from `listing` at NOW, once its one ask of who is signed in has settled. */
async function flowFor(signedIn: SignedInUser | Error, listing: Listing = withOverride()) {
  keys += 1;
  const key = `admin-${keys}`;
  const storage = createMemoryStorage();
  const now = () => NOW.getTime();
  createDraftStore({ storage, now }).save(key, listing);
  const api = portFor(signedIn);
  const session = getQuoteSession(key, { storage, now, api: api as Partial<QuoteApi> as QuoteApi });
  await session.ready;
  await session.whoIsSignedIn();
  return { session, api };
}

type Flow = Awaited<ReturnType<typeof flowFor>>;

/** A route longer than the 150-mile threshold arrives, with delivery times set. */
const longRoute = ({ session }: Flow) =>
  session.update((state) => ({
    ...state,
    listing: { ...state.listing, distance: 212, delivery_time: 12, delivery_time_end: 16 },
  }));

const RULES: [string, (flow: Flow) => unknown, unknown, unknown, (() => Listing)?][] = [
  [
    'admin price overrides in the calendar',
    ({ session }) => session.$calendar.get().days.find((day) => day.key === '2030-01-14')?.adminPrice,
    null,
    139,
  ],
  ['the e-mail dialog wait', ({ session }) => t.emailModalDelay(contextOf(session).isAdmin), 6000, 0],
  [
    'the long-distance rule keeps time values',
    (flow) => {
      const { listing } = longRoute(flow);
      return [listing.selectedTimeOption ?? null, listing.delivery_time ?? null];
    },
    [null, null],
    ['0800-1200', 12],
  ],
  [
    'the long-distance rule keeps collection and delivery modes',
    (flow) => {
      longRoute(flow);
      return flow.session.$timeSlider.get().collectionOnly;
    },
    true,
    false,
  ],
  [
    'delivery times on the time slider',
    ({ session }) => {
      // The route's driving time and the loading time are known, and the slider is in delivery mode.
      const listing = { ...session.$listing.get(), duration: 9000, estimated_loading_time: 1 };
      const state = { listing, ui: { ...session.$ui.get(), sliderMode: 'delivery' as const } };
      const view = timeSliderView(state, contextOf(session));
      return [view.mode, view.delivery === null];
    },
    ['delivery', true],
    ['delivery', false],
  ],
  [
    'a furniture listing converted from a house move',
    ({ session }) => {
      session.setContext({ category: 'furniture' });
      const state = {
        listing: { ...session.$listing.get(), isConvertedFromHouseMoveToFurniture: true },
        ui: session.$ui.get(),
      };
      return t.flowRedirectOf(state, contextOf(session)) !== null;
    },
    true,
    false,
  ],
  [
    'a new calculation of prices with two options',
    async ({ session, api }) => {
      session.experimentsFetched();
      await session.settled();
      await vi.waitFor(() => expect(session.$ui.get().priceStatus).toBe('loaded'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return [api.recalculatePrelisting.mock.calls.length, session.$listing.get().lowest_price];
    },
    [0, 135],
    [1, 111],
    unpriced,
  ],
  [
    'events logged under the admin id',
    async ({ session, api }) => {
      const tracker = trackerFor(session);
      tracker.track({ event: 'missing_item', action: 'open', term: 'kayak' });
      await tracker.flush();
      return (api.trackEvents.mock.calls[0]?.[0] as { user_id?: string }[] | undefined)?.[0]?.user_id ?? null;
    },
    null,
    '42',
  ],
];

describe('an admin detected from the server gets what quote-flow.md §6 lists', () => {
  it.each(RULES)('%s', async (_rule, observe, customer, admin, listing = withOverride) => {
    expect(await observe(await flowFor(CUSTOMER, listing()))).toEqual(customer);
    expect(await observe(await flowFor(ADMIN, listing()))).toEqual(admin);
  });
});

describe('who is signed in is asked once, and a failure leaves the customer view', () => {
  it('asks once per session, and sets admin and isAdmin together', async () => {
    const { session, api } = await flowFor(ADMIN);
    await session.whoIsSignedIn();
    expect(api.getSignedInUser).toHaveBeenCalledTimes(1);
    expect(session.$context.get()).toMatchObject({ isAdmin: true, admin: { userId: '42' } });
  });

  it('a failed ask is a customer, with no error shown', async () => {
    const { session } = await flowFor(new Error('offline'));
    expect(session.$context.get()).toMatchObject({ isAdmin: false, admin: null });
    expect(session.$status.get().prices.state).not.toBe('error');
  });

  it('an adapter without the call is a customer', async () => {
    const key = 'old-adapter';
    const session = getQuoteSession(key, { api: { searchItems: async () => [] } as Partial<QuoteApi> as QuoteApi });
    expect(await session.whoIsSignedIn()).toBeNull();
  });

  it('an admin the page configured is kept, and the server is not asked', async () => {
    const api = portFor(CUSTOMER);
    const session = getQuoteSession('configured', {
      api: api as Partial<QuoteApi> as QuoteApi,
      context: { admin: { userId: '7', privileges: {} } },
    });
    expect((await session.whoIsSignedIn())?.userId).toBe('7');
    expect(api.getSignedInUser).not.toHaveBeenCalled();
  });

  it('a listing without two options is not calculated anew', async () => {
    const { session, api } = await flowFor(ADMIN, unpriced());
    api.savePrelisting.mockResolvedValue({
      ...priceResponse,
      prices: { '2030-01-14': { standard: { fixed_1: 149 } } },
    });
    session.experimentsFetched();
    await session.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.recalculatePrelisting).not.toHaveBeenCalled();
  });
});
