import { afterEach, describe, expect, it } from 'vitest';
import {
  getQuoteSession,
  type Listing,
  NO_MODALS,
  type QuoteFlowSession,
  type QuoteUi,
  type ReportEntry,
  resetSessions,
  type SessionContext,
  type StepFlowSession,
  withStepFlow,
} from '../../src/index.js';
import { fakeApi, furnitureListing, NOW, stateOf } from '../session/fixtures.js';

/** A quote session with every quote-flow action and the flow's steps (`withStepFlow`). */
type FlowSession = StepFlowSession & QuoteFlowSession;
const stepFlowSession = (...args: Parameters<typeof getQuoteSession>): FlowSession =>
  withStepFlow(getQuoteSession(...args));

afterEach(() => resetSessions());

let count = 0;
/** A flow session holding `listing` (no drafts), in `context` (furniture customer by default). */
function flow(listing: Listing, context: Partial<SessionContext> = {}, ui: Partial<QuoteUi> = {}): FlowSession {
  count += 1;
  const session = stepFlowSession(`flow-${count}`, {
    drafts: false,
    api: fakeApi(async () => ({})),
    now: () => NOW.getTime(),
    context: { category: 'furniture', ...context },
  });
  session.update(() => stateOf(listing, ui));
  return session;
}

const EMPTY: Listing = { move_items: [] };
const open = { ...NO_MODALS, priceOption: true, loadingInfo: true };
const personTabs = [{ name: 'person-tabs', variant: 'fixed_2', status: 'running' }];

describe('startFlow and $flow (docs/behaviour/quote-flow.md §2)', () => {
  it.each([
    ['furniture', ['listing-furniture', 'listing-price-options']],
    ['house-move', ['listing-inventory', 'listing-price-options']],
    ['piano', ['listing-items', 'listing-price-options']],
    ['car', ['listing-items', 'listing-price-options']],
    ['man-and-van', ['listing-items', 'listing-price-options']],
    [null, ['listing-items', 'listing-price-options']],
  ])('%s starts on its first step', (category, steps) => {
    const session = flow(EMPTY, { category });
    session.startFlow();
    expect(session.$ui.get().flowStep).toBe(steps[0]);
    expect(session.$flow.get()).toEqual({
      steps,
      step: steps[0],
      index: 0,
      problems: [],
      problemsRequest: 0,
      proceeded: false,
      listingId: null,
    });
  });

  it('the partner route starts in the partner item screens', () => {
    const session = flow({ move_items: [], partner: { id: 2, listing_id: 'gt-1042' } });
    session.startFlow();
    expect(session.$flow.get()).toMatchObject({
      steps: ['partner-items', 'listing-price-options'],
      step: 'partner-items',
    });
  });

  it('$flow shows the start step before startFlow, and startFlow is idempotent', () => {
    const session = flow(furnitureListing());
    expect(session.$flow.get().step).toBe('listing-furniture');
    session.goToFlowStep('listing-price-options');
    const ui = session.$ui.get();
    session.startFlow();
    expect(session.$ui.get()).toBe(ui);
    expect(session.$flow.get().step).toBe('listing-price-options');
  });

  it('gives the listing id for the view-listing link when there is one', () => {
    expect(flow(furnitureListing({ listing_id: 40913 })).$flow.get().listingId).toBe(40913);
    expect(flow(furnitureListing({ listing_id: ' L-77 ' })).$flow.get().listingId).toBe('L-77');
    expect(flow(furnitureListing({ listing_id: '' })).$flow.get().listingId).toBeNull();
  });

  it('keeps the same view object while nothing it shows changes', () => {
    const session = flow(furnitureListing());
    const seen: unknown[] = [];
    const stop = session.$flow.subscribe((view) => seen.push(view));
    session.openModal('loadingInfo');
    session.setHelpers(2);
    expect(seen).toHaveLength(1);
    session.goToFlowStep('listing-price-options');
    expect(seen).toHaveLength(2);
    stop();
  });
});

