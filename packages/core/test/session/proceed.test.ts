import { describe, expect, it } from 'vitest';
import { NO_MODALS, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, lines, stateOf } from './fixtures.js';

const personTabs = (variant: string, status = 'running') => [{ name: 'person-tabs', variant, status }];
const withModals = () =>
  stateOf(furnitureListing(), { modals: { ...NO_MODALS, priceOption: true, loadingInfo: true } });

describe('proceeding (customer-quote-flow.md §4)', () => {
  it('dismisses all modals and goes to listing-confirmation', () => {
    const start = withModals();
    const next = t.proceed(start, contextOf());
    expect(next.ui.step).toBe('listing-confirmation');
    expect(next.ui.modals).toEqual(NO_MODALS);
    expect(next.listing).toBe(start.listing);
  });

  it('furniture under person-tabs with a 2-helper default and 1 helper now asks to add a helper first', () => {
    const next = t.proceed(withModals(), contextOf({ experiments: personTabs('fixed_2') }));
    expect(next.ui.step).toBe('quote');
    expect(next.ui.modals).toEqual({ ...NO_MODALS, addHelper: true });
    expect(next.ui.pending).toEqual({ kind: 'addHelper', helpers: 2 });
  });

  it.each([
    ['another category', contextOf({ category: 'house-move', experiments: personTabs('fixed_2') })],
    ['a 1-helper default', contextOf({ experiments: personTabs('fixed_1') })],
    ['a stopped experiment', contextOf({ experiments: personTabs('2', 'stopped') })],
    ['no experiment', contextOf()],
  ])('with %s it proceeds at once', (_label, context) => {
    expect(t.proceed(withModals(), context).ui.step).toBe('listing-confirmation');
  });

  it('with 2 helpers already it proceeds at once', () => {
    const start = stateOf(furnitureListing({ men_required: 2 }));
    expect(t.proceed(start, contextOf({ experiments: personTabs('2') })).ui.step).toBe('listing-confirmation');
  });

  it('accepting the helper sets 2 helpers and their price, then proceeds', () => {
    const context = contextOf({ experiments: personTabs('fixed_2') });
    const next = t.answerAddHelper(t.proceed(withModals(), context), true, context);
    expect(next.listing.men_required).toBe(2);
    expect(next.ui).toMatchObject({ priceTab: 'fixed_2', step: 'listing-confirmation', pending: null });
    expect(lines(next.listing)).toContainEqual(['priceOption', 189]);
  });

  it('declining keeps 1 helper and proceeds; the modal is not shown again', () => {
    const context = contextOf({ experiments: personTabs('fixed_2') });
    const next = t.dismissPending(t.proceed(withModals(), context), context);
    expect(next.listing.men_required).toBe(1);
    expect(next.ui.step).toBe('listing-confirmation');
    expect(t.proceed({ ...next, ui: { ...next.ui, step: 'quote' } }, context).ui.step).toBe('listing-confirmation');
  });
});
