// The chunk plan: which file each module of a bundle goes into, measured rather than guessed.
// Left alone, rollup cuts a chunk for every set of lazy imports that share a module, so the
// partner page's first screen arrived in 83 files, 55 of them under 1 kB, each with its own
// import and export glue and its own compression context. `npm run chunk-plan`
// (scripts/chunk-plan.mjs) loads the documented embeddings in Chromium, notes which files each
// phase of each embedding loads, and writes build/rollup/chunk-plan.json: modules that every
// embedding loads together go into one file, so no page loads more than before and most load
// far fewer files. Modules no embedding loads keep the chunks rollup gave them (what loads on
// demand stays on demand).
//
// The plan is a lock file: a module with code that it does not name (a new file, or one renamed)
// is put with the group's first screen, and `npm run size` fails until the plan is written again.
import { existsSync, readFileSync } from 'node:fs';
import { modulePath } from './chunk-manifest.mjs';

/** The file of the plan, beside this module. */
export const CHUNK_PLAN_FILE = new URL('./chunk-plan.json', import.meta.url);

/**
 * React's own packages: in a file of their own in the React build (the plan is measured on the
 * light build, where preact/compat shares a file with some of our modules; React put there made
 * chunks import each other in a circle, and a module read another before it was initialised).
 */
const REACT_RUNTIME = /\/node_modules\/(react|react-dom|scheduler)\//;
/** The React build's file of React, react-dom and scheduler. */
const REACT_RUNTIME_CHUNK = 'react-runtime';

/** The light build's runtime module: its file is the runtime's (scripts/chunk-plan.mjs keeps it apart). */
export const RUNTIME_MODULE = 'node_modules/preact/compat/dist/compat.mjs';

/**
 * The plan, or undefined when there is none or HAULKIT_CHUNK_PLAN=off asks for rollup's own
 * chunks (scripts/chunk-plan.mjs measures those).
 */
export function loadChunkPlan() {
  if (process.env.HAULKIT_CHUNK_PLAN === 'off' || !existsSync(CHUNK_PLAN_FILE)) return undefined;
  return JSON.parse(readFileSync(CHUNK_PLAN_FILE, 'utf8'));
}

/**
 * The group's placement, or undefined when the plan has no such group (that build keeps
 * rollup's chunks). `manualChunks` is rollup's output option; `placed(path)` says whether the
 * plan names a module (the chunk manifest lists the ones with code it does not).
 */
export function groupPlan(plan, group, root) {
  const entry = plan?.groups?.[group];
  if (!entry) return undefined;
  const chunkOf = new Map();
  for (const [chunk, modules] of Object.entries(entry.chunks)) for (const path of modules) chunkOf.set(path, chunk);
  // The entries' own modules stay in the entry files; maplibre keeps rollup's chunks (they go to
  // their own folder, shared by both builds).
  const inEntry = new Set(entry.entries);
  const left = (path) => inEntry.has(path) || path.includes('node_modules/maplibre-gl/');
  const placed = (path) => chunkOf.has(path) || left(path) || REACT_RUNTIME.test(`/${path}`);
  return {
    placed,
    manualChunks(id) {
      const path = modulePath(id, root);
      if (left(path)) return undefined;
      if (REACT_RUNTIME.test(`/${path}`)) return REACT_RUNTIME_CHUNK;
      // A module the plan does not name: with no code when the plan is fresh (a re-exporting index,
      // code tree-shaken away). Left to rollup, it could be pulled into the shell chunk and drag
      // the first screen's modules into it; with the first screen it is harmless.
      return chunkOf.get(path) ?? entry.rest;
    },
  };
}
