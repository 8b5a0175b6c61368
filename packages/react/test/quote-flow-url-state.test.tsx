import {
  configure,
  getQuoteSession,
  type Listing,
  type SessionContext,
  type StepFlowSession,
  withStepFlow,
} from '@haulkit/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { furnitureListing } from '../../core/test/session/fixtures.js';
import { searchWithParentHash } from '../src/quote-flow/url-state/flow-hash.js';
import { useFlowHash } from '../src/quote-flow/url-state/index.js';

/** A quote session with the flow's steps (`withStepFlow`). */
const stepFlowSession = (...args: Parameters<typeof getQuoteSession>): StepFlowSession =>
  withStepFlow(getQuoteSession(...args));

const ITEMS = 'listing-furniture';
const PRICES = 'listing-price-options';

function Harness({
  session,
  sessionKey,
  enabled = true,
}: {
  session: StepFlowSession;
  sessionKey: string;
  enabled?: boolean;
}) {
  useFlowHash(session, sessionKey, enabled);
  return null;
}

/** A furniture session with no draft store; priced (two addresses, items) unless `listing` says otherwise. */
function flowSession(
  key: string,
  listing: Listing = furnitureListing(),
  context: Partial<SessionContext> = {},
): StepFlowSession {
  configure({ drafts: false }, key);
  const session = stepFlowSession(key);
  session.setContext({ category: 'furniture', ...context });
  session.update((state) => ({ ...state, listing }));
  return session;
}

/** Sets the page's URL as the host had it, as one history entry. */
function hostUrl(hash: string, state: unknown = null) {
  history.replaceState(state, '', `/shop${hash}`);
}

const popTo = async (move: () => void) => {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  move();
  await popped;
};

const stepOf = (session: StepFlowSession) => session.$flow.get().step;

/** Mounts the hook for flows and waits until each listens (after its session's draft is in). */
async function mountFlows(...flows: [session: StepFlowSession, key: string][]) {
  const added = vi.spyOn(window, 'addEventListener');
  const listening = () => added.mock.calls.filter(([type]) => type === 'popstate').length;
  const before = listening();
  const view = mount(flows.map(([session, key]) => <Harness key={key} session={session} sessionKey={key} />));
  await vi.waitFor(() => expect(listening()).toBe(before + flows.length));
  const listener = added.mock.calls.find(([type]) => type === 'popstate')?.[1];
  added.mockRestore();
  return { ...view, listener };
}

beforeEach(() => hostUrl(''));

