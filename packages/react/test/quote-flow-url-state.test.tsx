import { configure, getQuoteSession, type Listing, type StepFlowSession, withStepFlow } from '@haulkit/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { furnitureListing } from '../../core/test/session/fixtures.js';
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
function flowSession(key: string, listing: Listing = furnitureListing()): StepFlowSession {
  configure({ drafts: false }, key);
  const session = stepFlowSession(key);
  session.setContext({ category: 'furniture' });
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

describe('useFlowHash: the step in a namespaced hash parameter (issue 12, url-state="hash")', () => {
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
