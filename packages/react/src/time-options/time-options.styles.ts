import { pieceClasses } from '../ui/piece-classes.js';

/** The time options' class names (`hk-time-*`), for its views and this sheet: see pieceClasses. */
export const timeOptionsClasses = pieceClasses('time', [
  'options',
  'heading',
  'message',
  'notice',
  'list',
  'legend',
  'group',
  'groupLegend',
  'groupHeading',
  'rows',
  'row',
  'choice',
  'radio',
  'text',
  'name',
  'detail',
  'reason',
  'charge',
  'summary',
  'summaryText',
  'summaryLabel',
  'summaryValue',
  'loading',
  'skeleton',
  'hours',
  'hoursLabel',
  'hoursHint',
  'hoursRow',
  'dialogBody',
  'dialogActions',
  'hoursUnit',
]);
const c = timeOptionsClasses;

/**
 * Styles of the time options (unlayered, so they win over the kit's). From 992 px the list is a
 * panel; each time is a row whose whole box is the radio's label: the window, the lines under
 * it, and the charge at the end; the chosen one in the accent's tint, a disabled one greyed with
 * its reason. Hourly start times sit side by side. Phones get 44 px targets and a full-width
 * button that sums up the choice.
 */
export const timeOptionsStyles = `
.${c.options} { display: grid; gap: var(--_space); min-inline-size: 0; }
.${c.options}[data-layout='sidebar'] {
  padding: calc(var(--_space) * 2); background: var(--_surface);
  border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.${c.heading} { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.${c.message} { margin: 0; color: var(--_muted); line-height: 1.45; }
.${c.notice} {
  margin: 0; padding: 0.5em 0.75em; line-height: 1.45;
  background: var(--_accent-soft); border-inline-start: 4px solid var(--_accent); border-radius: var(--_radius);
}
.${c.list} { display: grid; gap: var(--_space); min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.${c.legend} { padding: 0; margin-block-end: calc(var(--_space) / 2); font-weight: 600; }
.${c.group} { display: grid; gap: calc(var(--_space) / 2); min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.${c.groupLegend} { padding: 0; margin-block-end: calc(var(--_space) / 2); }
.${c.groupHeading} { margin: 0; font-size: var(--_font-small); font-weight: 600; color: var(--_muted); line-height: 1.3; }
.${c.rows} { display: grid; gap: calc(var(--_space) / 2); margin: 0; padding: 0; list-style: none; }
.${c.list}[data-compact] .${c.rows} { grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr)); }
.${c.row} { display: grid; min-inline-size: 0; }
.${c.choice} {
  box-sizing: border-box; display: flex; align-items: center; gap: var(--_space); min-block-size: 2.75em;
  padding: 0.5em 0.75em; cursor: pointer; background: var(--_surface);
  border: 1px solid var(--_divider); border-radius: var(--_radius);
  transition: background-color var(--_motion), border-color var(--_motion);
}
.${c.choice}:hover { border-color: var(--_border); }
.${c.choice}:has(:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); background: var(--_accent-soft); }
.${c.choice}:has(:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.${c.choice}:has(:disabled) { background: var(--_disabled); color: var(--_muted); cursor: not-allowed; border-style: dashed; }
.${c.radio} { flex: none; inline-size: 1.1em; block-size: 1.1em; margin: 0; accent-color: var(--_accent); cursor: inherit; }
.${c.radio}:focus-visible { outline: none; }
.${c.text} { display: grid; flex: 1; min-inline-size: 0; line-height: 1.3; }
.${c.name} { font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.${c.detail}, .${c.reason} { color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.${c.choice}:has(:disabled) .${c.detail}, .${c.choice}:has(:disabled) .${c.reason} { color: var(--_text); }
.${c.charge} { flex: none; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.${c.summary} { inline-size: 100%; justify-content: flex-start; padding-block: 0.5em; text-align: start; }
.${c.summary} > .hk-button-label { min-inline-size: 0; }
.${c.summary} .hk-icon { flex: none; inline-size: 1.5em; block-size: 1.5em; }
.${c.summaryText} { display: grid; justify-items: start; gap: 0.125em; min-inline-size: 0; }
.${c.summaryLabel} { font-size: var(--_font-small); font-weight: 400; color: var(--_text); }
.${c.summaryValue} { font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.${c.loading} .hk-skeleton-lines { display: grid; gap: calc(var(--_space) / 2); }
.${c.skeleton}.hk-skeleton { block-size: 2.75em; }
.${c.hours} { display: grid; justify-items: start; gap: calc(var(--_space) / 2); min-inline-size: 0; }
.${c.hours}[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: calc(var(--_space) * 2); }
.${c.hoursLabel} { font-weight: 600; }
.${c.hoursHint} { color: var(--_muted); font-size: var(--_font-small); }
.${c.hoursRow} { display: flex; align-items: center; gap: var(--_space); }
.${c.dialogBody} { display: grid; gap: calc(var(--_space) * 2); }
.${c.dialogActions} { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
@media (max-width: 767.98px) {
  .${c.choice}, .${c.summary} { min-block-size: 44px; }
  .${c.skeleton}.hk-skeleton { block-size: 3.5em; }
  .${c.dialogActions} { inline-size: 100%; }
  .${c.dialogActions} > .hk-button { flex: 1 1 auto; }
}
`;
