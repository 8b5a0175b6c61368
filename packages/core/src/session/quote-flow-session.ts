import { computed } from 'nanostores';
import { isAbortError } from '../errors.js';
import { isPriceable } from '../rules/prices/priceable.js';
import { offersVan } from '../rules/quote-flow/constants.js';
import { cartOf, cartTotal } from './cart.js';
import { createFlowEffects } from './flow-effects.js';
import type { QuoteState } from './quote-state.js';
import type { AsyncArea, AsyncStatus } from './requests.js';
import { createPriceLoader, createTimer, priceLoadError } from './session-effects.js';
import type { QuoteFlowBase, QuoteFlowSession, QuoteSession } from './session-types.js';
import * as t from './transitions/index.js';
import * as views from './views.js';

/** The category attribute of hourly-rate jobs (§1: man-and-van by the hour). */
const HOURLY_CATEGORY = 'man-and-van';
const CAR_CATEGORY = 'car';

/** Saves of one proceed at most, when the listing keeps changing while it is saved. */
const MAX_SAVE_ATTEMPTS = 3;

/** Marks a session that already has every quote-flow action (shared across bundles; `withQuoteFlow` sets it). */
const FLOW = Symbol.for('haulkit.quote-flow@1');
/** Marks a session that already has the first step's actions, its hooks and effects (shared across bundles). */
const BASE = Symbol.for('haulkit.quote-flow-base@1');

/** True when the session already has every quote-flow action. */
export function isQuoteFlowSession(session: QuoteSession): session is QuoteFlowSession {
  return FLOW in session;
}

/** True when the session already has the first step's actions (a full flow session has them too). */
function isQuoteFlowBase(session: QuoteSession): session is QuoteFlowBase {
  return BASE in session || FLOW in session;
}

/**
 * The first step's actions and stores with the flow's hooks (price loading, the long-distance
 * rule, the email ask) and effects (addresses, lookups, pre-listing), added to a session once.
 */
function installQuoteBase(session: QuoteSession): QuoteFlowBase {
  const state = (): QuoteState => ({ listing: session.$listing.get(), ui: session.$ui.get() });
  const loader = createPriceLoader(async () => (await session.adapters()).api, session.now);
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
  let saving: Promise<void> = Promise.resolve();
  // Proceeding's save: after a price load in flight has landed (its prices are part of the
  // listing), the listing is saved; a listing changed meanwhile is saved again, so the copy kept
  // is the listing the flow proceeds with.
  const startSave = (request: number) => {
    saving = loader.settled().then(async () => {
      for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt += 1) {
        try {
          if ((await effects.saveListing()) !== session.$listing.get()) continue;
          run((current) => t.listingSaved(current, request));
        } catch (error) {
          if (isAbortError(error)) return;
          run((current) => t.listingSaveFailed(current, request, priceLoadError(error, session.now())));
        }
        return;
      }
    });
  };
  session.addHooks({
    settle: t.applyLongDistance,
    after: (before, after, now) => {
      if (after.ui.priceRequest > before.ui.priceRequest) startPriceLoad(after.ui.priceRequest);
      const save = after.ui.save;
      if (save?.status === 'saving' && save.request !== before.ui.save?.request) startSave(save.request);
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
  const $status = computed([effects.requests.$areas, session.$ui], (areas, ui): Record<AsyncArea, AsyncStatus> => {
    // While the test lab is asked (before the first price load) prices count as loading.
    const waiting = ui.priceStatus === 'idle' && !ui.experimentsFetched && areas.experiments.state === 'loading';
    const prices: AsyncStatus =
      ui.priceStatus === 'error'
        ? {
            state: 'error',
            error: {
              code: ui.priceError?.code ?? 'noPrices',
              data: ui.priceError?.body,
              ...(ui.priceError?.status === undefined ? {} : { status: ui.priceError.status }),
              ...(ui.priceError?.retryAt === undefined ? {} : { retryAt: ui.priceError.retryAt }),
            },
          }
        : { state: waiting ? 'loading' : ui.priceStatus === 'loaded' ? 'ready' : ui.priceStatus };
    return { ...areas, prices };
  });
  const flow: Omit<QuoteFlowBase, keyof QuoteSession> = {
    $state,
    $cartTotal: computed(session.$listing, (listing) => cartTotal(cartOf(listing))),
    $partnerView: computed($state, t.partnerViewOf),
    $status,
    $requests: effects.requests.$entries,
    $summary: computed([$state, session.$context], (current, who) => {
      const category = String(who.category ?? '').toLowerCase();
      return views.summaryView(current, {
        isHourlyRate: category === HOURLY_CATEGORY,
        vehicles: category === CAR_CATEGORY,
        vanOffered: offersVan(category),
      });
    }),
    $priceable: computed(session.$listing, isPriceable),
    $vanFit: computed(session.$listing, (listing) => views.vanFitOf(listing.move_items)),
    $bookingSteps: computed([session.$listing, session.$context], (listing, who) =>
      views.bookingStepsView(listing, who.fieldRules),
    ),
    setAddress: effects.setAddress,
    loadDirections: effects.loadDirections,
    selectVan: (van) => run((s) => t.selectVan(s, van)),
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
      await saving;
      return state();
    },
    proceed: () => run((s, c) => t.proceed(s, c)),
    showPartnerView: (view) => run((s) => t.showPartnerView(s, view)),
    saveCustomItem: (submission) => run((s) => t.saveCustomItem(s, submission)),
    checkPartnerDefaultItems: () => run((s) => t.checkPartnerDefaultItems(s)),
    openModal: (modal) => run((s) => t.openModal(s, modal)),
    closeModal: (modal) => run((s) => t.closeModal(s, modal)),
    goToStep: (section) => run((s, c) => t.goToStep(s, section, c)),
  };
  const installed = Object.assign(session, flow, { [BASE]: true });
  run((current) => current);
  return installed;
}

/**
 * A session with the first step's quote-flow actions (addresses, route, items, vans, lookups,
 * pricing, modals, the job summary, proceeding) added once, with the flow's hooks: what the
 * address picker, route map, item picker, van selector, job summary and `<hk-quote-flow>`'s first
 * step use, so they do not carry the later steps' rules. `withQuoteFlow` adds the rest.
 * @example withQuoteBase(getSession('shop')).setAddress('pickup', address)
 */
export function withQuoteBase(session: QuoteSession): QuoteFlowBase {
  return isQuoteFlowBase(session) ? session : installQuoteBase(session);
}
