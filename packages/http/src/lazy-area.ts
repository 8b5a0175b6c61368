type AnyMethod = (...args: unknown[]) => unknown;

/**
 * The methods `names` of a port area whose code arrives with a dynamic `import()` in `load`:
 * each method awaits the one shared load, then calls the loaded method with its own arguments
 * (an abort signal included), so callers see the same answers and coded errors. A failed load
 * (a chunk that did not arrive) is tried again on the next call, not cached. The `now` methods
 * return nothing and run at once, within the caller's task, once the area has loaded (before,
 * after the load): a request sent as the page goes away cannot wait for a later task.
 */
export function lazyArea<T extends object>(
  names: readonly NoInfer<keyof T>[],
  load: () => Promise<T>,
  now: readonly NoInfer<keyof T>[] = [],
): T {
  let area: Promise<T> | undefined;
  let ready: T | undefined;
  const loaded = () =>
    (area ??= load().then(
      (value) => {
        ready = value;
        return value;
      },
      (error: unknown) => {
        area = undefined;
        throw error;
      },
    ));
  const atOnce =
    (name: keyof T) =>
    (...args: unknown[]) => {
      if (ready) return void (ready[name] as AnyMethod | undefined)?.(...args);
      loaded().then(
        (value) => (value[name] as AnyMethod | undefined)?.(...args),
        () => undefined,
      );
    };
  return Object.fromEntries([
    ...names.map((name) => [name, async (...args: unknown[]) => ((await loaded())[name] as AnyMethod)(...args)]),
    ...now.map((name) => [name, atOnce(name)]),
  ]) as T;
}
