// A manifest of the chunks a build wrote: for each file, its name, whether it is an entry, its
// static and dynamic imports, its modules and each module's rendered size. The size check
// (test/size/size.mjs) reads it to follow what a page loads and to say which modules cost what,
// and fails on modules with code that the chunk plan (chunk-plan.mjs) does not place.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A module id as the manifest (and the chunk plan) names it: relative to `root`, without a query
 * (`?raw`) or the `\0` prefix and suffix of a CommonJS wrapper.
 * @example modulePath('/repo/src/dialog.css?raw', '/repo') // 'src/dialog.css'
 */
export function modulePath(id, root) {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return path.startsWith('/') ? relative(root, path) : path;
}

/**
 * Writes `manifest.light.json` or `manifest.react.json` (by the build's entry file names) into
 * the output folder, module paths relative to `root`. Each group's build adds its chunks to the
 * one manifest its runtime's earlier builds wrote. With `placed` (a planned group's test of a
 * module path), each chunk lists as `unplanned` its modules with code that the plan does not name.
 */
export function chunkManifest({ root, placed }) {
  return {
    name: 'haulkit-chunk-manifest',
    generateBundle(options, bundle) {
      const manifest = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = Object.keys(chunk.modules).map((id) => modulePath(id, root));
        const sizes = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          const path = modulePath(id, root);
          sizes[path] = (sizes[path] ?? 0) + info.renderedLength;
        }
        const unplanned = placed ? Object.keys(sizes).filter((path) => sizes[path] > 0 && !placed(path)) : [];
        manifest[chunk.fileName] = {
          name: chunk.name,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules,
          sizes,
          ...(unplanned.length ? { unplanned } : {}),
        };
      }
      // One manifest per runtime for all its groups: each group's build adds its chunks.
      const suffix = options.entryFileNames.includes('.react') ? 'react' : 'light';
      const fileName = `manifest.${suffix}.json`;
      const earlier = existsSync(join(options.dir, fileName))
        ? JSON.parse(readFileSync(join(options.dir, fileName), 'utf8'))
        : {};
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify({ ...earlier, ...manifest }, null, 2) });
    },
  };
}
