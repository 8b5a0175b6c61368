/**
 * Styles of the time options (unlayered, so they win over the kit's). From 992 px the list is a
 * panel; each time is a row whose whole box is the radio's label: the window, the lines under
 * it, and the charge at the end; the chosen one in the accent's tint, a disabled one greyed with
 * its reason. Hourly start times sit side by side. Phones get 44 px targets and a full-width
 * button that sums up the choice.
 */
export const timeOptionsStyles = `
.time-options { display: grid; gap: var(--_space); min-inline-size: 0; }
.time-options[data-layout='sidebar'] {
  padding: calc(var(--_space) * 2); background: var(--_surface);
  border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.time-heading { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.time-message { margin: 0; color: var(--_muted); line-height: 1.45; }
.time-notice {
  margin: 0; padding: 0.5em 0.75em; line-height: 1.45;
  background: var(--_accent-soft); border-inline-start: 4px solid var(--_accent); border-radius: var(--_radius);
}
.time-list { display: grid; gap: var(--_space); min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.time-legend { padding: 0; margin-block-end: calc(var(--_space) / 2); font-weight: 600; }
.time-group { display: grid; gap: calc(var(--_space) / 2); min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.time-group-legend { padding: 0; margin-block-end: calc(var(--_space) / 2); }
.time-group-heading { margin: 0; font-size: var(--_font-small); font-weight: 600; color: var(--_muted); line-height: 1.3; }
.time-rows { display: grid; gap: calc(var(--_space) / 2); margin: 0; padding: 0; list-style: none; }
.time-list[data-compact] .time-rows { grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr)); }
.time-row { display: grid; min-inline-size: 0; }
.time-choice {
  box-sizing: border-box; display: flex; align-items: center; gap: var(--_space); min-block-size: 2.75em;
  padding: 0.5em 0.75em; cursor: pointer; background: var(--_surface);
  border: 1px solid var(--_divider); border-radius: var(--_radius);
  transition: background-color var(--_motion), border-color var(--_motion);
}
.time-choice:hover { border-color: var(--_border); }
.time-choice:has(:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); background: var(--_accent-soft); }
.time-choice:has(:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.time-choice:has(:disabled) { background: var(--_disabled); color: var(--_muted); cursor: not-allowed; border-style: dashed; }
.time-radio { flex: none; inline-size: 1.1em; block-size: 1.1em; margin: 0; accent-color: var(--_accent); cursor: inherit; }
.time-radio:focus-visible { outline: none; }
.time-text { display: grid; flex: 1; min-inline-size: 0; line-height: 1.3; }
.time-name { font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.time-detail, .time-reason { color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.time-choice:has(:disabled) .time-detail, .time-choice:has(:disabled) .time-reason { color: var(--_text); }
.time-charge { flex: none; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.time-summary { inline-size: 100%; justify-content: flex-start; padding-block: 0.5em; text-align: start; }
.time-summary > .hk-button-label { min-inline-size: 0; }
.time-summary .hk-icon { flex: none; inline-size: 1.5em; block-size: 1.5em; }
.time-summary-text { display: grid; justify-items: start; gap: 0.125em; min-inline-size: 0; }
.time-summary-label { font-size: var(--_font-small); font-weight: 400; color: var(--_text); }
.time-summary-value { font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.time-loading .hk-skeleton-lines { display: grid; gap: calc(var(--_space) / 2); }
.time-skeleton.hk-skeleton { block-size: 2.75em; }
.hours { display: grid; justify-items: start; gap: calc(var(--_space) / 2); min-inline-size: 0; }
.hours[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: calc(var(--_space) * 2); }
.hours-label { font-weight: 600; }
.hours-hint { color: var(--_muted); font-size: var(--_font-small); }
.hours-row { display: flex; align-items: center; gap: var(--_space); }
.time-dialog-body { display: grid; gap: calc(var(--_space) * 2); }
.time-dialog-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
@media (max-width: 767.98px) {
  .time-choice, .time-summary { min-block-size: 44px; }
  .time-skeleton.hk-skeleton { block-size: 3.5em; }
  .time-dialog-actions { inline-size: 100%; }
  .time-dialog-actions > .hk-button { flex: 1 1 auto; }
}
`;
