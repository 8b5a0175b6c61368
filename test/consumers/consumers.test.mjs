// The packages where partners build, the way they use them: each app in this folder (a small
// template: Vite + React 19, Vite + Vue 3, Next.js, plain HTML) is copied out of the repository,
// gets the packed tarballs installed (test/pack/pack-all.mjs packs them), type-checks strictly
// (`strict`, `skipLibCheck: false`), builds, is served, and is opened in Chromium, where the
// flow's real view must render (not its skeleton), what the customer types must reach the
// framework's own event binding (`hk-change`), and the page must log no error. Each app's built
// size is printed as its bundler measures it.
//
// The apps' own dependencies (Vite, Next.js, Vue, React) are installed once per template into
// a cache outside the repository (app-folder.mjs; warm.mjs fills it ahead of time), so later runs
// only install the new tarballs.
//
//   node test/pack/pack-all.mjs && node --test test/consumers/      (npm run test:pack)
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify, stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../browser/harness.mjs';
import { PUBLISHED, packed, root } from '../pack/pack-all.mjs';
import { appFolder, npmInstall } from './app-folder.mjs';

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Runs a command in an app's folder; its output is the failure message when it fails. */
async function sh(cwd, command, args, env = {}) {
  try {
    return await promisify(execFile)(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    assert.fail(`${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout}\n${error.stderr}`);
  }
}

let tarballs;
let browser;

before(async () => {
  if (!existsSync(join(packed, 'pack.json'))) await sh(root, process.execPath, ['test/pack/pack-all.mjs']);
  const answers = JSON.parse(readFileSync(join(packed, 'pack.json'), 'utf8'));
  tarballs = new Map(answers.map((answer) => [answer.name, join(packed, answer.filename)]));
  assert.deepEqual([...tarballs.keys()].sort(), PUBLISHED.map((name) => `@haulkit/${name}`).sort());
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
});

after(async () => {
  await browser?.close();
});

/** The app's working copy (app-folder.mjs) with the packed tarballs installed as a partner installs them. */
async function install(app) {
  const dir = appFolder(app);
  const started = performance.now();
  await npmInstall(dir, [...tarballs.values()]).catch((error) =>
    assert.fail(`npm install failed in ${dir}:\n${error.stdout}\n${error.stderr}`),
  );
  for (const name of PUBLISHED) {
    assert.ok(!existsSync(join(dir, 'node_modules/@haulkit', name, 'src')), `@haulkit/${name} came with its sources`);
  }
  console.info(`${app}: installed in ${seconds(started)}`);
  return dir;
}

/** A static server for a built folder, with the headers a strict host sends; `close()` stops it. */
async function serveStatic(folder, headers = {}) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://host').pathname);
    let file = join(folder, path);
    if (!file.startsWith(folder)) return response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', ...headers });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Starts a long-running server command and waits until `ready` matches its output. */
async function serveCommand(cwd, command, args, ready, env = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} ${args.join(' ')} never got ready:\n${output}`)),
      120_000,
    );
    const read = (chunk) => {
      output += chunk;
      const match = ready.exec(stripVTControlCharacters(output));
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
  return {
    url,
    close: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    },
  };
}

/** A free port on this machine. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The customer's first minute on the page: the flow's real view arrives (its search box, not the
 * skeleton), they find a sofa and add it, and the page's own binding counts the change it heard.
 */
async function customerUsesTheFlow(url, what) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  try {
    const started = performance.now();
    await page.goto(url);
    const search = page.getByRole('combobox', { name: 'Search for an item' });
    await search.waitFor({ timeout: 30_000 });
    const shown = seconds(started);
    assert.equal(await page.locator('#changes').textContent(), '0', `${what}: a change was heard before any`);
    await search.pressSequentially('sofa', { delay: 30 });
    const option = page.getByRole('option').first();
    await option.waitFor({ timeout: 15_000 });
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForFunction(() => Number(document.querySelector('#changes')?.textContent) > 0, undefined, {
      timeout: 15_000,
    });
    assert.match(
      (await page.locator('hk-quote-flow').evaluate((flow) => flow.shadowRoot?.textContent ?? '')) ?? '',
      /sofa/i,
      `${what}: the added sofa is not in the flow`,
    );
    assert.deepEqual(problems, [], `${what}: the page logged problems`);
    console.info(`${what}: the flow's view showed after ${shown}; hk-change heard by the framework`);
  } finally {
    await context.close();
  }
}

/** Every file under a folder whose name ends in one of `extensions`, and their sizes (raw and gzip). */
function builtSize(folder, extensions = ['.js', '.mjs', '.css']) {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const name of readdirSync(folder, { recursive: true })) {
    const path = join(folder, name);
    if (!extensions.includes(extname(path)) || !statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    files += 1;
  }
  return `${files} files, ${kB(raw)} (${kB(gzip)} gzip)`;
}

