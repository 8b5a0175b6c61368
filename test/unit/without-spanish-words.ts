import { addSpanishWords, forgetSpanishWords, SPANISH_WORDS } from '@haulkit/core';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * For tests of loading the es-ES words: each test starts with none (and no later loaders) and the
 * console's warnings caught; afterwards every catalogue's words are back, as setup-words.ts left
 * them. Returns the warning spy of the running test.
 */
export function withoutSpanishWords(): () => MockInstance<typeof console.warn> {
  let warn: MockInstance<typeof console.warn> | undefined;
  beforeEach(() => {
    forgetSpanishWords();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn?.mockRestore();
    forgetSpanishWords();
    addSpanishWords(SPANISH_WORDS);
  });
  return () => {
    if (!warn) throw new Error('withoutSpanishWords: no test is running');
    return warn;
  };
}
