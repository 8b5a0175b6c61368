import { computed } from 'nanostores';
import { estimateBoxesForItems } from '../rules/boxes/boxes.js';
import { dateOption } from '../rules/prices/date-option.js';
import { isPriceable } from '../rules/prices/priceable.js';
import { cartOf, cartTotal } from './cart.js';
import { createFlowEffects } from './flow-effects.js';
import { createDraftStore } from './persistence.js';
import { DEFAULT_SESSION_KEY, getSession } from './quote-session.js';
import type { QuoteContext, QuoteState } from './quote-state.js';
import type { AsyncArea, AsyncStatus } from './requests.js';
import { createPriceLoader, createTimer } from './session-effects.js';
import type { QuoteFlowSession, QuoteSession, QuoteSessionOptions } from './session-types.js';
import * as hourlySlot from './transitions/hourly-slot.js';
import * as t from './transitions/index.js';
import { hourlySlotsView } from './views/time-options-panel.js';
import * as views from './views.js';

/** The category attribute of hourly-rate jobs (§1: man-and-van by the hour). */
const HOURLY_CATEGORY = 'man-and-van';

/** Marks a session that already has the quote-flow actions (shared across bundles). */
const FLOW = Symbol.for('haulkit.quote-flow@1');

/** True when the session already has the quote-flow actions. */
export function isQuoteFlowSession(session: QuoteSession): session is QuoteFlowSession {
  return FLOW in session;
}

