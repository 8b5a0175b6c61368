import { describe, expect, it } from 'vitest';
import { NO_MODALS, type QuoteState, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, lines, stateOf } from './fixtures.js';

const personTabs = (variant: string, status = 'running') => [{ name: 'person-tabs', variant, status }];
/** The state once proceeding's save of the final listing succeeded. */
const saved = (state: QuoteState) => t.listingSaved(state, state.ui.save?.request ?? 0);
const withModals = () =>
  stateOf(furnitureListing(), { modals: { ...NO_MODALS, priceOption: true, loadingInfo: true } });

describe('proceeding (docs/behaviour/quote-flow.md §4)', () => {
  it('dismisses all modals, saves the final listing, and goes to listing-confirmation once saved', () => {
    const start = withModals();
    const next = t.proceed(start, contextOf());
    expect(next.ui).toMatchObject({ step: 'quote', save: { request: 1, status: 'saving' } });
    expect(t.proceed(next, contextOf())).toBe(next);
    expect(saved(next).ui.step).toBe('listing-confirmation');
    expect(saved(next).ui.save).toBeUndefined();
    expect(t.listingSaved(next, 0)).toBe(next);
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
    expect(saved(t.proceed(withModals(), context)).ui.step).toBe('listing-confirmation');
  });

  it('with 2 helpers already it proceeds at once', () => {
    const start = stateOf(furnitureListing({ men_required: 2 }));
    expect(saved(t.proceed(start, contextOf({ experiments: personTabs('2') }))).ui.step).toBe('listing-confirmation');
  });

  it('accepting the helper sets 2 helpers and their price, then proceeds', () => {
    const context = contextOf({ experiments: personTabs('fixed_2') });
    const next = saved(t.answerAddHelper(t.proceed(withModals(), context), true, context));
    expect(next.listing.men_required).toBe(2);
    expect(next.ui).toMatchObject({ priceTab: 'fixed_2', step: 'listing-confirmation', pending: null });
    expect(lines(next.listing)).toContainEqual(['priceOption', 189]);
  });

  it('declining keeps 1 helper and proceeds; the modal is not shown again', () => {
    const context = contextOf({ experiments: personTabs('fixed_2') });
    const next = saved(t.dismissPending(t.proceed(withModals(), context), context));
    expect(next.listing.men_required).toBe(1);
    expect(next.ui.step).toBe('listing-confirmation');
    expect(saved(t.proceed({ ...next, ui: { ...next.ui, step: 'quote' } }, context)).ui.step).toBe(
      'listing-confirmation',
    );
  });
});

describe('the save proceeding waits for', () => {
  const error = { code: 'server', body: null, status: 503 };
  it('a failed save keeps the step and the listing, and says what failed; proceeding again saves again', () => {
    const start = withModals();
    const asked = t.proceed(start, contextOf());
    const failed = t.listingSaveFailed(asked, 1, error);
    expect(failed.ui).toMatchObject({ step: 'quote', save: { request: 1, status: 'error', error } });
    expect(failed.listing).toBe(start.listing);
    expect(t.listingSaved(failed, 1)).toBe(failed);
    expect(t.proceed(failed, contextOf()).ui.save).toEqual({ request: 2, status: 'saving' });
  });

  it('an answer to an older save never lands', () => {
    const again = t.proceed(t.listingSaveFailed(t.proceed(withModals(), contextOf()), 1, error), contextOf());
    expect(t.listingSaveFailed(again, 1, error)).toBe(again);
    expect(t.listingSaved(again, 1)).toBe(again);
  });
});
