import { computed } from 'nanostores';
import type { CatalogueItem } from '../../ports/quote-types.js';
import { estimateBoxesForItems } from '../../rules/boxes/boxes.js';
import type { HoursDirection } from '../../rules/hourly-rate/hours.js';
import { dateOption } from '../../rules/prices/date-option.js';
import type { SliderMode, SliderRange } from '../../rules/time-slider/slider.js';
import { contextOf } from '../core.js';
import type { QuoteFlowBase } from '../quote-flow-session.js';
import type { QuoteContext, QuoteState } from '../quote-state.js';
import { defineSlice } from '../slice.js';
import * as hourlySlot from '../transitions/hourly-slot.js';
import * as t from '../transitions/index.js';
import type { InventoryKey } from '../transitions/inventory.js';
import type { OfferedService } from '../transitions/job.js';
import type { PackingConfirmation } from '../transitions/packing.js';
import * as views from '../views/price-views.js';
import { hourlySlotsView } from '../views/time-options-panel.js';
import type { InsuranceService, PriceTab, RemovalPreset } from './price-step-ui.js';

// A bundle places this module with the price step's pieces, so the job's first step does not load it.

/**
 * The price step's slice (docs/behaviour/quote-flow.md §4): the calendar, price tabs, time
 * options and hourly slots, the time slider, extras and packing, Protection Plus, and the removal
 * inventory's own actions, with the stores derived from them. It builds on the first step's
 * slices (`withQuoteBase`): its transitions run through `session.update` with their hooks.
 * Protection Plus's cart line follows what it counts as, whatever changed (a level, a value, a
 * draft). Its mark is the one earlier bundles gave a session with every quote-flow action.
 */
