// A worker thread of scripts/start.mjs: builds its parts of rollup.config.mjs's `startParts` (the
// worker's data names them, in order), then, after an edit, the builds whose output the changed
// file can change. One build at a time: a build the main thread hurries (a page waits for its
// files) first, then the parts in order, each part's builds in order. It tells the main thread
// what it builds.
//
// A build reads most of the sources (the packages' index files export everything) but keeps only
// what its entries use. A changed module that a build left out, and that has no side effects
// (rollup's own verdict, from rollup.config.mjs's `moduleSideEffects`), cannot change that
// build: only the modules that use its exports could bring it in, and they have not changed.
//
// Not rollup's `watch()`: that keeps a cache of compiled modules per build, and the React part's
// fifteen caches (each with React, maplibre and all of Haulkit parsed) outgrow a thread's heap.
// Here a part's builds share one cache (they compile every module alike, see `startParts`), so a
// module is compiled for the first build that needs it, and again only once it has changed.
import { watch as watchFolder } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { stop as stopEsbuild } from 'esbuild';
import { rollup } from 'rollup';

// The main thread sets HAULKIT_RUNTIME for this worker, so importing the config empties nothing.
const { startParts } = await import('../rollup.config.mjs');

/** Edits come as one or two writes: wait this long after the last before building. */
const settleMs = 100;

/** The entry files a build writes, from its output folder: `haulkit.js`, `examples/kit-gallery.js`. */
function entriesOf(options) {
  const folder = basename(options.output.dir);
  return Object.keys(options.input).map(
    (name) => `${folder === 'dist' ? '' : `${folder}/`}${options.output.entryFileNames.replace('[name]', name)}`,
  );
}

/** The files a build read that an edit can change (not npm's packages, nor virtual modules). */
const sourceFiles = (ids) =>
  ids.filter((id) => isAbsolute(id) && !/[\\/]node_modules[\\/]/.test(id)).map((id) => id.replace(/\?.*$/, ''));

const post = (message) => parentPort.postMessage(message);

/**
 * How a build resolves and compiles a module: its plugins and its tree-shaking's side-effect rule.
 * A cached module carries both (its resolved imports, its side effects), so builds that differ
 * here must not share a cache.
 */
const compilesAs = ({ plugins, treeshake }) =>
  JSON.stringify([plugins.map(({ name }) => name), treeshake?.moduleSideEffects?.name ?? treeshake?.moduleSideEffects]);
for (const name of workerData.parts) {
  if (new Set(startParts[name].map(compilesAs)).size > 1) {
    throw new Error(`startParts.${name} in rollup.config.mjs mixes builds that compile differently: split the part`);
  }
}

const parts = workerData.parts.map((name) => {
  const builds = startParts[name].map((options) => {
    const entries = entriesOf(options);
    // `files`: what it read (watched); `needs`: those whose change can change its output.
    const build = { options, entries, label: entries.join(', '), files: new Set(), needs: new Set() };
    return Object.assign(build, { failed: false, hurried: false });
  });
  post({ type: 'plan', part: name, builds: builds.map(({ label, entries }) => ({ label, entries })) });
  // Everything is due at first; a part's builds start once the main thread asks for the part.
  return {
    name,
    builds,
    due: [...builds],
    modules: new Map(),
    changed: new Set(),
    timer: undefined,
    started: false,
    running: false,
  };
});

/** The next build: a hurried one, else the first due of the first started part. */
function pick() {
  for (const part of parts) {
    const entry = part.due.find((each) => each.hurried);
    if (entry) return { part, entry };
  }
  const part = parts.find((each) => each.started && each.due.length > 0);
  return part && { part, entry: part.due[0] };
}

function begin(part) {
  if (part.running) return;
  part.running = true;
  post({ type: 'start', part: part.name });
}

