import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createItemSearch,
  createSearch,
  HaulkitError,
  ITEM_SEARCH_DEBOUNCE_MS,
  type ItemSearchResult,
  SEARCH_DEBOUNCE_MS,
} from '../src/index.js';

const result = (name: string): ItemSearchResult => ({
  name,
  item_set: [{ name, qty: 1, dimension_unit: 'cm', weight_unit: 'kg' }],
});

/** A search whose answers the test releases by hand, recording each call and its signal. */
function controllableSearch() {
  const calls: {
    text: string;
    signal: AbortSignal;
    resolve: (r: ItemSearchResult[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const search = vi.fn(
    (text: string, signal: AbortSignal) =>
      new Promise<ItemSearchResult[]>((resolve, reject) => calls.push({ text, signal, resolve, reject })),
  );
  return { search, calls };
}

describe('item search (spec §5, §7, §8; debounce §9 of the back-office document)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`waits ${ITEM_SEARCH_DEBOUNCE_MS} ms after the last keystroke before searching`, () => {
    const { search } = controllableSearch();
    const s = createItemSearch({ search });
    s.setText('s');
    vi.advanceTimersByTime(150);
    s.setText('so');
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('so');
    expect(s.$status.get()).toBe('loading');
  });

  it('cancels the request in flight when the text changes, and never shows its late answer', async () => {
    const { search, calls } = controllableSearch();
    const s = createItemSearch({ search });
    s.setText('sofa');
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS);
    s.setText('sof');
    expect(calls[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS);
    calls[1]?.resolve([result('Sofa bed')]);
    calls[0]?.resolve([result('Stale sofa')]);
    await vi.runAllTimersAsync();
    expect(s.$results.get().map((r) => r.name)).toEqual(['Sofa bed']);
    expect(s.$status.get()).toBe('ready');
  });

  it('blank text clears the results without searching', async () => {
    const { search, calls } = controllableSearch();
    const s = createItemSearch({ search });
    s.setText('sofa');
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve([result('Sofa')]);
    await vi.runAllTimersAsync();
    s.setText('   ');
    expect(s.$results.get()).toEqual([]);
    expect(s.$status.get()).toBe('idle');
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('a failed search gives an empty list (spec §8)', async () => {
    const { search, calls } = controllableSearch();
    const s = createItemSearch({ search });
    s.setText('sofa');
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS);
    calls[0]?.reject(new Error('500'));
    await vi.runAllTimersAsync();
    expect(s.$results.get()).toEqual([]);
    expect(s.$status.get()).toBe('failed');
    expect(s.$errorCode.get()).toBe('unknown');
  });

  it('keeps the code of a coded failure, for the host page', async () => {
    const { search, calls } = controllableSearch();
    const s = createItemSearch({ search });
    s.setText('sofa');
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS);
    calls[0]?.reject(new HaulkitError('network', 'GET /ng/item-search failed'));
    await vi.runAllTimersAsync();
    expect(s.$errorCode.get()).toBe('network');
  });

  it('retry searches the last text again at once, and a success clears the failure', async () => {
    const { search, calls } = controllableSearch();
    const s = createItemSearch({ search });
    s.retry();
    expect(search).not.toHaveBeenCalled();
    s.setText(' sofa ');
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS);
    calls[0]?.reject(new HaulkitError('network', 'GET /ng/item-search failed'));
    await vi.runAllTimersAsync();
    expect(s.$status.get()).toBe('failed');
    s.retry();
    expect(s.$status.get()).toBe('loading');
    expect(search).toHaveBeenCalledTimes(2);
    expect(search.mock.calls[1]?.[0]).toBe('sofa');
    calls[1]?.resolve([result('3-seat sofa')]);
    await vi.runAllTimersAsync();
    expect(s.$status.get()).toBe('ready');
    expect(s.$errorCode.get()).toBeUndefined();
    expect(s.$results.get().map((r) => r.name)).toEqual(['3-seat sofa']);
  });

  it('dispose cancels both the timer and the request', () => {
    const { search, calls } = controllableSearch();
    const s = createItemSearch({ search });
    s.setText('sofa');
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS);
    s.setText('chair');
    s.dispose();
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});

describe('createSearch: the same controller for any result, with a text rule (address autocomplete, §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A search of place names whose answers the test releases by hand. */
  function placeSearch(minimum: number) {
    const calls: { text: string; signal: AbortSignal; resolve: (r: string[]) => void }[] = [];
    const search = vi.fn(
      (text: string, signal: AbortSignal) => new Promise<string[]>((resolve) => calls.push({ text, signal, resolve })),
    );
    const s = createSearch<string>({ search, accepts: (text) => text.length >= minimum });
    return { s, search, calls };
  }

  it(`asks only for accepted text, ${SEARCH_DEBOUNCE_MS} ms after the last keystroke; shorter text clears like blank`, async () => {
    const { s, search, calls } = placeSearch(3);
    s.setText('Lo');
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(s.$status.get()).toBe('idle');
    s.setText('Lon');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    s.setText('Lond');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(search.mock.calls.map(([text]) => text)).toEqual(['Lond']);
    calls[0]?.resolve(['London']);
    await vi.runAllTimersAsync();
    expect(s.$results.get()).toEqual(['London']);
    s.setText('Lo');
    expect(s.$results.get()).toEqual([]);
    expect(s.$status.get()).toBe('idle');
    s.retry();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('newer text wins: the older request is aborted and its late answer never shows', async () => {
    const { s, calls } = placeSearch(3);
    s.setText('Lon');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    s.setText('Man');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.resolve(['Manchester']);
    calls[0]?.resolve(['London']);
    await vi.runAllTimersAsync();
    expect(s.$results.get()).toEqual(['Manchester']);
  });

  it('createItemSearch keeps the item search default: every non-blank text is searched', () => {
    expect(ITEM_SEARCH_DEBOUNCE_MS).toBe(SEARCH_DEBOUNCE_MS);
    const search = vi.fn(async () => [result('Sofa')]);
    createItemSearch({ search }).setText('s');
    vi.advanceTimersByTime(ITEM_SEARCH_DEBOUNCE_MS);
    expect(search).toHaveBeenCalledWith('s', expect.any(AbortSignal));
  });
});
