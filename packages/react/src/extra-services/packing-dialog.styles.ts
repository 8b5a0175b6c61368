import { pieceClasses } from '../ui/piece-classes.js';

/** The packing dialog's class names (`hk-packing-*`), for its views and this sheet: see pieceClasses. */
export const packingDialogClasses = pieceClasses('packing', [
  'form',
  'intro',
  'lines',
  'line',
  'name',
  'unit',
  'error',
  'price',
  'actions',
]);
const c = packingDialogClasses;

/**
 * Styles of the packing materials dialog (unlayered, so they win over the kit's): one line per
 * material, its name and unit price beside its stepper, its error under both, the price below.
 */
export const packingDialogStyles = `
.${c.form} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.${c.intro} { margin: 0; color: var(--_muted); }
.${c.lines} { display: grid; gap: calc(var(--_space) * 1.5); margin: 0; padding: 0; list-style: none; }
.${c.line} {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: calc(var(--_space) * 2);
}
.${c.name} { font-weight: 600; }
.${c.unit} { grid-column: 1; color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.${c.line} > .hk-stepper { grid-column: 2; grid-row: 1 / span 2; }
.${c.line} > .${c.error} { grid-column: 1 / -1; grid-row: 3; margin-block: 0.25em 0; }
.${c.line}[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: var(--_space); }
.${c.price} {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 var(--_space);
  margin: 0; padding: 0.75em 1em; background: var(--_accent-soft); border-radius: var(--_radius); font-weight: 600;
}
.${c.actions} { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
@media (max-width: 767.98px) {
  .${c.actions} .hk-button { min-block-size: 44px; }
}
`;
