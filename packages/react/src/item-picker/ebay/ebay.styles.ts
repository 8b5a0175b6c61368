/**
 * Styles of the eBay item panel (unlayered; every class starts `ebay-`, so it sits beside the
 * item picker's in one shadow root). Colours and sizes come from the tokens; the wait keeps the
 * panel's height so nothing below jumps when the listing arrives.
 */
export const ebayStyles = `
.ebay-panel {
  display: grid; gap: var(--_space); padding: calc(var(--_space) * 2);
  background: var(--_surface); border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.ebay-status { margin: 0; color: var(--_muted); min-block-size: 1.45em; }
.ebay-number { margin: 0; color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.ebay-title { margin: 0; font-size: var(--_font-large); line-height: 1.3; overflow-wrap: anywhere; }
.ebay-holds { margin: 0; font-weight: 600; }
.ebay-items { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.25em; }
.ebay-item { display: flex; align-items: center; gap: 0.75em; min-block-size: 2em; }
.ebay-item .hk-icon { color: var(--_accent-strong); flex: none; }
.ebay-add { justify-self: start; }
@media (max-width: 767.98px) {
  .ebay-add { min-block-size: 44px; justify-self: stretch; }
}
`;
