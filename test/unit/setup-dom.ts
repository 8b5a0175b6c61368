import { resetSessions } from '@haulkit/core';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') document.body.replaceChildren();
  // Sessions first (they stop saving drafts), then the drafts they saved: no test sees another's.
  resetSessions();
  globalThis.localStorage?.clear();
});
