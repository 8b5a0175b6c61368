import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoQuoteApi } from '../src/index.js';

// The first load of the demo's quote calls fails as a dropped connection does; later ones load.
const arrival = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../src/quote/quote-methods.js', async (original) => {
  if (arrival.failures > 0) {
    arrival.failures -= 1;
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://partner.example/chunks/quote-methods-x1.js',
    );
  }
  return original();
});

afterEach(() => {
  arrival.failures = 1;
});

describe('demo adapter: its quote calls load on first use', () => {
  it('a load that failed is asked for again by the next call, which answers', async () => {
    const api = createDemoQuoteApi({ latencyMs: 0 });
    await expect(api.getMakes(6)).rejects.toThrow();
    const makes = await api.getMakes(6);
    expect(makes.length).toBeGreaterThan(0);
    expect(makes[0]).toEqual(expect.objectContaining({ make_name: 'Ford' }));
  });
});
