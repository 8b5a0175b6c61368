import { pieceClasses } from '../ui/piece-classes.js';

/** The removal inventory's class names (`hk-inv-*`), for its views and this sheet: see pieceClasses. */
export const removalInventoryClasses = pieceClasses('inv', [
  'root',
  'controls',
  'actions',
  'muted',
  'waiting',
  'loading',
  'rooms',
  'roomSkeleton',
  'room',
  'roomHeading',
  'roomCount',
  'items',
  'item',
  'name',
  'rowError',
  'estimate',
  'estimateText',
  'estimateTitle',
  'estimateAdded',
  'total',
  'dialogText',
]);
const c = removalInventoryClasses;

/**
 * Styles of the removal inventory (unlayered, so they win over the kit's). Every colour and size
 * comes from the tokens. The rooms are cards in as many columns as fit (at least 22em each, so
 * a name and its stepper share a line), one column on a phone; the preset buttons sit beside the
 * type of home when both fit, under it otherwise. Phones get 44 px targets from the kit.
 */
export const removalInventoryStyles = `
.${c.root} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; container-type: inline-size; }
.${c.controls} { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--_space) calc(var(--_space) * 2); min-inline-size: 0; }
.${c.controls} > .hk-field { flex: 1 1 22em; min-inline-size: 0; }
.${c.controls} > .hk-alert { flex: 1 1 100%; }
.${c.controls} .hk-select { inline-size: min(100%, 22em); }
.${c.actions} { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space); }
.${c.muted} { margin: 0; color: var(--_muted); font-size: var(--_font-small); }
.${c.waiting} { display: grid; gap: var(--_space); }
.${c.loading} { min-block-size: 1.45em; }
.${c.rooms} {
  display: grid; gap: calc(var(--_space) * 2); align-items: start;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22em), 1fr));
}
.${c.roomSkeleton} { block-size: 15em; }
.${c.room} {
  min-inline-size: 0; padding: var(--_space) calc(var(--_space) * 2);
  background: var(--_surface); border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.${c.roomHeading} {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 var(--_space);
  margin: 0; padding-block: calc(var(--_space) / 2); font-size: 1em; line-height: 1.3;
}
.${c.roomCount} { color: var(--_muted); font-size: var(--_font-small); font-weight: 400; }
.${c.items} { margin: 0; padding: 0; list-style: none; }
.${c.item} {
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center;
  gap: 0.25em 0.75em; padding-block: 0.375em; border-block-start: 1px solid var(--_divider);
}
.${c.item} > .hk-icon { color: var(--_muted); }
.${c.item}[data-held] > .hk-icon { color: var(--_accent-strong); }
.${c.item}[data-held] > .${c.name} { font-weight: 600; }
.${c.item} .hk-stepper-input { inline-size: 3.5em; }
.${c.name} { min-inline-size: 0; overflow-wrap: break-word; hyphens: auto; }
.${c.rowError} { grid-column: 2 / -1; font-size: var(--_font-small); }
.${c.estimate} {
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; gap: var(--_space) calc(var(--_space) * 2);
  padding: calc(var(--_space) * 1.5) calc(var(--_space) * 2); background: var(--_accent-soft); border-radius: var(--_radius);
}
.${c.estimate} > .hk-icon { inline-size: 2em; block-size: 2em; color: var(--_accent-strong); align-self: start; }
.${c.estimateText} { display: grid; gap: calc(var(--_space) / 2); min-inline-size: 0; }
.${c.estimateText} p { margin: 0; }
.${c.estimateTitle} { margin: 0; font-size: 1em; line-height: 1.3; }
.${c.estimateText} .${c.estimateAdded} { display: flex; align-items: center; gap: calc(var(--_space) / 2); font-weight: 600; }
.${c.estimateAdded} > .hk-icon { flex: none; color: var(--_success); }
.${c.total} {
  display: flex; align-items: center; gap: 0.75em; margin: 0; padding: 0.75em 1em;
  background: var(--_accent-soft); border-radius: var(--_radius); font-variant-numeric: tabular-nums;
}
.${c.total} .hk-icon { flex: none; inline-size: 2em; block-size: 2em; color: var(--_accent-strong); }
.${c.dialogText} { margin: 0; }
@container (max-width: 36em) {
  .${c.estimate} { grid-template-columns: auto minmax(0, 1fr); }
  .${c.estimate} > .hk-button { grid-column: 1 / -1; }
}
@media (max-width: 767.98px) {
  .${c.room} { padding-inline: calc(var(--_space) * 1.5); }
  .${c.roomSkeleton} { block-size: 12em; }
}
`;
