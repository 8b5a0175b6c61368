import { atom, type ReadableAtom } from 'nanostores';
import type { ExperimentApi } from '../ports/admin-api.js';
import type { MapsApi } from '../ports/maps-api.js';
import type { PaymentApi } from '../ports/payment-api.js';
import type { QuoteApi } from '../ports/quote-api.js';
import { getOrCreate } from './registry.js';

// A session's adapters live apart from its quote: a piece that only calls a port (the operators'
// card-by-phone panel) shares a session's adapters, configured or lazily loaded, without loading
// the quote's stores, slices and schemas. The quote session of the same key uses the same hub.

/** Default key of a quote session (the `session` attribute). */
export const DEFAULT_SESSION_KEY = 'default';

/**
 * What a session reports to the host (docs/behaviour/quote-flow.md §2, §7, §8): a failed call the
 * generic interceptor reports, an info message (the §8 'No price options'), or a virtual page view
 * (the §8 price-error page; the §2 redirect of a converted furniture listing to the house-move
 * inventory, page `listing-inventory`, with the listing's `parentHash` when it has one). Elements
 * turn these into `hk-error` (with `severity`) and `hk-page-view`.
 */
export type ReportEntry =
  | { kind: 'failure'; severity: 'error' | 'warning'; code: string; message: string; data?: unknown }
  | { kind: 'info'; severity: 'info'; code: string; message: string; data?: unknown }
  | { kind: 'pageView'; page: string; parentHash?: string };

/** The adapters of a session: the ports it calls and where its reports go (docs/architecture.md). */
export interface SessionAdapters {
  /** The quote adapter (QuoteApi). */
  api?: QuoteApi;
  /** The maps adapter: suggestions, lookups, directions. */
  maps?: MapsApi;
  /** The card-by-phone adapter. */
  payment?: PaymentApi;
  /** The test lab (experiments are reported through it, and so tracked, once). */
  experiments?: ExperimentApi;
  /** Receives what the session and the generic interceptor report. */
  report?: (entry: ReportEntry) => void;
}

/** The name of one adapter of a session. */
export type AdapterName = Exclude<keyof SessionAdapters, 'report'>;

/**
 * Brings adapters on first need, told which one is needed: the elements' composition root loads
 * the quote port alone for a search, and maps, payment or the test lab when first asked for.
 */
export type AdapterLoader = (need: AdapterName) => Promise<SessionAdapters>;

const ADAPTER_NAMES = ['api', 'maps', 'payment', 'experiments', 'report'] as const;

/** Only the adapter fields of some options (the rest are session options). */
export function pickAdapters(options: SessionAdapters): SessionAdapters {
  const picked: SessionAdapters = {};
  for (const name of ADAPTER_NAMES) if (options[name]) picked[name] = options[name] as never;
  return picked;
}

/** The adapters of one session key: set by `configure` or the elements' composition root, loaded on first need. */
export interface AdapterHub {
  /** Every adapter in use (`api` the quote adapter), once configured or loaded. */
  readonly $adapters: ReadableAtom<SessionAdapters>;
  /** Sets some adapters; the others stay (see `configure`). */
  setAdapters(adapters: SessionAdapters): void;
  /** Sets the lazy loader `adapters()` runs once per missing adapter. */
  setAdapterLoader(load: AdapterLoader): void;
  /** The adapters once `need` (default the quote adapter) is loaded, when a loader can bring it. */
  adapters(need?: AdapterName): Promise<SessionAdapters>;
}

function createAdapterHub(): AdapterHub {
  const $adapters = atom<SessionAdapters>({});
  let loader: AdapterLoader | undefined;
  const loading = new Map<AdapterName, Promise<SessionAdapters>>();
  const setAdapters = (added: SessionAdapters) => {
    $adapters.set({ ...$adapters.get(), ...pickAdapters(added) });
  };
  /** The adapters once `need` is there: the lazy loader runs once per missing adapter; configured ones win. */
  const adapters = (need: AdapterName = 'api'): Promise<SessionAdapters> => {
    const current = $adapters.get();
    const load = loader;
    if (current[need] || !load) return Promise.resolve(current);
    let pending = loading.get(need);
    if (!pending) {
      pending = load(need).then(
        (loaded) => {
          setAdapters({ ...loaded, ...$adapters.get() });
          return $adapters.get();
        },
        (error: unknown) => {
          loading.delete(need);
          throw error;
        },
      );
      loading.set(need, pending);
    }
    return pending;
  };
  return {
    $adapters,
    setAdapters,
    setAdapterLoader: (load) => {
      loader = load;
    },
    adapters,
  };
}

/**
 * The adapters of a session key, shared by every piece and bundle on the page that uses the key
 * (the quote session of the key reads and sets the same ones).
 */
export function getAdapterHub(key: string = DEFAULT_SESSION_KEY): AdapterHub {
  return getOrCreate(`adapters:${key}`, createAdapterHub);
}
