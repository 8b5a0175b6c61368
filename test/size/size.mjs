// Bundle-size budgets of @haulkit/elements. The budgets live in one file (budgets.json) that
// this check reads, and docs/performance.md quotes the same table (docs/conventions.md, Habits), so the
// check fails when the two disagree. It reads the manifests rollup.config.mjs writes rather
// than guessing from file names: the chunk graph says what a page really loads.
//
//   node test/size/size.mjs                  check budgets, the maplibre rules and the docs' table
//   node test/size/size.mjs --json           the same checks, figures printed as JSON
//   node test/size/size.mjs --write-readme   rewrite docs/performance.md's budget table from budgets.json
//   --readme <path>                          use another page (tests of this script)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findBlock, markdownTable, withBlock } from './markdown-block.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'packages/elements/dist');
const args = process.argv.slice(2);
const readmeAt = args.indexOf('--readme');
const readmePath =
  readmeAt === -1 ? join(root, 'docs', 'performance.md') : resolve(args[readmeAt + 1] ?? 'docs/performance.md');
const START = '<!-- size-budgets:start -->';
const END = '<!-- size-budgets:end -->';
const WORKER = 'maplibre-gl-worker.mjs';

// How rollup.config.mjs names each runtime's files: `haulkit.js` / `haulkit.react.js`.
const RUNTIMES = {
  light: { label: 'light (preact/compat)', suffix: '', manifest: 'manifest.light.json' },
  react: { label: 'React 19', suffix: '.react', manifest: 'manifest.react.json' },
};

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const problems = [];
// Keys starting with `$` are notes, and `browser` holds browser-size.mjs's ceilings (what a page
// received in Chromium). Rows go entry by entry, so the README reads per entry point.
const rows = Object.entries(budgets)
  .filter(([runtime]) => !runtime.startsWith('$') && runtime !== 'browser')
  .flatMap(([runtime, entries]) => {
    if (RUNTIMES[runtime]) return Object.entries(entries).map(([entry, budget]) => ({ runtime, entry, budget }));
    problems.push(`budgets.json: unknown runtime “${runtime}” (known: ${Object.keys(RUNTIMES).join(', ')})`);
    return [];
  })
  .map((row) => ({ ...row, file: `${row.entry}${RUNTIMES[row.runtime].suffix}.js` }));
const entryOrder = [...new Set(rows.map((row) => row.entry))];
rows.sort((a, b) => entryOrder.indexOf(a.entry) - entryOrder.indexOf(b.entry));

/** The README block, generated from budgets.json alone (so it can be written without a build). */
function budgetTable() {
  const kB = (value) => (value === undefined ? '—' : `${value} kB`);
  const table = [
    ['Entry point', 'Runtime', 'Initial budget (gzip)', 'First-use budget (gzip)'],
    ...rows.map((r) => [`\`${r.file}\``, RUNTIMES[r.runtime].label, kB(r.budget.initial), kB(r.budget.firstUse)]),
  ];
  return markdownTable(table);
}

// A markdown formatter may pad cells or lengthen the `---` rule; that is not a disagreement.
const normalizeTable = (text) =>
  text
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/\s*\|\s*/g, '|')
        .replace(/\|:?-+:?(?=\|)/g, '|---'),
    )
    .join('\n');

// Short name in messages: relative when the README is under the working directory.
const readmeName = relative(process.cwd(), readmePath).startsWith('..')
  ? readmePath
  : relative(process.cwd(), readmePath);
const FIX = 'run `node test/size/size.mjs --write-readme`';

if (args.includes('--write-readme')) {
  // The README is written by people; refuse to create it, only keep its table in step.
  if (!existsSync(readmePath)) {
    console.error(`${readmeName} does not exist; write it first, then ${FIX} again.`);
    process.exit(1);
  }
  const text = readFileSync(readmePath, 'utf8');
  const next = withBlock(text, START, END, budgetTable());
  if (next !== text) writeFileSync(readmePath, next);
  console.info(`${readmeName}: budget table ${next === text ? 'already up to date' : 'written'}.`);
  process.exit(0);
}

const kB = (bytes) => (bytes ? (bytes / 1000).toFixed(1) : '—');
// Each chunk is fetched and compressed on its own, so an entry's cost is the sum of per-file gzips.
const gzipCache = new Map();
function gzipBytes(path) {
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path);
}

/**
 * A chunk's modules that have code in it. A chunk of the chunk plan (build/rollup/chunk-plan.mjs)
 * also lists modules with none (a re-exporting index, code tree-shaken away): they load nothing.
 */
const withCode = (chunk) => chunk.modules.filter((id) => (chunk.sizes?.[id] ?? 1) > 0);
// `includes`, not `startsWith`: commonjs-wrapped modules appear as `\0/abs/path/node_modules/...`.
const maplibreModule = (chunk) => chunk.modules.find((id) => id.includes('node_modules/maplibre-gl/'));

