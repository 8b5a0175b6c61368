// Writes build/rollup/chunk-plan.json, the file each module of the planned bundles goes into
// (`npm run chunk-plan`; build/rollup/chunk-plan.mjs says why). Run it after adding, moving or
// renaming a module, or changing what a piece loads when; `npm run size` says when it is due.
//
//  1. Builds the light bundles with rollup's own chunks (HAULKIT_CHUNK_PLAN=off).
//  2. Loads every embedding of test/size/embeddings.mjs in Chromium, phase by phase, and each tag
//     alone on `haulkit.js`, noting which files each phase loads; the first screen's own files
//     ("painted") apart from those the page's idle time fetches after it.
//  3. Merges files: first those the same phases load, then any two whose merging saves more than
//     it costs, weighing each byte a page would load extra against FILE_COST saved per file it no
//     longer loads (the group's budgeted embedding fully, a tag alone a quarter), never two that
//     would import each other. The entry's static files (the shell a skeleton needs first), the
//     runtime's file and the files no embedding loads keep rollup's cut: on demand stays on demand.
//  4. Writes the plan, prints the files each budgeted embedding loads before and after, and
//     builds everything again with it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHUNK_PLAN_FILE, RUNTIME_MODULE } from '../build/rollup/chunk-plan.mjs';
import { EMBEDDINGS, measure, openBrowser, TAGS, tagAlone } from '../test/size/embeddings.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/elements/dist');

/**
 * The planned groups of rollup.config.mjs (by their first entry), their entries, and the
 * embeddings whose loading decides their files. Other groups keep rollup's chunks: an element's
 * own file alone loads few.
 */
const GROUPS = {
  haulkit: {
    entries: ['haulkit.js', 'api.js'],
    // The partner page is `haulkit.js` with the flow: each other tag alone besides.
    embeddings: ['partner-page', ...TAGS.filter((tag) => tag !== 'hk-quote-flow').map((tag) => tagAlone(tag).id)],
  },
  'quote-flow': { entries: ['quote-flow.js'], embeddings: ['quote-flow'] },
  'item-picker': { entries: ['item-picker.js'], embeddings: ['item-picker'] },
};

/** Short names for the files: by the first embedding and phase that loads them. */
const shortName = (embedding) =>
  embedding === 'partner-page' || embedding === 'quote-flow'
    ? 'flow'
    : embedding === 'item-picker'
      ? 'picker'
      : embedding.replace(/^tag:hk-/, '');

const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

console.info('1. The light bundles with rollup’s own chunks …');
run(process.execPath, ['scripts/build-half.mjs'], { HAULKIT_RUNTIME: 'light', HAULKIT_CHUNK_PLAN: 'off' });
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.light.json'), 'utf8'));

console.info('2. What each embedding loads, in Chromium …');
/**
 * The files a first screen needed before it showed, apart from those the page's idle time
 * fetched after (warming an adapter, words for later): merged, those would delay the screen.
 */
const PAINTED = 'painted';
const wanted = new Set(Object.values(GROUPS).flatMap((group) => group.embeddings));
const embeddings = [...EMBEDDINGS, ...TAGS.map(tagAlone)].filter((embedding) => wanted.has(embedding.id));
/** For each embedding, the phase in which each file (path under dist/) first loaded. */
const firstPhase = new Map();
const session = await openBrowser();
try {
  for (const embedding of embeddings) {
    const { snapshots, painted, failures } = await measure(session, embedding, 'light');
    if (failures.length) throw new Error(failures.join('\n'));
    const phases = new Map();
    for (const { phase, urls } of [{ phase: PAINTED, urls: painted }, ...snapshots])
      for (const url of urls) {
        const path = new URL(url).pathname;
        if (path.startsWith('/dist/') && !phases.has(path.slice(6))) phases.set(path.slice(6), phase);
      }
    firstPhase.set(embedding.id, phases);
    console.info(`   ${embedding.id}: ${phases.size} files`);
  }
} finally {
  await session.close();
}

console.info('3. Modules grouped by what loads them …');
const isMapLibre = (file) => manifest[file].modules.some((id) => id.includes('node_modules/maplibre-gl/'));
/** The files reachable from `entries`, by static imports only or by any import. */
function reach(entries, edges) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file) || !manifest[file]) return;
    files.add(file);
    for (const edge of edges) for (const next of manifest[file][edge]) visit(next);
  };
  for (const entry of entries) visit(entry);
  return files;
}

/**
 * What a file costs a page beyond its bytes, in gzip bytes: its import and export glue and a
 * fresh compression context (measured: the partner page's first screen in 83 files weighed 135.4
 * kB, the same modules in 4 files 102.6 kB, about 400 bytes a file).
 */
const FILE_COST = 400;
/**
 * How much a byte loaded by an embedding counts when files are merged: fully for the group's
 * first embedding (the budgeted one), a quarter for a tag alone on `haulkit.js`.
 */
const weightOf = (group, embedding) => (embedding === group.embeddings[0] ? 1 : 0.25);
const phasesOf = new Map(embeddings.map((embedding) => [embedding.id, [PAINTED, ...embedding.phases]]));

