import { vi } from 'vitest';

/**
 * Imports a fresh copy of a module (its formatter caches empty, as on a page's first render) and
 * counts the Intl.NumberFormat objects built while `use` runs: the page's first one loads the
 * locale's number data (about 16 ms, 60–110 ms at 4× CPU slowdown).
 */
export async function countingNumberFormats<T>(
  load: () => Promise<T>,
  use: (fresh: T, built: () => number) => void | Promise<void>,
): Promise<void> {
  vi.resetModules();
  const fresh = await load();
  const Real = Intl.NumberFormat;
  let built = 0;
  Intl.NumberFormat = new Proxy(Real, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built += 1;
      return new target(...args);
    },
  });
  try {
    await use(fresh, () => built);
  } finally {
    Intl.NumberFormat = Real;
  }
}
