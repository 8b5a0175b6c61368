import { pieceClasses } from '../ui/piece-classes.js';

/** The price adjustments panel's class names (`hk-pa-*`), for its views and this sheet: see pieceClasses. */
export const priceAdjustmentsClasses = pieceClasses('pa', [
  'root',
  'heading',
  'subheading',
  'table',
  'change',
  'rowActions',
  'form',
  'modes',
  'mode',
  'formActions',
  'discountsSection',
  'discounts',
  'confirmActions',
]);
const c = priceAdjustmentsClasses;

/**
 * Styles of the price adjustments panel (unlayered, so they win over the kit's): the list as a
 * table with its actions at the end of each row, the form under it in one column, the customer
 * discounts last, a section of their own set well apart from the form's buttons. On phones the
 * table's cells stack and buttons get 44 px targets.
 */
export const priceAdjustmentsStyles = `
.${c.root} { display: grid; gap: calc(var(--_space) * 1.5); min-inline-size: 0; }
.${c.heading} { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.${c.subheading} { margin: 0; font-size: var(--_font-body); font-weight: 600; }
.${c.table} { inline-size: 100%; border-collapse: collapse; }
.${c.table} th, .${c.table} td { padding: 0.5em 0.5em 0.5em 0; text-align: start; border-block-end: 1px solid var(--_divider); vertical-align: middle; }
.${c.table} th { color: var(--_muted); font-size: var(--_font-small); font-weight: 600; }
.${c.change} { font-variant-numeric: tabular-nums; font-weight: 600; white-space: nowrap; }
.${c.rowActions} { display: flex; flex-wrap: wrap; gap: calc(var(--_space) / 2); justify-content: flex-end; }
.${c.form} { display: grid; gap: var(--_space); max-inline-size: 32rem; }
.${c.modes} { display: flex; flex-wrap: wrap; gap: var(--_space); margin: 0; padding: 0; border: 0; }
.${c.modes} legend { padding: 0; margin-block-end: 0.25em; font-weight: 600; }
.${c.mode} { display: inline-flex; align-items: center; gap: 0.4em; min-block-size: 2em; }
.${c.mode} input { inline-size: 1.1em; block-size: 1.1em; margin: 0; accent-color: var(--_accent); }
.${c.formActions}, .${c.confirmActions} { display: flex; flex-wrap: wrap; gap: var(--_space); }
.${c.discountsSection} { display: grid; gap: calc(var(--_space) / 2); margin-block-start: calc(var(--_space) * 1.5); }
.${c.discounts} { margin: 0; padding-inline-start: 1.25em; }
@media (max-width: 767.98px) {
  .${c.table} thead { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
  .${c.table} tr { display: grid; grid-template-columns: 1fr auto; padding-block: 0.5em; border-block-end: 1px solid var(--_divider); }
  .${c.table} td { border: 0; padding: 0.25em 0; }
  .${c.rowActions} { grid-column: 1 / -1; justify-content: flex-start; }
  .${c.rowActions} .hk-button, .${c.formActions} .hk-button, .${c.confirmActions} .hk-button { min-block-size: 44px; }
  .${c.mode} { min-block-size: 44px; }
}
`;
