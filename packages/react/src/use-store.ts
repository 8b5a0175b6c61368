import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The value of a nanostores store, re-rendering when it changes: React's own external-store
 * hook (also in preact/compat), without the per-key listeners of @nanostores/react that no view
 * uses, so a tag carries less code.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(() => changed()), [store]);
  const read = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