const plan = {
  $comment:
    'Written by `npm run chunk-plan` (scripts/chunk-plan.mjs); read by build/rollup/chunk-plan.mjs. Do not edit by hand.',
  groups: {},
};
for (const [groupName, group] of Object.entries(GROUPS)) {
  const { entries, embeddings: loaders } = group;
  const shell = reach(entries, ['imports']);
  const files = [...reach(entries, ['imports', 'dynamicImports'])].filter(
    (file) => !entries.includes(file) && !isMapLibre(file),
  );
  // One unit per file to begin with: `loads` is, by embedding, the index of the phase that first
  // loads it. The shell and the files no embedding loads stay as they are.
  const units = files.map((file) => {
    const loads = new Map();
    for (const id of loaders) {
      const phase = firstPhase.get(id).get(file);
      if (phase) loads.set(id, phasesOf.get(id).indexOf(phase));
    }
    return {
      files: [file],
      loads,
      gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
      // The runtime's file (preact/compat, React where the plan sends it) stays apart too: every
      // piece needs it, and a profile tells the runtime's time from ours by file (quote-flow.mjs).
      fixed: shell.has(file) || loads.size === 0 || manifest[file].modules.includes(RUNTIME_MODULE),
    };
  });
  const unitOf = new Map(units.flatMap((unit) => unit.files.map((file) => [file, unit])));
  const importsOf = (unit) =>
    new Set(unit.files.flatMap((file) => manifest[file].imports.map((next) => unitOf.get(next)).filter(Boolean)));
  /** Whether `to` can be reached from `from` through at least one other unit (merging them would make a cycle). */
  const throughOthers = (from, to) => {
    const seen = new Set();
    const stack = [...importsOf(from)].filter((unit) => unit !== to);
    while (stack.length) {
      const unit = stack.pop();
      if (unit === to) return true;
      if (seen.has(unit)) continue;
      seen.add(unit);
      stack.push(...importsOf(unit));
    }
    return false;
  };
  /** What merging two units costs, weighted (negative: the pages gain). */
  const cost = (a, b) => {
    let total = 0;
    for (const id of loaders) {
      const weight = weightOf(group, id);
      for (let phase = 0; phase < phasesOf.get(id).length; phase += 1) {
        const inA = a.loads.has(id) && a.loads.get(id) <= phase;
        const inB = b.loads.has(id) && b.loads.get(id) <= phase;
        if (inA && inB) total -= weight * FILE_COST;
        else if (inA) total += weight * b.gzip;
        else if (inB) total += weight * a.gzip;
      }
    }
    return total;
  };
  // Merge the pair that gains most, again and again, while a merge gains and makes no cycle.
  for (;;) {
    const open = units.filter((unit) => !unit.fixed);
    let best;
    for (let i = 0; i < open.length; i += 1)
      for (let j = i + 1; j < open.length; j += 1) {
        if (open[i].apart?.has(open[j])) continue;
        const gain = cost(open[i], open[j]);
        if (gain < 0 && (!best || gain < best.gain)) best = { a: open[i], b: open[j], gain };
      }
    if (!best) break;
    const { a, b } = best;
    if (throughOthers(a, b) || throughOthers(b, a)) {
      // A cycle through other units: not this pair, for now.
      a.apart = new Set([...(a.apart ?? []), b]);
      b.apart = new Set([...(b.apart ?? []), a]);
      continue;
    }
    a.files.push(...b.files);
    a.gzip += b.gzip;
    for (const [id, phase] of b.loads) a.loads.set(id, Math.min(phase, a.loads.get(id) ?? phase));
    for (const file of b.files) unitOf.set(file, a);
    units.splice(units.indexOf(b), 1);
    // A pair kept apart by a cycle through other units may merge now that those have.
    for (const unit of units) unit.apart = undefined;
  }

  // Names: a kept file keeps rollup's; a merged one is named by the first embedding and phase that
  // load it. Within a group the larger file keeps the plain name.
  const nameOf = (unit) => {
    if (unit.fixed) return manifest[unit.files[0]].name;
    const id = loaders.find((each) => unit.loads.has(each));
    return `${shortName(id)}-${phasesOf.get(id)[unit.loads.get(id)]}`;
  };
  const chunks = {};
  const taken = new Map();
  const named = new Map();
  for (const unit of [...units].sort((a, b) => b.gzip - a.gzip || nameOf(a).localeCompare(nameOf(b)))) {
    const count = (taken.get(nameOf(unit)) ?? 0) + 1;
    taken.set(nameOf(unit), count);
    const name = count === 1 ? nameOf(unit) : `${nameOf(unit)}-${count}`;
    named.set(unit, name);
    chunks[name] = unit.files.flatMap((file) => manifest[file].modules).sort();
  }
  // Where a module the plan does not name goes: the largest file of the first embedding's first screen.
  const first = units
    .filter((unit) => !unit.fixed && unit.loads.get(loaders[0]) === 0)
    .sort((a, b) => b.gzip - a.gzip)[0];
  const rest = named.get(first);
  plan.groups[groupName] = {
    rest,
    entries: entries.flatMap((file) => manifest[file].modules).sort(),
    chunks: Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b))),
  };
  const merged = units.filter((unit) => !unit.fixed);
  console.info(
    `   ${groupName}: ${files.length} files become ${units.length}, the ${merged.length} that embeddings load merged from ${files.length - units.filter((unit) => unit.fixed).length}; unplanned modules go to ${rest}`,
  );
  for (const id of loaders.slice(0, 1))
    for (const [index, phase] of phasesOf.get(id).entries()) {
      const loaded = units.filter((unit) => unit.loads.has(id) && unit.loads.get(id) <= index);
      const before = files.filter((file) => {
        const at = firstPhase.get(id).get(file);
        return at && phasesOf.get(id).indexOf(at) <= index;
      });
      console.info(`     ${id} ${phase}: ${before.length} files → ${loaded.length} (the entry's shell included)`);
    }
}
writeFileSync(CHUNK_PLAN_FILE, `${JSON.stringify(plan, null, 2)}\n`);
console.info(`   ${fileURLToPath(CHUNK_PLAN_FILE).slice(root.length + 1)} written.`);

console.info('4. Every bundle built again with the plan …');
run(process.execPath, ['scripts/build.mjs']);
console.info('Done: `npm run size` measures the result.');
