// Prints the script tag of every entry file of packages/elements/dist with its Subresource
// Integrity hash (sha384), ready to paste into a page. Run after a build (`npm run sri`).
//
//   node scripts/sri.mjs                                      src relative to dist/ ("/dist/haulkit.js")
//   node scripts/sri.mjs --base https://cdn.example.com/elements@0.1.0/dist/
//   node scripts/sri.mjs --json                               { "haulkit.js": "sha384-…", … }
//
// Entry files keep stable names (haulkit.js, haulkit.react.js, …), so their hash changes with
// every release; the lazy chunks they load carry a content hash in their names instead.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/elements/dist');
const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt === -1 ? '/dist/' : (args[baseAt + 1] ?? '').replace(/\/?$/, '/');

if (!existsSync(join(dist, 'haulkit.js'))) {
  console.error('packages/elements/dist has no build: run `npm run build` first.');
  process.exit(1);
}

/** `sha384-…` of a file's bytes, as the `integrity` attribute takes it. */
export function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const entries = readdirSync(dist)
  .filter((name) => name.endsWith('.js'))
  .sort();
const hashes = Object.fromEntries(entries.map((name) => [name, integrity(readFileSync(join(dist, name)))]));

if (args.includes('--json')) {
  console.info(JSON.stringify(hashes, null, 2));
} else {
  for (const [name, hash] of Object.entries(hashes)) {
    console.info(`<script type="module" src="${base}${name}" integrity="${hash}" crossorigin="anonymous"></script>`);
  }
}
