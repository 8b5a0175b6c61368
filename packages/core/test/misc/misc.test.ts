import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ITEMS_DELAY_MS,
  FIRST_SIMILAR_JOB_DELAY_MS,
  freeCancellationWindow,
  isBlockedKey,
  isThumbnailImage,
  PARTNER_IDS,
  partnerSkipsFurnitureDefaults,
  partnerStartsWithSearch,
  readEbayItemId,
  readPartnerId,
  SMOOTH_SCROLL_MS,
  stripSpaces,
  THUMB_LONG_DELAY_MS,
  THUMB_SHORT_DELAY_MS,
  TRACKER_FLUSH_INTERVAL_MS,
  TRUST_RATING_CACHE_MS,
  viewportClass,
} from '../../src/rules/misc/index.js';

describe('image thumbnails only for jpg, png, jpeg, bmp and gif (docs/behaviour/quote-flow.md §5)', () => {
  it.each([
    'https://cdn.example/sofa.jpg',
    'https://cdn.example/sofa.png',
    'https://cdn.example/sofa.jpeg',
    'https://cdn.example/sofa.bmp',
    'https://cdn.example/sofa.gif',
    'https://cdn.example/SOFA.JPG',
    'https://cdn.example/sofa.Jpeg?w=200&h=200',
    'https://cdn.example/sofa.png#preview',
    '/uploads/2024/chair.final.gif',
    'table.bmp',
  ])('%s shows a thumbnail', (url) => {
    expect(isThumbnailImage(url)).toBe(true);
  });

  it.each([
    'https://cdn.example/sofa.webp',
    'https://cdn.example/sofa.svg',
    'https://cdn.example/manual.pdf',
    'https://cdn.example/sofa',
    'https://cdn.example/view.php?file=sofa.jpg',
    'https://cdn.example/sofa.jpgx',
    'https://cdn.example/sofa.jpg/',
    'https://cdn.example.jpg/',
    '',
  ])('%s shows no thumbnail', (url) => {
    expect(isThumbnailImage(url)).toBe(false);
  });
});

describe('spaces are blocked in restricted inputs (§5)', () => {
  it.each([
    [' SW1A 1AA ', 'SW1A1AA'],
    ['07700\u00a0900\t123\n', '07700900123'],
    ['no-spaces', 'no-spaces'],
    ['   ', ''],
  ])('pasting %j leaves %j', (text, expected) => {
    expect(stripSpaces(text)).toBe(expected);
  });

  it.each([
    [' ', true],
    ['Spacebar', true],
    ['a', false],
    ['Enter', false],
    ['Backspace', false],
    ['', false],
  ])('key %j blocked: %s', (key, blocked) => {
    expect(isBlockedKey(key)).toBe(blocked);
  });
});

describe('eleven or more digits typed in the item box are an eBay item id (back-office §5)', () => {
  it.each([
    ['12345678901', '12345678901'],
    [' 123456789012 ', '123456789012'],
    ['12345678901234567890', '12345678901234567890'],
    ['https://www.ebay.co.uk/itm/123456789012', '123456789012'],
    ['https://www.ebay.co.uk/itm/oak-wardrobe/123456789012?hash=item1', '123456789012'],
    ['https://ebay.com/itm/123456789012#x', '123456789012'],
  ])('%j → %s', (text, id) => {
    expect(readEbayItemId(text)).toBe(id);
  });

  it.each([
    '1234567890',
    'sofa',
    '123456789012 sofa',
    '12345-678901',
    '',
    'https://www.ebay.co.uk/itm/1234',
    'https://example.com/itm/123456789012',
  ])('%j is not an eBay item id', (text) => {
    expect(readEbayItemId(text)).toBeUndefined();
  });
});

describe('breakpoints: mobile below 992px wide, phone below 768px, narrow height below 260px (§9)', () => {
  it.each([
    [1280, 800, { mobile: false, phone: false, narrowHeight: false }],
    [992, 800, { mobile: false, phone: false, narrowHeight: false }],
    [991, 800, { mobile: true, phone: false, narrowHeight: false }],
    [768, 1024, { mobile: true, phone: false, narrowHeight: false }],
    [767, 1024, { mobile: true, phone: true, narrowHeight: false }],
    [375, 260, { mobile: true, phone: true, narrowHeight: false }],
    [667, 259, { mobile: true, phone: true, narrowHeight: true }],
    [Number.NaN, Number.NaN, { mobile: false, phone: false, narrowHeight: false }],
    [-1, -1, { mobile: false, phone: false, narrowHeight: false }],
  ])('%i × %i → %o', (width, height, expected) => {
    expect(viewportClass(width, height)).toEqual(expected);
  });
});

describe('partners (docs/behaviour/quote-flow.md §6, §7)', () => {
  it('ids: 1 ebay, 2 gumtree, 3 freeads, 4 ebay_{product}', () => {
    expect(PARTNER_IDS).toEqual({ ebay: 1, gumtree: 2, freeads: 3, ebayProduct: 4 });
  });

  it.each([
    [6, true],
    [7, true],
    ['6', true],
    [' 7 ', true],
    [1, false],
    [4, false],
    [8, false],
    [undefined, false],
    ['', false],
    ['6a', false],
  ])('partner %j goes straight to search: %s', (id, expected) => {
    expect(partnerStartsWithSearch(id)).toBe(expected);
  });

  it.each([
    [1, true],
    [4, true],
    ['4', true],
    [2, false],
    [3, false],
    [6, false],
    [undefined, false],
  ])('partner %j skips the furniture defaults: %s', (id, expected) => {
    expect(partnerSkipsFurnitureDefaults(id)).toBe(expected);
  });

  it.each([
    ['12', 12],
    [3, 3],
    [0, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['x', undefined],
    [null, undefined],
  ])('partner id %j reads as %s', (value, expected) => {
    expect(readPartnerId(value)).toBe(expected);
  });
});

describe('admin SMS free cancellation: 48 hours, or 5 days for ferry or international jobs (back-office §9)', () => {
  it.each([
    [{}, { amount: 48, unit: 'hours' }],
    [
      { has_ferry: false, is_international: false },
      { amount: 48, unit: 'hours' },
    ],
    [{ has_ferry: true }, { amount: 5, unit: 'days' }],
    [{ is_international: true }, { amount: 5, unit: 'days' }],
    [{ has_ferry: 1 }, { amount: 5, unit: 'days' }],
    [{ is_international: '1' }, { amount: 5, unit: 'days' }],
    [
      { has_ferry: '0', is_international: 0 },
      { amount: 48, unit: 'hours' },
    ],
    [undefined, { amount: 48, unit: 'hours' }],
  ])('%o → %o', (listing, expected) => {
    expect(freeCancellationWindow(listing)).toEqual(expected);
  });
});

describe('timers of §9', () => {
  it.each([
    ['thumbs, short', THUMB_SHORT_DELAY_MS, 200],
    ['thumbs, long', THUMB_LONG_DELAY_MS, 1_000],
    ['trust-rating cache', TRUST_RATING_CACHE_MS, 500],
    ['default-items delay', DEFAULT_ITEMS_DELAY_MS, 2_000],
    ['first similar job', FIRST_SIMILAR_JOB_DELAY_MS, 300],
    ['tracker flush', TRACKER_FLUSH_INTERVAL_MS, 5_000],
    ['smooth scroll', SMOOTH_SCROLL_MS, 800],
  ])('%s is %i ms', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
