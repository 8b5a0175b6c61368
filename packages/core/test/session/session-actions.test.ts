import { afterEach, describe, expect, it } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  getQuoteSession,
  type Listing,
  resetSessions,
} from '../../src/index.js';
import { fakeApi, furnitureListing, insuranceService, lines, NOW, priceResponse, sofa } from './fixtures.js';

afterEach(() => resetSessions());

/** A session at NOW that starts from `listing`, experiments fetched, prices cached. */
function sessionWith(listing: Listing = furnitureListing(), context = {}) {
  const storage = createMemoryStorage();
  const now = () => NOW.getTime();
  createDraftStore({ storage, now }).save('actions', listing);
  const session = getQuoteSession('actions', {
    storage,
    now,
    context: { category: 'furniture', ...context },
    api: fakeApi(async () => priceResponse),
  });
  session.experimentsFetched();
  return session;
}

describe('session actions apply the transitions to the stores (docs/behaviour/quote-flow.md §4)', () => {
  it('price tab, day and time option', () => {
    const session = sessionWith();
    session.selectPriceTab('fixed_2');
    expect(session.$ui.get().priceTab).toBe('fixed_2');
    session.selectDay('2030-01-15');
    expect(session.$listing.get()).toMatchObject({ pickup_date: '2030-01-15', men_required: 2 });
    expect(session.$dateOption.get()).toEqual({ option: 'fixed', start: '2030-01-15', end: '2030-01-15' });
    session.selectTimeOption('0900-1300');
    expect(lines(session.$listing.get())).toEqual([
      ['priceOption', 199],
      ['timeOption', 30],
    ]);
    expect(session.$cartTotal.get()).toBe(229);
  });

  it('helpers reprice through the adapter', async () => {
    const session = sessionWith();
    session.setHelpers(2);
    expect(session.$ui.get().priceStatus).toBe('loading');
    const state = await session.settled();
    expect(state.listing.lowest_price).toBe(135);
    expect(lines(state.listing).at(-1)).toEqual(['priceOption', 195]);
  });

  it('insurance: tick, type, submit, and the selected flag', () => {
    const session = sessionWith(furnitureListing({ listing_cart: [] }));
    session.tickInsurance(insuranceService);
    expect(session.$ui.get().modals.insurance).toBe(true);
    session.typeInsuranceValue('10000');
    session.submitInsurance();
    expect(lines(session.$listing.get())).toEqual([['full_insurance', 200]]);
    expect(session.$insuranceSelected.get()).toBe(true);
    session.tickInsurance();
    session.cancelInsurance();
    session.untickInsurance();
    expect(session.$insuranceSelected.get()).toBe(false);
  });

  it('hours, slider, packing and preset', () => {
    const session = sessionWith(furnitureListing({ min_time_selectable_hours: 2, hours_selected: 2 }));
    expect(session.changeHours('up').listing.hours_selected).toBe(2.5);
    session.changeSliderMode('delivery');
    expect(session.$timeSlider.get()).toMatchObject({ mode: 'delivery', delivery: { start: 10, end: 18 } });
    session.setSliderTimes({ start: 10, end: 20 });
    session.resetTimeSlider();
    expect(session.$timeSlider.get()).toMatchObject({ mode: 'delivery', delivery: { start: 10, end: 18 } });
    session.togglePacking();
    session.confirmPacking({ counts: { small_boxes: 2 } });
    expect(lines(session.$listing.get())).toContainEqual(['packing_material', 6]);
    session.applyPreset({ id: 1, items: [sofa] });
    expect(session.$ui.get().pending).toEqual({ kind: 'preset', preset: { id: 1, items: [sofa] } });
    session.dismissPending();
    session.clearPreset();
    session.confirmPending();
    expect(session.$listing.get().move_items).toEqual([]);
  });

  it('partner views and proceeding', async () => {
    const session = sessionWith(furnitureListing({ partner: { id: 2 } }));
    session.showPartnerView('custom-item');
    session.saveCustomItem({ item: { name: 'Desk', width: 120, height: 75, depth: 60, weight: 30 } });
    expect(session.$partnerView.get()).toBe('default-items');
    session.checkPartnerDefaultItems();
    expect(session.$ui.get().partner.error).toBe('missingItem');
    session.openModal('priceOption');
    session.closeModal('priceOption');
    session.openModal('loadingInfo');
    expect(session.proceed().ui).toMatchObject({ save: { status: 'saving' }, modals: { loadingInfo: false } });
    expect((await session.settled()).ui.step).toBe('listing-confirmation');
  });

  it('a context change to a far, non-admin route applies the long-distance rule at once', () => {
    const session = sessionWith(furnitureListing({ distance: 212 }), { isAdmin: true });
    expect(session.$listing.get().selectedTimeOption).toBe('0800-1200');
    session.setContext({ isAdmin: false });
    expect(session.$listing.get()).not.toHaveProperty('selectedTimeOption');
    expect(session.$timeSlider.get().collectionOnly).toBe(true);
  });
});
