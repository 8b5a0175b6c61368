type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * The methods `names` of a port area whose code arrives with a dynamic `import()` in `load`:
 * each method awaits the one shared load, then calls the loaded method with its own arguments
 * (an abort signal included), so callers see the same answers and coded errors. A failed load
 * (a chunk that did not arrive) is tried again on the next call, not cached.
 */
export function lazyArea<T extends object>(names: readonly NoInfer<keyof T>[], load: () => Promise<T>): T {
  let area: Promise<T> | undefined;
  const loaded = () =>
    (area ??= load().catch((error: unknown) => {
      area = undefined;
      throw error;
    }));
  return Object.fromEntries(
    names.map((name) => [name, async (...args: unknown[]) => ((await loaded())[name] as AnyMethod)(...args)]),
  ) as T;
}
