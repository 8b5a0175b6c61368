/**
 * Styles of the removal inventory (unlayered, so they win over the kit's). Every colour and size
 * comes from the tokens. The rooms are cards in as many columns as fit (at least 22em each, so
 * a name and its stepper share a line), one column on a phone; the preset buttons sit beside the
 * type of home when both fit, under it otherwise. Phones get 44 px targets from the kit.
 */
export const removalInventoryStyles = `
.inventory { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; container-type: inline-size; }
.inv-controls { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--_space) calc(var(--_space) * 2); min-inline-size: 0; }
.inv-controls > .hk-field { flex: 1 1 22em; min-inline-size: 0; }
.inv-controls > .hk-alert { flex: 1 1 100%; }
.inv-controls .hk-select { inline-size: min(100%, 22em); }
.inv-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space); }
.inv-muted { margin: 0; color: var(--_muted); font-size: var(--_font-small); }
.inv-waiting { display: grid; gap: var(--_space); }
.inv-loading { min-block-size: 1.45em; }
.inv-rooms {
  display: grid; gap: calc(var(--_space) * 2); align-items: start;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22em), 1fr));
}
.inv-room-skeleton { block-size: 15em; }
.inv-room {
  min-inline-size: 0; padding: var(--_space) calc(var(--_space) * 2);
  background: var(--_surface); border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.inv-room-heading {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 var(--_space);
  margin: 0; padding-block: calc(var(--_space) / 2); font-size: 1em; line-height: 1.3;
}
.inv-room-count { color: var(--_muted); font-size: var(--_font-small); font-weight: 400; }
.inv-items { margin: 0; padding: 0; list-style: none; }
.inv-item {
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center;
  gap: 0.25em 0.75em; padding-block: 0.375em; border-block-start: 1px solid var(--_divider);
}
.inv-item > .hk-icon { color: var(--_muted); }
.inv-item[data-held] > .hk-icon { color: var(--_accent-strong); }
.inv-item[data-held] > .inv-name { font-weight: 600; }
.inv-item .hk-stepper-input { inline-size: 3.5em; }
.inv-name { min-inline-size: 0; overflow-wrap: break-word; hyphens: auto; }
.inv-row-error { grid-column: 2 / -1; font-size: var(--_font-small); }
.inv-estimate {
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; gap: var(--_space) calc(var(--_space) * 2);
  padding: calc(var(--_space) * 1.5) calc(var(--_space) * 2); background: var(--_accent-soft); border-radius: var(--_radius);
}
.inv-estimate > .hk-icon { inline-size: 2em; block-size: 2em; color: var(--_accent-strong); align-self: start; }
.inv-estimate-text { display: grid; gap: calc(var(--_space) / 2); min-inline-size: 0; }
.inv-estimate-text p { margin: 0; }
.inv-estimate-title { margin: 0; font-size: 1em; line-height: 1.3; }
.inv-estimate-text .inv-estimate-added { display: flex; align-items: center; gap: calc(var(--_space) / 2); font-weight: 600; }
.inv-estimate-added > .hk-icon { flex: none; color: var(--_success); }
.inv-total {
  display: flex; align-items: center; gap: 0.75em; margin: 0; padding: 0.75em 1em;
  background: var(--_accent-soft); border-radius: var(--_radius); font-variant-numeric: tabular-nums;
}
.inv-total .hk-icon { flex: none; inline-size: 2em; block-size: 2em; color: var(--_accent-strong); }
.inv-dialog-text { margin: 0; }
@container (max-width: 36em) {
  .inv-estimate { grid-template-columns: auto minmax(0, 1fr); }
  .inv-estimate > .hk-button { grid-column: 1 / -1; }
}
@media (max-width: 767.98px) {
  .inv-room { padding-inline: calc(var(--_space) * 1.5); }
  .inv-room-skeleton { block-size: 12em; }
}
`;
