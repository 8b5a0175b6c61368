import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEbayItemId } from '../src/rules/items/index.js';

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

describe('eBay item ids, for any input (property-based)', () => {
  it('any text gives an id of 11 or more digits, or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{8,14}$/)), (text) => {
        const id = readEbayItemId(text);
        if (id !== undefined) expect(id).toMatch(/^\d{11,}$/);
        if (/^\s*\d{11,}\s*$/.test(text)) expect(id).toBe(text.trim());
      }),
    );
  });
});
