// `npm run build`'s bundles: the light and the React halves of rollup.config.mjs side by side, in
// two processes (one core each, scripts/build-half.mjs), after emptying the output folders once.
// Either half failing fails the build, with its own output.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../packages/elements/dist', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../packages/server/dist', import.meta.url), { recursive: true, force: true });

const started = Date.now();
const half = (runtime) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build-half.mjs'], {
      cwd: root,
      env: { ...process.env, HAULKIT_RUNTIME: runtime },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => resolve({ runtime, code }));
  });

const results = await Promise.all([half('light'), half('react')]);
const failed = results.filter(({ code }) => code !== 0);
for (const { runtime, code } of failed) console.error(`the ${runtime} half of the build failed (exit ${code})`);
if (failed.length === 0)
  console.info(`bundles built in ${((Date.now() - started) / 1000).toFixed(1)} s (light and React side by side)`);
process.exit(failed.length === 0 ? 0 : 1);
