import { pieceClasses } from '../../ui/piece-classes.js';

/** The eBay item panel's class names (`hk-ebay-*`), for its views and this sheet: see pieceClasses. */
export const ebayClasses = pieceClasses('ebay', [
  'panel',
  'status',
  'number',
  'title',
  'holds',
  'items',
  'item',
  'add',
]);
const c = ebayClasses;

/**
 * Styles of the eBay item panel (unlayered; every class is `hk-ebay-*`, so it sits beside the
 * item picker's in one root). Colours and sizes come from the tokens; the wait keeps the
 * panel's height so nothing below jumps when the listing arrives.
 */
export const ebayStyles = `
.${c.panel} {
  display: grid; gap: var(--_space); padding: calc(var(--_space) * 2);
  background: var(--_surface); border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.${c.status} { margin: 0; color: var(--_muted); min-block-size: 1.45em; }
.${c.number} { margin: 0; color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.${c.title} { margin: 0; font-size: var(--_font-large); line-height: 1.3; overflow-wrap: anywhere; }
.${c.holds} { margin: 0; font-weight: 600; }
.${c.items} { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.25em; }
.${c.item} { display: flex; align-items: center; gap: 0.75em; min-block-size: 2em; }
.${c.item} .hk-icon { color: var(--_accent-strong); flex: none; }
.${c.add} { justify-self: start; }
@media (max-width: 767.98px) {
  .${c.add} { min-block-size: 44px; justify-self: stretch; }
}
`;
