// The npm packages as a bundler user gets them: reads the tarballs test/pack/pack-all.mjs packed,
// checks what each holds, installs the tarballs into a scratch project, then type-checks (tsc) and
// bundles (esbuild) a small page that uses a tag from @haulkit/elements and a React component
// from @haulkit/react. Figures (sizes packed and unpacked, file counts) are printed.
//
//   node test/pack/pack-all.mjs && node --test test/pack/      (npm run test:pack)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { build } from 'esbuild';
import { PUBLISHED, packed, root } from './pack-all.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } });
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

let work;
/** `npm pack --json` answers (test/pack/pack-all.mjs wrote them), by package name. */
const packs = new Map();

before(() => {
  if (!existsSync(join(packed, 'pack.json'))) run(process.execPath, [join(root, 'test/pack/pack-all.mjs')], root);
  for (const answer of JSON.parse(readFileSync(join(packed, 'pack.json'), 'utf8'))) packs.set(answer.name, answer);
  work = mkdtempSync(join(tmpdir(), 'haulkit-pack-'));
  for (const answer of packs.values()) copyFileSync(join(packed, answer.filename), join(work, answer.filename));
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('every publishable package packs its built files, and no tests or sources', () => {
  assert.deepEqual([...packs.keys()].sort(), PUBLISHED.map((name) => `@haulkit/${name}`).sort());
  for (const [name, pack] of packs) {
    const files = pack.files.map((file) => file.path);
    console.info(
      `${name}: ${kB(pack.size)} packed, ${kB(pack.unpackedSize)} unpacked, ${files.length} files (${pack.filename})`,
    );
    const tests = files.filter((path) => /(^|\/)(test|tests|__tests__)\/|\.(test|spec)\.[cm]?[jt]sx?$/.test(path));
    assert.deepEqual(tests, [], `${name} ships test files`);
    const sources = files.filter(
      (path) => path.startsWith('src/') || (/\.tsx?$/.test(path) && !path.endsWith('.d.ts')),
    );
    assert.deepEqual(sources, [], `${name} ships TypeScript sources`);
    // Every file the exports map names (types and code) is in the tarball.
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name.split('/')[1], 'package.json'), 'utf8'));
    assert.equal(pkg.private, undefined, `${name} is private`);
    const targets = Object.values(pkg.exports).flatMap((target) =>
      typeof target === 'string'
        ? [target]
        : Object.entries(target)
            .filter(([condition]) => condition !== 'haulkit-source')
            .map(([, path]) => path),
    );
    for (const target of [...targets, pkg.types]) {
      assert.ok(
        files.includes(target.replace(/^\.\//, '')),
        `${name}: ${target} (named in package.json) is not packed`,
      );
    }
    // A built package needs no TypeScript-only package at run time: every workspace dependency
    // it lists is one of the published ones.
    for (const dependency of Object.keys(pkg.dependencies ?? {}).filter((dep) => dep.startsWith('@haulkit/'))) {
      assert.ok(packs.has(dependency), `${name} depends on ${dependency}, which is not published`);
    }
  }
});

test('@haulkit/elements ships one copy of maplibre for both runtimes in each build, and no build manifests', () => {
  const files = packs.get('@haulkit/elements').files.map((file) => file.path);
  const workers = files.filter((path) => path.endsWith('/maplibre-gl-worker.mjs'));
  assert.deepEqual(workers.sort(), ['bundler/maplibre/maplibre-gl-worker.mjs', 'dist/maplibre/maplibre-gl-worker.mjs']);
  for (const build of ['dist', 'bundler']) {
    const maplibreChunks = files.filter(
      (path) => path.startsWith(`${build}/`) && /(^|\/)maplibre-gl-[^/]+\.js$/.test(path),
    );
    assert.ok(
      maplibreChunks.every((path) => path.startsWith(`${build}/maplibre/`)),
      `maplibre chunks outside ${build}/maplibre/: ${maplibreChunks}`,
    );
    assert.ok(maplibreChunks.length <= 2, `more than one copy of maplibre in ${build}/: ${maplibreChunks}`);
  }
  assert.deepEqual(
    files.filter((path) => /^(dist|bundler)\/(manifest\.|examples\/)/.test(path)),
    [],
  );
  for (const entry of ['dist/haulkit.js', 'dist/haulkit.react.js', 'dist/api.js', 'lib/index.js', 'lib/index.d.ts']) {
    assert.ok(files.includes(entry), `${entry} is not packed`);
  }
});

test('the published package.json names no sources and no scripts, and says which Node it needs', () => {
  for (const [name, pack] of packs) {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', join(packed, pack.filename), 'package/package.json'], { encoding: 'utf8' }),
    );
    assert.doesNotMatch(JSON.stringify(manifest.exports), /haulkit-source|\/src\//, `${name}'s exports`);
    assert.equal(manifest.scripts, undefined, `${name} publishes scripts`);
    assert.match(manifest.engines?.node ?? '', /^>=\d/, `${name} has no engines.node`);
  }
  // ky, which @haulkit/http uses, needs Node 22: so do the packages that depend on it.
  const ky = JSON.parse(readFileSync(join(root, 'node_modules/ky/package.json'), 'utf8'));
  for (const name of ['@haulkit/http', '@haulkit/elements']) {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', join(packed, packs.get(name).filename), 'package/package.json'], {
        encoding: 'utf8',
      }),
    );
    assert.equal(manifest.engines.node, ky.engines.node, `${name}'s engines against ky's`);
  }
});

