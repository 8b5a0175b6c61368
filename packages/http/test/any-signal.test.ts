import { afterEach, describe, expect, it } from 'vitest';
import { anySignal } from '../src/transport/any-signal.js';
import { createLatestRegistry } from '../src/transport/latest.js';

// Safari before 17.4 and Chrome before 116 have no AbortSignal.any; the calls that combine the
// caller's signal with "a newer call started" must work there as they do elsewhere.

const native = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
afterEach(() => {
  if (native) Object.defineProperty(AbortSignal, 'any', native);
});

const browsers = [
  ['a browser with AbortSignal.any', () => undefined],
  [
    'a browser without it (Safari 16.4, Chrome 111)',
    () => {
      delete (AbortSignal as { any?: unknown }).any;
    },
  ],
] as const;

describe.each(browsers)('anySignal in %s', (_name, setUp) => {
  it('is not aborted while none of its signals is', () => {
    setUp();
    const signal = anySignal([new AbortController().signal, new AbortController().signal]);
    expect(signal.aborted).toBe(false);
  });

  it('aborts with the reason of the first signal that aborts, once', () => {
    setUp();
    const [first, second] = [new AbortController(), new AbortController()];
    const signal = anySignal([first.signal, second.signal]);
    const heard: unknown[] = [];
    signal.addEventListener('abort', () => heard.push(signal.reason));
    second.abort('second');
    first.abort('first');
    expect(signal.aborted).toBe(true);
    expect(heard).toEqual(['second']);
  });

  it('is aborted already when one of its signals is', () => {
    setUp();
    const signal = anySignal([new AbortController().signal, AbortSignal.abort('gone')]);
    expect([signal.aborted, signal.reason]).toEqual([true, 'gone']);
  });

  it('a newer call under the same key aborts the older one; the caller’s own abort still works', () => {
    setUp();
    const registry = createLatestRegistry();
    const caller = new AbortController();
    const older = registry.enter('search', caller.signal);
    const newer = registry.enter('search', caller.signal);
    expect(older.signal?.aborted).toBe(true);
    expect(older.signal?.reason).toMatchObject({ name: 'AbortError' });
    expect(newer.signal?.aborted).toBe(false);
    caller.abort('left');
    expect([newer.signal?.aborted, newer.signal?.reason]).toEqual([true, 'left']);
  });
});
