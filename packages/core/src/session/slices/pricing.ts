import { computed } from 'nanostores';
import { isAbortError } from '../../errors.js';
import type { Experiment } from '../../rules/experiments/experiments.js';
import { isPriceable } from '../../rules/prices/priceable.js';
import { type SessionCore, stateOf } from '../core.js';
import { flowEffectsOf } from '../flow-effects.js';
import type { QuoteState } from '../quote-state.js';
import type { AsyncArea, AsyncStatus } from '../requests.js';
import { createPriceLoader, createTimer, priceLoadError } from '../session-effects.js';
import { defineSlice } from '../slice.js';
import * as t from '../transitions/index.js';

/** Saves of one proceed at most, when the listing keeps changing while it is saved. */
const MAX_SAVE_ATTEMPTS = 3;

/**
 * How long pricing waits, while a price view is shown, after the job became priceable or changed
 * before it asks for prices: a burst of quantity clicks costs one price call, not one per click.
 */
export const PRICING_DELAY_MS = 300;

/**
 * The pricing slice (docs/behaviour/quote-flow.md §4, Price loading; Proceeding): a price load
 * starts when a transition asks for one (`ui.priceRequest` grows) and lands with a transition, an
 * answer to an older load never lands; the email ask waits for its delay; proceeding saves the
 * final listing once the price load in flight has landed. Where each asynchronous area stands
 * (`$status`) is the pricing's and the flow effects' requests together.
 */
export const pricingSlice = defineSlice('pricing', (session: SessionCore) => {
  const loader = createPriceLoader(async () => (await session.adapters()).api, session.now);
  const effects = flowEffectsOf(session);
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
    },
  });

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

  /** The test lab answered: prices are now blurred or fetched (§4). */
  const experimentsFetched = (experiments?: readonly Experiment[]): QuoteState => {
    if (experiments) session.setContext({ experiments });
    effects.trackExperiments();
    return run((s, c) => t.experimentsFetched(s, c));
  };

  /** Starts pricing as a price view does: the test lab first, then prices blurred or fetched. */
  const startPricing = async (): Promise<QuoteState> => {
    if (!session.$ui.get().experimentsFetched) {
      const experiments = await effects.fetchExperiments();
      if (!session.$ui.get().experimentsFetched) experimentsFetched(experiments);
    } else {
      run((s, c) => t.requestPrices(s, {}, c));
    }
    await loader.settled();
    return stateOf(session);
  };

  // While a price view is shown (`watchPrices`), a priceable job with no prices cached is priced
  // PRICING_DELAY_MS after its last change; a failed load waits for the person's "Try again".
  const $priceable = computed(session.$listing, isPriceable);
  const $due = computed([$priceable, $status], (priceable, status) => priceable && status.prices.state === 'idle');
  const pricingTimer = createTimer(session.timers);
  const schedule = () => {
    if (!$due.get()) return pricingTimer.clear();
    pricingTimer.set(() => {
      if ($due.get()) startPricing().catch(() => undefined);
    }, PRICING_DELAY_MS);
  };
  let watchers = 0;
  let stopWatching = () => {};
  session.addHooks({ dispose: () => stopWatching() });

  return {
    /** Where each asynchronous area stands: prices, search, lookups, defaults, directions, prelisting, payment. */
    $status,
    /** Every request's status and data by key (makes:4, models:4:12:, removal-defaults:flat …). */
    $requests: effects.requests.$entries,
    /** True when the job can be priced: both addresses located and at least one item (rules/prices/priceable.ts). */
    $priceable,
    /** The pre-listing id, created when the listing has none (before any price call). */
    ensurePrelistingId: effects.ensurePrelistingId,
    experimentsFetched,
    /** Asks for prices (fetched when none are cached, or always with `force`); resolves when they settle. */
    loadPrices: async (options: { force?: boolean } = {}): Promise<QuoteState> => {
      run((s, c) => t.requestPrices(s, options, c));
      await loader.settled();
      return stateOf(session);
    },
    /**
     * Starts pricing as a price view does (§4, Price loading): the pre-listing's experiments from
     * the test lab first (2 s timeout; a failure goes on without them), then prices are blurred
     * (exclude_prices) or fetched when none are cached. `$status.prices` is `loading` meanwhile.
     * Resolves when the prices settle.
     */
    startPricing,
    /**
     * A price view is shown: while any is, a priceable job with no prices cached is priced
     * PRICING_DELAY_MS after its last change (`startPricing`), so several price views share one
     * load and a burst of changes costs one. Returns the call that says the view has gone.
     * @example useEffect(() => session.watchPrices(), [session])
     */
    watchPrices: (): (() => void) => {
      watchers += 1;
      if (watchers === 1) {
        const stops = [$due.listen(schedule), session.$listing.listen(schedule)];
        stopWatching = () => {
          for (const stop of stops) stop();
          pricingTimer.clear();
          watchers = 0;
        };
        schedule();
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        watchers -= 1;
        if (watchers === 0) stopWatching();
      };
    },
    /** Resolves when the price load in flight, if any, and proceeding's save have settled. */
    settled: async (): Promise<QuoteState> => {
      await loader.settled();
      await saving;
      return stateOf(session);
    },
    /** Proceeds to listing-confirmation (§4): the final listing is saved first. */
    proceed: (): QuoteState => run((s, c) => t.proceed(s, c)),
  };
});
