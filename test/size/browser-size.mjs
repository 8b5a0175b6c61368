// What a visitor's browser really downloads of Haulkit, embedding by embedding. size.mjs adds up
// gzip bytes from the build's manifests; this script loads each documented embedding in Chromium
// from the reference server, drives it as a person would, and weighs every JavaScript file the
// page received, so late lazy chunks, the adapters and whatever a first paint pulls in all count.
//
//   node test/size/browser-size.mjs                  measure, check the ceilings and the docs' table
//   node test/size/browser-size.mjs --json           the same, figures (per file too) printed as JSON
//   node test/size/browser-size.mjs --write-readme   measure, then rewrite docs/performance.md's
//                                                    browser table (figures, ceilings, goals) and
//                                                    README.md's (ceilings and goals)
//   --runtime light|react|both                       which build (light by default; the ceilings
//                                                    and goals are the light build's)
//   --readme <path>                                  use another page
//
// The embeddings and their phases (shown, used, whole) are test/size/embeddings.mjs's: each
// is loaded in a fresh browser context on one reference server and driven as a person would.
// Every JavaScript response is counted once per page (by URL), its body compressed here with gzip
// level 9 and brotli quality 11 (1 kB = 1000 bytes). Haulkit's files are those under /dist/;
// maplibre-gl's chunks and worker are reported apart and left out of the totals (they load only
// with a map). The host page's own scripts (partner-site.js, softphone.js: the gallery's, not
// Haulkit's) are listed apart and left out too.
//
// Ceilings and goals are the "browser" section of test/size/budgets.json: a ceiling is the
// measured gzip rounded up to the next 0.5 kB plus 1 kB, to catch growth; a goal is where later
// work should bring the figure. Over a ceiling, or when docs/performance.md's browser table
// quotes other ceilings or goals than budgets.json, the script exits 1.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { EMBEDDINGS, measure, openBrowser } from './embeddings.mjs';
import { findBlock, markdownTable, withBlock } from './markdown-block.mjs';

const started = performance.now();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'packages/elements/dist');

const { values: args } = parseArgs({
  options: {
    runtime: { type: 'string', default: 'light' },
    json: { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
    readme: { type: 'string' },
  },
});
if (!['light', 'react', 'both'].includes(args.runtime)) {
  console.error(`--runtime is "${args.runtime}": light, react or both.`);
  process.exit(2);
}
const RUNTIMES = args.runtime === 'both' ? ['light', 'react'] : [args.runtime];
const readmePath = args.readme ? resolve(args.readme) : join(root, 'docs', 'performance.md');
const readmeName = relative(process.cwd(), readmePath).startsWith('..')
  ? readmePath
  : relative(process.cwd(), readmePath);
if (args['write-readme'] && !RUNTIMES.includes('light')) {
  console.error('--write-readme writes the light build’s figures: run it with --runtime light or both.');
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Budgets and the docs' table
// ---------------------------------------------------------------------------------------------

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')).browser ?? {};
const problems = [];
for (const [id, phases] of Object.entries(budgets)) {
  if (id.startsWith('$')) continue;
  const embedding = EMBEDDINGS.find((each) => each.id === id);
  if (!embedding) {
    problems.push(
      `budgets.json: browser has “${id}”, which is no embedding (${EMBEDDINGS.map((e) => e.id).join(', ')})`,
    );
    continue;
  }
  for (const [phase, budget] of Object.entries(phases)) {
    if (!embedding.phases.includes(phase))
      problems.push(`budgets.json: browser ${id} has “${phase}”, a phase it does not drive (${embedding.phases})`);
    else if (typeof budget.budget !== 'number' || typeof budget.goal !== 'number')
      problems.push(`budgets.json: browser ${id} ${phase} needs a numeric budget (the ceiling) and goal, in kB`);
  }
}
const budgetOf = (id, phase) => budgets[id]?.[phase];

const kB = (bytes) => (bytes / 1000).toFixed(1);
const kBCell = (value) => (value === undefined ? '—' : `${value} kB`);
/** The ceiling a figure suggests: rounded up to the next 0.5 kB, plus 1 kB. */
const ceilingFor = (bytes) => Math.ceil(bytes / 500) / 2 + 1;

const START = '<!-- browser-sizes:start -->';
const END = '<!-- browser-sizes:end -->';
const FIX = 'run `node test/size/browser-size.mjs --write-readme`';
const DOC_HEADER = ['Embedding', 'Phase', 'Files', 'Gzip', 'Brotli', 'Ceiling (gzip)', 'Goal (gzip)'];

/** The docs' table of the light build: measured figures, then budgets.json's ceiling and goal. */
function docsTable(results) {
  return markdownTable([
    DOC_HEADER,
    ...EMBEDDINGS.flatMap((embedding) =>
      embedding.phases.map((phase) => {
        const row = results.find((r) => r.runtime === 'light' && r.embedding === embedding.id && r.phase === phase);
        const budget = budgetOf(embedding.id, phase);
        return [
          embedding.label,
          phase,
          row ? String(row.files.length) : '—',
          row ? `${kB(row.gzip)} kB` : '—',
          row ? `${kB(row.brotli)} kB` : '—',
          kBCell(budget?.budget),
          kBCell(budget?.goal),
        ];
      }),
    ),
  ]);
}

/** What of the docs' table must agree with budgets.json: each row's embedding, phase, ceiling and goal. */
const budgetCells = (table) =>
  table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^:?-+:?$/.test(cell)))
    .map((cells) => [cells[0], cells[1], cells.at(-2), cells.at(-1)].join(' | '))
    .join('\n');

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

