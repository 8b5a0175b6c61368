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

/** Forgets every registered session (tests). */
export function resetRegistry(): void {
  registry().clear();
}
