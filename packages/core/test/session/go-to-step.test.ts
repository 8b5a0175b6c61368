import { describe, expect, it } from 'vitest';
import { NO_MODALS, type SummarySection, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, stateOf } from './fixtures.js';

describe("the job summary's go-to-step action (docs/behaviour/quote-flow.md §2)", () => {
  it.each<[SummarySection, string, string]>([
    ['route', 'furniture', 'listing-items'],
    ['items', 'furniture', 'listing-items'],
    ['items', 'house-move', 'listing-inventory'],
    ['items', 'House-Move', 'listing-inventory'],
    ['van', 'house-move', 'listing-items'],
    ['date', 'furniture', 'listing-price-options'],
    ['time', 'piano', 'listing-price-options'],
    ['helpers', 'furniture', 'listing-price-options'],
    ['services', 'house-move', 'listing-price-options'],
    ['insurance', 'car', 'listing-price-options'],
  ])('%s on a %s job goes to %s', (section, category, step) => {
    expect(t.stepOfSection(section, category)).toBe(step);
  });

  it('closes every modal, drops what waited for confirmation, and makes each request new', () => {
    const start = stateOf(furnitureListing(), {
      modals: { ...NO_MODALS, loadingInfo: true, packing: true },
      pending: { kind: 'clearPreset' },
    });
    const once = t.goToStep(start, 'date', contextOf());
    expect(once.ui.modals).toEqual(NO_MODALS);
    expect(once.ui.pending).toBeNull();
    expect(once.ui.goTo).toEqual({ step: 'listing-price-options', section: 'date', request: 1 });
    expect(once.listing).toBe(start.listing);
    const again = t.goToStep(once, 'date', contextOf());
    expect(again.ui.goTo).toEqual({ step: 'listing-price-options', section: 'date', request: 2 });
  });
});