let pumping = false;
let stopping = false;
/** The build under way (a build reports its own failure, so this never rejects). */
let building = Promise.resolve();
async function pump() {
  if (pumping) return;
  pumping = true;
  for (let next = pick(); next && !stopping; next = pick()) {
    const { part, entry } = next;
    part.due.splice(part.due.indexOf(entry), 1);
    entry.hurried = false;
    begin(part);
    building = build(part, entry);
    await building;
    if (part.due.length === 0) {
      part.running = false;
      post({ type: 'end', part: part.name });
    }
  }
  pumping = false;
}

/** One build, with its part's cache; what it read becomes what it watches. */
async function build(part, entry) {
  const started = performance.now();
  try {
    const bundle = await rollup({ ...entry.options, cache: { modules: [...part.modules.values()] } });
    try {
      const { output } = await bundle.write(entry.options.output);
      const kept = new Set(
        sourceFiles(output.flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : []))),
      );
      const pure = new Set(
        sourceFiles(bundle.cache.modules.filter((module) => module.moduleSideEffects === false).map(({ id }) => id)),
      );
      entry.files = new Set(sourceFiles(bundle.watchFiles));
      entry.needs = new Set([...entry.files].filter((file) => kept.has(file) || !pure.has(file)));
      for (const module of bundle.cache.modules) part.modules.set(module.id, module);
    } finally {
      await bundle.close();
    }
    entry.failed = false;
    post({ type: 'built', part: part.name, label: entry.label, ms: performance.now() - started });
  } catch (error) {
    // Built again at the next change of a file it read, or of the file at fault.
    entry.failed = true;
    for (const file of sourceFiles([...(error.watchFiles ?? []), ...(error.id ? [error.id] : [])])) {
      entry.files.add(file);
      entry.needs.add(file);
    }
    const message = error.frame ? `${error.message}\n${error.frame}` : (error.stack ?? error.message);
    post({ type: 'failed', part: part.name, label: entry.label, message });
  }
  watchFoldersOf([...entry.files]);
}

const folders = new Map();

/** Watches the folders of `files` (a folder, not a file, still sees a file an editor replaced). */
function watchFoldersOf(files) {
  for (const folder of new Set(files.map((file) => dirname(file)))) {
    if (folders.has(folder)) continue;
    try {
      const watcher = watchFolder(folder, (_event, name) => name && changed(join(folder, name.toString())));
      watcher.on('error', () => {});
      folders.set(folder, watcher);
    } catch {
      // A folder removed since: nothing left in it to watch.
    }
  }
}

function changed(file) {
  for (const part of parts) {
    if (!part.builds.some((entry) => entry.files.has(file))) continue;
    part.changed.add(file);
    clearTimeout(part.timer);
    part.timer = setTimeout(() => settle(part), settleMs);
  }
}

/** Makes due, in the part's order, every build that needs a changed file, or failed. */
function settle(part) {
  const files = [...part.changed];
  part.changed.clear();
  for (const file of files) post({ type: 'change', part: part.name, file });
  const now = part.builds.filter(
    (entry) => !part.due.includes(entry) && (entry.failed || files.some((file) => entry.needs.has(file))),
  );
  if (now.length === 0) return;
  part.due = part.builds.filter((entry) => part.due.includes(entry) || now.includes(entry));
  post({ type: 'due', part: part.name, labels: now.map((entry) => entry.label) });
  begin(part);
  pump();
}

/**
 * Stops watching; once the build under way is over (ending esbuild's service sooner would only
 * make that build start another), ends the service, then lets the thread's event loop collect its
 * exit before the thread ends: a thread ended at once leaves the service a zombie for a while.
 */
async function stop() {
  stopping = true;
  for (const watcher of folders.values()) watcher.close();
  for (const part of parts) clearTimeout(part.timer);
  await building;
  await stopEsbuild();
  setTimeout(() => setImmediate(() => process.exit(0)), 200);
}

parentPort.on('message', (message) => {
  const part = parts.find((each) => each.name === message.part);
  if (message.type === 'watch') part.started = true;
  if (message.type === 'hurry') {
    const entry = part.due.find((each) => each.label === message.label);
    if (!entry) return;
    entry.hurried = true;
    part.started = true;
  }
  if (message.type === 'stop') stop();
  else pump();
});
