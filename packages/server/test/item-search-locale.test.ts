import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { startServer } from '../src/index.js';
import { createFakePorts, createSiteFolders, rawGet, startTestServer, type TestServer } from './fixtures.js';

const RESULTS = [{ name: 'Sofa', item_set: [{ name: 'Sofa', qty: 1 }] }];

describe('GET /ng/item-search passes the language of Accept-Language to the port', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({}, createFakePorts({ searchItems: RESULTS }));
  });
  afterAll(async () => {
    await t.stop();
  });

  it.each([
    ['es-ES', 'es-ES'],
    ['es', 'es-ES'],
    ['ES-mx', 'es-ES'],
    ['es-AR,es;q=0.9,en;q=0.8', 'es-ES'],
    ['en;q=0.4, es;q=0.8', 'es-ES'],
    ['en-GB', 'en-GB'],
    ['en-GB,es;q=0.9', 'en-GB'],
    ['fr-FR', 'en-GB'],
    ['et', 'en-GB'],
    ['es;q=0, fr', 'en-GB'],
    ['*', undefined],
  ])('Accept-Language %s → locale %s', async (header, locale) => {
    const before = t.calls.length;
    const response = await fetch(t.url('/ng/item-search?name=sofa'), { headers: { 'Accept-Language': header } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(RESULTS);
    expect(t.calls.slice(before)).toEqual([
      {
        port: 'quote',
        method: 'searchItems',
        args: [locale === undefined ? { name: 'sofa' } : { name: 'sofa', locale }],
      },
    ]);
  });

  it('sends no locale when the request has no Accept-Language (the adapter decides)', async () => {
    const before = t.calls.length;
    expect((await rawGet(t.url('/'), '/ng/item-search?name=sofa')).status).toBe(200);
    expect(t.calls.slice(before)).toEqual([{ port: 'quote', method: 'searchItems', args: [{ name: 'sofa' }] }]);
  });

  it('says the answer varies with Accept-Language, so no cache mixes languages', async () => {
    const response = await fetch(t.url('/ng/item-search?name=sofa'), { headers: { 'Accept-Language': 'es' } });
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
  });
});

describe('the other answers that name items pass the language of Accept-Language on too', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({}, createFakePorts());
  });
  afterAll(async () => {
    await t.stop();
  });

  it.each([
    ['/ng/get_item?item_id=845', 'getItem', [845]],
    ['/ng/inventory/furniture-defaults', 'getFurnitureDefaults', []],
    ['/ng/inventory/removal-default-items?origin_type_of_property=studio', 'getRemovalDefaultItems', ['studio']],
    ['/ng/inventory/removal-preset?origin_type_of_property=studio', 'getRemovalPreset', ['studio']],
    ['/ng/listings/ebay-item?item_id=1', 'getEbayItem', ['1']],
  ])('%s → %s with the locale last, or none', async (path, method, args) => {
    const before = t.calls.length;
    const spanish = await fetch(t.url(path), { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } });
    expect(spanish.headers.get('vary')).toMatch(/accept-language/i);
    await fetch(t.url(path), { headers: { 'Accept-Language': 'en-IE' } });
    expect((await rawGet(t.url('/'), path)).status).not.toBe(500);
    expect(t.calls.slice(before)).toEqual([
      { port: 'quote', method, args: [...args, 'es-ES'] },
      { port: 'quote', method, args: [...args, 'en-GB'] },
      { port: 'quote', method, args },
    ]);
  });
});

describe('the demo engine behind the server answers the item search in Spanish or English', () => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const folders = await createSiteFolders();
    cleanup = folders.cleanup;
    // No adapters given: the server's default demo adapters answer.
    server = await startServer({ examplesDir: folders.examplesDir, distDir: folders.distDir });
  });
  afterAll(async () => {
    await server.close();
    await cleanup();
  });

  const search = async (name: string, language: string) => {
    const url = new URL(`/ng/item-search?name=${encodeURIComponent(name)}`, server.url);
    const response = await fetch(url, { headers: { 'Accept-Language': language } });
    expect(response.status).toBe(200);
    return (await response.json()) as Array<{ name: string; item_set: Array<{ name: string }> }>;
  };

  it('names items and item-set entries in Spanish for es-ES', async () => {
    const results = await search('sofá', 'es-ES');
    expect(results[0]?.name).toMatch(/^Sofá /);
    const set = results.find((result) => result.name === 'Conjunto de sofá de 3 plazas');
    expect(set?.item_set.map((entry) => entry.name)).toEqual(['Sofá de 3 plazas', 'Sillón', 'Mesa de centro']);
  });

  it('names the furniture defaults and the removal items in Spanish for es-ES, in English otherwise', async () => {
    const get = async (path: string, language: string) => {
      const response = await fetch(new URL(path, server.url), { headers: { 'Accept-Language': language } });
      expect(response.status).toBe(200);
      return response.json();
    };
    const spanish = (await get('/ng/inventory/furniture-defaults', 'es')) as Record<string, Array<{ name: string }>>;
    expect(Object.keys(spanish)).toContain('Salón');
    expect(spanish['Salón']?.[0]?.name).toBe('Sofá de 3 plazas');
    const english = (await get('/ng/inventory/furniture-defaults', 'en-GB')) as Record<string, unknown>;
    expect(Object.keys(english)).toContain('Living room');
    const rooms = (await get('/ng/inventory/removal-default-items?origin_type_of_property=studio', 'es-ES')) as {
      default_items: Record<string, Array<{ name: string }>>;
    };
    expect(rooms.default_items['0']?.map((item) => item.name)).toContain('Caja pequeña');
  });

  it('names them in English for any other language', async () => {
    const results = await search('sofa', 'de-DE');
    expect(results.map((result) => result.name)).toContain('3-seat sofa');
    expect(results.some((result) => /á/.test(result.name))).toBe(false);
  });
});