describe('goToFlowStep (back-office §4: forward only when every earlier step validates)', () => {
  it('forward from a realistic listing: the price options, nothing else changes but the modals', () => {
    const session = flow(furnitureListing(), {}, { modals: open });
    const listing = session.$listing.get();
    session.goToFlowStep('listing-price-options');
    expect(session.$flow.get()).toMatchObject({
      step: 'listing-price-options',
      index: 1,
      problems: [],
      problemsRequest: 0,
    });
    expect(session.$ui.get()).toMatchObject({ step: 'quote', modals: NO_MODALS, pending: null, priceTab: 'fixed_1' });
    expect(session.$listing.get()).toBe(listing);
  });

  it('back always works and keeps the prices and the cart', () => {
    const session = flow(furnitureListing());
    session.goToFlowStep('listing-price-options');
    const listing = session.$listing.get();
    session.openModal('priceOption');
    session.goToFlowStep('listing-furniture');
    expect(session.$flow.get()).toMatchObject({ step: 'listing-furniture', index: 0, problems: [] });
    expect(session.$ui.get().modals).toEqual(NO_MODALS);
    expect(session.$listing.get()).toBe(listing);
    expect(session.$listing.get().prices).toBeDefined();
    expect(session.$listing.get().listing_cart).toEqual([
      { type: 'priceOption', amount: 149 },
      { type: 'timeOption', amount: 15 },
    ]);
  });

  it('forward with failing fields is refused: every field, a new request each time, the first failing step', () => {
    const session = flow(EMPTY, {}, { modals: open });
    session.goToFlowStep('listing-price-options');
    const refused = session.$flow.get();
    expect(refused.step).toBe('listing-furniture');
    expect(refused.problems).toEqual([
      { step: 'listing-furniture', bookingStep: 1, field: 'pickup_address_data', code: 'missing' },
      { step: 'listing-furniture', bookingStep: 1, field: 'delivery_address_data', code: 'missing' },
      { step: 'listing-furniture', bookingStep: 1, field: 'move_items', code: 'missing' },
    ]);
    expect(refused.problemsRequest).toBe(1);
    expect(session.$ui.get().modals).toEqual(NO_MODALS);
    session.nextFlowStep();
    expect(session.$flow.get().problemsRequest).toBe(2);
    expect(session.$listing.get()).toEqual(EMPTY);
  });

  it('problems drop out as the person fixes them, and clear on a successful move', () => {
    const full = furnitureListing();
    const session = flow({ move_items: [] });
    session.nextFlowStep();
    expect(session.$flow.get().problems).toHaveLength(3);
    session.update((state) => ({
      ...state,
      listing: { ...state.listing, pickup_address_data: full.pickup_address_data },
    }));
    expect(session.$flow.get().problems.map((problem) => problem.field)).toEqual([
      'delivery_address_data',
      'move_items',
    ]);
    session.addSearchResult({
      name: 'Sofa',
      item_set: [{ name: 'Sofa', width: 200, height: 80, depth: 90, weight: 40, qty: 1 }],
    });
    expect(session.$flow.get().problems.map((problem) => problem.field)).toEqual(['delivery_address_data']);
    session.update((state) => ({
      ...state,
      listing: { ...state.listing, delivery_address_data: full.delivery_address_data },
    }));
    expect(session.$flow.get().problems).toEqual([]);
    session.nextFlowStep();
    expect(session.$flow.get()).toMatchObject({ step: 'listing-price-options', problems: [], problemsRequest: 1 });
    expect(session.$ui.get().flowProblems).toEqual([]);
  });

  it('server rules never make the floor optional: items stay required (the product floor, back-office §5)', () => {
    const session = flow(furnitureListing({ move_items: [] }), {
      fieldRules: { move_items: { required: false } },
    });
    session.nextFlowStep();
    expect(session.$flow.get()).toMatchObject({
      step: 'listing-furniture',
      problems: [{ field: 'move_items', code: 'missing' }],
    });
  });

  it('a step not on the route changes nothing', () => {
    const session = flow(furnitureListing());
    const before = session.$ui.get();
    session.goToFlowStep('partner-items');
    session.goToFlowStep('listing-inventory');
    expect(session.$ui.get()).toBe(before);
  });
});

