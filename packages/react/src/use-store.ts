import { useCallback, useSyncExternalStore } from 'react';

/** What useStore reads: a nanostores store, or anything with the same `get` and `listen`. */
export interface Readable<T> {
  get(): T;
  listen(listener: (value: T) => void): () => void;
}

/**
 * The value of a nanostores store, re-rendering when it changes: React's own external-store
 * hook (also in preact/compat), without the per-key listeners of @nanostores/react that no view
 * uses, so a tag carries less code.
 */
export function useStore<T>(store: Readable<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(() => changed()), [store]);
  const read = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