/** The quote-flow actions and stores, added to a session once. */
function installQuoteFlow(session: QuoteSession): QuoteFlowSession {
  const context = (): QuoteContext => ({ ...session.$context.get(), now: new Date(session.now()) });
  const state = (): QuoteState => ({ listing: session.$listing.get(), ui: session.$ui.get() });
  const loader = createPriceLoader(async () => (await session.adapters()).api);
  const effects = createFlowEffects(session);
  const emailTimer = createTimer(session.timers);
  const run = session.update;

  const startPriceLoad = (request: number) => {
    effects.ensurePrelistingId();
    loader.start(session.$listing.get(), (outcome) => {
      const next = run((current, now) =>
        outcome.ok
          ? t.pricesLoaded(current, { request, response: outcome.response }, now)
          : t.pricesFailed(current, { request, error: outcome.error }),
      );
      if (!outcome.ok && next.ui.priceRequest === request)
        effects.reportPriceFailure(outcome.error.code, outcome.error.body);
    });
  };
  session.addHooks({
    settle: t.applyLongDistance,
    after: (before, after, now) => {
      if (after.ui.priceRequest > before.ui.priceRequest) startPriceLoad(after.ui.priceRequest);
      if (after.ui.emailAsk === 'scheduled' && before.ui.emailAsk !== 'scheduled') {
        emailTimer.set(() => run((current) => t.askForEmail(current)), t.emailModalDelay(now.isAdmin));
      }
    },
    dispose: () => {
      loader.abort();
      emailTimer.clear();
      effects.dispose();
    },
  });

  const $state = computed([session.$listing, session.$ui], (listing, ui): QuoteState => ({ listing, ui }));
  const withContext = <T>(derive: (state: QuoteState, now: QuoteContext) => T) =>
    computed([$state, session.$context], (current) => derive(current, context()));
  const $status = computed([effects.requests.$areas, session.$ui], (areas, ui): Record<AsyncArea, AsyncStatus> => {
    // While the test lab is asked (before the first price load) prices count as loading.
    const waiting = ui.priceStatus === 'idle' && !ui.experimentsFetched && areas.experiments.state === 'loading';
    const prices: AsyncStatus =
      ui.priceStatus === 'error'
        ? { state: 'error', error: { code: ui.priceError?.code ?? 'noPrices', data: ui.priceError?.body } }
        : { state: waiting ? 'loading' : ui.priceStatus === 'loaded' ? 'ready' : ui.priceStatus };
    return { ...areas, prices };
  });
  const flow: Omit<QuoteFlowSession, keyof QuoteSession> = {
    $state,
    $cartTotal: computed(session.$listing, (listing) => cartTotal(cartOf(listing))),
    $dateOption: computed(session.$listing, (listing) =>
      dateOption([listing.pickup_date?.slice(0, 10), listing.pickup_date_end?.slice(0, 10)]),
    ),
    $insuranceSelected: computed(session.$listing, t.insuranceSelected),
    $partnerView: computed($state, t.partnerViewOf),
    $timeSlider: computed([$state, session.$context], (current) => t.sliderStateOf(current, context())),
    $status,
    $requests: effects.requests.$entries,
    $calendar: withContext(views.calendarView),
    $priceTabs: computed($state, views.priceTabsView),
    $timeOptions: computed($state, views.timeOptionsView),
    $hourly: withContext(views.hourlyView),
    $summary: computed([$state, session.$context], (current, who) =>
      views.summaryView(current, { isHourlyRate: String(who.category ?? '').toLowerCase() === HOURLY_CATEGORY }),
    ),
    $priceable: computed(session.$listing, isPriceable),
    $boxEstimate: computed(session.$listing, (listing) => estimateBoxesForItems(listing.move_items)),
    $vanFit: computed(session.$listing, (listing) => views.vanFitOf(listing.move_items)),
    $bookingSteps: computed([session.$listing, session.$context], (listing, who) =>
      views.bookingStepsView(listing, who.fieldRules),
    ),
    setAddress: effects.setAddress,
    loadDirections: effects.loadDirections,
    selectVan: (van) => run((s) => t.selectVan(s, van)),
    toggleService: (service) => run((s) => t.toggleService(s, service)),
    setBoxesListView: (on) => run((s) => t.setBoxesListView(s, on)),
    addInventoryItem: (entry, locationId) => run((s) => t.addInventoryItem(s, entry, locationId)),
    setInventoryQuantity: (key, quantity) => run((s) => t.setInventoryQuantity(s, key, quantity)),
    applyBoxEstimate: effects.applyBoxEstimate,
    loadRemovalDefaults: effects.loadRemovalDefaults,
    applyRemovalPreset: effects.applyRemovalPreset,
    searchMakes: effects.searchMakes,
    searchModels: effects.searchModels,
    chooseVehicle: (make, model) => run((s) => t.chooseVehicle(s, make, model)),
    addCustomVehicle: (input) => run((s) => t.addCustomVehicle(s, input)),
    lookupPlate: effects.lookupPlate,
    lookupEbayItem: effects.lookupEbayItem,
    addEbayItems: (ebay) => run((s) => t.addEbayItems(s, ebay)),
    loadPrelisting: effects.loadPrelisting,
    setPrelistingId: (id) => run((s) => t.setPrelistingId(s, id)),
    ensurePrelistingId: effects.ensurePrelistingId,
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
    experimentsFetched: (experiments) => {
      if (experiments) session.setContext({ experiments });
      effects.trackExperiments();
      return run((s, c) => t.experimentsFetched(s, c));
    },
    loadPrices: async (options = {}) => {
      run((s, c) => t.requestPrices(s, options, c));
      await loader.settled();
      return state();
    },
    startPricing: async () => {
      if (!session.$ui.get().experimentsFetched) {
        const experiments = await effects.fetchExperiments();
        if (!session.$ui.get().experimentsFetched) installed.experimentsFetched(experiments);
      } else {
        run((s, c) => t.requestPrices(s, {}, c));
      }
      await loader.settled();
      return state();
    },
    settled: async () => {
      await loader.settled();
      return state();
    },
    changeHours: (change) => run((s, c) => t.changeHours(s, change, c)),
    proceed: () => run((s, c) => t.proceed(s, c)),
    showPartnerView: (view) => run((s) => t.showPartnerView(s, view)),
    saveCustomItem: (submission) => run((s) => t.saveCustomItem(s, submission)),
    checkPartnerDefaultItems: () => run((s) => t.checkPartnerDefaultItems(s)),
    changeSliderMode: (mode) => run((s, c) => t.changeSliderMode(s, mode, c)),
    setSliderTimes: (range) => run((s, c) => t.setSliderTimes(s, range, c)),
    resetTimeSlider: () => run((s, c) => t.resetTimeSlider(s, c)),
    togglePacking: () => run((s) => t.togglePacking(s)),
    confirmPacking: (input) => run((s) => t.confirmPacking(s, input)),
    applyPreset: (preset) => run((s) => t.applyPreset(s, preset)),
    clearPreset: () => run((s) => t.clearPreset(s)),
    confirmPending: () => run((s, c) => t.confirmPending(s, c)),
    dismissPending: () => run((s, c) => t.dismissPending(s, c)),
    openModal: (modal) => run((s) => t.openModal(s, modal)),
    closeModal: (modal) => run((s) => t.closeModal(s, modal)),
    goToStep: (section) => run((s, c) => t.goToStep(s, section, c)),
    selectPackage: (level) => run((s, c) => t.selectPackage(s, level, c)),
    submitEmail: (email) => run((s, c) => t.submitEmail(s, email, c)),
    $hourlySlots: withContext(hourlySlotsView),
    selectHourlySlot: (start) => run((s, c) => hourlySlot.selectHourlySlot(s, start, c)),
    changeHourlyHours: (change) => run((s, c) => hourlySlot.changeHourlyHours(s, change, c)),
    refreshHourlySlots: () => run((s, c) => hourlySlot.refreshHourlySlots(s, c)),
  };
  const installed = Object.assign(session, flow, { [FLOW]: true });
  run((current) => current);
  return installed;
}

/**
 * A session with the quote-flow actions added (once; the same object). Drafts stay as the
 * session has them: a view built on the flow uses this with `getSession(key)`, so the draft code
 * and its schemas load only when a draft is stored or the first change is saved.
 * @example withQuoteFlow(getSession('shop')).setAddress('pickup', address)
 */
export function withQuoteFlow(session: QuoteSession): QuoteFlowSession {
  return isQuoteFlowSession(session) ? session : installQuoteFlow(session);
}

/**
 * The quote session for a key with every action of customer-quote-flow.md §4: the same object
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
  return isQuoteFlowSession(session) ? session : installQuoteFlow(session);
}
