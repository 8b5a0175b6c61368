import { atom, type ReadableAtom } from 'nanostores';
import { isAbortError, isHaulkitError } from '../errors.js';
import type { ItemSearchResult } from '../model/item.js';

/** Debounce of the item search (back-office-and-shared.md §9: 200 ms). */
export const ITEM_SEARCH_DEBOUNCE_MS = 200;

/** Where the search stands: nothing typed, waiting for the debounce or the answer, answered, failed. */
export type ItemSearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The function the controller calls; it must honour the signal. */
export type SearchFunction = (text: string, signal: AbortSignal) => Promise<ItemSearchResult[]>;

/** Options of createItemSearch. */
export interface ItemSearchOptions {
  search: SearchFunction;
  /** @default 200 */
  debounceMs?: number;
}

/** A search box's behaviour, free of any view. */
export interface ItemSearch {
  readonly $results: ReadableAtom<ItemSearchResult[]>;
  readonly $status: ReadableAtom<ItemSearchStatus>;
  /** Code of the last failure (`network`, `server`, `permission`, …; `unknown` when uncoded). */
  readonly $errorCode: ReadableAtom<string | undefined>;
  /** The text changed: blank clears, anything else searches after the debounce. */
  setText(text: string): void;
  /** Empties the results (after a choice) without searching. */
  clear(): void;
  /** Searches the last text again at once (after a failure). */
  retry(): void;
  /** Cancels any timer and request. */
  dispose(): void;
}

/**
 * Item search as the spec wants it: debounced, the in-flight request cancelled when the text
 * changes, an older answer never shown over a newer text, blank text clears the results, and
 * a failure gives an empty list (customer-quote-flow.md §5, §7, §8).
 */
export function createItemSearch({ search, debounceMs = ITEM_SEARCH_DEBOUNCE_MS }: ItemSearchOptions): ItemSearch {
  const $results = atom<ItemSearchResult[]>([]);
  const $status = atom<ItemSearchStatus>('idle');
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
      last = trimmed;
      if (trimmed === '') {
        $results.set([]);
        $status.set('idle');
        return;
      }
      $status.set('loading');
      const ticket = generation;
      timer = setTimeout(() => run(trimmed, ticket), debounceMs);
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
