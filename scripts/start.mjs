// `npm start`: the examples gallery and the API on http://127.0.0.1:4173/ (PORT for another port)
// seconds after a fresh clone's `npm ci`, every other build in the background, then a rebuild of
// what an edit changes, each build's time printed. It takes what `haulkit-server` takes (PORT,
// HAULKIT_CORS_ORIGINS, flags after `npm start --`), with `--simulator` always on.
//
// Two worker threads build, one core each (scripts/start-watch.mjs, with the parts of
// rollup.config.mjs's `startParts`): one the light half, whose first build is haulkit.js and
// api.js (all the partner page needs), then the UI kit page; the other the server, then, once the
// partner page's files are built, the React half, so nothing shares the cores with those. This
// thread serves what `haulkit-server --simulator` serves (the server package's createApp, from the
// server build, loaded again when that build changes). A request for a bundle's entry file that
// is not built yet, or is being built again after an edit, waits for that build, which goes next,
// and the terminal says so: no page gets a missing or stale file. Ctrl-C stops it all.
import { mkdirSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createAdaptorServer } from '@hono/node-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// Start from empty folders, as `npm run build` does, so nothing stale is served; the server's
// static route wants its folder there from the start.
rmSync(new URL('../packages/elements/dist', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../packages/server/dist', import.meta.url), { recursive: true, force: true });
mkdirSync(new URL('../packages/elements/dist', import.meta.url));

const workerFile = new URL('./start-watch.mjs', import.meta.url);
const workers = {
  light: new Worker(workerFile, {
    workerData: { parts: ['light', 'kitGallery'] },
    env: { ...process.env, HAULKIT_RUNTIME: 'light' },
  }),
  serverThenReact: new Worker(workerFile, {
    workerData: { parts: ['server', 'react'] },
    env: { ...process.env, HAULKIT_RUNTIME: 'react' },
  }),
};
const exited = new Map(
  Object.values(workers).map((worker) => [worker, new Promise((done) => worker.once('exit', done))]),
);
const workerOf = {
  light: workers.light,
  kitGallery: workers.light,
  server: workers.serverThenReact,
  react: workers.serverThenReact,
};
const names = { server: 'server', light: 'light', react: 'React', kitGallery: 'UI kit page' };

/** Each part's builds (label → entry files), how many are built once, whether it has work, its first run over. */
const parts = new Map(
  Object.keys(workerOf).map((name) => [name, { builds: new Map(), once: 0, running: false, done: false }]),
);
/** Entry files under /dist/ whose build is due (not built yet, or read a changed file): file → part and build. */
const stale = new Map();
/** Requests waiting for a build; woken after every build, to look again. */
const waiting = new Set();
const landed = () => {
  for (const wake of waiting) wake();
  waiting.clear();
};
const building = () => [...parts.values()].some((part) => part.running || !part.done);
const still = () =>
  [...parts]
    .filter(([, part]) => !part.done)
    .map(([name, part]) => `${names[name]} ${part.once} of ${part.builds.size}`)
    .join(', ');

const watch = (part) => workerOf[part].postMessage({ type: 'watch', part });
watch('server');
watch('light');
console.info('building the server, haulkit.js and api.js first (the partner page), then the rest in the background');

let app;
let loads = 0;
let server;
let url;

/**
 * Loads the server build (again after a change: a new module instance, its state afresh) with the
 * settings `haulkit-server --simulator` reads (PORT, HAULKIT_CORS_ORIGINS, the flags given).
 */
async function loadServer() {
  let settings;
  try {
    const { createApp, readCliOptions } = await import(`../packages/server/dist/index.mjs?load=${loads++}`);
    settings = readCliOptions(process.env, ['--simulator', ...process.argv.slice(2)]);
    if (settings.ok) app = createApp(settings.options);
  } catch (error) {
    console.error('the server build did not load:', error);
    return;
  }
  if (!settings.ok) {
    console.error(settings.error.message);
    stop(1);
  } else if (server) {
    console.info('  the server answers with its new build (its demo data starts afresh)');
  } else {
    listen(settings.options);
  }
}

/**
 * The server's answer. Under /dist/, an entry file whose build is due waits for that build, which
 * is hurried to the front. Other files there (chunks) are written with the entry that imports them.
 */
const told = new Set();
async function answer(request, env) {
  const path = new URL(request.url).pathname;
  if (!path.startsWith('/dist/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return app.fetch(request, env);
  }
  const file = path.slice('/dist/'.length);
  for (let due = stale.get(file); due; due = stale.get(file)) {
    workerOf[due.part].postMessage({ type: 'hurry', part: due.part, label: due.label });
    if (!told.has(file)) {
      told.add(file);
      console.info(
        `${path} waits for its build, which goes next (${parts.get(due.part).done ? 'rebuilding' : still()})`,
      );
    }
    await new Promise((wake) => waiting.add(wake));
  }
  return app.fetch(request, env);
}

function listen({ port, host }) {
  server = createAdaptorServer({ fetch: answer, hostname: host });
  server.once('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use: stop what uses it, or set PORT (PORT=8080 npm start)`
        : error,
    );
    stop(1);
  });
  server.listen(port, host, () => {
    url = `http://${host}:${server.address().port}/`;
    console.info(`Haulkit reference server: ${url} (the examples gallery and the API; Ctrl-C stops)`);
    if (building()) console.info(`  still building (${still()}): a page waits for files not built yet`);
  });
}

/** The rebuild under way: when it started and how many builds it made. */
let cycle;
let everythingBuilt = false;
let lastChange = '';

function report(message) {
  if (stopping) return;
  const part = parts.get(message.part);
  const tag = `[${names[message.part]}]`;
  const markDue = (label) => {
    if (message.part === 'server') return;
    for (const file of part.builds.get(label)) stale.set(file, { part: message.part, label });
  };
  switch (message.type) {
    case 'plan':
      for (const { label, entries } of message.builds) part.builds.set(label, entries);
      for (const { label } of message.builds) markDue(label);
      break;
    case 'due':
      for (const label of message.labels) markDue(label);
      break;
    case 'change': {
      const file = relative(root, message.file);
      if (file !== lastChange) console.info(`changed ${file}`);
      lastChange = file;
      break;
    }
    case 'start':
      part.running = true;
      if (everythingBuilt && !cycle) cycle = { started: performance.now(), builds: 0 };
      break;
    case 'built':
    case 'failed': {
      const first = !part.done;
      if (first) part.once++;
      if (cycle) cycle.builds++;
      for (const file of part.builds.get(message.label)) {
        stale.delete(file);
        told.delete(file);
      }
      if (message.type === 'built') {
        console.info(
          `${tag} ${first ? '' : 'rebuilt '}${message.label}${first ? ' built' : ''} in ${seconds(message.ms)}`,
        );
      } else {
        console.error(`${tag} ${message.label} failed:\n${message.message}`);
      }
      if (message.part === 'server' && message.type === 'built') loadServer();
      if (message.part === 'light' && first && part.once === 1) {
        if (message.type === 'built') {
          console.info(
            `  the partner page works, ${seconds(performance.now() - started)} after start: ${url ?? ''}partner-site.html`,
          );
        }
        watch('react');
      }
      landed();
      break;
    }
    case 'end':
      part.running = false;
      if (message.part === 'light' && !part.done) watch('kitGallery');
      part.done = true;
      lastChange = '';
      if (building()) break;
      if (cycle) {
        console.info(
          `everything is built again in ${seconds(performance.now() - cycle.started)} (${cycle.builds} builds)`,
        );
        cycle = undefined;
      } else if (!everythingBuilt) {
        everythingBuilt = true;
        const total = [...parts.values()].reduce((sum, each) => sum + each.builds.size, 0);
        console.info(
          `everything is built (${total} builds) in ${seconds(performance.now() - started)}; watching for changes`,
        );
      }
      break;
  }
}

/**
 * How long a worker gets to finish the build under way: a build holds its thread for up to a few
 * seconds at a time, and a thread ended in the middle leaves its esbuild service unreaped.
 */
const stopLimitMs = 10_000;
let stopping = false;
/** Stops the server and the builds (Ctrl-C, SIGTERM, a failure); a second Ctrl-C does not wait. */
async function stop(code) {
  if (stopping) process.exit(code);
  stopping = true;
  server?.closeAllConnections();
  server?.close();
  const slow = setTimeout(() => console.info('stopping the build under way (Ctrl-C again to quit at once)'), 1000);
  await Promise.all(
    Object.values(workers).map(async (worker) => {
      const limit = setTimeout(() => worker.terminate(), stopLimitMs);
      worker.postMessage({ type: 'stop' });
      await exited.get(worker);
      clearTimeout(limit);
    }),
  );
  clearTimeout(slow);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const worker of Object.values(workers)) {
  worker.on('message', report);
  worker.on('error', (error) => {
    console.error('a build worker stopped:', error);
    stop(1);
  });
}