describe('nextFlowStep and previousFlowStep', () => {
  it('on the price options: refused without a pickup date, the date problem placed on the price options', async () => {
    const session = flow(furnitureListing({ pickup_date: undefined }));
    session.goToFlowStep('listing-price-options');
    session.nextFlowStep();
    expect(session.$flow.get()).toMatchObject({
      step: 'listing-price-options',
      proceeded: false,
      problemsRequest: 1,
      problems: [{ step: 'listing-price-options', bookingStep: 2, field: 'pickup_date', code: 'missing' }],
    });
    session.selectDay('2030-01-14');
    expect(session.$flow.get().problems).toEqual([]);
    session.nextFlowStep();
    await session.settled();
    expect(session.$flow.get().proceeded).toBe(true);
  });

  it('on the price options with everything: proceeds, every modal closed, the cart untouched', async () => {
    const session = flow(furnitureListing());
    session.goToFlowStep('listing-price-options');
    session.openModal('timeOption');
    const cart = session.$listing.get().listing_cart;
    session.nextFlowStep();
    await session.settled();
    expect(session.$ui.get()).toMatchObject({ step: 'listing-confirmation', modals: NO_MODALS });
    expect(session.$flow.get()).toMatchObject({ step: 'listing-price-options', proceeded: true, problems: [] });
    expect(session.$listing.get().listing_cart).toBe(cart);
  });

  it('a step-1 field lost meanwhile sends the person back to the items step', () => {
    const session = flow(furnitureListing());
    session.goToFlowStep('listing-price-options');
    session.update((state) => ({ ...state, listing: { ...state.listing, pickup_address_data: undefined } }));
    session.nextFlowStep();
    expect(session.$flow.get()).toMatchObject({
      step: 'listing-furniture',
      proceeded: false,
      problems: [{ step: 'listing-furniture', field: 'pickup_address_data', code: 'missing' }],
    });
  });

  it('furniture under the person-tabs experiment offers a helper first, then proceeds', async () => {
    const session = flow(furnitureListing(), { experiments: personTabs });
    session.goToFlowStep('listing-price-options');
    session.nextFlowStep();
    expect(session.$ui.get().modals).toEqual({ ...NO_MODALS, addHelper: true });
    expect(session.$flow.get().proceeded).toBe(false);
    session.confirmPending();
    await session.settled();
    expect(session.$listing.get().men_required).toBe(2);
    expect(session.$flow.get().proceeded).toBe(true);
  });

  it('going back after proceeding returns to quoting', async () => {
    const session = flow(furnitureListing());
    session.goToFlowStep('listing-price-options');
    session.nextFlowStep();
    await session.settled();
    session.previousFlowStep();
    expect(session.$flow.get()).toMatchObject({ step: 'listing-furniture', proceeded: false });
    expect(session.$ui.get().step).toBe('quote');
    session.goToFlowStep('listing-price-options');
    session.nextFlowStep();
    await session.settled();
    session.goToFlowStep('listing-price-options');
    expect(session.$flow.get()).toMatchObject({ step: 'listing-price-options', proceeded: false });
  });

  it('going back while the final listing is being saved does not proceed once it is saved', async () => {
    const session = flow(furnitureListing());
    session.goToFlowStep('listing-price-options');
    session.nextFlowStep();
    expect(session.$ui.get().save?.status).toBe('saving');
    session.previousFlowStep();
    await session.settled();
    expect(session.$flow.get()).toMatchObject({ step: 'listing-furniture', proceeded: false });
  });

  it('a house move’s removal item list is a sub-step of the inventory', () => {
    const session = flow(furnitureListing(), { category: 'house-move' });
    session.goToFlowStep('listing-items');
    expect(session.$flow.get()).toMatchObject({ step: 'listing-items', index: 0 });
    session.previousFlowStep();
    expect(session.$flow.get().step).toBe('listing-inventory');
    session.goToFlowStep('listing-items');
    session.nextFlowStep();
    expect(session.$flow.get()).toMatchObject({ step: 'listing-price-options', index: 1 });
    session.previousFlowStep();
    expect(session.$flow.get().step).toBe('listing-inventory');
  });

  it('previous on the first step stays there', () => {
    const session = flow(furnitureListing());
    session.previousFlowStep();
    expect(session.$flow.get().step).toBe('listing-furniture');
  });
});