export const priceStepSlice = defineSlice(
  'price-step',
  (session: QuoteFlowBase) => {
    const run = session.update;
    const { $state } = session;
    const withContext = <T>(derive: (state: QuoteState, now: QuoteContext) => T) =>
      computed([$state, session.$context], (current) => derive(current, contextOf(session)));
    session.addHooks({ settle: t.settleInsurance });
    return {
      /** Fixed or ranged, from the chosen dates (back-office §4). */
      $dateOption: computed(session.$listing, (listing) =>
        dateOption([listing.pickup_date?.slice(0, 10), listing.pickup_date_end?.slice(0, 10)]),
      ),
      /** Protection Plus counts as selected (premium: only above 5000). */
      $insuranceSelected: computed(session.$listing, t.insuranceSelected),
      /** The time slider's mode, windows and time option. */
      $timeSlider: withContext(t.sliderStateOf),
      /** The price calendar: the month shown, its 42 days with price for the current tab, state and label. */
      $calendar: withContext(views.calendarView),
      /** The price tabs on offer (§4). */
      $priceTabs: computed($state, views.priceTabsView),
      /** The time options with their charge, grouped when more than 3 (§9). */
      $timeOptions: computed($state, views.timeOptionsView),
      /** Hourly rate: hour choices and the chosen day's slots (§4, §9). */
      $hourly: withContext(views.hourlyView),
      /** Hourly rate: the chosen day's start times for the hours booked, grouped, with the chosen one (§4, §9). */
      $hourlySlots: withContext(hourlySlotsView),
      /** The estimated-boxes suggestion (§5, §9). */
      $boxEstimate: computed(session.$listing, (listing) => estimateBoxesForItems(listing.move_items)),
      /** Ticks or unticks an additional service (not packing or insurance). */
      toggleService: (service: OfferedService): QuoteState => run((s) => t.toggleService(s, service)),
      /** The removal inventory's boxes list view on or off. */
      setBoxesListView: (on: boolean): QuoteState => run((s) => t.setBoxesListView(s, on)),
      /** Adds a catalogue item to a room (location_id). */
      addInventoryItem: (entry: CatalogueItem, locationId: number): QuoteState =>
        run((s) => t.addInventoryItem(s, entry, locationId)),
      /**
       * Sets an inventory item's quantity; 0 removes it.
       * @deprecated The items slice's `setItemQuantity({ fakeId, locationId }, quantity)`, which every list uses.
       */
      setInventoryQuantity: (key: InventoryKey, quantity: number): QuoteState => {
        session.setItemQuantity(key, quantity);
        return session.$state.get();
      },
      /** Shows another calendar month: 'next', 'previous' or YYYY-MM. */
      showMonth: (month: string): QuoteState => run((s, c) => t.showMonth(s, month, c)),
      /** Price tabs (§4). */
      selectPriceTab: (tab: PriceTab | string): QuoteState => run((s, c) => t.selectPriceTab(s, tab, c)),
      /** Selects a calendar day, YYYY-MM-DD (§4): a fixed date option. */
      selectDay: (dateKey: string): QuoteState => run((s, c) => t.selectDay(s, dateKey, c)),
      /** Selects several days: a ranged date option from the first to the last (back-office §4). */
      selectDates: (dateKeys: readonly string[]): QuoteState => run((s, c) => t.selectDates(s, dateKeys, c)),
      /** Selects a time option by key, like '0800-1200' (§4). */
      selectTimeOption: (key: string): QuoteState => run((s, c) => t.selectTimeOption(s, key, c)),
      /** Changes the number of helpers and reprices (§4). */
      setHelpers: (helpers: number): QuoteState => run((s, c) => t.setHelpers(s, helpers, c)),
      /** Ticks Protection Plus with the service offered (§4). */
      tickInsurance: (service?: InsuranceService | null): QuoteState =>
        run((s, c) => t.tickInsurance(s, service ?? null, c)),
      /** Unticks Protection Plus (§4). */
      untickInsurance: (): QuoteState => run((s, c) => t.untickInsurance(s, c)),
      /** The value of goods as typed. */
      typeInsuranceValue: (value: string): QuoteState => run((s) => t.typeInsuranceValue(s, value)),
      /** Submits the value of goods (§4, §5). */
      submitInsurance: (value?: string): QuoteState => run((s, c) => t.submitInsurance(s, value, c)),
      /** Cancels the value area, restoring what was there (§4). */
      cancelInsurance: (): QuoteState => run((s) => t.cancelInsurance(s)),
      /** Hourly rate: 0.5 hours up or down, or a typed number (§4). */
      changeHours: (change: HoursDirection | number): QuoteState => run((s, c) => t.changeHours(s, change, c)),
      /** Switches the time slider's mode (§4). */
      changeSliderMode: (mode: SliderMode): QuoteState => run((s, c) => t.changeSliderMode(s, mode, c)),
      /** Sets the current side's window on the time slider. */
      setSliderTimes: (range: Partial<SliderRange>): QuoteState => run((s, c) => t.setSliderTimes(s, range, c)),
      /** Resets the time slider (§4). */
      resetTimeSlider: (): QuoteState => run((s, c) => t.resetTimeSlider(s, c)),
      /** Toggles the packing service (§4). */
      togglePacking: (): QuoteState => run((s) => t.togglePacking(s)),
      /** Confirms the packing modal (§4). */
      confirmPacking: (input: PackingConfirmation): QuoteState => run((s) => t.confirmPacking(s, input)),
      /** Applies a removal preset (§4). */
      applyPreset: (preset: RemovalPreset): QuoteState => run((s) => t.applyPreset(s, preset)),
      /** Clears the removal preset and its items (§4). */
      clearPreset: (): QuoteState => run((s) => t.clearPreset(s)),
      /** Confirms what waits for confirmation (slider mode, preset, extra helper). */
      confirmPending: (): QuoteState => run((s, c) => t.confirmPending(s, c)),
      /** Declines what waits for confirmation. */
      dismissPending: (): QuoteState => run((s, c) => t.dismissPending(s, c)),
      /**
       * Chooses the chosen day's service level in the price option modal (standard, standard_plus,
       * premium; back-office §4): packageType and the priceOption line follow, the modal closes.
       */
      selectPackage: (level: string): QuoteState => run((s, c) => t.selectPackage(s, level, c)),
      /**
       * Answers the email-ask modal (§4, Price loading): a valid address goes to user_info.email,
       * exclude_prices becomes false and prices are fetched; an invalid one changes nothing.
       */
      submitEmail: (email: string): QuoteState => run((s, c) => t.submitEmail(s, email, c)),
      /**
       * Hourly rate: chooses a start time of the chosen day, 'HH:mm' (pickup_time to pickup_time_end);
       * the time option modal closes. A start that is not one of the day's changes nothing.
       */
      selectHourlySlot: (start: string): QuoteState => run((s, c) => hourlySlot.selectHourlySlot(s, start, c)),
      /** Hourly rate: `changeHours`, and the chosen start time keeps its start with the new end, or goes when it no longer fits. */
      changeHourlyHours: (change: HoursDirection | number): QuoteState =>
        run((s, c) => hourlySlot.changeHourlyHours(s, change, c)),
      /**
       * Hourly rate: the start times worked out again for the time now (§9: every 30 minutes); a
       * chosen start now too near goes, and the time option modal closes when today has none left (§4).
       */
      refreshHourlySlots: (): QuoteState => run((s, c) => hourlySlot.refreshHourlySlots(s, c)),
    };
  },
  'haulkit.quote-flow@1',
);
