import { pieceClasses } from '../../ui/piece-classes.js';

/** The item dialogs' class names (`hk-ipd-*`), for its views and this sheet: see pieceClasses. */
export const itemDialogsClasses = pieceClasses('ipd', [
  'form',
  'intro',
  'group',
  'legend',
  'hint',
  'nameCount',
  'sizeGrid',
  'actions',
  'alertActions',
  'alert',
  'presets',
  'preset',
  'presetName',
  'presetSize',
]);
const c = itemDialogsClasses;

/**
 * Styles of the item picker's dialogs (unlayered, so they win over the kit's). Every colour and
 * size comes from the tokens. The size fields sit two to a row from 600 px and stack below;
 * phones get 44 px targets.
 */
export const itemDialogsStyles = `
.${c.form} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.${c.intro} { margin: 0; color: var(--_muted); }
.${c.group} { display: grid; gap: var(--_space); margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.${c.legend} { padding: 0; margin-block-end: calc(var(--_space) / 2); font-weight: 600; }
.${c.hint} { margin: 0; color: var(--_muted); }
.${c.nameCount} { white-space: nowrap; }
.${c.nameCount}[data-over] { color: var(--_danger); font-weight: 600; }
.${c.sizeGrid} { display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(var(--_space) * 2); }
.${c.form} .hk-field { min-inline-size: 0; }
.${c.form} .hk-control { inline-size: 100%; }
.${c.form} .hk-select { inline-size: 100%; }
.${c.actions} { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
.${c.alertActions} { display: flex; flex-wrap: wrap; gap: var(--_space); }
.${c.alert} { outline: none; }
.${c.alert}:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; border-radius: var(--_radius); }
.${c.alert} p { margin: 0; }
.${c.presets} { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space); }
.${c.preset} {
  position: relative; display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: center;
  column-gap: var(--_space); padding: var(--_space) calc(var(--_space) * 1.5); cursor: pointer;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  transition: background-color var(--_motion), border-color var(--_motion);
}
.${c.preset}:has(:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); background: var(--_accent-soft); }
.${c.preset}:has(:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.${c.preset} input { grid-row: span 2; margin: 0; accent-color: var(--_accent); }
.${c.presetName} { font-weight: 600; }
.${c.presetSize} { color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.${c.group}[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: calc(var(--_space) * 2); }
@media (min-width: 600px) {
  .${c.sizeGrid}, .${c.presets} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
}
@media (max-width: 767.98px) {
  .${c.preset}, .${c.actions} .hk-button, .${c.alertActions} .hk-button { min-block-size: 44px; }
}
`;
