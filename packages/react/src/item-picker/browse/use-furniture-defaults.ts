import {
  type FurnitureDefaults,
  type FurnitureGroup,
  furnitureDefaultGroups,
  HaulkitError,
  isHaulkitError,
  NO_ADAPTER_CODE,
  partnerSkipsFurnitureDefaults,
  type QuoteSession,
} from '@haulkit/core';
import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useMemo } from 'react';
import { useStore } from '../../use-store.js';

/** Where the furniture defaults stand: skipped (partners 1 and 4), loading, there, or failed. */
export type FurnitureDefaultsStatus = 'skipped' | 'loading' | 'ready' | 'failed';

interface Loaded {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  defaults?: FurnitureDefaults;
  errorCode?: string;
}

interface DefaultsSource {
  readonly $state: ReadableAtom<Loaded>;
  /** Asks once; again only after a failure. */
  load(): void;
}

const SOURCES = new WeakMap<QuoteSession, DefaultsSource>();

/**
 * One request per session for GET /ng/inventory/furniture-defaults, shared by every part that
 * shows them (the browse panel, the category dialog, the partner default items): the answer is
 * the same for every listing, so it is kept for the session's life.
 */
function defaultsSource(session: QuoteSession): DefaultsSource {
  const known = SOURCES.get(session);
  if (known) return known;
  const $state = atom<Loaded>({ status: 'idle' });
  const source: DefaultsSource = {
    $state,
    load() {
      const { status } = $state.get();
      if (status === 'loading' || status === 'ready') return;
      $state.set({ status: 'loading' });
      session
        .adapters()
        .then(({ api }) => {
          if (!api) throw new HaulkitError(NO_ADAPTER_CODE, 'No quote adapter');
          return api.getFurnitureDefaults();
        })
        .then(
          (defaults) => $state.set({ status: 'ready', defaults }),
          (error: unknown) =>
            $state.set({ status: 'failed', errorCode: isHaulkitError(error) ? error.code : 'unknown' }),
        );
    },
  };
  SOURCES.set(session, source);
  return source;
}

/** What useFurnitureDefaults gives. */
export interface FurnitureDefaultsState {
  status: FurnitureDefaultsStatus;
  /** The groups to browse, in the server's order (Clothing dropped on a phone); empty until ready. */
  groups: readonly FurnitureGroup[];
  /** The failure's code (`network`, `server`, `noAdapter` …), for `data-code`. */
  errorCode: string | undefined;
  /** Asks again after a failure. */
  retry(): void;
}

const NO_GROUPS: readonly FurnitureGroup[] = [];

/**
 * The furniture defaults (docs/behaviour/quote-flow.md §2, §7): items grouped by category, asked for
 * when a part that shows them is first shown (an effect: after the first paint, never before),
 * once per session. Skipped for partners 1 and 4; on a phone the Clothing group is dropped (core's
 * `furnitureDefaultGroups`).
 * @example const { status, groups, retry } = useFurnitureDefaults(session, { partnerId: 2, phone: false });
 */
export function useFurnitureDefaults(
  session: QuoteSession,
  { partnerId, phone }: { partnerId?: number | undefined; phone: boolean },
): FurnitureDefaultsState {
  const skipped = partnerSkipsFurnitureDefaults(partnerId);
  const source = useMemo(() => defaultsSource(session), [session]);
  const loaded = useStore(source.$state);
  useEffect(() => {
    if (!skipped) source.load();
  }, [source, skipped]);
  const groups = useMemo(
    () => (loaded.defaults ? furnitureDefaultGroups(loaded.defaults, { phone }) : NO_GROUPS),
    [loaded.defaults, phone],
  );
  const status: FurnitureDefaultsStatus = skipped ? 'skipped' : loaded.status === 'idle' ? 'loading' : loaded.status;
  return { status, groups: skipped ? NO_GROUPS : groups, errorCode: loaded.errorCode, retry: source.load };
}
