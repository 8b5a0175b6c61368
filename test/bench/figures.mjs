// What every benchmark script reports its samples with.
import { readFileSync } from 'node:fs';
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
  const { api: port } = await quote.adapters();
  const [template] = await port.searchItems({ name: 'chair', category_id: 1, dimensionUnit: 'cm', weightUnit: 'kg' });
  quote.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  for (let index = 0; index < count; index += 1) {
    const entry = { ...template.item_set[0], qty: 1, name: `Chair ${index + 1}`, item_id: 900000 + index };
    quote.addSearchResult({ name: entry.name, item_set: [entry] });
  }
}
