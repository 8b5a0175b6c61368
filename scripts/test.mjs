// `npm test`: everything, in the order that fails fastest and wastes least on a two-core machine,
// then a table of what each step took.
//
//   check (types, lint) → unit tests → bundles → browser tests → sizes → packages and consumer apps
//
// Beside the unit tests, the consumer apps' own dependencies are installed into their cache
// (test/consumers/warm.mjs: on a new machine that is mostly waiting on the registry). Beside the
// browser tests, which leave part of the machine idle while pages wait, the npm packages are built
// (scripts/build-packages.mjs; `npm run test:pack` packs them). A step that fails stops the run
// with its exit code, after the table.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const started = performance.now();

/** Runs a command with the run's output; resolves to its exit code. */
async function run(label, command, args, { quiet = false, env = {} } = {}) {
  const begun = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let output = '';
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  times.push([label, (performance.now() - begun) / 1000, code]);
  // A step beside another prints when it is done, so the two do not interleave.
  if (quiet) process.stdout.write(`\n# ${label}:\n${output}`);
  return code ?? 1;
}

/** Stops the run at a failed step, after the table. */
function stopAt(code) {
  if (code === 0) return;
  report();
  process.exit(code);
}

function report() {
  const rows = times.map(
    ([label, seconds, code]) =>
      `#   ${label.padEnd(40)} ${seconds.toFixed(1).padStart(6)} s${code ? ` (exit ${code})` : ''}`,
  );
  process.stdout.write(
    `\n# npm test, seconds per step (steps beside another overlap):\n${rows.join('\n')}\n#   ${'whole run'.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s\n`,
  );
}

stopAt(await run('check (types, lint)', npm, ['run', '--silent', 'check']));
const warm = run('consumer apps: their own dependencies', process.execPath, ['test/consumers/warm.mjs'], {
  quiet: true,
});
stopAt(await run('unit tests', npm, ['run', '--silent', 'test:unit']));
stopAt(await run('bundles', process.execPath, ['scripts/build.mjs']));
const packages = run('npm packages (lib/, bundler/)', process.execPath, ['scripts/build-packages.mjs'], {
  quiet: true,
});
stopAt(await run('browser tests', npm, ['run', '--silent', 'test:browser']));
stopAt(await packages);
stopAt(await run('sizes', npm, ['run', '--silent', 'size']));
await warm;
stopAt(
  await run('packages and consumer apps', npm, ['run', '--silent', 'test:pack'], {
    env: { HAULKIT_PACKAGES_BUILT: '1' },
  }),
);
report();
