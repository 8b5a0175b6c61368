import { atom, type ReadableAtom } from 'nanostores';
import { isAbortError, isHaulkitError } from './errors.js';
import type { ItemSearchResult } from './model/item.js';

/** Debounce of a search box, in ms: the item search (docs/behaviour/back-office.md §9: 200 ms) and the address autocomplete. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Debounce of the item search (docs/behaviour/back-office.md §9: 200 ms). */
export const ITEM_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

/** Where a search stands: nothing to ask, waiting for the debounce or the answer, answered, failed. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Where the item search stands (see {@link SearchStatus}). */
export type ItemSearchStatus = SearchStatus;

/** The function a search controller calls with the trimmed text; it must honour the signal. */
export type SearchFunction<T = ItemSearchResult> = (text: string, signal: AbortSignal) => Promise<T[]>;

/** Options of createSearch. */
export interface SearchOptions<T> {
  search: SearchFunction<T>;
  /** @default 200 */
  debounceMs?: number;
  /**
   * Whether the trimmed, non-blank text is worth asking about (the address autocomplete's
   * minimum length, §5). Text that is not clears the results as blank text does.
   * @default every non-blank text
   */
  accepts?: (text: string) => boolean;
}

/** Options of createItemSearch. */
export interface ItemSearchOptions {
  search: SearchFunction<ItemSearchResult>;
  /** @default 200 */
  debounceMs?: number;
}

/** A search box's behaviour, free of any view. */
export interface Search<T> {
  readonly $results: ReadableAtom<T[]>;
  readonly $status: ReadableAtom<SearchStatus>;
  /** Code of the last failure (`network`, `server`, `permission`, …; `unknown` when uncoded). */
  readonly $errorCode: ReadableAtom<string | undefined>;
  /** The text changed: blank (or not accepted) text clears, anything else searches after the debounce. */
  setText(text: string): void;
  /** Empties the results (after a choice) without searching. */
  clear(): void;
  /** Searches the last text again at once (after a failure). */
  retry(): void;
  /** Cancels any timer and request. */
  dispose(): void;
}

/** The item search box's behaviour (see {@link Search}). */
export type ItemSearch = Search<ItemSearchResult>;

/**
 * A search as the spec wants it for every search box: debounced, the in-flight request
 * cancelled when the text changes, an older answer never shown over a newer text ("newer
 * wins"), blank text clears the results, and a failure gives an empty list with its code
 * (docs/behaviour/quote-flow.md §5, §7, §8).
 * @example createSearch<PlacePrediction>({ search: (input, signal) => maps.getPlacePredictions({ input }, signal) })
 */
export function createSearch<T>({
  search,
  debounceMs = SEARCH_DEBOUNCE_MS,
  accepts = () => true,
}: SearchOptions<T>): Search<T> {
  const $results = atom<T[]>([]);
  const $status = atom<SearchStatus>('idle');
  const $errorCode = atom<string | undefined>(undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let generation = 0;
  let last = '';

  const cancel = () => {
    generation++;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const run = (text: string, ticket: number) => {
    timer = undefined;
    const current = new AbortController();
    controller = current;
    search(text, current.signal).then(
      (results) => {
        if (ticket !== generation) return;
        $results.set(results);
        $errorCode.set(undefined);
        $status.set('ready');
      },
      (error: unknown) => {
        if (ticket !== generation || isAbortError(error)) return;
        $results.set([]);
        $errorCode.set(isHaulkitError(error) ? error.code : 'unknown');
        $status.set('failed');
      },
    );
  };

  return {
    $results,
    $status,
    $errorCode,
    setText(text) {
      cancel();
      const trimmed = text.trim();
      const asked = trimmed !== '' && accepts(trimmed) ? trimmed : '';
      last = asked;
      if (asked === '') {
        $results.set([]);
        $status.set('idle');
        return;
      }
      $status.set('loading');
      const ticket = generation;
      timer = setTimeout(() => run(asked, ticket), debounceMs);
    },
    retry() {
      if (last === '') return;
      cancel();
      $status.set('loading');
      run(last, generation);
    },
    clear() {
      cancel();
      $results.set([]);
      $status.set('idle');
    },
    dispose: cancel,
  };
}

/**
 * Item search (docs/behaviour/quote-flow.md §5, §7, §8): {@link createSearch} over item search
 * results, every non-blank text searched.
 */
export function createItemSearch(options: ItemSearchOptions): ItemSearch {
  return createSearch(options);
}