test("the README's bundler snippets are line for line what the apps here use", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const snippets = [...readme.matchAll(/<!-- (test\/consumers\/[^ ]+) -->\n```\w*\n([\s\S]*?)```/g)];
  assert.ok(snippets.length >= 5, `README snippets from the apps: ${snippets.length}`);
  for (const [, path, snippet] of snippets) {
    // Each line of the snippet (but `// …`, which stands for lines left out) is a line of the
    // app's file, in the same order (the formatter ends a lone JSX line in the README with `;`).
    const normal = (line) => line.trim().replace(/;$/, '');
    const lines = readFileSync(join(root, path), 'utf8').split('\n').map(normal);
    let at = 0;
    for (const line of snippet.split('\n').map(normal)) {
      if (line === '' || line === '// …') continue;
      const found = lines.indexOf(line, at);
      assert.ok(found >= 0, `README's snippet of ${path}: "${line}" is not in the file (after line ${at})`);
      at = found + 1;
    }
  }
});

/** A Vite app: type-checked by its own checker, built and served, and run on Vite's dev server. */
function viteApp(app, title, { framework, checker }) {
  describe(title, () => {
    let dir;
    before(async () => {
      dir = await install(app);
    });

    test(`type-checks strictly (${checker.join(' ')})`, async () => {
      await sh(dir, process.execPath, [...checker, '-p', '.']);
    });

    test(`builds, and the built page runs the flow; ${framework} hears hk-change`, async () => {
      const started = performance.now();
      const { stdout } = await sh(dir, process.execPath, ['node_modules/vite/bin/vite.js', 'build']);
      console.info(`${app}: built in ${seconds(started)}; ${builtSize(join(dir, 'dist'))}`);
      // Vite's own figures for the page's first script.
      console.info(
        stdout
          .split('\n')
          .filter((line) => /index-.*\.js/.test(line))
          .join('\n'),
      );
      const server = await serveStatic(join(dir, 'dist'));
      try {
        await customerUsesTheFlow(server.url, `${app} build`);
      } finally {
        await server.close();
      }
    });

    test("the dev server runs the flow (Vite's dependency optimizer in the way)", async () => {
      const port = await freePort();
      const server = await serveCommand(
        dir,
        process.execPath,
        ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
        /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/,
      );
      try {
        await customerUsesTheFlow(server.url, `${app} dev`);
      } finally {
        server.close();
      }
    });
  });
}

viteApp('vite-react', 'Vite + React 19', {
  framework: 'React',
  checker: ['node_modules/typescript/bin/tsc', '--noEmit'],
});
viteApp('vite-vue', 'Vite + Vue 3', { framework: 'Vue', checker: ['node_modules/vue-tsc/bin/vue-tsc.js', '--noEmit'] });

describe('Next.js (app router, server-rendered and hydrated)', () => {
  let dir;
  before(async () => {
    dir = await install('next');
  });

  for (const bundler of ['turbopack', 'webpack']) {
    test(`builds with ${bundler} (type-checked strictly by next build), and the page runs the flow after hydration`, async () => {
      const started = performance.now();
      // One build at a time in Next's own folder (two folders would put two sets of route types
      // in the type check).
      rmSync(join(dir, '.next'), { recursive: true, force: true });
      const { stdout } = await sh(dir, process.execPath, ['node_modules/next/dist/bin/next', 'build', `--${bundler}`]);
      console.info(stdout.slice(stdout.indexOf('Route (app)')).trim());
      console.info(`next (${bundler}): built in ${seconds(started)}; ${builtSize(join(dir, '.next/static'))}`);
      const port = await freePort();
      const server = await serveCommand(
        dir,
        process.execPath,
        ['node_modules/next/dist/bin/next', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
        /(http:\/\/127\.0\.0\.1:\d+)/,
      );
      try {
        await customerUsesTheFlow(server.url, `next ${bundler}`);
      } finally {
        server.close();
      }
    });
  }
});

describe('plain HTML (one script tag from the package, strict CSP with Trusted Types)', () => {
  let dir;
  before(async () => {
    dir = await install('html');
  });

  test('the page runs the flow; its script hears hk-change', async () => {
    // The site copies the package's CDN build beside its page, as it would upload it to a CDN.
    const site = join(dir, 'site');
    rmSync(site, { recursive: true, force: true });
    cpSync(join(dir, 'public'), site, { recursive: true });
    cpSync(join(dir, 'node_modules/@haulkit/elements/dist'), join(site, 'haulkit'), { recursive: true });
    console.info(`html: ${builtSize(join(site, 'haulkit'))} copied`);
    const server = await serveStatic(site, {
      'content-security-policy':
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; worker-src 'self' blob:; " +
        "require-trusted-types-for 'script'; trusted-types haulkit-maplibre",
    });
    try {
      await customerUsesTheFlow(server.url, 'plain html');
    } finally {
      await server.close();
    }
  });
});
