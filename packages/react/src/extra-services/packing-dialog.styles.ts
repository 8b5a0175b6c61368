/**
 * Styles of the packing materials dialog (unlayered, so they win over the kit's): one line per
 * material, its name and unit price beside its stepper, its error under both, the price below.
 */
export const packingDialogStyles = `
.packing-form { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.packing-intro { margin: 0; color: var(--_muted); }
.packing-lines { display: grid; gap: calc(var(--_space) * 1.5); margin: 0; padding: 0; list-style: none; }
.packing-line {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: calc(var(--_space) * 2);
}
.packing-name { font-weight: 600; }
.packing-unit { grid-column: 1; color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.packing-line > .hk-stepper { grid-column: 2; grid-row: 1 / span 2; }
.packing-line > .packing-error { grid-column: 1 / -1; grid-row: 3; margin-block: 0.25em 0; }
.packing-line[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: var(--_space); }
.packing-price {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 var(--_space);
  margin: 0; padding: 0.75em 1em; background: var(--_accent-soft); border-radius: var(--_radius); font-weight: 600;
}
.packing-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
@media (max-width: 767.98px) {
  .packing-actions .hk-button { min-block-size: 44px; }
}
`;
