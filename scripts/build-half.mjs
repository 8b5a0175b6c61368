// One half of `npm run build` (scripts/build.mjs runs the light and the React halves side by
// side, one process each, with HAULKIT_RUNTIME set): rollup.config.mjs's builds for that runtime,
// one after another, sharing one cache of compiled modules among the builds that compile alike
// (the same plugins, the same side-effect rule), so React, maplibre and Haulkit's own modules are
// compiled once per half instead of once per entry group (both halves: 162 to 127 processor-
// seconds, 88 to 69 s on two cores). The output is the rollup CLI's but for some minified local
// names (rollup names a module's variables in the order it meets them): 1 byte apart over the
// 19.5 MB of dist/.
import { stop as stopEsbuild } from 'esbuild';
import { rollup } from 'rollup';

const { default: builds } = await import('../rollup.config.mjs');

/**
 * How a build resolves and compiles a module: its plugins and its tree-shaking's side-effect rule.
 * A cached module carries both (its resolved imports, its side effects), so builds that differ
 * here must not share a cache.
 */
const compilesAs = ({ plugins, treeshake }) =>
  JSON.stringify([plugins.map(({ name }) => name), treeshake?.moduleSideEffects?.name ?? treeshake?.moduleSideEffects]);

/**
 * Chunks that import each other in a circle fail the build: a page then runs a module before one
 * it reads is initialised ("Cannot access … before initialization"), as React's build did when the
 * chunk plan put React with modules of ours. Other logs go on as rollup gives them.
 */
function failOnCircularChunks(level, log, handler) {
  handler(log.code === 'CIRCULAR_CHUNK' ? 'error' : level, log);
}

/** The compiled modules of each way of compiling, by module id. */
const caches = new Map();
for (const options of builds) {
  const key = compilesAs(options);
  const modules = caches.get(key) ?? new Map();
  caches.set(key, modules);
  const bundle = await rollup({ ...options, cache: { modules: [...modules.values()] }, onLog: failOnCircularChunks });
  try {
    for (const output of [options.output].flat()) await bundle.write(output);
    for (const module of bundle.cache.modules) modules.set(module.id, module);
  } finally {
    await bundle.close();
  }
}
// The esbuild plugin's service would keep the process alive.
stopEsbuild();
