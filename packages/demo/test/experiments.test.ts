// The demo test lab runs person-tabs for the quote flow: allocation by bit 0 of the pre-listing id
// (cutoff 1e9), about half of new quotes in each variant, and each tracking call recorded
// (docs/behaviour/back-office.md §4, §7, §9; docs/behaviour/quote-flow.md §4, Proceeding).
import { createMemoryStorage, createPrelistingId, getQuoteSession, resetSessions } from '@haulkit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { holdDemoVariant } from '../src/index.js';
import { demoPorts, SOFA_MOVE } from './fixtures.js';

afterEach(() => resetSessions());

describe('person-tabs in the demo test lab', () => {
  it.each([
    ['2', 'fixed_1'],
    ['3', 'fixed_2'],
    ['10', 'fixed_1'],
    ['999999999', 'fixed_2'],
    // At or above the cutoff the id is not allocated by its bits: the control.
    ['1000000000', 'fixed_1'],
    ['1000000001', 'fixed_1'],
  ])('pre-listing %s sees %s, and keeps it', async (id, variant) => {
    const { admin } = demoPorts();
    expect(await admin.getPreAllocation(id, 'person-tabs')).toMatchObject({
      name: 'person-tabs',
      status: 'running',
      active: true,
      variant,
      tracked: false,
      entity: 'PRE_LISTING',
      entityId: id,
    });
    expect(await admin.getExperiments({ entity: 'PRE_LISTING', entityId: id })).toMatchObject([{ variant }]);
  });

  it('about half of new quotes get each variant', async () => {
    const { admin } = demoPorts();
    // The session's own pre-listing ids, from a fixed sequence of random numbers.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const variants = await Promise.all(
      Array.from(
        { length: 400 },
        async () => (await admin.getPreAllocation(createPrelistingId(random), 'person-tabs')).variant,
      ),
    );
    const twos = variants.filter((variant) => variant === 'fixed_2').length;
    expect(twos).toBeGreaterThan(160);
    expect(twos).toBeLessThan(240);
  });

  it('a quote session on the demo adapters gets a variant and reports it once, recorded by the lab', async () => {
    const { quote, admin } = demoPorts();
    const session = getQuoteSession('demo-experiments', {
      storage: createMemoryStorage(),
      api: quote,
      experiments: admin,
      context: { category: 'furniture' },
    });
    session.update((state) => ({ ...state, listing: { ...SOFA_MOVE, pre_listing_id: '5' } }));
    await session.startPricing();
    expect(session.$context.get().experiments).toMatchObject([{ name: 'person-tabs', variant: 'fixed_2' }]);
    await session.startPricing();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(admin.getExperimentReports()).toMatchObject([
      { name: 'person-tabs', variant: 'fixed_2', entityId: '5', tracked: true },
    ]);
    expect(await admin.getExperiments({ entity: 'PRE_LISTING', entityId: '5' })).toMatchObject([{ tracked: true }]);
  });
});

describe('a page holds the demo lab on one variant (holdDemoVariant)', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('haulkit.demo-lab-held@1')];
  });

  it('every new quote gets the held variant whatever its id; an unknown variant leaves the id to decide', async () => {
    const { admin } = demoPorts();
    holdDemoVariant('person-tabs', 'fixed_1');
    for (const id of ['1', '3', '101'])
      expect((await admin.getPreAllocation(id, 'person-tabs')).variant).toBe('fixed_1');
    holdDemoVariant('person-tabs', 'nonsense');
    expect((await admin.getPreAllocation('5', 'person-tabs')).variant).toBe('fixed_2');
  });
});
