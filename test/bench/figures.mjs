// What every benchmark script reports its samples with.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The q-quantile of the values (0.5: the median), interpolated between the two nearest; NaN for none. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

/** The gzip (level 9) bytes of the files together. */
export const gzipBytes = (files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

/**
 * A page function (`page.evaluate(installWaits, [types])`) for timing an interaction in the
 * page: `window.__wait.nextTask()` resolves on the next task; `window.__wait.until(condition)`
 * checks after every task and, once it holds, lays the page out (so layout counts) and returns
 * `performance.now()`; `window.__wait.stamps` collects the time stamps of the input events of
 * `types` (empty it before an interaction: its first is the interaction's start).
 */
export function installWaits(types = ['pointerdown', 'keydown', 'beforeinput']) {
  const channel = new MessageChannel();
  const nextTask = () =>
    new Promise((done) => {
      channel.port1.onmessage = () => done();
      channel.port2.postMessage(0);
    });
  const wait = {
    nextTask,
    async until(condition, limit = 20000) {
      const end = performance.now() + limit;
      for (;;) {
        if (condition()) {
          document.body.getBoundingClientRect();
          return performance.now();
        }
        if (performance.now() > end) throw new Error('timed out');
        await nextTask();
      }
    },
    stamps: [],
  };
  window.__wait = wait;
  for (const type of types) window.addEventListener(type, (event) => wait.stamps.push(event.timeStamp), true);
}

/**
 * In the page (`page.evaluate(seedChairs, …)`): puts `count` distinct chairs in a session's job,
 * each from the adapter's first answer for "chair" with its own name and id, after merging
 * `listing` into the job (its addresses, say). Unmeasured set-up of the benchmarks.
 */
export async function seedChairs({ api, session, count, listing = {} }) {
  const { getSession } = await import(api);
  const quote = getSession(session);
  // The element's view brings the session's adapter loader as it mounts: until then there is none.
  const started = Date.now();
  let { api: port } = await quote.adapters();
  while (port === undefined) {
    if (Date.now() - started > 20000) throw new Error(`session ${session}: no adapter 20 s on (no view mounted?)`);
    await new Promise((wake) => setTimeout(wake, 50));
    ({ api: port } = await quote.adapters());
  }
  const [template] = await port.searchItems({ name: 'chair', category_id: 1, dimensionUnit: 'cm', weightUnit: 'kg' });
  quote.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  for (let index = 0; index < count; index += 1) {
    const entry = { ...template.item_set[0], qty: 1, name: `Chair ${index + 1}`, item_id: 900000 + index };
    quote.addSearchResult({ name: entry.name, item_set: [entry] });
  }
}

/** Modules of the runtime: preact/compat, or React and react-dom. */
const RUNTIME_MODULE = /node_modules\/(preact|react|react-dom|scheduler)\//;

/**
 * The chunks of a build folder (`dist`, with both builds' manifests) that are mostly the runtime,
 * by file name: more of their code from the runtime's packages than from anything else (a view
 * chunk holding a little of jsx-runtime stays ours).
 */
export function runtimeChunks(dist) {
  return new Set(
    ['light', 'react'].flatMap((suffix) => {
      const path = join(dist, `manifest.${suffix}.json`);
      if (!existsSync(path)) return [];
      const manifest = JSON.parse(readFileSync(path, 'utf8'));
      return Object.entries(manifest)
        .filter(([, chunk]) => {
          let runtime = 0;
          let other = 0;
          for (const [id, size] of Object.entries(chunk.sizes)) {
            if (RUNTIME_MODULE.test(id)) runtime += size;
            else other += size;
          }
          return runtime > other;
        })
        .map(([file]) => file.split('/').pop());
    }),
  );
}

/** Native calls that lay the page out to answer: the browser's work, whoever asked. */
const LAYOUT_READ = /^(getBoundingClientRect|getClientRects|getComputedStyle|get (offset|client|scroll)\w+)$/;

/**
 * Whose work a CPU profile sample was: the browser's own ("(program)", "(garbage collector)", a
 * layout read), the runtime's (a file of `runtimeFiles`), the benchmark page's, ours (any other
 * script), or idle. A native call (a DOM method: no file) is its caller's. `parents` maps a
 * profile node's id to its parent node.
 */
export function ownerOf(node, parents, runtimeFiles) {
  const { functionName, url } = node.callFrame;
  if (functionName === '(idle)') return 'idle';
  if (!url) {
    if (functionName.startsWith('(') || LAYOUT_READ.test(functionName)) return 'browser';
    const parent = parents.get(node.id);
    return parent ? ownerOf(parent, parents, runtimeFiles) : 'browser';
  }
  const file = url
    .replace(/[?#].*$/, '')
    .split('/')
    .pop();
  if (file === 'page') return 'page';
  return runtimeFiles.has(file) ? 'runtime' : 'ours';
}
