/**
 * Styles of the card-by-phone panel (unlayered, so they win over the kit's). Built for a
 * softphone's side panel first (~360 px): one column of tiles, growing to two or four columns
 * as the panel widens. Masked values in tabular figures; 44 px targets below 768 px.
 */
export const cardByPhoneStyles = `
.cbp { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.cbp-head {
  display: grid; gap: var(--_space); padding-block-end: calc(var(--_space) * 1.5);
  border-block-end: 1px solid var(--_divider);
}
.cbp-title { display: flex; align-items: center; gap: var(--_space); margin: 0; font-size: var(--_font-large); }
.cbp-title > .hk-icon, .cbp-subtitle > .hk-icon { inline-size: 1.25em; block-size: 1.25em; flex: none; color: var(--_accent-strong); }
.cbp-facts, .cbp-ids { display: flex; flex-wrap: wrap; gap: var(--_space) calc(var(--_space) * 4); margin: 0; }
.cbp-facts dt, .cbp-ids dt { color: var(--_muted); font-size: var(--_font-small); }
.cbp-facts dd, .cbp-ids dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.cbp-call { font-weight: 400; }
.cbp-start, .cbp-progress, .cbp-done { display: grid; gap: calc(var(--_space) * 1.5); justify-items: start; }
.cbp-start > *, .cbp-progress > *, .cbp-done > * { max-inline-size: 100%; }
.cbp-progress > .cbp-tiles, .cbp-done > .hk-alert, .cbp-start > .hk-alert, .cbp-progress > .hk-alert { justify-self: stretch; }
.cbp-hint, .cbp-notice, .cbp-reason { margin: 0; }
.cbp-hint, .cbp-reason { color: var(--_muted); }
.cbp-subtitle { display: flex; align-items: center; gap: var(--_space); margin: 0; font-size: 1.0625em; }
.cbp-subtitle:focus { outline: none; }
.cbp-subtitle:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; border-radius: 2px; }
.cbp-tiles {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15em), 1fr)); gap: calc(var(--_space) * 1.5);
  margin: 0; padding: 0; list-style: none;
}
.cbp-tile {
  display: grid; gap: var(--_space); align-content: start; min-inline-size: 0;
  padding: calc(var(--_space) * 1.5) calc(var(--_space) * 2); background: var(--_surface);
  border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.cbp-tile[data-status='capture-in-progress'] { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); }
.cbp-tile[data-status='successfully-captured'] { border-color: color-mix(in srgb, var(--_success) 60%, var(--_surface)); }
.cbp-tile[data-status='capture-failed'] { border-color: var(--_danger); }
.cbp-tile-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: calc(var(--_space) / 2) var(--_space); }
.cbp-tile-name { margin: 0; font-size: 1em; font-weight: 600; }
.cbp-value {
  margin: 0; font-size: var(--_font-large); font-weight: 600; letter-spacing: 0.04em;
  font-variant-numeric: tabular-nums; overflow-wrap: anywhere;
}
.cbp-value[data-empty] { font-size: 1em; font-weight: 400; letter-spacing: normal; color: var(--_muted); }
.cbp-field-error { display: flex; gap: calc(var(--_space) / 2); align-items: flex-start; margin: 0; color: var(--_danger); font-size: var(--_font-small); }
.cbp-field-error > .hk-icon { inline-size: 1.25em; block-size: 1.25em; flex: none; }
.cbp-request { justify-self: start; }
/* Complete payment stays focusable while it cannot act (its reason is read with it), and looks disabled. */
.cbp-actions .hk-button[aria-disabled='true']:not([aria-busy]) {
  color: var(--_muted); background: var(--_disabled); border-color: var(--_divider); cursor: not-allowed;
}
.cbp-actions { display: flex; flex-wrap: wrap; gap: var(--_space) calc(var(--_space) * 1.5); }
.cbp-error { display: grid; }
@media (max-width: 767.98px) {
  .cbp .hk-button { min-block-size: 44px; }
  .cbp-request { justify-self: stretch; }
  .cbp-actions { display: grid; justify-self: stretch; }
}
`;
