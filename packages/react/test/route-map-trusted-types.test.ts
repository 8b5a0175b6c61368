import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAPLIBRE_POLICY_NAME, maplibrePolicy, resetMapLibrePolicy, trustMapLibreWorker } from '../src/index.js';

/** A Trusted Types factory as a strict page has it: a name may be taken once; values are wrapped. */
function fakeTrustedTypes() {
  const names: string[] = [];
  class TrustedScriptURL {
    constructor(private readonly url: string) {}
    toString() {
      return this.url;
    }
  }
  return {
    names,
    createPolicy: vi.fn((name: string, rules: { createScriptURL(url: string): string }) => {
      if (names.includes(name)) throw new TypeError(`Policy with name "${name}" already exists.`);
      names.push(name);
      return { createScriptURL: (url: string) => new TrustedScriptURL(rules.createScriptURL(url)) };
    }),
  };
}

function fakeMapLibre() {
  let url = '';
  return {
    getWorkerUrl: () => url,
    setWorkerUrl: vi.fn((value: string) => {
      url = value;
    }),
  };
}

const page = globalThis as { trustedTypes?: unknown };
afterEach(() => {
  resetMapLibrePolicy();
  delete page.trustedTypes;
});

describe('the haulkit-maplibre Trusted Types policy', () => {
  it('is created once per page, however many copies ask, and lets only the map’s worker through', () => {
    const factory = fakeTrustedTypes();
    page.trustedTypes = factory;
    const first = fakeMapLibre();
    trustMapLibreWorker(first, '/dist/chunks/maplibre-gl-worker.mjs');
    const second = fakeMapLibre();
    trustMapLibreWorker(second, '/dist/chunks.react/maplibre-gl-worker.mjs');
    expect(factory.createPolicy).toHaveBeenCalledTimes(1);
    expect(factory.names).toEqual([MAPLIBRE_POLICY_NAME]);
    const worker = first.setWorkerUrl.mock.calls[0]?.[0] as unknown as object;
    expect(String(worker)).toBe(new URL('/dist/chunks/maplibre-gl-worker.mjs', location.href).href);
    // maplibre reads it as a string before it starts the Worker with it.
    expect((worker as unknown as string).endsWith('.cjs')).toBe(false);
    expect((worker as unknown as string).split(/[?#]/)[0]).toMatch(/maplibre-gl-worker\.mjs$/);
    expect(String(second.setWorkerUrl.mock.calls[0]?.[0])).toMatch(/chunks\.react\/maplibre-gl-worker\.mjs$/);
    expect(() => maplibrePolicy()?.createScriptURL('https://evil.example/x.js')).toThrow(/is not the map's worker/);
  });

  it('a worker on another origin (a CDN) starts from a same-origin blob that the policy allows', () => {
    page.trustedTypes = fakeTrustedTypes();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1234');
    const maplibre = fakeMapLibre();
    trustMapLibreWorker(maplibre, 'https://cdn.example/haulkit/chunks/maplibre-gl-worker.mjs');
    expect(String(maplibre.setWorkerUrl.mock.calls[0]?.[0])).toBe('blob:http://localhost/1234');
    createObjectURL.mockRestore();
  });

  it('without Trusted Types (or when the page refuses the name), maplibre finds its worker itself', () => {
    const maplibre = fakeMapLibre();
    trustMapLibreWorker(maplibre, '/dist/chunks/maplibre-gl-worker.mjs');
    expect(maplibrePolicy()).toBeNull();
    expect(maplibre.setWorkerUrl).not.toHaveBeenCalled();
    resetMapLibrePolicy();
    page.trustedTypes = {
      createPolicy: () => {
        throw new TypeError('refused by the page’s CSP');
      },
    };
    trustMapLibreWorker(maplibre, '/dist/chunks/maplibre-gl-worker.mjs');
    expect(maplibre.setWorkerUrl).not.toHaveBeenCalled();
  });
});
