import { afterEach, describe, expect, it } from 'vitest';
import { getSession, resetSessions } from '../../src/index.js';
import type { SessionCore } from '../../src/session/core.js';
import { withQuoteFlow } from '../../src/session/quote-flow-rest.js';
import { withQuoteBase } from '../../src/session/quote-flow-session.js';
import { defineSlice, hasSlice, withSlice } from '../../src/session/slice.js';
import { adminFlowSlice } from '../../src/session/slices/admin-flow.js';
import { draftsSlice } from '../../src/session/slices/drafts.js';
import { itemsSlice } from '../../src/session/slices/items.js';
import { jobSlice } from '../../src/session/slices/job.js';
import { priceStepSlice } from '../../src/session/slices/price-step.js';
import { pricingSlice } from '../../src/session/slices/pricing.js';
import { stepFlowSlice, withStepFlow } from '../../src/session/slices/step-flow.js';

afterEach(() => resetSessions());

describe('slices: each piece adds its part to a session once', () => {
  it('adds a slice once, on the same object, and marks it under a global symbol another bundle finds', () => {
    const session = getSession('slices');
    let installs = 0;
    const counter = defineSlice('test-counter', (core: SessionCore) => {
      installs += 1;
      return { count: () => core.$listing.get().move_items?.length ?? 0 };
    });
    const once = withSlice(session, counter);
    expect(once).toBe(session);
    expect(withSlice(session, counter)).toBe(session);
    // Another bundle's copy of the same slice: a different object with the same mark.
    const twin = defineSlice('test-counter', () => {
      installs += 1;
      return { count: () => -1 };
    });
    expect(withSlice(session, twin).count()).toBe(0);
    expect(installs).toBe(1);
    expect(hasSlice(session, twin)).toBe(true);
  });

  it('brings the stores up to date as a slice is added: its settle hooks run on the current state', () => {
    const session = getSession('settle');
    const marked = defineSlice('test-settle', (core: SessionCore) => {
      core.addHooks({
        settle: (state) => (state.ui.pricesBlurred ? state : { ...state, ui: { ...state.ui, pricesBlurred: true } }),
      });
      return {};
    });
    expect(session.$ui.get().pricesBlurred).toBe(false);
    withSlice(session, marked);
    expect(session.$ui.get().pricesBlurred).toBe(true);
  });

  it('keeps the marks earlier bundles look for, so a session shared with one is not built twice', () => {
    expect(jobSlice.mark).toBe(Symbol.for('haulkit.quote-flow-base@1'));
    expect(priceStepSlice.mark).toBe(Symbol.for('haulkit.quote-flow@1'));
    expect(stepFlowSlice.mark).toBe(Symbol.for('haulkit.step-flow@1'));
  });

  it('a session is its core and the slices its pieces asked for, each member from exactly one slice', () => {
    const session = getSession('shape');
    expect(hasSlice(session, itemsSlice)).toBe(true);
    expect(hasSlice(session, pricingSlice)).toBe(false);
    withStepFlow(withQuoteBase(session));
    expect([pricingSlice, jobSlice, stepFlowSlice].every((slice) => hasSlice(session, slice))).toBe(true);
    expect(hasSlice(session, priceStepSlice)).toBe(false);
    withQuoteFlow(session);
    expect(hasSlice(session, priceStepSlice)).toBe(true);
    const owners = new Map<string, string>();
    const builtOn = { base: [priceStepSlice, stepFlowSlice] as const };
    const slices = [draftsSlice({}), itemsSlice, adminFlowSlice, pricingSlice, jobSlice, priceStepSlice, stepFlowSlice];
    for (const slice of slices) {
      // Each slice built alone on a fresh session of what it needs, to read its own members.
      const probe = getSession(`probe-${slice.name}`);
      const needs = (builtOn.base as readonly object[]).includes(slice) ? withQuoteBase(probe) : probe;
      for (const name of Object.keys(slice.install(needs as never))) {
        expect(owners.get(name), `${name} in ${slice.name} and ${owners.get(name)}`).toBeUndefined();
        owners.set(name, slice.name);
        expect(name in session, name).toBe(true);
      }
    }
    // Nothing on the session besides its core and its slices' members.
    const core = [
      'key',
      'version',
      '$listing',
      '$ui',
      '$adapters',
      '$context',
      'now',
      'timers',
      'setAdapters',
      'setAdapterLoader',
      'adapters',
      'setContext',
      'update',
      'hostChange',
      'isHostListing',
      'addHooks',
      'dispose',
    ];
    expect(
      Object.keys(session)
        .filter((name) => !owners.has(name))
        .sort(),
    ).toEqual([...core].sort());
  });
});
