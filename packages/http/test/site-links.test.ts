import { describe, expect, it } from 'vitest';
import { viewListingUrl } from '../src/site-links.js';

describe('viewListingUrl', () => {
  it.each([
    ['https://example.com', 42, 'https://example.com/view-listing/42'],
    ['https://example.com/', 'L 1', 'https://example.com/view-listing/L%201'],
    ['/', 'a/b', '/view-listing/a%2Fb'],
    ['', 7, 'view-listing/7'],
  ])('%s + %s → %s', (base, id, url) => {
    expect(viewListingUrl(base, id)).toBe(url);
  });
});
