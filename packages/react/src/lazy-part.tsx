import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

/** Modules already loaded, by loader: a part shown again renders at once, with no fallback frame. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();
/** Loads under way, by loader: one fetch however many parts and renders ask for it. */
const pending = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/**
 * Starts `load` once (or again after a failure) and notes its module when it arrives. A part's
 * first render asks for its module at once, not after the frame is painted (effects run then):
 * a piece's lazy parts are fetched while its first frame is built, not one round trip later.
 */
function start<T>(load: () => Promise<T>): Promise<T> {
  let loading = pending.get(load) as Promise<T> | undefined;
  if (!loading) {
    loading = load().then((module) => {
      loaded.set(load, module);
      return module;
    });
    // A failed load is asked for afresh by the next retry (lazyImport gives it a new address).
    loading.catch(() => pending.delete(load));
    pending.set(load, loading);
  }
  return loading;
}

/**
 * Who hears that a lazy part of a piece could not load (a dialog's file, a calendar's): the
 * element around the piece provides it and emits `hk-error` with code `load`, as it does for the
 * view's own file. A part whose failure is thrown needs none: its error reaches the element's
 * boundary, which says so itself.
 */
export const PartLoadReport = createContext<(() => void) | undefined>(undefined);

/**
 * A module brought by `load` (a module-level `() => import(…)`, so its identity is stable): the
 * module once it is there, whether the load failed, and a retry. Without Suspense: preact/compat
 * keeps `lazy` and `Suspense` in the one compat module every page's first script holds, so the
 * pieces load their parts through this instead (2 kB less on every page). With `report`, each
 * failed attempt is told once to PartLoadReport (for a failure the piece shows itself).
 */
export function useLazyModule<T>(
  load: (() => Promise<T>) | null,
  { report = false }: { report?: boolean } = {},
): {
  module: T | undefined;
  failed: boolean;
  retry(): void;
} {
  const ready = load ? (loaded.get(load) as T | undefined) : undefined;
  const [, rendered] = useState(0);
  const [failure, setFailure] = useState<{ load: () => Promise<T>; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The render asks once per loader and attempt (`asked`: the loader, the attempt, the answer);
  // the effect below waits for that answer.
  const asked = useRef<[() => Promise<T>, number, Promise<T>] | undefined>(undefined);
  const reportTo = useContext(PartLoadReport);
  const failedHook = useRef(report ? reportTo : undefined);
  failedHook.current = report ? reportTo : undefined;
  if (load && ready === undefined && (asked.current?.[0] !== load || asked.current[1] !== attempt)) {
    asked.current = [load, attempt, start(load)];
  }
  useEffect(() => {
    if (!load || ready !== undefined) return;
    let live = true;
    // This render's answer: the effect runs with the loader, module and attempt it rendered.
    asked.current?.[2].then(
      () => {
        if (live) rendered((n) => n + 1);
      },
      () => {
        if (!live) return;
        setFailure({ load, attempt });
        failedHook.current?.();
      },
    );
    return () => {
      live = false;
    };
  }, [load, ready, attempt]);
  const failed = ready === undefined && failure !== null && failure.load === load && failure.attempt === attempt;
  return { module: ready, failed, retry: () => setAttempt((n) => n + 1) };
}

/** Props of LazyPart. */
export interface LazyPartProps<T> {
  load: () => Promise<T>;
  /** Shown while the module loads. @default nothing */
  fallback?: ReactNode;
  /**
   * Shown when it could not load, with a retry. Without it the error is thrown, for the nearest
   * error boundary (the element's: a message and an `hk-error` of code `load`).
   */
  failed?: (retry: () => void) => ReactNode;
  children(module: T): ReactNode;
}

/** A part of a piece in its own module, rendered once the module is there (see useLazyModule). */
export function LazyPart<T>({ load, fallback = null, failed, children }: LazyPartProps<T>) {
  const part = useLazyModule(load, { report: failed !== undefined });
  if (part.module !== undefined) return <>{children(part.module)}</>;
  if (part.failed) {
    if (failed) return <>{failed(part.retry)}</>;
    throw new Error('A part of this piece could not load.');
  }
  return <>{fallback}</>;
}
