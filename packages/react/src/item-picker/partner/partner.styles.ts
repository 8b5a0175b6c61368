import { pieceClasses } from '../../ui/piece-classes.js';

/** The partner screens' class names (`hk-partner-*`), for its views and this sheet: see pieceClasses. */
export const partnerClasses = pieceClasses('partner', [
  'root',
  'screen',
  'heading',
  'error',
  'hint',
  'defaults',
  'defaultItem',
  'links',
  'continue',
  'back',
]);
const c = partnerClasses;

/**
 * Styles of the partner item screens (unlayered, so they win over the kit's): the default items
 * as rows with a stepper, the missing-item error beside them, the ways on (custom item, search)
 * and Continue. Tokens only; one column and 44 px targets on phones.
 */
export const partnerStyles = `
.${c.root} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.${c.screen} { display: grid; gap: var(--_space); min-inline-size: 0; }
.${c.heading}:focus-visible, .${c.error}:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.${c.hint} { margin: 0; color: var(--_muted); }
.${c.defaults} { margin: 0; padding: 0; }
.${c.defaultItem} {
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center;
  gap: 0.25em 0.75em; padding: 0.5em 0; border-block-end: 1px solid var(--_divider);
}
.${c.defaultItem} > .hk-icon { color: var(--_accent-strong); }
.${c.error} {
  margin: 0; padding: 0.75em 1em; border-radius: var(--_radius);
  background: var(--_danger-soft); border-inline-start: 4px solid var(--_danger);
}
.${c.links} { display: flex; flex-wrap: wrap; gap: var(--_space); }
.${c.continue} { justify-self: start; min-inline-size: 10em; }
.${c.back} { justify-self: start; padding-inline: 0.25em; }
@media (max-width: 767.98px) {
  .${c.defaultItem} > .hk-stepper { grid-column: 2 / -1; justify-self: start; }
  .${c.links} { flex-direction: column; align-items: stretch; }
  .${c.continue} { justify-self: stretch; }
}
`;
