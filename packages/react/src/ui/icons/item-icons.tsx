import type { ItemKind } from '@haulkit/core';
import { SvgIcon } from './svg-icon.js';

/** One drawing per item kind (24 px grid); a kind without its own is drawn as `item`. */
const ITEM_PATHS: Readonly<Partial<Record<ItemKind, string>>> & { readonly item: string } = {
  sofa: 'M5 11V7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4M2 13a2 2 0 0 1 4 0v1h12v-1a2 2 0 0 1 4 0v5H2zm2 5v2m16-2v2M12 5v9',
  bed: 'M3 5v15m18 0v-8H3m0 5h18M6 12v-2a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v2',
  wardrobe: 'M5 3h14v16H5zm7 0v16m-2-9v2m4-2v2M6 19v2m12-2v2',
  table: 'M3 7h18v3H3zm2 3v10m14-10v10',
  chair: 'M7 11V4a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v7M5 11h14v3H5zm1 3v7m12-7v7',
  drawers: 'M4 3h16v15H4zm0 5h16M4 13h16m-10-7.5h4m-4 5h4m-4 5h4M6 18v3m12-3v3',
  box: 'M4 10h16v10H4zm0 0L2 6h8l2 4 2-4h8l-2 4',
  fridge: 'M6 2h12v20H6zm0 7h12M9 5v2m0 5v3',
  'washing-machine': 'M4 3h16v18H4zm0 4h16M7 5h0m3 0h0m-2 9a4 4 0 1 0 8 0 4 4 0 1 0-8 0',
  tv: 'M3 4h18v13H3zm5 17h8m-4-4v4',
  piano: 'M4 21V6a3 3 0 0 1 6 0c0 4 2 5 5 6s5 3 5 6v3zm0-4h16M8 17v4m4-4v4m4-4v4',
  bike: 'M2 16a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0m13 0a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M5.5 16 10 9h6m-4 7-2-7m2 7 4-7 2.5 7M5.5 16H12m3-10h2l-1 3M8.5 7H11',
  car: 'M5 17H2v-5l2-1 2-4h10l3 4 3 1v5h-2M9 17h6M5 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0m10 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0M4 11h15',
  plant: 'M7 15h10l-1 6H8zm5 0V9m0 2c0-3-2-5-6-5 0 3 2 5 6 5zm0-2c0-3 2-5 6-5 0 3-2 5-6 5z',
  mirror: 'M6 10a6 7 0 1 0 12 0 6 7 0 1 0-12 0m6 7v4m-4 0h8M9.5 9.5l3-3M10 13l5-5',
  desk: 'M2 7h20M4 7v13M20 7v13M13 7v7h7m-4.5-3.5h2',
  item: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zm-8 4.5 8 4.5 8-4.5M12 12v9',
};

/** Props of ItemIcon. */
export interface ItemIconProps {
  /** The item's kind, from `itemKind(name)` of @haulkit/core. */
  kind: ItemKind;
}

/** The decorative icon of an item kind (sofa, bed, box …), drawn beside the item's name. */
export function ItemIcon({ kind }: ItemIconProps) {
  return <SvgIcon d={ITEM_PATHS[kind] ?? ITEM_PATHS.item} />;
}
