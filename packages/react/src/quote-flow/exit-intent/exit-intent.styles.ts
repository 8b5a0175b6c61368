/**
 * Styles of the exit-intent dialog (unlayered, so they win over the kit's): two short lines, the
 * price one highlighted with tabular figures, and one button at the end. Tokens only; a 44 px
 * full-width button below 768 px.
 */
export const exitIntentStyles = `
.exit-text { display: grid; gap: calc(var(--_space) * 1.5); line-height: 1.5; max-inline-size: 32em; }
.exit-text p { margin: 0; }
.exit-muted { color: var(--_muted); }
.exit-price {
  padding: var(--_space) calc(var(--_space) * 1.5); border-radius: var(--_radius);
  background: var(--_accent-soft); font-weight: 600; font-variant-numeric: tabular-nums;
}
.exit-actions { display: flex; flex: 1 1 auto; justify-content: flex-end; }
@media (max-width: 767.98px) {
  .exit-actions .hk-button { min-block-size: 44px; flex: 1 1 auto; }
}
`;
