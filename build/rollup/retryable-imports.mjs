// "Try again" that works after a lazy file failed to load: the script-tag builds (dist/) read a
// leaf chunk's address through the page's retry map, so a second attempt asks for a new address.
// Not in the builds for bundlers, whose own chunk loading decides.
import { posix } from 'node:path';

/**
 * Makes a lazy file that no other file imports loadable again after its fetch failed. A browser
 * keeps a failed dynamic import failed for the page's life, so "Try again" after a dropped
 * connection would ask for the same address and fail at once, without a request. Each relative
 * `import('./x.js')` of such a file (a dialog, the route map's drawing, an adapter: a leaf of the
 * chunk graph) reads its address through the page's retry map (@haulkit/core's lazyImport
 * records, for a file whose import failed, the same file at `?hk-retry=N`), so the next attempt
 * fetches it afresh; rollup's own handling of what the import returns is untouched. A file that
 * other files import (a view, whose lazy parts use its code) keeps its one address: loaded from
 * another, its parts would still import the failed one; that recovers only with a reload.
 * Runs after parallelImports (parallel-imports.mjs), so the files fetched alongside a chunk are treated the same way.
 */
export function retryableImports() {
  const read = (specifier) =>
    `import((u=>globalThis[Symbol.for("haulkit.retry-imports")]?.get(u)??u)(new URL(${specifier},import.meta.url).href))`;
  return {
    name: 'haulkit-retryable-imports',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const imported = new Set(chunks.flatMap((chunk) => chunk.imports));
      for (const chunk of chunks) {
        if (chunk.dynamicImports.length === 0) continue;
        const from = posix.dirname(chunk.fileName);
        chunk.code = chunk.code.replace(/\bimport\((["'])(\.{1,2}\/[^"']+)\1\)/g, (whole, quote, path) =>
          imported.has(posix.join(from, path)) ? whole : read(`${quote}${path}${quote}`),
        );
      }
    },
  };
}