for (const runtime of RUNTIMES) {
  const manifest = join(dist, `manifest.${runtime}.json`);
  if (!existsSync(manifest)) {
    console.error(`${relative(root, manifest)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
/** maplibre-gl's files in either build: the chunks holding its modules, and its worker. */
const maplibreFiles = new Set(
  RUNTIMES.flatMap((runtime) =>
    Object.entries(JSON.parse(readFileSync(join(dist, `manifest.${runtime}.json`), 'utf8')))
      .filter(([, chunk]) => chunk.modules.some((id) => id.includes('node_modules/maplibre-gl/')))
      .map(([file]) => `/dist/${file}`),
  ),
);
const isMaplibre = (path) => maplibreFiles.has(path) || path.endsWith('/maplibre-gl-worker.mjs');

/** Compressed sizes by content (the same file in several pages is compressed once). */
const compressed = new Map();
function sizesOf(body, withBrotli) {
  const key = createHash('sha1').update(body).digest('hex');
  let sizes = compressed.get(key);
  if (!sizes) {
    sizes = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    compressed.set(key, sizes);
  }
  if (withBrotli && sizes.brotli === undefined)
    sizes.brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length;
  return sizes;
}

const session = await openBrowser().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const { server } = session;
const measured = [];
try {
  for (const runtime of RUNTIMES) {
    for (const embedding of EMBEDDINGS) {
      try {
        const result = await measure(session, embedding, runtime);
        problems.push(...result.failures);
        measured.push({ embedding, runtime, ...result });
      } catch (error) {
        problems.push(error.message);
      }
    }
  }
} finally {
  await session.close();
}

const serverOrigin = new URL(server.url).origin;
const results = [];
const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);
for (const { embedding, runtime, snapshots, bodies, errors } of measured) {
  for (const { phase, urls } of snapshots) {
    const files = [];
    const maplibre = [];
    const host = [];
    for (const url of urls) {
      const { origin, pathname: path } = new URL(url);
      const own = origin === serverOrigin && path.startsWith('/dist/');
      if (own && isMaplibre(path)) maplibre.push({ path, ...sizesOf(bodies.get(url), false) });
      else if (own) files.push({ path, ...sizesOf(bodies.get(url), true) });
      else host.push({ url: origin === serverOrigin ? path : url, ...sizesOf(bodies.get(url), false) });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const budget = runtime === 'light' ? budgetOf(embedding.id, phase) : undefined;
    const gzip = sum(files, 'gzip');
    const over = budget !== undefined && gzip > budget.budget * 1000;
    if (over)
      problems.push(
        `${embedding.id} ${phase}: ${kB(gzip)} kB gzip is over its ${budget.budget} kB ceiling (test/size/budgets.json, browser)`,
      );
    results.push({
      embedding: embedding.id,
      runtime,
      phase,
      files,
      gzip,
      brotli: sum(files, 'brotli'),
      raw: sum(files, 'raw'),
      maplibre: { files: maplibre, gzip: sum(maplibre, 'gzip') },
      host: { files: host, gzip: sum(host, 'gzip') },
      ceiling: budget?.budget,
      goal: budget?.goal,
      suggestedCeiling: ceilingFor(gzip),
      over,
      pageErrors: errors,
    });
  }
}

// The docs' table: written from these figures, or checked against budgets.json.
const missing = EMBEDDINGS.flatMap((embedding) =>
  embedding.phases
    .filter((phase) => !results.some((r) => r.runtime === 'light' && r.embedding === embedding.id && r.phase === phase))
    .map((phase) => `${embedding.id} ${phase}`),
);
// The same ceilings and goals, and nothing else, in the project README's size section.
const readmeTable = () =>
  markdownTable([
    ['Embedding', 'Phase', 'Ceiling (gzip)', 'Goal (gzip)'],
    ...EMBEDDINGS.flatMap((embedding) =>
      embedding.phases
        .filter((phase) => budgetOf(embedding.id, phase))
        .map((phase) => {
          const budget = budgetOf(embedding.id, phase);
          return [embedding.label, phase, kBCell(budget.budget), kBCell(budget.goal)];
        }),
    ),
  ]);
const pages = [
  {
    path: readmePath,
    name: readmeName,
    table: () => docsTable(results),
    budgets: () => docsTable([]),
    needsFigures: true,
  },
  { path: join(root, 'README.md'), name: 'README.md', table: readmeTable, budgets: readmeTable, needsFigures: false },
];
for (const { path, name, table, budgets: budgetTable, needsFigures } of pages) {
  if (args['write-readme']) {
    if (!existsSync(path)) {
      problems.push(`${name} does not exist; write it first, then ${FIX} again`);
    } else if (needsFigures && missing.length > 0) {
      problems.push(`${name}: its browser table is left as it was, since ${missing.join(', ')} went unmeasured`);
    } else {
      const text = readFileSync(path, 'utf8');
      const next = withBlock(text, START, END, table());
      if (next !== text) writeFileSync(path, next);
      console.info(`${name}: browser table ${next === text ? 'already up to date' : 'written'}.`);
    }
  } else if (!existsSync(path)) {
    problems.push(`${name} is missing; once it exists, ${FIX}`);
  } else {
    const text = readFileSync(path, 'utf8');
    const at = findBlock(text, START, END);
    if (!at) problems.push(`${name} has no ${START} … ${END} block: ${FIX}`);
    else if (budgetCells(at.inner) !== budgetCells(budgetTable()))
      problems.push(`${name}'s browser table quotes other ceilings or goals than test/size/budgets.json: ${FIX}`);
  }
}

const seconds = (performance.now() - started) / 1000;
if (args.json) {
  console.info(
    JSON.stringify(
      { unit: 'bytes; gzip level 9, brotli quality 11; 1 kB = 1000 bytes', seconds, results, problems },
      null,
      2,
    ),
  );
} else {
  const withRuntime = RUNTIMES.length > 1 || RUNTIMES[0] !== 'light';
  const table = [
    [
      'embedding',
      ...(withRuntime ? ['build'] : []),
      'phase',
      'files',
      'gzip kB',
      'brotli kB',
      'maplibre apart',
      'ceiling kB',
      'goal kB',
      'to goal kB',
    ],
    ...results.map((r) => [
      r.embedding,
      ...(withRuntime ? [r.runtime] : []),
      r.phase,
      String(r.files.length),
      kB(r.gzip),
      kB(r.brotli),
      r.maplibre.files.length ? `${r.maplibre.files.length} files, ${kB(r.maplibre.gzip)} kB` : '—',
      r.ceiling === undefined ? '—' : `${r.ceiling}${r.over ? ' OVER' : ''}`,
      r.goal === undefined ? '—' : String(r.goal),
      r.goal === undefined ? '—' : `${r.gzip > r.goal * 1000 ? '+' : ''}${kB(r.gzip - r.goal * 1000)}`,
    ]),
  ];
  console.info(markdownTable(table));
  console.info(
    '\nJavaScript each page received from Haulkit (/dist/), counted once per URL, cumulative by phase; maplibre-gl and the host page’s own scripts apart.',
  );
  const hostScripts = new Set(
    results.flatMap((r) => r.host.files.map((file) => `${r.embedding} (${r.runtime}) ${file.url} ${kB(file.gzip)} kB`)),
  );
  if (hostScripts.size) console.info(`Host pages’ own scripts, not counted: ${[...hostScripts].join('; ')}.`);
  for (const { embedding, runtime, errors } of measured)
    if (errors.length) console.warn(`${embedding.id} (${runtime} build): errors in the page: ${errors.join('; ')}`);
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.info(
    `${problems.length ? `\n${problems.length} problem(s).` : '\nEvery embedding is within its ceiling.'} (${seconds.toFixed(1)} s)`,
  );
}
process.exitCode = problems.length ? 1 : 0;
