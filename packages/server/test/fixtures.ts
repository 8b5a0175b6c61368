import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ItemSearchQuery, Listing, PriceResponse, QuoteApi } from '@haulkit/core';

/** A QuoteApi that answers fixed values and records what it was asked. */
export function createFakeQuoteApi(): QuoteApi & { searches: ItemSearchQuery[]; saved: [string, Listing][] } {
  const searches: ItemSearchQuery[] = [];
  const saved: [string, Listing][] = [];
  return {
    searches,
    saved,
    async searchItems(query) {
      searches.push(query);
      return [
        {
          name: `${query.name} (2 seater)`,
          item_set: [{ name: 'Sofa', qty: 1, dimension_unit: 'cm', weight_unit: 'kg' }],
        },
      ];
    },
    async savePrelisting(id, listing): Promise<PriceResponse> {
      saved.push([id, listing]);
      return { prices: { '2030-01-01': 120 }, men_required: 1, lowest_price: 120 };
    },
  };
}

/** Temporary site: `examples/`, `dist/` and a secret file beside them that must stay unreachable. */
export async function createSiteFolders(): Promise<{ examplesDir: string; distDir: string; cleanup(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'haulkit-server-'));
  const examplesDir = join(root, 'examples');
  const distDir = join(root, 'dist');
  await mkdir(join(examplesDir, 'gallery'), { recursive: true });
  await mkdir(distDir, { recursive: true });
  await writeFile(join(root, 'secret.txt'), 'TOP-SECRET');
  await writeFile(join(examplesDir, 'index.html'), '<!doctype html><title>Examples</title>');
  await writeFile(join(examplesDir, 'gallery', 'index.html'), '<!doctype html><title>Gallery</title>');
  await writeFile(join(examplesDir, 'app.js'), 'export const page = 1;');
  await writeFile(join(examplesDir, '.env'), 'TOP-SECRET');
  await writeFile(join(distDir, 'haulkit.js'), 'export const haulkit = 1;');
  await writeFile(join(distDir, 'chunk.mjs'), 'export const chunk = 1;');
  await writeFile(join(distDir, 'haulkit.css'), ':root { --hk-gap: 4px; }');
  await writeFile(join(distDir, 'haulkit.js.map'), '{"version":3}');
  await writeFile(join(distDir, 'custom-elements.json'), '{"schemaVersion":"1.0.0"}');
  return { examplesDir, distDir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** A GET whose path goes out byte for byte (fetch would resolve `..` and escapes first). */
export function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
