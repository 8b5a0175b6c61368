import { type RefObject, useCallback, useRef, useState } from 'react';

/**
 * State whose newest value can be read at once through a ref, before the next render: a submit
 * that follows typing within the same task (autofill, a quick Enter, Preact's batched render)
 * checks what is in the boxes, not what the last render saw.
 */
export function useLatestState<T>(initial: () => T): [T, (next: T) => void, RefObject<T>] {
  const [value, setValue] = useState(initial);
  const latest = useRef(value);
  const set = useCallback((next: T) => {
    latest.current = next;
    setValue(next);
  }, []);
  return [value, set, latest];
}
