import { createMemoryStorage, type StorageLike } from '../../src/session/persistence.js';

/** A memory storage that records every call, to count what a save reads and writes. */
export function recordingStorage(inner: StorageLike = createMemoryStorage()) {
  const reads: string[] = [];
  const writes: [key: string, value: string][] = [];
  const removals: string[] = [];
  const storage: StorageLike = {
    getItem: (key) => {
      reads.push(key);
      return inner.getItem(key);
    },
    setItem: (key, value) => {
      writes.push([key, value]);
      inner.setItem(key, value);
    },
    removeItem: (key) => {
      removals.push(key);
      inner.removeItem(key);
    },
    get length() {
      return inner.length;
    },
    key: (index) => inner.key?.(index) ?? null,
  };
  return {
    storage,
    inner,
    reads,
    writes,
    removals,
    /** Characters written (keys and values) since the last reset; the drafts are ASCII, so bytes too. */
    written: () => writes.reduce((sum, [key, value]) => sum + key.length + value.length, 0),
    /** The keys under the namespace, sorted. */
    keys: () =>
      Array.from({ length: inner.length ?? 0 }, (_, index) => inner.key?.(index) ?? '')
        .filter((key) => key.startsWith('haulkit:draft:'))
        .sort(),
    reset: () => {
      reads.length = 0;
      writes.length = 0;
      removals.length = 0;
    },
  };
}
