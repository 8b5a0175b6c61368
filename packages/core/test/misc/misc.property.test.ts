import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeCancellationWindow,
  isThumbnailImage,
  partnerSkipsFurnitureDefaults,
  partnerStartsWithSearch,
  readEbayItemId,
  stripSpaces,
  viewportClass,
} from '../../src/rules/misc/index.js';

describe('misc rules, for any input (property-based)', () => {
  it('any URL gives a yes or no; a thumbnail URL always ends its path in one of the five extensions', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (url) => {
        const answer = isThumbnailImage(url);
        expect(typeof answer).toBe('boolean');
        if (answer) expect(url.trim().split(/[?#]/)[0]).toMatch(/\.(jpe?g|png|bmp|gif)$/i);
      }),
    );
  });

  it('any text stripped of spaces has no whitespace and keeps every other character in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const stripped = stripSpaces(text);
        expect(stripped).not.toMatch(/\s/u);
        expect(stripped).toBe([...text].filter((c) => !/\s/u.test(c)).join(''));
      }),
    );
  });

  it('any text gives an id of 11 or more digits, or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{8,14}$/)), (text) => {
        const id = readEbayItemId(text);
        if (id !== undefined) expect(id).toMatch(/^\d{11,}$/);
        if (/^\s*\d{11,}\s*$/.test(text)) expect(id).toBe(text.trim());
      }),
    );
  });

  it('any size gives three flags; phone implies mobile', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (width, height) => {
        const viewport = viewportClass(width, height);
        if (viewport.phone) expect(viewport.mobile).toBe(true);
      }),
    );
  });

  it('any partner id or listing gives an answer, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.double(), fc.constant(undefined)), (id) => {
        expect(typeof partnerStartsWithSearch(id)).toBe('boolean');
        expect(typeof partnerSkipsFurnitureDefaults(id)).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.object(), (listing) => {
        expect([48, 5]).toContain(freeCancellationWindow(listing).amount);
      }),
    );
  });
});