describe('the job summary’s "change" moves the flow (goToStep)', () => {
  it.each([
    ['furniture', {}, 'route', 'listing-furniture'],
    ['furniture', {}, 'items', 'listing-furniture'],
    ['house-move', {}, 'items', 'listing-inventory'],
    ['house-move', {}, 'van', 'listing-inventory'],
    ['piano', {}, 'route', 'listing-items'],
    ['furniture', { partner: { id: 2 } }, 'items', 'partner-items'],
  ] as const)('%s %j: %s goes back to %s', (category, extra, section, step) => {
    const session = flow(furnitureListing(extra), { category });
    session.goToFlowStep('listing-price-options');
    session.goToStep(section);
    expect(session.$flow.get().step).toBe(step);
    expect(session.$ui.get().goTo).toMatchObject({ section, request: 1 });
  });

  it('a price section goes forward when the items step validates, else it is refused', () => {
    const ok = flow(furnitureListing());
    ok.goToStep('date');
    expect(ok.$flow.get().step).toBe('listing-price-options');
    const empty = flow(EMPTY);
    empty.goToStep('insurance');
    expect(empty.$flow.get()).toMatchObject({ step: 'listing-furniture', problemsRequest: 1 });
    expect(empty.$ui.get().goTo).toMatchObject({ step: 'listing-price-options', section: 'insurance' });
  });
});

describe('a furniture listing converted from a house move (§2)', () => {
  const converted = () => furnitureListing({ isConvertedFromHouseMoveToFurniture: true, parentHash: 'b41c9e' });

  it('starts on the house-move inventory, keeping the parent hash', () => {
    const session = flow(converted());
    session.startFlow();
    expect(session.$flow.get()).toMatchObject({
      steps: ['listing-inventory', 'listing-price-options'],
      step: 'listing-inventory',
    });
    expect(session.$listing.get().parentHash).toBe('b41c9e');
  });

  it('admins stay where they are', () => {
    const session = flow(converted(), { isAdmin: true });
    session.startFlow();
    expect(session.$flow.get()).toMatchObject({
      steps: ['listing-furniture', 'listing-price-options'],
      step: 'listing-furniture',
    });
  });

  /** The page views a session reports while `run` runs. */
  const pageViews = (session: FlowSession, run: () => void) => {
    const reports: ReportEntry[] = [];
    session.setAdapters({ report: (entry) => reports.push(entry) });
    run();
    return reports.filter((entry) => entry.kind === 'pageView');
  };

  it.each([
    [
      'with its parent hash',
      { parentHash: 'abc123' },
      [{ kind: 'pageView', page: 'listing-inventory', parentHash: 'abc123' }],
    ],
    [
      'without a parent hash, the page alone',
      { parentHash: undefined },
      [{ kind: 'pageView', page: 'listing-inventory' }],
    ],
    [
      'with an empty parent hash, the page alone',
      { parentHash: '' },
      [{ kind: 'pageView', page: 'listing-inventory' }],
    ],
  ])('the redirect is reported as a page view of its step, once, %s', (_label, fields, expected) => {
    const session = flow(furnitureListing({ isConvertedFromHouseMoveToFurniture: true, ...fields }));
    expect(
      pageViews(session, () => {
        session.startFlow();
        session.startFlow();
      }),
    ).toEqual(expected);
  });

  it.each([
    ['an admin', converted(), { isAdmin: true }, {}],
    [
      'a listing not converted',
      furnitureListing({ isConvertedFromHouseMoveToFurniture: false, parentHash: 'b41c9e' }),
      {},
      {},
    ],
    ['a restored step', converted(), {}, { flowStep: 'listing-price-options' as const }],
    ['a flow already on the inventory', converted(), {}, { flowStep: 'listing-inventory' as const }],
  ])('no redirect page view for %s', (_label, listing, context, ui) => {
    const session = flow(listing, context, ui);
    expect(pageViews(session, () => session.startFlow())).toEqual([]);
  });
});
