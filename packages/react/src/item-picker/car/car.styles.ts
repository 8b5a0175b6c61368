import { pieceClasses } from '../../ui/piece-classes.js';

/** The car picker's class names (`hk-car-*`), for its views and this sheet: see pieceClasses. */
export const carClasses = pieceClasses('car', [
  'picker',
  'selects',
  'field',
  'input',
  'plate',
  'status',
  'add',
  'more',
  'form',
  'actions',
  'column',
  'count',
]);
const c = carClasses;

/**
 * Styles of the car picker and its dialogs (unlayered, so they win over the kit's; every class
 * is `hk-car-*`, so they sit beside the item picker's in one root). Colours and sizes
 * come from the tokens. The two selects sit side by side from 768 px and stack below; phones
 * get 44 px targets.
 */
export const carStyles = `
.${c.picker} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.${c.selects} { display: grid; gap: calc(var(--_space) * 2); align-items: start; }
.${c.field} { min-inline-size: 0; justify-items: stretch; }
.${c.field} .hk-select { display: block; }
.${c.field} select, .${c.input} { inline-size: 100%; min-block-size: 2.75em; }
.${c.plate} { text-transform: uppercase; letter-spacing: 0.05em; font-variant-numeric: tabular-nums; }
.${c.status} { margin: 0; min-block-size: 1.45em; color: var(--_muted); font-size: var(--_font-small); }
.${c.add} { justify-self: start; }
.${c.more} { display: flex; flex-wrap: wrap; gap: var(--_space) calc(var(--_space) * 2); }
.${c.more} > .hk-button { padding-inline: 0; }
.${c.form} { display: grid; gap: calc(var(--_space) * 2); }
.${c.count} { white-space: nowrap; }
.${c.count}[data-over] { color: var(--_danger); font-weight: 600; }
.${c.actions} { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
@media (min-width: 768px) {
  .${c.selects} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
}
@media (max-width: 767.98px) {
  .${c.field} select, .${c.input}, .${c.picker} .hk-button, .${c.actions} .hk-button { min-block-size: 44px; }
  .${c.actions} > .hk-button { flex: 1 1 auto; }
}
`;
