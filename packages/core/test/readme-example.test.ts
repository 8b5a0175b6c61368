import { createDemoAdapters } from '@haulkit/demo';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkValueOfGoods,
  estimateBoxes,
  getQuoteSession,
  nextQuantity,
  resetSessions,
  ruleMessage,
} from '../src/index.js';

afterEach(() => resetSessions());

// The example of packages/core/README.md, step by step, so the README stays runnable.
describe('the README example', () => {
  it('runs as written and says what its comments say', async () => {
    expect(nextQuantity({ item_id: 845, quantity: 5 })).toBe(10);
    expect(estimateBoxes(12)).toMatchObject({ shown: true, total: 30, small: 10, large: 20 });
    const check = checkValueOfGoods('80000', { cover: 50000, excess: 250 });
    expect(check).toMatchObject({ ok: false, code: 'highAmount' });
    expect(ruleMessage('en-GB', check)).toContain('£50k');

    const { quote } = createDemoAdapters();
    const session = getQuoteSession('quote-1', { api: quote, drafts: false });
    const [sofaSet] = await quote.searchItems({ name: '3-seat sofa set' });
    if (!sofaSet) throw new Error('the demo catalogue has no 3-seat sofa set');
    session.addSearchResult(sofaSet);
    session.experimentsFetched([]);
    await session.settled();
    expect(session.$ui.get().priceStatus).toBe('loaded');
    const day = Object.keys(session.$listing.get().prices ?? {})[7] ?? '';
    session.selectDay(day);
    const oneHelper = session.$cartTotal.get();
    session.selectPriceTab('fixed_2');
    expect(session.$ui.get().priceTab).toBe('fixed_2');
    expect(oneHelper).toBeGreaterThan(0);
    expect(session.$cartTotal.get()).toBeGreaterThan(0);
    expect(session.$cartTotal.get()).not.toBe(oneHelper);
  });
});
