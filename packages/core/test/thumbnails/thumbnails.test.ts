import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isThumbnailImage } from '../../src/rules/thumbnails/index.js';

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

describe('thumbnails, for any input (property-based)', () => {
  it('any URL gives a yes or no; a thumbnail URL always ends its path in one of the five extensions', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (url) => {
        const answer = isThumbnailImage(url);
        expect(typeof answer).toBe('boolean');
        if (answer) expect(url.trim().split(/[?#]/)[0]).toMatch(/\.(jpe?g|png|bmp|gif)$/i);
      }),
    );
  });
});
