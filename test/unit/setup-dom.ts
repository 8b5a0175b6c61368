import { resetSessions } from '@haulkit/core';
import { afterEach } from 'vitest';

afterEach(() => {
  document.body.replaceChildren();
  resetSessions();
});
