import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Listing } from '../../src/model/listing.js';
import { createQuoteUi, type QuoteUi } from '../../src/session/quote-state.js';
import { initialJobUi, type JobUi } from '../../src/session/slices/job-ui.js';
import { initialPriceStepUi, type PriceStepUi } from '../../src/session/slices/price-step-ui.js';
import { initialPricingUi, type PricingUi } from '../../src/session/slices/pricing-ui.js';
import { initialStepFlowUi, type StepFlowUi } from '../../src/session/slices/step-flow-ui.js';

// Each slice declares and starts its own part of the session's one UI object; every field has
// exactly one owner.

const parts: Record<string, (listing: Listing) => object> = {
  'step flow': initialStepFlowUi,
  pricing: initialPricingUi,
  job: initialJobUi,
  'price step': initialPriceStepUi,
};

const listings: Listing[] = [
  { move_items: [] },
  { move_items: [], saverOption: true, selectedTimeOptionType: 'delivery' },
  { move_items: [], men_required: 3, selectedTimeOptionType: 'pickup' },
];

describe("the slices' parts of the quote UI", () => {
  it.each(listings)('have disjoint keys that together are the keys createQuoteUi writes (%j)', (listing) => {
    const owners = new Map<string, string[]>();
    for (const [slice, initial] of Object.entries(parts)) {
      for (const key of Object.keys(initial(listing))) owners.set(key, [...(owners.get(key) ?? []), slice]);
    }
    const shared = [...owners].filter(([, slices]) => slices.length > 1);
    expect(shared).toEqual([]);
    // A field the composed UI starts with but no part declares has no owner.
    const unowned = Object.keys(createQuoteUi(listing)).filter((key) => !owners.has(key));
    expect(unowned).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(createQuoteUi(listing)).sort());
  });

  it.each(listings)('start the UI as createQuoteUi does (%j)', (listing) => {
    const composed = Object.assign({}, ...Object.values(parts).map((initial) => initial(listing)));
    expect(composed).toStrictEqual(createQuoteUi(listing));
  });

  it('declare disjoint fields, the optional ones included, that make up QuoteUi', () => {
    expectTypeOf<Extract<keyof StepFlowUi, keyof PricingUi | keyof JobUi | keyof PriceStepUi>>().toBeNever();
    expectTypeOf<Extract<keyof PricingUi, keyof JobUi | keyof PriceStepUi>>().toBeNever();
    expectTypeOf<Extract<keyof JobUi, keyof PriceStepUi>>().toBeNever();
    expectTypeOf<keyof QuoteUi>().toEqualTypeOf<keyof StepFlowUi | keyof PricingUi | keyof JobUi | keyof PriceStepUi>();
  });
});
