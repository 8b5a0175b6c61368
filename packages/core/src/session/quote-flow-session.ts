import { computed } from 'nanostores';
import { dateOption } from '../rules/prices/date-option.js';
import { cartOf, cartTotal } from './cart.js';
import { createDraftStore } from './persistence.js';
import { DEFAULT_SESSION_KEY, getSession } from './quote-session.js';
import type { QuoteContext, QuoteState } from './quote-state.js';
import { createPriceLoader, createTimer } from './session-effects.js';
import type { QuoteFlowSession, QuoteSession, QuoteSessionOptions } from './session-types.js';
import * as t from './transitions/index.js';

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
  const loader = createPriceLoader(() => session.$api.get());
  const emailTimer = createTimer(session.timers);
  const run = session.update;

  const startPriceLoad = (request: number) =>
    loader.start(session.$listing.get(), (outcome) =>
      run((current, now) =>
        outcome.ok
          ? t.pricesLoaded(current, { request, response: outcome.response }, now)
          : t.pricesFailed(current, { request, error: outcome.error }),
      ),
    );
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
    },
  });

  const $state = computed([session.$listing, session.$ui], (listing, ui): QuoteState => ({ listing, ui }));
  const flow: Omit<QuoteFlowSession, keyof QuoteSession> = {
    $state,
    $cartTotal: computed(session.$listing, (listing) => cartTotal(cartOf(listing))),
    $dateOption: computed(session.$listing, (listing) =>
      dateOption([listing.pickup_date?.slice(0, 10), listing.pickup_date_end?.slice(0, 10)]),
    ),
    $insuranceSelected: computed(session.$listing, t.insuranceSelected),
    $partnerView: computed($state, t.partnerViewOf),
    $timeSlider: computed([$state, session.$context], (current) => t.sliderStateOf(current, context())),
    selectPriceTab: (tab) => run((s, c) => t.selectPriceTab(s, tab, c)),
    selectDay: (dateKey) => run((s, c) => t.selectDay(s, dateKey, c)),
    selectTimeOption: (optionKey) => run((s, c) => t.selectTimeOption(s, optionKey, c)),
    setHelpers: (helpers) => run((s, c) => t.setHelpers(s, helpers, c)),
    tickInsurance: (service) => run((s, c) => t.tickInsurance(s, service ?? null, c)),
    untickInsurance: () => run((s, c) => t.untickInsurance(s, c)),
    typeInsuranceValue: (value) => run((s) => t.typeInsuranceValue(s, value)),
    submitInsurance: (value) => run((s, c) => t.submitInsurance(s, value, c)),
    cancelInsurance: () => run((s) => t.cancelInsurance(s)),
    experimentsFetched: (experiments) => {
      if (experiments) session.setContext({ experiments });
      return run((s, c) => t.experimentsFetched(s, c));
    },
    loadPrices: async (options = {}) => {
      run((s, c) => t.requestPrices(s, options, c));
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
  };
  const installed = Object.assign(session, flow, { [FLOW]: true });
  run((current) => current);
  return installed;
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
