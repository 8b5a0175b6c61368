// `npm run load`: a load figure for the reference server that anyone can reproduce.
//
// Bundles packages/server/src with esbuild (so the figure is of the current source, no full build
// needed), starts it on 127.0.0.1 on a free port in its own process (as the CLI does), and drives two
// scenarios from this process over keep-alive connections: the item search
// (GET /ng/item-search) and the price POST (POST /ng/prelisting/{id}, a new id each time, as the
// flood of requests did). Prints requests/s, p50 and p99 latency, the price answer's size and the
// server's memory before and after; then stops the server and exits. Bounded: each scenario runs
// at most LOAD_SECONDS (default 5) or LOAD_MAX_REQUESTS (default 20000), the whole run at most 120 s.
//
//   npm run load
//   LOAD_SECONDS=10 LOAD_CONCURRENCY=32 npm run load
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const HOST = '127.0.0.1';

/** A whole number from the environment, within bounds. */
function setting(name, fallback, min, max) {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
    process.exit(1);
  }
  return value;
}

const SECONDS = setting('LOAD_SECONDS', 5, 1, 30);
const CONCURRENCY = setting('LOAD_CONCURRENCY', 16, 1, 256);
const MAX_REQUESTS = setting('LOAD_MAX_REQUESTS', 20_000, 100, 200_000);
/** Requests of each scenario sent before measuring (JIT, lazy chunks of the demo engine). */
const WARM_UP = 200;
/** The whole run never lasts longer than this. */
const HARD_LIMIT_MS = 120_000;

/**
 * The server this script starts: startServer of packages/server/src on 127.0.0.1, port 0 (a
 * free one), printing its URL like the CLI and closing on SIGTERM.
 */
const SERVER_ENTRY = `
import { startServer } from './packages/server/src/index.ts';
const server = await startServer({
  port: 0,
  host: '${HOST}',
  examplesDir: ${JSON.stringify(join(root, 'examples'))},
  distDir: ${JSON.stringify(join(root, 'packages/elements/dist'))},
});
console.info('Haulkit reference server: ' + server.url);
process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

/** Bundles the server next to the repository's node_modules, so hono resolves as in `npm start`. */
async function bundleServer() {
  const outdir = join(root, 'node_modules/.cache/haulkit-load');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    stdin: { contents: SERVER_ENTRY, resolveDir: root, sourcefile: 'load-server.mjs', loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    entryNames: 'server',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    external: ['hono', 'hono/*', '@hono/*'],
    logLevel: 'error',
  });
  return { cli: join(outdir, 'server.mjs'), cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** Starts the server on a free port of 127.0.0.1; resolves its URL once it prints it. */
function startServer(cli) {
  const child = spawn(process.execPath, [cli], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${out}`)));
  });
  return { child, url };
}

/** The server's resident memory in MB (Linux /proc), or undefined elsewhere. */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request; resolves its status, body size in bytes and latency in ms. */
function send(base, { method = 'GET', path, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const url = new URL(path, base);
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': body.length };
    const req = request(
      { agent, host: HOST, port: url.port, method, path: url.pathname + url.search, headers },
      (res) => {
        let bytes = 0;
        const chunks = [];
        res.on('data', (chunk) => {
          bytes += chunk.length;
          if (chunks.length < 64) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            bytes,
            ms: performance.now() - started,
            text: () => Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The value at `share` (0–1) of sorted `values`. */
const percentile = (values, share) => values[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;

/** Runs `next()` requests with CONCURRENCY in flight for SECONDS or MAX_REQUESTS, whichever ends first. */
async function scenario(base, next) {
  for (let i = 0; i < WARM_UP; i += CONCURRENCY) {
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, j) => send(base, next(i + j))));
  }
  const latencies = [];
  let failures = 0;
  let bytes = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const worker = async () => {
    while (sent < MAX_REQUESTS && performance.now() < deadline) {
      const answer = await send(base, next(WARM_UP + sent++));
      if (answer.status !== 200) failures += 1;
      latencies.push(answer.ms);
      bytes = answer.bytes;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsedS),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
    lastBytes: bytes,
  };
}

const SEARCH_WORDS = ['sofa', 'bed', 'wardrobe', 'table', 'chair', 'box', 'fridge', 'desk', 'piano', 'tv'];

async function main() {
  const { cli, cleanup } = await bundleServer();
  const { child, url } = startServer(cli);
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  const hardStop = setTimeout(() => {
    console.error(`load: still running after ${HARD_LIMIT_MS / 1000} s, stopping`);
    stop();
    process.exit(1);
  }, HARD_LIMIT_MS);
  hardStop.unref();
  try {
    const base = await url;
    // A real removal: the items of a 3-seat sofa set from the search (their fake_ids left for
    // the server to derive), Bristol to Manchester.
    const found = JSON.parse(
      (await send(base, { path: '/ng/item-search?name=3-seat%20sofa%20set&category_id=1' })).text(),
    );
    const listing = {
      category_id: 1,
      pickup_address_data: { latitude: 51.4545, longitude: -2.5879, ISO_3166_1_Alpha_2: 'GB' },
      delivery_address_data: { latitude: 53.4808, longitude: -2.2426, ISO_3166_1_Alpha_2: 'GB' },
      move_items: (found[0]?.item_set ?? []).map(({ qty = 1, ...item }) => ({ ...item, quantity: qty })),
    };
    const body = Buffer.from(JSON.stringify(listing));
    const memoryBefore = residentMb(child.pid);

    const search = await scenario(base, (n) => ({
      path: `/ng/item-search?name=${SEARCH_WORDS[n % SEARCH_WORDS.length]}&category_id=1`,
    }));
    const price = await scenario(base, (n) => ({ method: 'POST', path: `/ng/prelisting/load-${n}`, body }));
    const memoryAfter = residentMb(child.pid);

    const ms = (value) => `${value.toFixed(1)} ms`;
    const row = (name, r) =>
      `${name.padEnd(34)} ${String(r.perSecond).padStart(6)} req/s   p50 ${ms(r.p50).padStart(9)}   p99 ${ms(r.p99).padStart(9)}   ${r.requests} requests${r.failures ? `, ${r.failures} not 200` : ''}`;
    console.info(
      `Haulkit reference server under load: ${CONCURRENCY} in flight, ${SECONDS} s per scenario, node ${process.version}`,
    );
    console.info(row('GET /ng/item-search', search));
    console.info(row('POST /ng/prelisting/{new id}', price));
    console.info(`price answer: ${(price.lastBytes / 1000).toFixed(1)} kB (${body.length} B listing sent)`);
    if (memoryBefore !== undefined && memoryAfter !== undefined) {
      console.info(
        `server memory: ${memoryBefore} MB before, ${memoryAfter} MB after ${price.requests + WARM_UP} saves under new ids`,
      );
    }
    process.exitCode = search.failures + price.failures > 0 ? 1 : 0;
  } finally {
    agent.destroy();
    stop();
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