/** Files reachable from `file` through the given edges; with `splitMaps`, maplibre chunks go apart. */
function closure(manifest, file, edges, splitMaps = false) {
  const seen = new Set();
  const maps = new Set();
  const stack = [file];
  while (stack.length > 0) {
    const name = stack.pop();
    if (seen.has(name) || maps.has(name)) continue;
    const chunk = manifest[name];
    if (!chunk) {
      problems.push(`manifest names ${name}, which it does not describe`);
      continue;
    }
    if (splitMaps && maplibreModule(chunk)) {
      maps.add(name);
      continue;
    }
    seen.add(name);
    for (const edge of edges) stack.push(...chunk[edge]);
  }
  return { files: [...seen], maps: [...maps] };
}

/**
 * What a row's first use loads: the initial closure plus, for every module its `firstUseLoads`
 * lists, the chunk rollup put it in with that chunk's static imports. A listed module in no chunk,
 * or in a chunk the entry never loads, is a problem: the figure would not be what a page loads.
 */
function firstUseFiles(manifest, runtime, row, initialFiles, reachable) {
  const where = `${runtime} ${row.entry}`;
  const loads = row.budget.firstUseLoads;
  // An empty list says so on purpose: the entry loads nothing more on use (session.js).
  if (!Array.isArray(loads)) {
    problems.push(`budgets.json: ${where} has no firstUseLoads (the modules its first use loads; [] for none)`);
    return initialFiles;
  }
  // Each group of entries is built apart (rollup.config.mjs), so a module may sit in one chunk
  // per group: the one that counts is the chunk this entry reaches.
  const holder = new Map();
  for (const [file, chunk] of Object.entries(manifest))
    for (const id of withCode(chunk)) if (!holder.has(id) || reachable.has(file)) holder.set(id, file);
  const files = new Set(initialFiles);
  for (const module of loads) {
    const file = holder.get(module);
    if (file === undefined) {
      const why = existsSync(join(root, module))
        ? 'rollup left it out of every chunk (is anything of it used? is the build older than the source?)'
        : 'the file does not exist (yet): create it, or take it off the list';
      problems.push(
        `${where}: firstUseLoads names ${module}, which is in no chunk of ${RUNTIMES[runtime].manifest}: ${why}`,
      );
      continue;
    }
    if (!reachable.has(file)) problems.push(`${where}: ${module} is in ${file}, which ${row.file} never loads`);
    for (const loaded of closure(manifest, file, ['imports']).files) files.add(loaded);
  }
  return [...files];
}

const LOCALE_DIR = 'packages/core/src/locale/';

/**
 * The es-ES words of a catalogue live apart (packages/core/src/locale/es/<catalogue>.ts) and an
 * element loads those of everything it can show with its view (its `words` module): every
 * catalogue an entry can reach needs its Spanish reachable too, or a Spanish page would show
 * English; every catalogue its first use shows needs its Spanish in the words loaded with the view
 * (`<element>.words.ts`; `<element>.later-words.ts` are for parts that wait for them, laterWords);
 * and Spanish whose catalogue the entry never reaches is bytes for nothing.
 */
function checkWords(manifest, where, files, firstUse) {
  const modules = new Set(files.flatMap((file) => withCode(manifest[file])));
  // What the first view shows must be in the words loaded with it (`*.words.ts`, not the later ones).
  const wordsFiles = files.filter((file) => manifest[file].modules.some((id) => /\/[\w-]+\.words\.ts$/.test(id)));
  const first = new Set(
    wordsFiles
      .flatMap((file) => closure(manifest, file, ['imports']).files)
      .flatMap((file) => withCode(manifest[file])),
  );
  for (const module of new Set(firstUse.flatMap((file) => withCode(manifest[file])))) {
    const spanish = `${LOCALE_DIR}es/${module.slice(LOCALE_DIR.length)}`;
    if (module.startsWith(LOCALE_DIR) && existsSync(join(root, spanish)) && !first.has(spanish))
      problems.push(
        `${where}: its first view shows ${module}, whose es-ES words (${spanish}) are not in its words module`,
      );
  }
  for (const module of modules) {
    if (!module.startsWith(LOCALE_DIR)) continue;
    const name = module.slice(LOCALE_DIR.length);
    const spanish = `${LOCALE_DIR}es/${name}`;
    if (!name.includes('/') && existsSync(join(root, spanish)) && !modules.has(spanish))
      problems.push(
        `${where}: shows ${module} but never loads its es-ES words (${spanish}): add them to its words module`,
      );
    if (name.startsWith('es/') && name !== 'es/index.ts' && !modules.has(`${LOCALE_DIR}${name.slice(3)}`))
      problems.push(
        `${where}: loads ${module}, the es-ES words of a catalogue it never shows: take them off its words module`,
      );
  }
}