test('the bundles for bundlers load their lazy files with plain relative import()s a bundler follows', () => {
  // As published: the tarball's own files.
  const unpacked = join(work, 'elements-unpacked');
  mkdirSync(unpacked, { recursive: true });
  execFileSync('tar', ['-xzf', join(packed, packs.get('@haulkit/elements').filename), '-C', unpacked]);
  const bundler = join(unpacked, 'package/bundler');
  const files = readdirSync(bundler, { recursive: true }).filter((name) => name.endsWith('.js'));
  assert.ok(files.length > 30, `bundler files: ${files.length}`);
  for (const file of files) {
    const code = readFileSync(join(bundler, file), 'utf8');
    // A script address built at run time is copied by a bundler as an asset, without its imports.
    assert.doesNotMatch(code, /new URL\((["'])\.{1,2}\/[^"']+\.js\1/, file);
    assert.doesNotMatch(code, /retry-imports"\)\]\?\.get\(/, file);
  }
});

test('every entry file of the CDN build exports only its documented names', () => {
  const dist = join(root, 'packages/elements/dist');
  const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, _dash, letter) => letter.toUpperCase());
  const documented = (entry) => {
    if (entry === 'haulkit') return ['VERSION', 'defineHaulkit'];
    if (entry === 'api') return ['configure', 'getSession', 'loadMapLibre', 'setDemoSignedIn'];
    return [`define${pascal(entry)}`];
  };
  const entries = readdirSync(dist).filter((name) => name.endsWith('.js'));
  assert.ok(entries.length >= 30, `entry files: ${entries}`);
  for (const file of entries) {
    const code = readFileSync(join(dist, file), 'utf8');
    // Rollup writes an entry's exports as `export{local as name,…}` (or `from "…"` for a facade).
    assert.doesNotMatch(code, /\bexport\s*(\*|default\b|const\b|let\b|var\b|function\b|class\b)/, file);
    const names = exportedNames(code, /\bexport\s*\{([^}]*)\}/g);
    const entry = file.replace(/(\.react)?\.js$/, '');
    assert.deepEqual(names, documented(entry).sort(), `${file} exports`);
  }
});

test("@haulkit/elements' main import exports only its documented names", () => {
  const code = readFileSync(join(root, 'packages/elements/lib/index.js'), 'utf8');
  const names = exportedNames(code, /^export\s*\{([^}]*)\}/gm);
  assert.doesNotMatch(code, /^export\s*(\*|default\b|const\b|let\b|var\b|function\b|class\b)/m);
  assert.deepEqual(names, ['VERSION', 'configure', 'defineHaulkit', 'getSession', 'loadMapLibre']);
});

test('a scratch project installs the tarballs, type-checks and bundles a page with a tag and a React component', () => {
  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const tarball = (name) => `file:../${packs.get(name).filename}`;
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const version = (dep) => rootPkg.devDependencies[dep];
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'scratch-partner-app',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(PUBLISHED.map((name) => [`@haulkit/${name}`, tarball(`@haulkit/${name}`)])),
        react: version('react'),
        'react-dom': version('react-dom'),
      },
      devDependencies: { '@types/react': version('@types/react'), '@types/react-dom': version('@types/react-dom') },
    }),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // Every declaration file is checked, the packages' own included. maplibre-gl's use the
        // global GeoJSON namespace, which TypeScript 6 and later no longer load unasked.
        skipLibCheck: false,
        types: ['geojson'],
      },
      include: ['src'],
    }),
  );
  // The README's React page, and a tag registered from the package and created from script.
  writeFileSync(
    join(app, 'src/page.tsx'),
    `import { configure } from '@haulkit/core';
import { defineHaulkit, getSession, VERSION } from '@haulkit/elements';
import type { defineHaulkit as defineFromScript } from '@haulkit/elements/haulkit.js';
import { createHttpAdapters } from '@haulkit/http';
import { HaulkitRoot, ItemPicker } from '@haulkit/react';
import { createRoot } from 'react-dom/client';

// The prebuilt script's declarations match the package's own function.
const define: typeof defineFromScript = defineHaulkit;
const tags: string[] = define({ prefix: 'hk' });
const ports = createHttpAdapters({ apiBase: 'https://api.example.com/' });
configure({ api: ports.quote, maps: ports.maps, payment: ports.payment, report: console.warn }, 'quote-1');

// Typed by the package's HTMLElementTagNameMap: its properties are the attributes.
const picker = document.createElement('hk-item-picker');
picker.session = 'quote-1';
const locale: 'en-GB' | 'en-IE' | 'es-ES' | undefined = picker.locale;
picker.addEventListener('hk-change', () => console.info(getSession('quote-1')));
document.body.append(picker);

const react = document.createElement('div');
document.body.append(react);
createRoot(react).render(
  <HaulkitRoot theme="light">
    <ItemPicker session="quote-1" onChange={(listing) => console.info(listing.move_items?.length, tags, VERSION, locale)} />
  </HaulkitRoot>,
);
`,
  );

  let started = performance.now();
  run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  console.info(`install: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const name of PUBLISHED) {
    const installed = join(app, 'node_modules/@haulkit', name);
    assert.ok(existsSync(join(installed, 'package.json')), `@haulkit/${name} is not installed`);
    assert.ok(!existsSync(join(installed, 'src')), `@haulkit/${name} was installed with its sources`);
  }

  started = performance.now();
  try {
    run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', app], app);
  } catch (error) {
    assert.fail(`the scratch page does not type-check:\n${error.stdout}${error.stderr}`);
  }
  console.info(`tsc: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  const result = build({
    absWorkingDir: app,
    entryPoints: ['src/page.tsx'],
    outdir: 'out',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  return result.then(({ metafile }) => {
    console.info(`esbuild: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const inputs = Object.keys(metafile.inputs);
    // The page's code comes from the packages' built lib/ folders, never from sources or dist/.
    for (const name of ['core', 'http', 'react', 'elements']) {
      assert.ok(
        inputs.some((input) => input.startsWith(`node_modules/@haulkit/${name}/lib/`)),
        `@haulkit/${name} was not bundled from lib/`,
      );
    }
    assert.deepEqual(
      inputs.filter((input) => input.includes('/@haulkit/') && !input.includes('/lib/')),
      [],
    );
    // maplibre is the user's own dependency, resolved by their bundler into a lazy chunk.
    const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/page.tsx');
    assert.ok(entry, 'no entry output');
    assert.ok(
      !Object.keys(entry[1].inputs).some((input) => input.includes('node_modules/maplibre-gl/')),
      'maplibre-gl is in the page entry, not a lazy chunk',
    );
    assert.ok(
      inputs.some((input) => input.startsWith('node_modules/maplibre-gl/')),
      'maplibre-gl was not resolved from the project',
    );
    const outputs = Object.values(metafile.outputs);
    console.info(
      `bundle: ${outputs.length} files, entry ${kB(entry[1].bytes)}, all ${kB(outputs.reduce((sum, o) => sum + o.bytes, 0))}`,
    );
  });
});

/** The names a built module exports through `export{local as name,…}` lists found by `pattern`, sorted. */
function exportedNames(code, pattern) {
  return [...code.matchAll(pattern)]
    .flatMap((match) => match[1].split(','))
    .map((binding) =>
      binding
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    )
    .filter(Boolean)
    .sort();
}
