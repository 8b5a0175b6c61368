import { describe, expect, it } from 'vitest';
import { type ItemsStepOffer, itemsStepOffer } from '../../src/index.js';

describe("itemsStepOffer: what a category's items step offers first", () => {
  it.each<[string | null | undefined, ItemsStepOffer]>([
    ['furniture', { lead: 'search', catalogue: 'shown' }],
    ['house-move', { lead: 'search', catalogue: 'shown' }],
    ['international', { lead: 'search', catalogue: 'shown' }],
    ['ferry', { lead: 'search', catalogue: 'shown' }],
    [null, { lead: 'search', catalogue: 'shown' }],
    [undefined, { lead: 'search', catalogue: 'shown' }],
    // A piano is added by make and model (the piano dialog), never from the furniture catalogue.
    ['piano', { lead: 'piano', catalogue: 'none' }],
    [' Piano ', { lead: 'piano', catalogue: 'none' }],
    // A car is chosen by make and model from the lists.
    ['car', { lead: 'car', catalogue: 'none' }],
    // Hourly van hire books a van: the van comes first, the catalogue is there when asked for.
    ['man-and-van', { lead: 'van', catalogue: 'folded' }],
    ['MAN-AND-VAN', { lead: 'van', catalogue: 'folded' }],
  ])('%s → %o', (category, offer) => {
    expect(itemsStepOffer(category)).toEqual(offer);
  });
});
