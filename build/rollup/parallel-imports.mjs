// Lazy chunks fetched together with the chunks they import, in one round trip instead of one per
// level of the chunk graph: a view whose session code sits in a chunk of its own would otherwise
// wait for the view's file, then for that chunk.
import { posix } from 'node:path';

/**
 * Fetches a lazy chunk's static imports together with the chunk, as `modulepreload` would: the
 * browser learns of them only after parsing the chunk, one round trip later, and on a busy main
 * thread that trip is paid again for every level (the item picker's view waited for its session
 * chunk). Each `import('./x.js')` becomes `Promise.all([import('./x.js'), import('./dep.js')…])`
 * over the imports the importing chunk has not already loaded; evaluation order is unchanged,
 * since a module still runs after its imports.
 */
export function parallelImports() {
  return {
    name: 'haulkit-parallel-imports',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const name of byName.get(fileName)?.imports ?? []) closure(name, seen);
        return seen;
      };
      // What is surely loaded when a chunk runs: its own closure, and for a chunk that only
      // dynamic imports reach, whatever every one of its importers surely has (a fixpoint).
      const staticallyImported = new Set(chunks.flatMap((chunk) => chunk.imports));
      const importers = new Map();
      for (const chunk of chunks) {
        for (const target of chunk.dynamicImports) {
          if (!importers.has(target)) importers.set(target, []);
          importers.get(target).push(chunk.fileName);
        }
      }
      const lazyOnly = (chunk) =>
        !chunk.isEntry && !staticallyImported.has(chunk.fileName) && importers.has(chunk.fileName);
      const sure = new Map(
        chunks.map((chunk) => [chunk.fileName, new Set(lazyOnly(chunk) ? byName.keys() : closure(chunk.fileName))]),
      );
      for (let changed = true; changed; ) {
        changed = false;
        for (const chunk of chunks.filter(lazyOnly)) {
          const next = closure(chunk.fileName);
          const shared = [...sure.get(importers.get(chunk.fileName)[0])].filter((name) =>
            importers.get(chunk.fileName).every((importer) => sure.get(importer).has(name)),
          );
          for (const name of shared) next.add(name);
          if (next.size !== sure.get(chunk.fileName).size) changed = true;
          sure.set(chunk.fileName, next);
        }
      }
      for (const chunk of chunks) {
        if (chunk.dynamicImports.length === 0) continue;
        const loaded = sure.get(chunk.fileName);
        const from = posix.dirname(chunk.fileName);
        chunk.code = chunk.code.replace(/\bimport\((["'])(\.{1,2}\/[^"']+)\1\)/g, (whole, _quote, path) => {
          const target = posix.join(from, path);
          if (!byName.has(target)) return whole;
          const extra = [...closure(target)].filter((name) => name !== target && !loaded.has(name));
          if (extra.length === 0) return whole;
          const specifier = (name) => {
            const relativePath = posix.relative(from, name);
            return JSON.stringify(relativePath.startsWith('.') ? relativePath : `./${relativePath}`);
          };
          return `Promise.all([${whole},${extra.map((name) => `import(${specifier(name)})`).join(',')}]).then(m=>m[0])`;
        });
      }
    },
  };
}
