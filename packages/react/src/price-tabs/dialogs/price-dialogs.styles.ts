/**
 * Styles of the price dialogs (unlayered, so they win over the kit's): text with a highlighted
 * line for the figure that matters, the service levels as radio cards with their price, and the
 * actions at the end. Tokens only; 44 px targets and one column below 768 px.
 */
export const priceDialogsStyles = `
.price-dialog-text, .price-dialog-form { display: grid; gap: calc(var(--_space) * 1.5); min-inline-size: 0; line-height: 1.5; }
.price-dialog-text p, .price-dialog-form > p { margin: 0; }
.price-dialog-muted { color: var(--_muted); }
.price-dialog-highlight {
  padding: var(--_space) calc(var(--_space) * 1.5); border-radius: var(--_radius);
  background: var(--_accent-soft); font-weight: 600;
}
.price-dialog-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
.price-dialog-form .hk-field { min-inline-size: 0; }
.price-dialog-email { inline-size: min(100%, 24em); box-sizing: border-box; }
.price-level-meta { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--_space) / 2) var(--_space); }
.price-level-more { color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.price-dialog-form .hk-radio-cards-legend { font-weight: 400; color: var(--_muted); }
.price-dialog-form .hk-radio-cards-grid { grid-template-columns: 1fr; }
@media (max-width: 767.98px) {
  .price-dialog-actions .hk-button { min-block-size: 44px; flex: 1 1 auto; }
  .price-dialog-email { inline-size: 100%; }
}
`;