describe('useFlowHash: the step in a namespaced hash parameter (url-state="hash")', () => {
  it('a shared link opens its step; the URL is left as it came', async () => {
    hostUrl(`#/shop/12?hk-step.share=${PRICES}`);
    const length = history.length;
    const session = flowSession('share');
    mount(<Harness session={session} sessionKey="share" />);
    await vi.waitFor(() => expect(stepOf(session)).toBe(PRICES));
    expect(location.hash).toBe(`#/shop/12?hk-step.share=${PRICES}`);
    expect(history.length).toBe(length);
  });

  it('a link to the prices of an empty job lands on the first failing step, and the hash says so in place', async () => {
    hostUrl(`#/shop/12?hk-step.empty=${PRICES}`);
    const length = history.length;
    const session = flowSession('empty', { ...furnitureListing(), move_items: [], delivery_address_data: undefined });
    mount(<Harness session={session} sessionKey="empty" />);
    await vi.waitFor(() => expect(session.$flow.get().problemsRequest).toBe(1));
    expect(stepOf(session)).toBe(ITEMS);
    expect(session.$flow.get().problems.map((problem) => problem.field)).toEqual([
      'delivery_address_data',
      'move_items',
    ]);
    // The first step is the absent parameter: the host's hash comes back exactly, no entry added.
    expect(location.hash).toBe('#/shop/12');
    expect(history.length).toBe(length);
  });

  it('each step change adds an entry that keeps the host’s route and history.state; Back and Forward move the flow', async () => {
    const hostState = { route: 'shop', id: 12 };
    hostUrl('#/shop/12?tab=quote', hostState);
    const session = flowSession('walk');
    await mountFlows([session, 'walk']);
    expect(stepOf(session)).toBe(ITEMS);
    const length = history.length;

    session.nextFlowStep();
    expect(stepOf(session)).toBe(PRICES);
    expect(location.hash).toBe(`#/shop/12?tab=quote&hk-step.walk=${PRICES}`);
    expect(location.pathname).toBe('/shop');
    expect(history.state).toEqual(hostState);
    expect(history.length).toBe(length + 1);

    await popTo(() => history.back());
    expect(location.hash).toBe('#/shop/12?tab=quote');
    expect(stepOf(session)).toBe(ITEMS);
    // Following the URL adds no entry of its own.
    expect(history.length).toBe(length + 1);

    await popTo(() => history.forward());
    expect(stepOf(session)).toBe(PRICES);

    // Moving back by the flow's own Back is a new entry, like any step change.
    session.goToFlowStep(ITEMS);
    expect(location.hash).toBe('#/shop/12?tab=quote');
    expect(history.length).toBe(length + 2);
  });

  it('a flow already past its first step when it mounts writes its step in place', async () => {
    hostUrl('#section');
    const session = flowSession('restored');
    session.startFlow();
    session.goToFlowStep(PRICES);
    const length = history.length;
    mount(<Harness session={session} sessionKey="restored" />);
    await vi.waitFor(() => expect(location.hash).toBe(`#section?hk-step.restored=${PRICES}`));
    expect(history.length).toBe(length);
  });

  it('a host navigation without our parameter keeps the step; Back past our first entry goes to the first step', async () => {
    hostUrl('#/shop/12');
    const session = flowSession('host');
    await mountFlows([session, 'host']);
    expect(stepOf(session)).toBe(ITEMS);
    session.nextFlowStep();
    expect(location.hash).toBe(`#/shop/12?hk-step.host=${PRICES}`);

    // The host's router goes to another route (a history entry, then popstate, as a link does).
    history.pushState(null, '', '/shop#/shop/13');
    await popTo(() => window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
    expect(stepOf(session)).toBe(PRICES);
    expect(location.hash).toBe('#/shop/13');

    await popTo(() => history.back());
    expect(location.hash).toBe(`#/shop/12?hk-step.host=${PRICES}`);
    expect(stepOf(session)).toBe(PRICES);
    await popTo(() => history.back());
    expect(location.hash).toBe('#/shop/12');
    expect(stepOf(session)).toBe(ITEMS);
  });

  it('two flows on one page keep their own parameters and follow only their own', async () => {
    hostUrl('#/shop');
    const a = flowSession('a');
    const b = flowSession('b');
    await mountFlows([a, 'a'], [b, 'b']);
    expect(stepOf(a)).toBe(ITEMS);
    a.nextFlowStep();
    b.nextFlowStep();
    expect(location.hash).toBe(`#/shop?hk-step.a=${PRICES}&hk-step.b=${PRICES}`);
    await popTo(() => history.back());
    expect(stepOf(a)).toBe(PRICES);
    expect(stepOf(b)).toBe(ITEMS);
    await popTo(() => history.back());
    expect(stepOf(a)).toBe(ITEMS);
    expect(stepOf(b)).toBe(ITEMS);
    expect(location.hash).toBe('#/shop');
  });

  it('off, it never touches the URL; unmounted, it stops listening', async () => {
    hostUrl(`#hk-step.off=${PRICES}`);
    const off = flowSession('off');
    mount(<Harness session={off} sessionKey="off" enabled={false} />);
    await off.ready;
    off.startFlow();
    expect(stepOf(off)).toBe(ITEMS);
    off.nextFlowStep();
    expect(location.hash).toBe(`#hk-step.off=${PRICES}`);

    hostUrl('');
    const gone = flowSession('gone');
    const view = await mountFlows([gone, 'gone']);
    const removed = vi.spyOn(window, 'removeEventListener');
    view.unmount();
    await vi.waitFor(() =>
      expect(removed.mock.calls.some(([type, fn]) => type === 'popstate' && fn === view.listener)).toBe(true),
    );
    const length = history.length;
    gone.nextFlowStep();
    expect(stepOf(gone)).toBe(PRICES);
    expect(location.hash).toBe('');
    expect(history.length).toBe(length);
    removed.mockRestore();
  });
});

describe('useFlowHash: a converted furniture listing keeps its parent hash in the query (§2 redirect)', () => {
  const INVENTORY = 'listing-inventory';
  const converted = (parentHash?: string) =>
    furnitureListing({
      isConvertedFromHouseMoveToFurniture: true,
      ...(parentHash === undefined ? {} : { parentHash }),
    });
  /** The host's page: a path, a query of its own and a hash route, as one history entry. */
  const hostPage = () => history.replaceState(null, '', '/shop/12?tab=2&q=a%20b&flag#/basket?x=1');

  it('on the redirect, the query gets parentHash in place; the path, the other parameters and the hash stay', async () => {
    hostPage();
    const length = history.length;
    const session = flowSession('parent', converted('abc123'));
    await mountFlows([session, 'parent']);
    expect(stepOf(session)).toBe(INVENTORY);
    expect(location.pathname).toBe('/shop/12');
    expect(location.search).toBe('?tab=2&q=a%20b&flag&parentHash=abc123');
    expect(location.hash).toBe('#/basket?x=1');
    expect(history.length).toBe(length);

    // Moving on keeps it (each entry keeps the page's query), and Back to the inventory writes no second one.
    session.nextFlowStep();
    expect(stepOf(session)).toBe(PRICES);
    expect(location.search).toBe('?tab=2&q=a%20b&flag&parentHash=abc123');
    expect(location.hash).toBe(`#/basket?x=1&hk-step.parent=${PRICES}`);
    session.previousFlowStep();
    expect(location.search).toBe('?tab=2&q=a%20b&flag&parentHash=abc123');
  });

  it('a parentHash already in the query is replaced by the listing’s, encoded', async () => {
    history.replaceState(null, '', '/shop?parentHash=old&tab=2&parentHash=older');
    const session = flowSession('again', converted('a b/c'));
    await mountFlows([session, 'again']);
    expect(location.search).toBe('?parentHash=a%20b%2Fc&tab=2');
  });

  it('a shared link to another step adds nothing until the flow is on the redirect', async () => {
    history.replaceState(null, '', `/shop#hk-step.shared=${PRICES}`);
    const session = flowSession('shared', converted('abc123'));
    await mountFlows([session, 'shared']);
    expect(stepOf(session)).toBe(PRICES);
    expect(location.search).toBe('');
    session.previousFlowStep();
    expect(stepOf(session)).toBe(INVENTORY);
    expect(location.search).toBe('?parentHash=abc123');
  });

  it.each([
    ['without a parent hash', converted(), {}, INVENTORY],
    ['with an empty parent hash', converted(''), {}, INVENTORY],
    ['for an admin (not redirected)', converted('abc123'), { isAdmin: true }, ITEMS],
    [
      'for a listing not converted',
      furnitureListing({ isConvertedFromHouseMoveToFurniture: false, parentHash: 'abc123' }),
      {},
      ITEMS,
    ],
  ])('nothing is added %s', async (label, listing, context, step) => {
    hostPage();
    const key = `none-${label.replace(/\W+/g, '-')}`;
    const session = flowSession(key, listing, context);
    await mountFlows([session, key]);
    expect(stepOf(session)).toBe(step);
    expect(location.search).toBe('?tab=2&q=a%20b&flag');
  });

  it('without url-state nothing is added', async () => {
    hostPage();
    const session = flowSession('plain', converted('abc123'));
    mount(<Harness session={session} sessionKey="plain" enabled={false} />);
    await session.ready;
    session.startFlow();
    expect(stepOf(session)).toBe(INVENTORY);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(location.search).toBe('?tab=2&q=a%20b&flag');
  });

  it.each([
    ['', 'abc123', '?parentHash=abc123'],
    ['?', 'abc123', '?parentHash=abc123'],
    ['?a=1&b=%2F', 'abc123', '?a=1&b=%2F&parentHash=abc123'],
    ['a=1', 'abc123', '?a=1&parentHash=abc123'],
    ['?parentHash=old&a=1', 'abc123', '?parentHash=abc123&a=1'],
    ['?a=1&parent%48ash=old&parentHash=older', 'abc123', '?a=1&parentHash=abc123'],
    ['?parentHashes=1&xparentHash=2', 'abc123', '?parentHashes=1&xparentHash=2&parentHash=abc123'],
    ['?a=%E0%A4%A', 'x&y=z#', '?a=%E0%A4%A&parentHash=x%26y%3Dz%23'],
  ])('searchWithParentHash(%j, %j) → %j', (search, parentHash, expected) => {
    expect(searchWithParentHash(search, parentHash)).toBe(expected);
  });
});
