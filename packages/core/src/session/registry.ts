/**
 * A registry on globalThis, so that two separately built Haulkit bundles on one page share
 * their sessions: the first bundle creates a session, the second finds it under the same key.
 */
const REGISTRY = Symbol.for('haulkit.sessions@1');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** The value registered under `key`, created by `create` when there is none. */
export function getOrCreate<T>(key: string, create: () => T): T {
  const map = registry();
  if (!map.has(key)) map.set(key, create());
  return map.get(key) as T;
}

/** True when something is registered under `key`. */
export function hasRegistered(key: string): boolean {
  return registry().has(key);
}

/** Forgets every registered session (tests), disposing those that can be (timers, loads, draft saving). */
export function resetRegistry(): void {
  const map = registry();
  for (const value of map.values()) {
    const disposable = value as { dispose?: unknown } | null;
    if (typeof disposable?.dispose === 'function') (disposable.dispose as () => void)();
  }
  map.clear();
}
