import { vi } from 'vitest';

/**
 * vi.waitFor gives up after 1 s unless told otherwise. On a loaded two-core CI machine a render
 * and its effects can take longer than that while nothing is wrong, so a wait without its own
 * timeout gets 3 s here (it still returns as soon as its check passes; the test's own 5 s limit
 * stays above it).
 */
const WAIT_FOR_TIMEOUT_MS = 3000;
const wrapped = Symbol.for('haulkit.waitForDefault');
// Files that share a worker's modules run this setup once each: wrap the original only once.
if (!(wrapped in vi.waitFor)) {
  const waitFor = vi.waitFor;
  vi.waitFor = Object.assign(
    ((callback, options) =>
      waitFor(callback, {
        timeout: WAIT_FOR_TIMEOUT_MS,
        ...(typeof options === 'number' ? { timeout: options } : options),
      })) as typeof vi.waitFor,
    { [wrapped]: true },
  );
}