const results = [];
for (const [runtime, { manifest: manifestName }] of Object.entries(RUNTIMES)) {
  const manifestPath = join(dist, manifestName);
  if (!existsSync(manifestPath)) {
    problems.push(`${relative(root, manifestPath)} is missing: run \`npm run build\` first`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sum = (files) => files.reduce((bytes, file) => bytes + gzipBytes(join(dist, file)), 0);

  for (const [name, chunk] of Object.entries(manifest)) {
    // maplibre-gl finds its worker at `./maplibre-gl-worker.mjs`, next to its own chunk.
    if (maplibreModule(chunk) && !existsSync(join(dist, dirname(name), WORKER)))
      problems.push(`${name} holds maplibre-gl but ${WORKER} is not next to it`);
    // A new entry without a budget would grow unchecked.
    if (chunk.isEntry && !rows.some((row) => row.runtime === runtime && row.file === name))
      problems.push(`${runtime} entry ${name} has no budget in test/size/budgets.json`);
    // A module the chunk plan does not name went in with the first screen (build/rollup/chunk-plan.mjs).
    if (chunk.unplanned)
      problems.push(
        `${name} holds modules build/rollup/chunk-plan.json does not place (${chunk.unplanned.join(', ')}): run \`npm run chunk-plan\``,
      );
  }

  for (const row of rows.filter((r) => r.runtime === runtime)) {
    if (!manifest[row.file]?.isEntry) {
      problems.push(`budgets.json has ${runtime} ${row.entry}, but ${row.file} is not an entry of ${manifestName}`);
      continue;
    }
    const initial = closure(manifest, row.file, ['imports']);
    // The rule: a page that never shows a map never downloads maplibre code.
    for (const file of initial.files) {
      const module = maplibreModule(manifest[file]);
      if (module) problems.push(`${runtime} ${row.entry}: initial load has maplibre code (${file}: ${module})`);
    }
    const all = closure(manifest, row.file, ['imports', 'dynamicImports'], true);
    const workers = [...new Set(all.maps.map((file) => join(dirname(file), WORKER)))];
    const firstUse = firstUseFiles(manifest, runtime, row, initial.files, new Set([...all.files, ...all.maps]));
    const bytes = {
      initial: sum(initial.files),
      firstUse: sum(firstUse),
      total: sum(all.files),
      maps: sum([...all.maps, ...workers.filter((file) => existsSync(join(dist, file)))]),
    };
    const over = ['initial', 'firstUse'].filter((k) => row.budget[k] !== undefined && bytes[k] > row.budget[k] * 1000);
    for (const k of over)
      problems.push(`${runtime} ${row.entry}: ${k} ${kB(bytes[k])} kB is over its ${row.budget[k]} kB budget`);
    checkWords(manifest, `${runtime} ${row.entry}`, all.files, firstUse);
    const firstUseChunks = Object.fromEntries(firstUse.map((file) => [file, gzipBytes(join(dist, file))]));
    const { firstUseLoads: _loads, ...budgetKB } = row.budget;
    results.push({ runtime, entry: row.entry, file: row.file, bytes, budgetKB, over, firstUseChunks });
  }
}

// docs/performance.md must quote budgets.json exactly.
if (!existsSync(readmePath)) {
  problems.push(`${readmeName} is missing; once it exists, ${FIX}`);
} else {
  const text = readFileSync(readmePath, 'utf8');
  const at = findBlock(text, START, END);
  if (!at) problems.push(`${readmeName} has no ${START} … ${END} block: ${FIX}`);
  else if (normalizeTable(at.inner) !== normalizeTable(budgetTable()))
    problems.push(`${readmeName}'s budget table differs from test/size/budgets.json: ${FIX}`);
}

if (args.includes('--json')) {
  console.info(JSON.stringify({ unit: 'bytes, gzip level 9', results, problems }, null, 2));
} else {
  const table = [
    ['runtime', 'entry', 'initial kB', 'first use kB', 'all lazy kB', 'maps kB', 'budget kB', 'status'],
    ...results.map((r) => [
      r.runtime,
      r.entry,
      kB(r.bytes.initial),
      kB(r.bytes.firstUse),
      kB(r.bytes.total),
      kB(r.bytes.maps),
      `${r.budgetKB.initial ?? '—'} / ${r.budgetKB.firstUse ?? '—'}`,
      r.over.length ? `OVER: ${r.over.join(', ')}` : 'ok',
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
  // Numbers right-aligned so the columns compare at a glance.
  const line = (cells) =>
    cells.map((c, i) => (i >= 2 && i <= 5 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.info(table.map(line).join('\n').replace(/ +$/gm, ''));
  console.info(
    "initial: entry + static imports; first use: + the chunks holding the budget row's firstUseLoads modules, with their static imports; all lazy: + every lazy chunk except maplibre (no budget); maps: maplibre + its worker",
  );
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.info(problems.length ? `\n${problems.length} problem(s).` : '\nAll budgets and rules hold.');
}
process.exitCode = problems.length ? 1 : 0;
