import { describe, expect, it, vi } from 'vitest';
import { failedModuleAddress, importAddress, lazyImport, retryAddress } from '../src/lazy-import.js';

// A dynamic import that failed stays failed for the page's life (Chromium answers a second
// import of the same file from memory, without a request): after a failure, lazyImport records a
// new address for the file, which the elements' build makes every import of it read
// (importAddress). The browser side is test/browser (route-map and loading tests).
const chromiumFailure = (address: string) => new TypeError(`Failed to fetch dynamically imported module: ${address}`);

describe('failedModuleAddress: the file a failed dynamic import names', () => {
  it.each([
    [
      'Chromium',
      chromiumFailure('https://cdn.example/dist/chunks/view-ab12.js'),
      'https://cdn.example/dist/chunks/view-ab12.js',
    ],
    [
      'Firefox',
      new TypeError('error loading dynamically imported module: https://cdn.example/dist/chunks/view-ab12.js'),
      'https://cdn.example/dist/chunks/view-ab12.js',
    ],
    ['Safari (names none)', new TypeError('Importing a module script failed.'), undefined],
    ['a string', 'Failed to fetch dynamically imported module: https://h/a.js', 'https://h/a.js'],
    ['no error at all', undefined, undefined],
    ['another error', new Error('boom'), undefined],
  ])('%s', (_, error, expected) => {
    expect(failedModuleAddress(error)).toBe(expected);
  });
});

describe('retryAddress: the same file at an address the browser has not seen', () => {
  it.each([
    ['https://h/c/a.js', { file: 'https://h/c/a.js', next: 'https://h/c/a.js?hk-retry=1' }],
    ['https://h/c/a.js?hk-retry=1', { file: 'https://h/c/a.js', next: 'https://h/c/a.js?hk-retry=2' }],
    ['https://h/c/a.js?v=3', { file: 'https://h/c/a.js?v=3', next: 'https://h/c/a.js?v=3&hk-retry=1' }],
    ['https://h/c/a.js?v=3&hk-retry=4', { file: 'https://h/c/a.js?v=3', next: 'https://h/c/a.js?v=3&hk-retry=5' }],
  ])('%s', (address, expected) => {
    expect(retryAddress(address)).toEqual(expected);
  });
});

describe('lazyImport: a lazy module that loads again after a dropped connection', () => {
  it('loads and picks; a file that never failed is imported from its own address', async () => {
    const load = vi.fn(async () => ({ answer: 1 }));
    const pick = lazyImport(load, (module) => module.answer);
    await expect(pick()).resolves.toBe(1);
    await expect(pick()).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(importAddress('https://h/never-failed.js')).toBe('https://h/never-failed.js');
  });

  it('a failure naming the file records ?hk-retry=1 for it, a second failure ?hk-retry=2; the next call loads again', async () => {
    const file = 'https://h/dist/chunks/view-1.js';
    const load = vi.fn<() => Promise<{ answer: number }>>().mockRejectedValueOnce(chromiumFailure(file));
    const part = lazyImport(load);

    await expect(part()).rejects.toThrow(file);
    expect(importAddress(file)).toBe(`${file}?hk-retry=1`);
    // The retry address failed too (the error names it): one higher.
    load.mockRejectedValueOnce(chromiumFailure(`${file}?hk-retry=1`)).mockResolvedValueOnce({ answer: 42 });
    await expect(part()).rejects.toThrow(`${file}?hk-retry=1`);
    expect(importAddress(file)).toBe(`${file}?hk-retry=2`);
    await expect(part()).resolves.toEqual({ answer: 42 });
    expect(importAddress(file)).toBe(`${file}?hk-retry=2`);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps the addresses where every Haulkit bundle on the page reads them', async () => {
    const file = 'https://h/dist/chunks/shared-2.js';
    await lazyImport(() => Promise.reject(chromiumFailure(file)))().catch(() => undefined);
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('haulkit.retry-imports')] as Map<string, string>;
    expect(shared.get(file)).toBe(`${file}?hk-retry=1`);
  });

  it('a failure that names no file records nothing and leaves the next call as the first', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ answer: 7 });
    const part = lazyImport(load);
    const before = new Map((globalThis as Record<symbol, Map<string, string>>)[Symbol.for('haulkit.retry-imports')]);
    await expect(part()).rejects.toThrow('Importing a module script failed.');
    expect((globalThis as Record<symbol, Map<string, string>>)[Symbol.for('haulkit.retry-imports')]).toEqual(before);
    await expect(part()).resolves.toEqual({ answer: 7 });
  });

  it('an error thrown by the pick is not taken for a failed file', async () => {
    const part = lazyImport(
      async () => ({ answer: 1 }),
      () => {
        throw chromiumFailure('https://h/picked.js');
      },
    );
    await expect(part()).rejects.toThrow('picked.js');
    expect(importAddress('https://h/picked.js')).toBe('https://h/picked.js');
  });
});
