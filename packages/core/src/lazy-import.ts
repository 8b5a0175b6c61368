/**
 * The address a failed dynamic import names, when it names one: Chromium says "Failed to fetch
 * dynamically imported module: URL", Firefox "error loading dynamically imported module: URL".
 * @example failedModuleAddress(new TypeError('Failed to fetch dynamically imported module: https://h/a.js')) // 'https://h/a.js'
 */
export function failedModuleAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module:\s*(\S+)/i.exec(message)?.[1];
}

/**
 * Where the page keeps, for each file whose import failed, the address to import it from next.
 * Shared by every Haulkit bundle on the page; the elements' build writes each lazy `import()` to
 * read it (build/rollup/retryable-imports.mjs): `RETRIES.get(address) ?? address`.
 */
export const RETRY_IMPORTS_KEY = Symbol.for('haulkit.retry-imports');

function retries(): Map<string, string> {
  const holder = globalThis as { [RETRY_IMPORTS_KEY]?: Map<string, string> };
  holder[RETRY_IMPORTS_KEY] ??= new Map();
  return holder[RETRY_IMPORTS_KEY];
}

/**
 * The file's address without its retry parameter, and the address to import it from next: the
 * same file with `hk-retry` one higher (put last), which the browser has not seen.
 * @example retryAddress('https://h/c/a.js') // { file: 'https://h/c/a.js', next: 'https://h/c/a.js?hk-retry=1' }
 */
export function retryAddress(address: string): { file: string; next: string } {
  const [, file = address, tried = '0'] = /^(.*?)(?:[?&]hk-retry=(\d+))?$/.exec(address) ?? [];
  return { file, next: `${file}${file.includes('?') ? '&' : '?'}hk-retry=${Number(tried) + 1}` };
}

/** The address a lazy file is imported from now: its retry address after a failure, else itself. */
export function importAddress(address: string): string {
  return retries().get(address) ?? address;
}

/**
 * A lazy module that loads again after its file failed to load. A browser keeps a failed dynamic
 * import failed for the page's life: asked again, Chromium answers from that memory without a
 * request, so a "Try again" after a dropped connection could never load the file. After a failure
 * that names the file, this records a new address for it (`?hk-retry=N`, see importAddress), which
 * the elements' build makes every import of that file read when no other file imports it (a
 * dialog, a drawing, an adapter), so the next call of `load` fetches it afresh; the module that
 * then loads stays the one every later call gets. A failure that names no file (another browser,
 * a test runner) leaves the next call as the first. A file that other files import (a view, or a
 * file the lazy file imports in turn) keeps its one address, so once failed it loads again only
 * after a reload: those files name it in their own code.
 *
 * `pick` takes what the caller uses out of the module (a component, a factory).
 */
export function lazyImport<M>(load: () => Promise<M>): () => Promise<M>;
export function lazyImport<M, T>(load: () => Promise<M>, pick: (module: M) => T): () => Promise<T>;
export function lazyImport<M, T>(load: () => Promise<M>, pick?: (module: M) => T): () => Promise<M | T> {
  return () =>
    load().then(
      (loaded) => (pick ? pick(loaded) : loaded),
      (error: unknown) => {
        const named = failedModuleAddress(error);
        if (named !== undefined) {
          const { file, next } = retryAddress(named);
          retries().set(file, next);
        }
        throw error;
      },
    );
}
