import { computed } from 'nanostores';
import { estimateBoxesForItems } from '../rules/boxes/boxes.js';
import { dateOption } from '../rules/prices/date-option.js';
import { createDraftStore } from './persistence.js';
import { isQuoteFlowSession, withQuoteBase } from './quote-flow-session.js';
import { DEFAULT_SESSION_KEY, getSession } from './quote-session.js';
import type { QuoteContext, QuoteState } from './quote-state.js';
import type { QuoteFlowBase, QuoteFlowSession, QuoteSession, QuoteSessionOptions } from './session-types.js';
import * as hourlySlot from './transitions/hourly-slot.js';
import * as t from './transitions/index.js';
import * as views from './views/price-views.js';
import { hourlySlotsView } from './views/time-options-panel.js';

// The later steps' quote-flow actions, apart from the first step's (quote-flow-session.ts): a
// bundle places this module with the price step's pieces, so the job's first step does not load it.

/** Marks a session that already has every quote-flow action (shared across bundles). */
const FLOW = Symbol.for('haulkit.quote-flow@1');

/**
 * The later steps' actions and stores (calendar, price tabs, time options and slots, the time
 * slider, extras, Protection Plus, the inventory's own), added once to a session that has the
 * first step's. They need nothing of the base's own: transitions run through `session.update`,
 * whose hooks the base installed.
 */
function installQuoteRest(session: QuoteFlowBase): QuoteFlowSession {
  const context = (): QuoteContext => ({ ...session.$context.get(), now: new Date(session.now()) });
  const run = session.update;
  const { $state } = session;
  const withContext = <T>(derive: (state: QuoteState, now: QuoteContext) => T) =>
    computed([$state, session.$context], (current) => derive(current, context()));
  const rest: Omit<QuoteFlowSession, keyof QuoteFlowBase> = {
    $dateOption: computed(session.$listing, (listing) =>
      dateOption([listing.pickup_date?.slice(0, 10), listing.pickup_date_end?.slice(0, 10)]),
    ),
    $insuranceSelected: computed(session.$listing, t.insuranceSelected),
    $timeSlider: computed([$state, session.$context], (current) => t.sliderStateOf(current, context())),
    $calendar: withContext(views.calendarView),
    $priceTabs: computed($state, views.priceTabsView),
    $timeOptions: computed($state, views.timeOptionsView),
    $hourly: withContext(views.hourlyView),
    $boxEstimate: computed(session.$listing, (listing) => estimateBoxesForItems(listing.move_items)),
    toggleService: (service) => run((s) => t.toggleService(s, service)),
    setBoxesListView: (on) => run((s) => t.setBoxesListView(s, on)),
    addInventoryItem: (entry, locationId) => run((s) => t.addInventoryItem(s, entry, locationId)),
    setInventoryQuantity: (key, quantity) => run((s) => t.setInventoryQuantity(s, key, quantity)),
    showMonth: (month) => run((s, c) => t.showMonth(s, month, c)),
    selectPriceTab: (tab) => run((s, c) => t.selectPriceTab(s, tab, c)),
    selectDay: (dateKey) => run((s, c) => t.selectDay(s, dateKey, c)),
    selectDates: (dateKeys) => run((s, c) => t.selectDates(s, dateKeys, c)),
    selectTimeOption: (optionKey) => run((s, c) => t.selectTimeOption(s, optionKey, c)),
    setHelpers: (helpers) => run((s, c) => t.setHelpers(s, helpers, c)),
    tickInsurance: (service) => run((s, c) => t.tickInsurance(s, service ?? null, c)),
    untickInsurance: () => run((s, c) => t.untickInsurance(s, c)),
    typeInsuranceValue: (value) => run((s) => t.typeInsuranceValue(s, value)),
    submitInsurance: (value) => run((s, c) => t.submitInsurance(s, value, c)),
    cancelInsurance: () => run((s) => t.cancelInsurance(s)),
    changeHours: (change) => run((s, c) => t.changeHours(s, change, c)),
    changeSliderMode: (mode) => run((s, c) => t.changeSliderMode(s, mode, c)),
    setSliderTimes: (range) => run((s, c) => t.setSliderTimes(s, range, c)),
    resetTimeSlider: () => run((s, c) => t.resetTimeSlider(s, c)),
    togglePacking: () => run((s) => t.togglePacking(s)),
    confirmPacking: (input) => run((s) => t.confirmPacking(s, input)),
    applyPreset: (preset) => run((s) => t.applyPreset(s, preset)),
    clearPreset: () => run((s) => t.clearPreset(s)),
    confirmPending: () => run((s, c) => t.confirmPending(s, c)),
    dismissPending: () => run((s, c) => t.dismissPending(s, c)),
    selectPackage: (level) => run((s, c) => t.selectPackage(s, level, c)),
    submitEmail: (email) => run((s, c) => t.submitEmail(s, email, c)),
    $hourlySlots: withContext(hourlySlotsView),
    selectHourlySlot: (start) => run((s, c) => hourlySlot.selectHourlySlot(s, start, c)),
    changeHourlyHours: (change) => run((s, c) => hourlySlot.changeHourlyHours(s, change, c)),
    refreshHourlySlots: () => run((s, c) => hourlySlot.refreshHourlySlots(s, c)),
  };
  // Protection Plus's cart line follows what it counts as, whatever changed (a level, a value, a draft).
  session.addHooks({ settle: t.settleInsurance });
  const installed = Object.assign(session, rest, { [FLOW]: true });
  run((current) => current);
  return installed;
}

/**
 * A session with every quote-flow action added (once; the same object). Drafts stay as the
 * session has them: a view built on the flow uses this with `getSession(key)`, so the draft code
 * and its schemas load only when a draft is stored or the first change is saved.
 * @example withQuoteFlow(getSession('shop')).setAddress('pickup', address)
 */
export function withQuoteFlow(session: QuoteSession): QuoteFlowSession {
  return isQuoteFlowSession(session) ? session : installQuoteRest(withQuoteBase(session));
}

/**
 * The quote session for a key with every action of docs/behaviour/quote-flow.md §4: the same object
 * `getSession(key)` returns, with the actions added on first use. Created here, it restores its
 * draft at once (a draft store on localStorage unless `drafts` or `storage` say otherwise).
 * @example getQuoteSession('shop', { context: { category: 'furniture' } }).selectPriceTab('fixed_2')
 */
export function getQuoteSession(
  key: string = DEFAULT_SESSION_KEY,
  options: QuoteSessionOptions = {},
): QuoteFlowSession {
  const drafts = options.drafts ?? createDraftStore({ storage: options.storage, now: options.now, warn: options.warn });
  const session = getSession(key, { ...options, drafts });
  return withQuoteFlow(session);
}
