import { HaulkitError, isAbortError } from '../errors.js';
import { lazyImport } from '../lazy-import.js';
import type { Address } from '../model/address.js';
import type { Listing } from '../model/listing.js';
import type { ExperimentApi } from '../ports/admin-api.js';
import { REMOVAL_DEFAULT_ITEMS_DELAY_MS } from '../ports/constants.js';
import type { CatalogueItem, EbayItem, VehicleMake, VehicleModel } from '../ports/quote-types.js';
import { readCoordinates } from '../rules/address/address.js';
import { LARGE_BOX_ITEM_ID, SMALL_BOX_ITEM_ID } from '../rules/boxes/constants.js';
import { TEST_LAB_TIMEOUT_MS } from '../rules/experiments/constants.js';
import {
  type Experiment,
  experimentsToAllocate,
  markTracked,
  reportedKey,
  shouldTrack,
  withReported,
} from '../rules/experiments/experiments.js';
import { readEbayItemId } from '../rules/items/ebay-item-id.js';
import { directionsRequestKey } from '../rules/map/route-scene.js';
import { NO_ADAPTER_CODE, QUOTE_FLOW_EXPERIMENTS } from './constants.js';
import type { AdapterName, ReportEntry, SessionAdapters, SessionCore } from './core.js';
import { createRequests, requestError } from './requests.js';
import { createTimer } from './session-effects.js';
import * as t from './transitions/index.js';

/** The item rules' module, fetched with the first preset (again after a failed fetch). */
const importItems = lazyImport(() => import('../rules/items/items.js'));

/** What the price-failure path reports (docs/behaviour/quote-flow.md §8): an info message and a page view. */
export const NO_PRICE_OPTIONS_MESSAGE = 'No price options';

/** The virtual page view pushed when prices fail (§8). */
export const PRICE_ERROR_PAGE = 'price-error';

/** What a failed make, model or plate lookup logs, and nothing more (docs/behaviour/quote-flow.md §8). */
export const NO_DATA_RETURNED_MESSAGE = 'Error: No data returned';

/** What a failed item lookup (GET /ng/get_item) logs, and nothing more (docs/behaviour/quote-flow.md §8). */
export const WRONG_ITEM_ID_MESSAGE = 'Error: Wrong item_id';

/** Largest pre-listing id made here: below the experiment cutoff of 1e9 (back-office §9). */
const PRELISTING_ID_LIMIT = 1e9;

/**
 * A new pre-listing id, made before the first price call so prices are never POSTed to
 * ng/prelisting/ with an empty id: a random whole number from 1 below 1e9 (ids from 1e9 get no
 * experiment allocation, back-office §9), from the platform's crypto when it has one.
 */
export function createPrelistingId(random: () => number = secureRandom): string {
  return String(1 + Math.floor(random() * (PRELISTING_ID_LIMIT - 1)));
}

function secureRandom(): number {
  const crypto = globalThis.crypto;
  if (crypto?.getRandomValues) return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
  return Math.random();
}

const noAdapter = (name: string) =>
  Object.assign(new Error(`No ${name} adapter is configured for this session.`), { code: NO_ADAPTER_CODE });

/**
 * An adapter of the session, loaded when needed (the lazy loader is asked for this adapter by
 * name, so `maps` loads the maps port rather than the quote one); rejects with `noAdapter` when
 * there is none.
 */
async function need<K extends AdapterName>(session: SessionCore, name: K): Promise<NonNullable<SessionAdapters[K]>> {
  const adapters = await session.adapters(name);
  const adapter = adapters[name];
  if (!adapter) throw noAdapter(name);
  return adapter as NonNullable<SessionAdapters[K]>;
}

const pointOf = (address: unknown) => readCoordinates(address as Address) ?? null;

/**
 * The asynchronous actions of the quote flow: each runs through the session's requests (one
 * status per area, shared calls) and lands its answer with a transition.
 */
