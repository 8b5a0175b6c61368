// The demo admin tools of a page share its demo QuoteApi's state (docs/behaviour/back-office.md §3, §7).
import { describe, expect, it } from 'vitest';
import { createDemoQuoteApi, demoAdminApiOf } from '../src/index.js';

describe('demoAdminApiOf', () => {
  it('one admin per demo QuoteApi, none for anything else', () => {
    const quote = createDemoQuoteApi();
    expect(demoAdminApiOf(quote)).toBe(demoAdminApiOf(quote));
    expect(demoAdminApiOf(createDemoQuoteApi())).not.toBe(demoAdminApiOf(quote));
    expect(demoAdminApiOf({})).toBeUndefined();
    expect(demoAdminApiOf(undefined)).toBeUndefined();
  });

  it('a saved quote is seen by its admin tools (customer discounts read the quote)', async () => {
    const quote = createDemoQuoteApi();
    const admin = demoAdminApiOf(quote);
    if (!admin) throw new Error('no admin');
    const auth = await admin.getPriceAdjustmentToken();
    await admin.createPercentAdjustment({
      auth,
      recordType: 'PRE_LISTING',
      recordId: 'pl-shared',
      adjustmentType: 'DISCOUNT_OFFER',
      adjustmentPercent: 10,
    });
    expect(await admin.getCustomerDiscounts({ key: 'k', preListingId: 'pl-shared' })).toEqual([
      { percent: 10, type: 'DISCOUNT_OFFER' },
    ]);
  });
});
