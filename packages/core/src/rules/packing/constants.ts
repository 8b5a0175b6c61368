/** Packing materials, as named in the packing service's parameters (docs/behaviour/quote-flow.md §3). */
export const PACKING_MATERIALS = ['small_boxes', 'large_boxes', 'wardrobe_boxes', 'bubble_wrap'] as const;

/** A packing material. */
export type PackingMaterial = (typeof PACKING_MATERIALS)[number];

/** Unit price of each packing material in pounds (docs/behaviour/quote-flow.md §9, Packing unit prices). */
export const PACKING_UNIT_PRICES: Readonly<Record<PackingMaterial, number>> = {
  small_boxes: 3,
  large_boxes: 4,
  wardrobe_boxes: 5,
  bubble_wrap: 2,
};
