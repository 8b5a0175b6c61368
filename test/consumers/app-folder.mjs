// Where each consumer app is installed: a folder per template package.json in a cache outside
// the repository (HAULKIT_CONSUMER_CACHE, else ~/.cache/haulkit-consumers), holding the app's own
// dependencies (Vite, Next.js, Vue, React) between runs. consumers.test.mjs installs the packed
// tarballs there; warm.mjs installs only the app's own dependencies, ahead of time.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const templates = fileURLToPath(new URL('.', import.meta.url));
export const APPS = ['vite-react', 'vite-vue', 'next', 'html'];
const cache = process.env.HAULKIT_CONSUMER_CACHE ?? join(homedir(), '.cache', 'haulkit-consumers');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The app's working copy: the template's files, fresh, over the cached install of its
 * dependencies. Returns its folder.
 */
export function appFolder(app) {
  const template = join(templates, app);
  const manifest = readFileSync(join(template, 'package.json'), 'utf8');
  const hash = createHash('sha256').update(manifest).digest('hex').slice(0, 12);
  const dir = join(cache, `${app}-${hash}`);
  mkdirSync(dir, { recursive: true });
  // Everything but the installed dependencies comes fresh from the template.
  for (const name of readdirSync(dir)) {
    if (name !== 'node_modules' && name !== 'package-lock.json')
      rmSync(join(dir, name), { recursive: true, force: true });
  }
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** `npm install` in an app's folder with these extra packages (tarball paths); rejects with npm's output. */
export function npmInstall(dir, packages = []) {
  return promisify(execFile)(
    npm,
    ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline', ...packages],
    { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, maxBuffer: 64 * 1024 * 1024 },
  );
}
