import type { ItemSetEntry, MoveItem } from '../../model/item.js';

type Identity = Pick<
  ItemSetEntry | MoveItem,
  | 'name'
  | 'original_width'
  | 'original_height'
  | 'original_depth'
  | 'original_weight'
  | 'width'
  | 'height'
  | 'depth'
  | 'weight'
  | 'dimension_unit'
  | 'weight_unit'
>;

/** cyrb53: a fast, well-spread 53-bit string hash (public domain). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The fake_id of an item: a hash of its name, dimensions and units (docs/behaviour/quote-flow.md §3).
 * Two items with the same name (ignoring case and surrounding spaces), sizes, weight and units
 * share a fake_id, so adding one raises the other's quantity.
 */
export function fakeId(item: Identity): string {
  const size = (original: number | undefined, current: number | undefined) => String(original ?? current ?? '');
  const key = [
    item.name.trim().toLowerCase(),
    size(item.original_width, item.width),
    size(item.original_height, item.height),
    size(item.original_depth, item.depth),
    size(item.original_weight, item.weight),
    item.dimension_unit ?? 'cm',
    item.weight_unit ?? 'kg',
  ].join('|');
  return `f${hash53(key).toString(36)}`;
}
