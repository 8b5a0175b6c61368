/**
 * Styles of the item picker's dialogs (unlayered, so they win over the kit's). Every colour and
 * size comes from the tokens. The size fields sit two to a row from 600 px and stack below;
 * phones get 44 px targets.
 */
export const itemDialogsStyles = `
.dialog-form { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.dialog-intro { margin: 0; color: var(--_muted); }
.dialog-group { display: grid; gap: var(--_space); margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.dialog-legend { padding: 0; margin-block-end: calc(var(--_space) / 2); font-weight: 600; }
.dialog-hint { margin: 0; color: var(--_muted); }
.name-count { white-space: nowrap; }
.name-count[data-over] { color: var(--_danger); font-weight: 600; }
.size-grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(var(--_space) * 2); }
.dialog-form .hk-field { min-inline-size: 0; }
.dialog-form .hk-control { inline-size: 100%; }
.dialog-form .hk-select { inline-size: 100%; }
.dialog-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
.alert-actions { display: flex; flex-wrap: wrap; gap: var(--_space); }
.dialog-alert { outline: none; }
.dialog-alert:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; border-radius: var(--_radius); }
.dialog-alert p { margin: 0; }
.presets { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space); }
.preset {
  position: relative; display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: center;
  column-gap: var(--_space); padding: var(--_space) calc(var(--_space) * 1.5); cursor: pointer;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  transition: background-color var(--_motion), border-color var(--_motion);
}
.preset:has(:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); background: var(--_accent-soft); }
.preset:has(:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.preset input { grid-row: span 2; margin: 0; accent-color: var(--_accent); }
.preset-name { font-weight: 600; }
.preset-size { color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.dialog-group[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: calc(var(--_space) * 2); }
@media (min-width: 600px) {
  .size-grid, .presets { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
}
@media (max-width: 767.98px) {
  .preset, .dialog-actions .hk-button, .alert-actions .hk-button { min-block-size: 44px; }
}
`;