export function createFlowEffects(session: SessionCore) {
  const requests = createRequests();
  const run = session.update;
  const defaultsTimer = createTimer(session.timers);
  const swallow = () => undefined;
  /** Sends a report to the session's `report` adapter, if any. */
  const report = (entry: ReportEntry) => session.$adapters.get().report?.(entry);
  /**
   * Runs a lookup's call and, when it fails (not when it is aborted), logs it through the
   * session's report as §8 says: a warning with the lookup's code and the spec's message, the
   * adapter's code as data. Inside the shared call, so two callers of one lookup log once.
   */
  const logged =
    <T>(code: string, message: string, call: (signal: AbortSignal) => Promise<T>) =>
    async (signal: AbortSignal): Promise<T> => {
      try {
        return await call(signal);
      } catch (error) {
        if (!signal.aborted && !isAbortError(error))
          report({ kind: 'failure', severity: 'warning', code, message, data: requestError(error).code });
        throw error;
      }
    };

  /** Asks the maps adapter for the route when both addresses have coordinates; logs it (§7). */
  const loadDirections = async (): Promise<void> => {
    const listing = session.$listing.get();
    const route = { pickup: listing.pickup_address_data, delivery: listing.delivery_address_data };
    const origin = pointOf(route.pickup);
    const destination = pointOf(route.delivery);
    if (origin === null || destination === null) return;
    const request = { origin, destination, units: 'imperial', mode: 'driving' } as const;
    const directions = await requests.run('directions', directionsRequestKey(origin, destination), async (signal) => {
      const maps = await need(session, 'maps');
      // Each directions request made is logged once (§7), however many callers joined it, as it
      // goes out (a failed route was still asked for). Here only: the adapters do not log.
      if (!signal.aborted) {
        session
          .adapters()
          .then((adapters) => adapters.api?.logDirections(request))
          .catch(swallow);
      }
      return maps.getDirections(request, signal);
    });
    run((state) => t.directionsLoaded(state, route, directions));
  };

  const effects = {
    requests,
    /** Sets an address; when both sides have coordinates the directions follow. False when refused. */
    setAddress(side: t.RouteSide, address: Address | null): boolean {
      const before = session.$listing.get();
      const after = run((state) => t.setAddress(state, side, address)).listing;
      if (after === before && address !== null) return false;
      loadDirections().catch(swallow);
      return true;
    },
    loadDirections,
    /** Makes sure the listing has a pre-listing id (the attribute's, or a new one) and returns it. */
    ensurePrelistingId(): string {
      const id = session.$listing.get().pre_listing_id;
      if (typeof id === 'string' && id.trim() !== '') return id;
      return run((state) => t.setPrelistingId(state, createPrelistingId())).listing.pre_listing_id ?? '';
    },
    /**
     * POST /ng/prelisting/{id} with the whole listing as it stands, so the marketplace's copy
     * (what a confirmation page reads back) holds every choice: resolves with the listing saved.
     * The call stores the listing whole, so saving the same listing again keeps the same copy;
     * a save asked for while one is on its way joins it.
     */
    async saveListing(): Promise<Listing> {
      const id = effects.ensurePrelistingId();
      const listing = session.$listing.get();
      await requests.run('prelisting', `save:${id}`, async (signal) =>
        (await need(session, 'api')).savePrelisting(id, listing, signal),
      );
      return listing;
    },
    /** POST /ng/prelisting/{id}/get: the saved pre-listing replaces the draft. */
    async loadPrelisting(id: string): Promise<void> {
      const listing = await requests.run('prelisting', `prelisting:${id}`, async (signal) =>
        (await need(session, 'api')).loadPrelisting(id, signal),
      );
      run((state) => t.prelistingLoaded(state, id, listing));
    },
    /** Default items per room for the property type, fetched after the spec's 2 s delay (§7). */
    loadRemovalDefaults(propertyType: string): Promise<Record<string, readonly CatalogueItem[]>> {
      return new Promise((resolve, reject) => {
        defaultsTimer.set(() => {
          requests
            .run('defaults', `removal-defaults:${propertyType}`, async (signal) =>
              (await need(session, 'api')).getRemovalDefaultItems(propertyType, signal),
            )
            .then(resolve, reject);
        }, REMOVAL_DEFAULT_ITEMS_DELAY_MS);
      });
    },
    /** The preset of a property type (§7 removal-preset), applied with confirmation when items exist (§4). */
    async applyRemovalPreset(propertyType: string): Promise<void> {
      const items = await requests.run('defaults', `removal-preset:${propertyType}`, async (signal) =>
        (await need(session, 'api')).getRemovalPreset(propertyType, signal),
      );
      const { toMoveItem } = await importItems();
      run((state) => t.applyPreset(state, { id: propertyType, items: items.map(toMoveItem) }));
    },
    /** Looks up the two box items (GET /ng/get_item) and applies the box estimate (§9). */
    async applyBoxEstimate(): Promise<void> {
      const catalogue = await requests.run(
        'lookups',
        'box-items',
        logged('itemLookup', WRONG_ITEM_ID_MESSAGE, async (signal) => {
          const api = await need(session, 'api');
          return Promise.all([api.getItem(SMALL_BOX_ITEM_ID, signal), api.getItem(LARGE_BOX_ITEM_ID, signal)]);
        }),
      );
      run((state) => t.applyBoxEstimate(state, catalogue));
    },
    /** The makes of a category (GET /ng/search/make); a failure is logged 'Error: No data returned' (§8) and rejects. */
    searchMakes(categoryId: number): Promise<VehicleMake[]> {
      return requests.run(
        'lookups',
        `makes:${categoryId}`,
        logged('makeLookup', NO_DATA_RETURNED_MESSAGE, async (signal) =>
          (await need(session, 'api')).getMakes(categoryId, signal),
        ),
      );
    },
    /** The models of a make (GET /ng/search/model); a failure is logged 'Error: No data returned' (§8) and rejects. */
    searchModels(make: VehicleMake, categoryId: number, modelName = ''): Promise<VehicleModel[]> {
      const query = { make_id: make.make_id, model_name: modelName, category_id: categoryId };
      return requests.run(
        'lookups',
        `models:${categoryId}:${make.make_id}:${modelName}`,
        logged('modelLookup', NO_DATA_RETURNED_MESSAGE, async (signal) =>
          (await need(session, 'api')).getModels(query, signal),
        ),
      );
    },
    /** The plate lookup (get-vehicle-data): found vehicles join the list, a failure sets the plate error (§8). */
    async lookupPlate(plate: string): Promise<void> {
      const normalised = plate.replace(/\s+/g, '').toUpperCase();
      try {
        const vehicles = await requests.run('lookups', `plate:${normalised}`, async (signal) =>
          (await need(session, 'api')).getVehicleByPlate(normalised, signal),
        );
        run((state) => t.plateFound(state, vehicles));
      } catch (error) {
        run((state) => t.plateFailed(state));
        report({
          kind: 'failure',
          severity: 'warning',
          code: 'plateLookup',
          message: NO_DATA_RETURNED_MESSAGE,
        });
        throw error;
      }
    },
    /**
     * Looks an eBay item up (GET /ng/listings/ebay-item, back-office §2, §5, §7): the id as typed
     * (eleven or more digits) or a pasted eBay item link. Resolves to the listing, which the
     * person then adds with `addEbayItems`; rejects with the adapter's coded error, or with
     * `ebay_listing_not_found` (no call) for text that holds no eBay item id.
     */
    lookupEbayItem(itemId: string): Promise<EbayItem> {
      const id = readEbayItemId(String(itemId ?? ''));
      if (id === undefined)
        return Promise.reject(
          new HaulkitError(t.EBAY_LISTING_NOT_FOUND_CODE, `"${itemId}" is not an eBay item id (11 or more digits).`),
        );
      return requests.run('lookups', `ebay:${id}`, async (signal) =>
        (await need(session, 'api')).getEbayItem(id, signal),
      );
    },
    /**
     * Reports the experiments that were not tracked yet, once each (back-office §4), through the
     * test lab: the ones the lab answered as tracked, and the ones this session reported for the
     * pre-listing before (`ui.reportedExperiments`, kept with the draft), are not reported again.
     */
    trackExperiments(): void {
      const context = session.$context.get();
      const id = session.$listing.get().pre_listing_id ?? '';
      const known = withReported(context.experiments, id, session.$ui.get().reportedExperiments);
      const due = known.filter(shouldTrack);
      const experiments = known.map((experiment) => (shouldTrack(experiment) ? markTracked(experiment) : experiment));
      if (experiments.some((experiment, index) => experiment !== context.experiments[index]))
        session.setContext({ experiments });
      if (due.length === 0) return;
      run((state) =>
        t.experimentsReported(
          state,
          due.map((experiment) => reportedKey(id, String(experiment.name ?? ''))),
        ),
      );
      session
        .adapters('experiments')
        .then((adapters) => {
          for (const experiment of due)
            adapters.experiments?.saveExperiment(markTracked(experiment) as never).catch(swallow);
        })
        .catch(swallow);
    },
    /**
     * The pre-listing's experiments from the test lab (back-office §7: 2 s timeout), asked once
     * at a time: the experiments the lab holds for the pre-listing, then, for each experiment the
     * flow runs (QUOTE_FLOW_EXPERIMENTS) that the answer lacks, the lab's allocation of the
     * pre-listing to it (GET experiment/pre-allocation; one that fails is left out). Resolves
     * with them, or with undefined when the test lab fails, is missing or does not answer at all
     * within TEST_LAB_TIMEOUT_MS; prices then go on without experiments. The 2 s count for every
     * call together, so the lab never holds prices back longer.
     */
    fetchExperiments(): Promise<readonly Experiment[] | undefined> {
      const id = effects.ensurePrelistingId();
      return requests
        .run(
          'experiments',
          `experiments:${id}`,
          (signal) =>
            new Promise<readonly Experiment[] | undefined>((resolve) => {
              const timer = createTimer(session.timers);
              let settled = false;
              const settle = (value: readonly Experiment[] | undefined) => {
                if (settled) return;
                settled = true;
                timer.clear();
                resolve(value);
              };
              timer.set(() => settle(undefined), TEST_LAB_TIMEOUT_MS);
              const allocateMissing = async (api: ExperimentApi, answered: readonly Experiment[]) => {
                const missing = experimentsToAllocate(answered, QUOTE_FLOW_EXPERIMENTS);
                const allocated = await Promise.all(
                  missing.map((name) =>
                    Promise.resolve()
                      .then(() => api.getPreAllocation(id, name, signal))
                      .then(
                        (experiment): Experiment[] =>
                          experiment && typeof experiment === 'object' ? [experiment as Experiment] : [],
                        (): Experiment[] => [],
                      ),
                  ),
                );
                return [...answered, ...allocated.flat()];
              };
              need(session, 'experiments')
                .then(async (api) => {
                  const list = await api.getExperiments({ entity: 'PRE_LISTING', entityId: id }, signal);
                  return Array.isArray(list) ? allocateMissing(api, list as readonly Experiment[]) : undefined;
                })
                .then(settle, () => settle(undefined));
            }),
        )
        .catch(() => undefined);
    },
    /** The §8 price-failure reports: an info 'No price options' and the price-error page view. */
    reportPriceFailure(code: string, data: unknown): void {
      report({ kind: 'info', severity: 'info', code, message: NO_PRICE_OPTIONS_MESSAGE, data });
      report({ kind: 'pageView', page: PRICE_ERROR_PAGE });
    },
    dispose(): void {
      defaultsTimer.clear();
      requests.abortAll();
    },
  };
  return effects;
}

/** The quote flow's asynchronous actions. */
export type FlowEffects = ReturnType<typeof createFlowEffects>;

/** Where a session keeps its flow effects: on the session, so every bundle sharing it shares them too. */
const EFFECTS = Symbol.for('haulkit.flow-effects@1');

/**
 * The flow effects of a session, made once and stopped with it: the pricing and job slices share
 * their requests (one status per area, one call per key).
 */
export function flowEffectsOf(session: SessionCore): FlowEffects {
  const holder = session as SessionCore & { [EFFECTS]?: FlowEffects };
  if (!holder[EFFECTS]) {
    const effects = createFlowEffects(session);
    Object.defineProperty(holder, EFFECTS, { value: effects });
    session.addHooks({ dispose: effects.dispose });
  }
  return holder[EFFECTS] as FlowEffects;
}
