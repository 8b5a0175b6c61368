import { THUMBNAIL_EXTENSIONS } from './constants.js';

/**
 * Image thumbnails are shown only for jpg, png, jpeg, bmp and gif (docs/behaviour/quote-flow.md §5).
 * The extension of the URL's path decides, in any case; a query string or fragment is ignored.
 * @example isThumbnailImage('https://cdn.example/sofa.JPG?w=200') // true
 * @example isThumbnailImage('https://cdn.example/view.php?file=sofa.jpg') // false
 */
export function isThumbnailImage(url: string): boolean {
  if (typeof url !== 'string') return false;
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return THUMBNAIL_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}
