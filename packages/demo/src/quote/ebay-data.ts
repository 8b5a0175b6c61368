/**
 * eBay listings the demo's eBay item lookup knows (docs/behaviour/back-office.md §2 "eBay item", §5):
 * a made-up 12-digit item id → the listing's title and what it holds, as `[item_id, qty]` of the
 * demo catalogue (catalogue-data.ts). No pictures: a widget makes no external image requests.
 */

/** One listing: its title and its lines, each a catalogue item id and how many of it. */
export type EbayListingRow = readonly [title: string, lines: readonly (readonly [itemId: number, qty: number])[]];

// biome-ignore format: one listing per row reads as a table
export const EBAY_LISTINGS: Readonly<Record<string, EbayListingRow>> = {
  '204512345678': ['Grey 3 seater sofa and matching armchair, collection only', [[102, 1], [107, 1]]],
  '314298765432': ['Solid oak extending dining table with 6 chairs', [[304, 1], [306, 6]]],
  '125566778899': ['White double wardrobe with mirror, good condition', [[217, 1]]],
  '402211334455': ['Double bed frame, mattress and 2 bedside tables', [[203, 1], [204, 1], [212, 2]]],
};
